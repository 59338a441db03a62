import { lazy, memo, Suspense } from "react";
import type { JobAlertPanelProps } from "./job-alert-form";

type DeferredJobAlertModule = typeof import("./deferred-job-alert-form");

let loaded: DeferredJobAlertModule | undefined;

/**
 * The alert box's own code, apart from a posting's script: the job page's loader awaits this (and the
 * form's code) on the server, so the box is in the page's HTML; a browser fetches it with the page's other
 * idle code and hydrates the box then. /jobs imports the box directly.
 */
export function loadJobAlertSlot(): Promise<DeferredJobAlertModule> {
  return import("./deferred-job-alert-form").then((module) => {
    loaded = module;
    return module;
  });
}

const LazyJobAlert = lazy(() => loadJobAlertSlot().then((module) => ({ default: module.DeferredJobAlert })));

/** The alert box of a posting. Memoised so that a still-dehydrated box never receives new props. */
export const JobAlertSlot = memo(function JobAlertSlot(props: JobAlertPanelProps) {
  const JobAlert = loaded?.DeferredJobAlert ?? LazyJobAlert;
  return (
    <Suspense fallback={null}>
      <JobAlert {...props} />
    </Suspense>
  );
});
