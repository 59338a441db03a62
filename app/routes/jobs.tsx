import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { Container } from "#app/components/ui/container";
import { JobsIndex } from "#app/components/jobs/jobs-index";
import { pageByPath } from "#app/content/pages";
import { jobBoardFrom } from "#app/lib/job-board";
import { stateOptions, toJobCard } from "#app/lib/job-cards";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/jobs";

const page = pageByPath("/jobs");

/** Open and expired postings; filled ones have left the list (their pages stay). */
export function loader({ context }: Route.LoaderArgs) {
  const listed = jobBoardFrom(context).postings.filter((posting) => posting.state !== "closed");
  const cards = listed.map(({ job }) => toJobCard(job));
  return {
    openCount: listed.filter((posting) => posting.state === "open").length,
    cards,
    states: stateOptions(cards),
    expiredAtBuild: Object.fromEntries(listed.map(({ job, state }) => [job.path, state === "expired"])),
  };
}

export function meta() {
  return seoMeta(page);
}

/** The heading counts what is open; with nothing open it says so instead of speaking of current jobs. */
function jobsHeader(openCount: number) {
  if (openCount === 0) {
    return {
      title: "NP and PA Jobs",
      intro: (
        <>
          No nurse practitioner or physician assistant positions are open right now. The roles below have
          passed their closing dates and are kept for reference.{" "}
          <Link to="/#contact" className="font-semibold text-brand-700 underline underline-offset-2">
            Tell us what you are looking for
          </Link>{" "}
          and a recruiter will contact you when a matching role opens.
        </>
      ),
    };
  }
  return {
    title: "Current NP and PA Jobs",
    intro: `${openCount} open nurse practitioner and physician assistant ${openCount === 1 ? "position" : "positions"} with the pay shown on every role. Filter by role, state and schedule, then apply by e-mail or call the recruiter directly.`,
  };
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { openCount, ...index } = loaderData;
  return (
    <>
      <PageHeader {...jobsHeader(openCount)} />
      <Container className="max-w-6xl pb-16">
        <JobsIndex {...index} />
      </Container>
    </>
  );
}
