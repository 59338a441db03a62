import { lazy, memo, Suspense, useState } from "react";
import { EarlySubmitHold, useHeldSubmits } from "#app/components/forms/early-submit";
import { preloadWhenIdle } from "#app/lib/preload";
import { APPLICATION_API_PATH } from "#schemas/paths";
import type { ApplicationFormProps } from "./application-form";

type ApplicationFormModule = typeof import("./application-form");

let loaded: ApplicationFormModule | undefined;

/**
 * Loads the application form's code (react-hook-form, the resolver, zod and the schema). The job page's
 * loader awaits it on the server so that the whole form is in the page's HTML.
 */
export function loadApplicationForm(): Promise<ApplicationFormModule> {
  return import("./application-form").then((module) => {
    loaded = module;
    return module;
  });
}

/** The section the form stands in (the "Apply now" links lead here). */
export const APPLY_SECTION_ID = "apply-now";

let wantedNow: (() => void) | undefined;
let wantedInBrowser: Promise<void> | undefined;

/**
 * Resolves while the browser is idle after load, at the visitor's first activity, or at a submit made
 * before the form has hydrated (held, then made again through the form: forms/early-submit.tsx); at once
 * when the form is not in the document (a page rendered in the browser after a link).
 */
function wanted(): Promise<void> {
  if (typeof window === "undefined" || !document.getElementById(APPLY_SECTION_ID)) return Promise.resolve();
  wantedInBrowser ??= new Promise<void>((resolve) => {
    wantedNow = resolve;
    preloadWhenIdle(resolve);
  });
  return wantedInBrowser;
}
const wantedAtOnce = () => wantedNow?.();
const isApplicationForm = (form: HTMLFormElement) => form.getAttribute("action") === APPLICATION_API_PATH;

const LazyApplicationForm = lazy(() =>
  wanted()
    .then(loadApplicationForm)
    .then((module) => ({ default: module.ApplicationForm })),
);

/**
 * The application form, hydrated on its own once its code has arrived. Until then the prerendered form
 * stays in place, posts without JavaScript and keeps whatever the visitor types; the job page's first
 * load carries only the page's own code. Memoised: the page renders again after hydration (the visitor's
 * date), and a still-dehydrated boundary that receives new props is thrown away and rendered empty.
 */
export const DeferredApplicationForm = memo(function DeferredApplicationForm(props: ApplicationFormProps) {
  useHeldSubmits(isApplicationForm, wantedAtOnce);
  // Chosen once: switching component types later would remount the form and lose what was typed.
  const [Form] = useState(() => loaded?.ApplicationForm ?? LazyApplicationForm);
  return (
    <>
      <EarlySubmitHold />
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    </>
  );
});
