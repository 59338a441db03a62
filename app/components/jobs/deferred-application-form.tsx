import { deferredForm } from "#app/components/forms/deferred-form";
import { APPLICATION_API_PATH } from "#schemas/paths";

/** The section the form stands in (the "Apply now" links lead here). */
export const APPLY_SECTION_ID = "apply-now";

/**
 * The application form, hydrated on its own once its code has arrived (deferred-form.tsx); the job page's
 * loader awaits `loadApplicationForm` on the server, so the whole form is in the page's HTML.
 */
const application = deferredForm({
  load: () => import("./application-form"),
  pick: (module) => module.ApplicationForm,
  action: APPLICATION_API_PATH,
  inDocument: () => document.getElementById(APPLY_SECTION_ID) !== null,
});

export const loadApplicationForm = application.load;
export const DeferredApplicationForm = application.Deferred;
