import { data } from "react-router";
import { JobPostingView } from "#app/components/jobs/job-posting-view";
import { findJobByPath } from "#app/content/jobs/index";
import { isJobExpired, useToday } from "#app/lib/job-expiry";
import { jobPostingJsonLd } from "#app/lib/job-posting-jsonld";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/job";

export function loader({ request }: Route.LoaderArgs) {
  const job = findJobByPath(new URL(request.url).pathname);
  if (!job) throw data("Not found", { status: 404 });
  return { job, expired: isJobExpired(job), jsonLd: jobPostingJsonLd(job) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { job, jsonLd } = loaderData;
  return [...seoMeta({ path: job.path, ...job.meta }), ...(jsonLd ? [{ "script:ld+json": jsonLd }] : [])];
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  const today = useToday();
  const expired = today ? isJobExpired(job, today) : loaderData.expired;
  return <JobPostingView job={job} expired={expired} />;
}
