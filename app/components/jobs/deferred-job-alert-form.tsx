import { lazy, memo, Suspense, useState } from "react";
import { EarlySubmitHold, useHeldSubmits } from "#app/components/forms/early-submit";
import { preloadWhenIdle } from "#app/lib/preload";
import { cn } from "#app/lib/utils";
import { JOB_ALERT_PATHS } from "#schemas/job-alert";
import type { JobPosting } from "#schemas/job-posting";
import type { JobAlertFormProps } from "./job-alert-form";

type JobAlertFormModule = typeof import("./job-alert-form");

let loaded: JobAlertFormModule | undefined;

/**
 * Loads the alert form's code (react-hook-form, the resolver, zod and the schema, shared with the other
 * forms). The pages that show it await it in their loaders, so the whole form is in the page's HTML.
 */
export function loadJobAlertForm(): Promise<JobAlertFormModule> {
  return import("./job-alert-form").then((module) => {
    loaded = module;
    return module;
  });
}

let wantedNow: (() => void) | undefined;
let wantedInBrowser: Promise<void> | undefined;

/** As the application form's: while idle after load, at the first activity, or at an early submit. */
function wanted(): Promise<void> {
  if (typeof window === "undefined" || !document.querySelector("[data-job-alert]")) return Promise.resolve();
  wantedInBrowser ??= new Promise<void>((resolve) => {
    wantedNow = resolve;
    preloadWhenIdle(resolve);
  });
  return wantedInBrowser;
}
const wantedAtOnce = () => wantedNow?.();
const isAlertForm = (form: HTMLFormElement) => form.getAttribute("action") === JOB_ALERT_PATHS.subscribe;

const LazyJobAlertForm = lazy(() =>
  wanted()
    .then(loadJobAlertForm)
    .then((module) => ({ default: module.JobAlertForm })),
);

/**
 * The alert form, hydrated on its own once its code has arrived; until then the prerendered form posts
 * without JavaScript and keeps what is typed (see deferred-application-form.tsx).
 */
export const DeferredJobAlertForm = memo(function DeferredJobAlertForm(props: JobAlertFormProps) {
  useHeldSubmits(isAlertForm, wantedAtOnce);
  const [Form] = useState(() => loaded?.JobAlertForm ?? LazyJobAlertForm);
  return (
    <div data-job-alert="">
      <EarlySubmitHold />
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    </div>
  );
});

/** A titled box holding the alert form, for /jobs and the postings. */
export function JobAlertSection({
  id = "job-alert",
  title,
  intro,
  defaults,
  className,
}: {
  id?: string;
  title: string;
  intro: string;
  defaults?: JobAlertFormProps["defaults"];
  className?: string;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-slot="job-alert-section"
      className={cn("rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6", className)}
    >
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 max-w-2xl text-slate-700">{intro}</p>
      <DeferredJobAlertForm idPrefix={id} labelledBy={titleId} defaults={defaults} />
    </section>
  );
}

/** The alert form on a posting, set to the posting's role and places. */
export function PostingJobAlert({
  job,
  open,
  className,
}: {
  job: Pick<JobPosting, "roles" | "locations" | "remote">;
  open: boolean;
  className?: string;
}) {
  const states = [...new Set(job.locations.map((location) => location.region))];
  const role = job.roles.length === 1 ? job.roles[0] : "both";
  return (
    <JobAlertSection
      title={open ? "Get roles like this one by e-mail" : "Get an e-mail when a role like this opens"}
      intro="Tell us what you are looking for and we will e-mail you when a matching NP or PA role is posted, at once or in one daily digest."
      defaults={{ role, states, remote: job.remote !== undefined }}
      className={className}
    />
  );
}
