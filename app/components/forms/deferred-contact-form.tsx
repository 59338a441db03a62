import { lazy, Suspense } from "react";
import { preloadWhenIdle } from "#app/lib/preload";
import { LEAD_API_PATHS } from "#schemas/paths";
import type { ContactFormProps } from "./contact-form";
import { EarlySubmitHold, useHeldSubmits } from "./early-submit";

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

let wantedNow: (() => void) | undefined;
let wantedInBrowser: Promise<void> | undefined;

/**
 * In the browser: while it is idle after load, at the visitor's first activity, or at a submit made
 * before the form has hydrated (held, then made again through the form: early-submit.tsx). Started by
 * the first render of a form, not when the module loads: the root route imports it for the prerender only.
 */
function wanted(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  wantedInBrowser ??= new Promise<void>((resolve) => {
    wantedNow = resolve;
    preloadWhenIdle(resolve);
  });
  return wantedInBrowser;
}
const wantedAtOnce = () => wantedNow?.();
const isContactForm = (form: HTMLFormElement) => form.getAttribute("action") === LEAD_API_PATHS.contact;

const LazyContactForm = lazy(() =>
  wanted()
    .then(loadContactForm)
    .then((module) => ({ default: module.ContactForm })),
);

/**
 * The contact form, hydrated on its own once its code has arrived: the code is fetched while the browser
 * is idle after load (or at the visitor's first activity), long before a visitor can reach a field. The
 * prerendered form stays in place meanwhile, and a submit made before it has hydrated waits for it
 * (early-submit.tsx), so a phone's first load carries only the page's own code, not the form libraries.
 */
export function DeferredContactForm(props: ContactFormProps) {
  useHeldSubmits(isContactForm, wantedAtOnce);
  const Form = loaded?.ContactForm ?? LazyContactForm;
  return (
    <>
      <EarlySubmitHold />
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    </>
  );
}
