import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { recordVisitOnce } from "#app/lib/attribution";

/** The floating button shows this long after the page loads. */
export const FLOATING_CTA_DELAY_MS = 3000;
/** The overlays belong to the landing experience (spec section 2). */
export const OVERLAY_PATHS: ReadonlySet<string> = new Set(["/"]);

// Only the landing page has overlays: the other pages do not download their code.
const LandingOverlays = lazy(() => import("./landing-overlays"));

/**
 * Mount once in the root layout. Records where the visit came from (for lead attribution) on
 * every page, and on the landing page adds the floating call-to-action and the exit-intent popup.
 */
export function LeadOverlays() {
  const { pathname } = useLocation();
  useEffect(() => recordVisitOnce(), []);
  // Nothing of the overlays is in the prerendered HTML (the button comes after 3 s), so they mount after
  // hydration: a Suspense boundary in the HTML would not match the /admin shell, which is rendered at "/".
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated && OVERLAY_PATHS.has(pathname) ? (
    <Suspense fallback={null}>
      <LandingOverlays />
    </Suspense>
  ) : null;
}
