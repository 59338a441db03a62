import { deferredForm } from "#app/components/forms/deferred-form";
import { JOB_ALERT_PATHS } from "#schemas/job-alert-paths";
import type { JobAlertPanelProps } from "./job-alert-form";

/**
 * Loads the alert form's code (react-hook-form, the resolver, zod and the schema, shared with the other
 * forms). The pages that show it await it in their loaders, so the whole form is in the page's HTML.
 */
const alert = deferredForm({
  load: () => import("./job-alert-form"),
  pick: (module) => module.JobAlertPanel,
  action: JOB_ALERT_PATHS.subscribe,
  inDocument: () => document.querySelector("[data-job-alert]") !== null,
});

export const loadJobAlertForm = alert.load;
const DeferredPanel = alert.Deferred;

/**
 * The alert form in its box, hydrated on its own once its code has arrived; until then the prerendered
 * form posts without JavaScript and keeps what is typed (see deferred-application-form.tsx). Its words
 * come with its code, so a page's own code does not grow with them.
 */
export function DeferredJobAlert(props: JobAlertPanelProps) {
  return (
    <div data-job-alert="">
      <DeferredPanel {...props} />
    </div>
  );
}
