import { lazy, Suspense } from "react";
import { data } from "react-router";
import { loadApplicationForm } from "#app/components/jobs/deferred-application-form";
import { loadJobAlertSlot } from "#app/components/jobs/job-alert-slot";
import { JobPostingView } from "#app/components/jobs/job-posting-view";
import { findBoardPosting, jobBoardFrom } from "#app/lib/job-board";
import { isJobExpired, useToday } from "#app/lib/job-expiry";
import { jobPostingJsonLd } from "#app/lib/job-posting-jsonld";
import { notFoundMeta, seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/job";

type NotFoundModule = typeof import("./not-found");
let notFound: NotFoundModule | undefined;
/**
 * The not-found page's module, apart from a posting's script: the loader awaits it for an unknown address,
 * so the server renders the page whole; a browser hydrating that page fetches it then.
 */
const loadNotFound = () =>
  import("./not-found").then((module) => {
    notFound = module;
    return module;
  });
const LazyNotFound = lazy(() => loadNotFound());

/** Any address that is not a content page: a public posting, or the not-found page with status 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const posting = findBoardPosting(jobBoardFrom(context), new URL(request.url).pathname);
  if (!posting) {
    await loadNotFound();
    return data({ found: false as const }, { status: 404 });
  }
  const { job, state, closedAt } = posting;
  // An open posting carries the application form: its code is split off for the browser, but the
  // prerendered HTML must hold the whole form (it posts without JavaScript).
  if (state === "open") await loadApplicationForm();
  await (await loadJobAlertSlot()).loadJobAlertForm();
  return {
    found: true as const,
    job,
    state,
    jsonLd: jobPostingJsonLd(job, {
      ...(closedAt ? { validThrough: closedAt } : {}),
      directApply: state === "open",
    }),
  };
}

export function meta(args: Route.MetaArgs) {
  const loaderData = args.loaderData;
  if (!loaderData?.found) return notFoundMeta();
  const { job, jsonLd } = loaderData;
  return [...seoMeta({ path: job.path, ...job.meta }), ...(jsonLd ? [{ "script:ld+json": jsonLd }] : [])];
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const today = useToday();
  if (!loaderData.found) {
    const NotFoundPage = notFound?.default ?? LazyNotFound;
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const { job, state } = loaderData;
  // The server renders again when a posting expires; a page read across that moment follows the visitor's clock.
  const expired = state !== "closed" && (today ? isJobExpired(job, today) : state === "expired");
  return <JobPostingView job={job} expired={expired} filled={state === "closed"} />;
}
