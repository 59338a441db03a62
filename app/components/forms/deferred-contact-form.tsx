import { LEAD_API_PATHS } from "#schemas/paths";
import { deferredForm } from "./deferred-form";

/**
 * The contact form, hydrated on its own once its code has arrived (deferred-form.tsx). The root route's
 * prerender awaits `loadContactForm`; in the browser the code comes while it is idle after load.
 */
const contact = deferredForm({
  load: () => import("./contact-form"),
  pick: (module) => module.ContactForm,
  action: LEAD_API_PATHS.contact,
});

export const loadContactForm = contact.load;
export const DeferredContactForm = contact.Deferred;
