import { lazy, memo, Suspense, useState } from "react";
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
/** How far below the screen the form may still be when its code is fetched (a fast scroll's worth). */
const NEAR_MARGIN = "0px 0px 600px 0px";
/** A page left untouched fetches the form's code this long after load, past the first 10 s that budgets count. */
const IDLE_AFTER_MS = 15_000;

/**
 * Resolves when the form is about to be needed: the visitor scrolls near it, moves focus or presses a
 * pointer in it, arrives at #apply-now, or leaves the page alone for 15 s (then during idle time). When the
 * form is not in the document (a page rendered in the browser after a link), at once.
 */
function wanted(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  const section = document.getElementById(APPLY_SECTION_ID);
  if (!section || window.location.hash === `#${APPLY_SECTION_ID}`) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const cleanups: (() => void)[] = [];
    const done = () => {
      for (const cleanup of cleanups) cleanup();
      resolve();
    };
    if (typeof IntersectionObserver === "function") {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) done();
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(section);
      cleanups.push(() => observer.disconnect());
    } else {
      done();
      return;
    }
    for (const type of ["focusin", "pointerdown", "touchstart"] as const) {
      section.addEventListener(type, done, { passive: true });
      cleanups.push(() => section.removeEventListener(type, done));
    }
    const onHash = () => {
      if (window.location.hash === `#${APPLY_SECTION_ID}`) done();
    };
    window.addEventListener("hashchange", onHash);
    cleanups.push(() => window.removeEventListener("hashchange", onHash));
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(done);
      else done();
    }, IDLE_AFTER_MS);
    cleanups.push(() => window.clearTimeout(timer));
  });
}

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
  // Chosen once: switching component types later would remount the form and lose what was typed.
  const [Form] = useState(() => loaded?.ApplicationForm ?? LazyApplicationForm);
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
});
