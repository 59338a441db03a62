import { lazy, Suspense } from "react";
import type { ContactFormProps } from "./contact-form";

type ContactFormModule = typeof import("./contact-form");

let loaded: ContactFormModule | undefined;

/**
 * Loads the contact form's code (react-hook-form, the resolver, zod). The prerender awaits it before
 * rendering so that the whole form is in the page's HTML.
 */
export function loadContactForm(): Promise<ContactFormModule> {
  return import("./contact-form").then((module) => {
    loaded = module;
    return module;
  });
}

const LazyContactForm = lazy(() => loadContactForm().then((module) => ({ default: module.ContactForm })));

/**
 * The contact form, hydrated on its own once its code has arrived. The prerendered form stays in place
 * (and posts without JavaScript) meanwhile, so the first paint on a phone waits only for the page's own
 * code, not for the form libraries.
 */
export function DeferredContactForm(props: ContactFormProps) {
  const Form = loaded?.ContactForm ?? LazyContactForm;
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
