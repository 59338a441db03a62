import { PageHeader } from "#app/components/layout/page-header";
import { Container } from "#app/components/ui/container";
import { JobsIndex } from "#app/components/jobs/jobs-index";
import { jobs } from "#app/content/jobs/index";
import { pageByPath } from "#app/content/pages";
import { stateOptions, toJobCard } from "#app/lib/job-cards";
import { isJobExpired } from "#app/lib/job-expiry";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/jobs";

const page = pageByPath("/jobs");

export function loader() {
  const cards = jobs.map(toJobCard);
  return {
    cards,
    states: stateOptions(cards),
    expiredAtBuild: Object.fromEntries(jobs.map((job) => [job.path, isJobExpired(job)])),
  };
}

export function meta() {
  return seoMeta(page);
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Current NP and PA Jobs"
        intro="Open nurse practitioner and physician assistant positions with the pay shown on every role. Filter by role, state and schedule, then apply by e-mail or call the recruiter directly."
      />
      <Container className="pb-16">
        <JobsIndex {...loaderData} />
      </Container>
    </>
  );
}
