import { lazy, memo, Suspense, useState } from "react";
import { EarlySubmitHold, useHeldSubmits } from "#app/components/forms/early-submit";
import { preloadWhenIdle } from "#app/lib/preload";
import { JOB_ALERT_PATHS } from "#schemas/job-alert-paths";
import type { JobAlertPanelProps } from "./job-alert-form";

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

const LazyJobAlertPanel = lazy(() =>
  wanted()
    .then(loadJobAlertForm)
    .then((module) => ({ default: module.JobAlertPanel })),
);

/**
 * The alert form in its box, hydrated on its own once its code has arrived; until then the prerendered
 * form posts without JavaScript and keeps what is typed (see deferred-application-form.tsx). Its words
 * come with its code, so a page's own code does not grow with them.
 */
export const DeferredJobAlert = memo(function DeferredJobAlert(props: JobAlertPanelProps) {
  useHeldSubmits(isAlertForm, wantedAtOnce);
  const [Panel] = useState(() => loaded?.JobAlertPanel ?? LazyJobAlertPanel);
  return (
    <div data-job-alert="">
      <EarlySubmitHold />
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    </div>
  );
});
