import { Link } from "react-router";
import { Container } from "#app/components/ui/container";
import { LinkList } from "#app/components/ui/link-list";
import { guidesAnchor } from "#app/content/nav";
import { jobsLinkLabel, useAnyJobOpen } from "#app/lib/open-jobs";
import { notFoundMeta } from "#app/lib/seo";

export function meta() {
  return notFoundMeta();
}

/** The jobs link speaks of open roles only while there are some. */
function jobsHelp(anyOpen: boolean) {
  return {
    to: "/jobs",
    label: jobsLinkLabel(anyOpen),
    text: anyOpen
      ? "Open roles with pay, location and schedule."
      : "No NP or PA role is open right now; past postings show the pay and schedules we recruit for.",
  };
}

const otherHelpLinks = [
  {
    to: `/our-expertise#${guidesAnchor}`,
    label: "Guides for employers and clinicians",
    text: "Salary guides, licensing, supervision and the job market.",
  },
  {
    to: "/#contact",
    label: "Contact a recruiter",
    text: "Tell us what you need; a recruiter replies within 20 minutes during business hours.",
  },
] as const;

export default function NotFoundPage() {
  const helpLinks = [jobsHelp(useAnyJobOpen()), ...otherHelpLinks];
  return (
    <Container width="2xl" className="py-20 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">
        The address may be mistyped, or the page may have moved. These will take you on from here:
      </p>
      <LinkList
        links={helpLinks}
        className="mt-8 grid gap-3 text-left"
        linkClassName="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700 hover:bg-brand-50"
      >
        {(link) => (
          <>
            <span className="font-semibold text-brand-800">{link.label}</span>
            <span className="mt-1 block text-sm text-slate-700">{link.text}</span>
          </>
        )}
      </LinkList>
      <p className="mt-8">
        <Link
          to="/"
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Go to the home page
        </Link>
      </p>
    </Container>
  );
}
