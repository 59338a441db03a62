import { HeadedSection } from "#app/components/sections/headed-section";
import { ExternalLink, Users } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { ReasonsSection } from "#app/components/sections/reasons-section";
import { Button } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { linkedinGroups, whyConnect } from "#app/content/linkedin";
import { page } from "#app/content/page-records/linkedin-network";
import { site } from "#app/content/site";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

export default function LinkedInNetworkPage() {
  return (
    <>
      <PageHeader
        eyebrow="Professional network"
        title="Join Our NP and PA Professional Network"
        intro="Follow our company page and join our LinkedIn groups for job leads, salary insight and practice news, shared by our recruiters and by nurse practitioners, physician assistants and hiring leaders across the country."
      >
        <div className="mt-8">
          <Button asChild size="lgWrap">
            <a href={site.social.linkedin} target="_blank" rel="noopener noreferrer">
              Follow Our Company Page on LinkedIn
              <ExternalLink aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </PageHeader>

      <HeadedSection
        headingId="groups-heading"
        className="py-16"
        heading="Our LinkedIn Groups"
        intro="Three communities, each moderated by our recruiters. Choose the one that fits you, or join them all."
      >
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {linkedinGroups.map((group) => (
            <li key={group.url}>
              <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Users aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{group.name}</h3>
                <p className="mt-1 text-sm font-medium text-brand-800">For: {group.members}</p>
                <p className="mt-3 flex-1 leading-7 text-slate-700">{group.description}</p>
                <Button asChild variant="outline" className="mt-6 self-start">
                  <a href={group.url} target="_blank" rel="noopener noreferrer">
                    Join This Group
                    <span className="sr-only">: {group.name} (opens in a new tab)</span>
                    <ExternalLink aria-hidden="true" />
                  </a>
                </Button>
              </article>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <ReasonsSection id="why-heading" heading="Why Connect With Us" reasons={whyConnect} />

      <section aria-labelledby="start-heading" className="py-16">
        <Container width="3xl" className="text-center">
          <h2 id="start-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Ready to Talk to a Recruiter Now?
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">
            You do not have to wait for a group post. Tell us what you are looking for and a specialist
            recruiter responds within 20 minutes during business hours.
          </p>
          <Button asChild size="lg" variant="accent" className="mt-8">
            <Link to="/#contact">Get Started</Link>
          </Button>
        </Container>
      </section>
    </>
  );
}
