import { MessageSquareText } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button";
import { floatingCtaLabels } from "#app/content/floating-cta";
import { recordVisitOnce } from "#app/lib/attribution";
import { useExitIntent } from "./exit-intent";
import type { LeadDialogVariant } from "./lead-dialog";

/** The floating button shows this long after the page loads. */
export const FLOATING_CTA_DELAY_MS = 3000;
/** The overlays belong to the landing experience (spec section 2). */
export const OVERLAY_PATHS: ReadonlySet<string> = new Set(["/"]);

const loadLeadDialog = () => import("./lead-dialog");
const LeadDialog = lazy(loadLeadDialog);

/**
 * Mount once in the root layout. Records where the visit came from (for lead attribution) on
 * every page, and on the landing page adds the floating call-to-action and the exit-intent popup.
 */
export function LeadOverlays() {
  const { pathname } = useLocation();
  useEffect(() => recordVisitOnce(), []);
  return OVERLAY_PATHS.has(pathname) ? <LandingOverlays /> : null;
}

function LandingOverlays() {
  const [kind, setKind] = useState<LeadDialogVariant | null>(null);
  const [open, setOpen] = useState(false);
  const [ctaVisible, setCtaVisible] = useState(false);
  const ctaRef = useRef<HTMLButtonElement>(null);
  const focusBeforeExitIntent = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setCtaVisible(true), FLOATING_CTA_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useExitIntent(() => {
    focusBeforeExitIntent.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setKind("exit-intent");
    setOpen(true);
  }, open);

  return (
    <>
      {ctaVisible ? (
        <Button
          ref={ctaRef}
          variant="accent"
          size="lg"
          aria-haspopup="dialog"
          className="fixed right-4 bottom-4 z-40 rounded-full shadow-lg shadow-slate-900/25 sm:right-6 sm:bottom-6"
          onPointerEnter={loadLeadDialog}
          onFocus={loadLeadDialog}
          onClick={() => {
            setKind("floating-cta");
            setOpen(true);
          }}
        >
          <MessageSquareText aria-hidden="true" />
          <span className="sm:hidden">{floatingCtaLabels.shortLabel}</span>
          <span className="hidden sm:inline">{floatingCtaLabels.label}</span>
        </Button>
      ) : null}
      {kind ? (
        <Suspense fallback={null}>
          <LeadDialog
            key={kind}
            variant={kind}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={() => (kind === "floating-cta" ? ctaRef.current : focusBeforeExitIntent.current)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
