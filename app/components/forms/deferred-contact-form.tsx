import { lazy, Suspense } from "react";
import { onFirstActivity } from "#app/lib/preload";
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

/** In the browser, the visitor's first activity; when rendering ahead of time, at once. */
const wanted = () =>
  typeof window === "undefined"
    ? Promise.resolve()
    : new Promise<void>((resolve) => onFirstActivity(resolve));

const LazyContactForm = lazy(() =>
  wanted()
    .then(loadContactForm)
    .then((module) => ({ default: module.ContactForm })),
);

/**
 * The contact form, hydrated on its own once its code has arrived; the code is fetched at the visitor's
 * first activity on the page (a pointer, a touch, a key, a scroll), long before they can reach a field.
 * The prerendered form stays in place (and posts without JavaScript) meanwhile, so a phone's first load
 * carries only the page's own code, not the form libraries.
 */
export function DeferredContactForm(props: ContactFormProps) {
  const Form = loaded?.ContactForm ?? LazyContactForm;
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
