import { MessageSquareText } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button";
import { floatingCtaLabels } from "#app/content/floating-cta";
import { markFormTouched, markLeadDialogOpened, recordVisitOnce } from "#app/lib/attribution";
import { onFirstActivity } from "#app/lib/preload";
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

  const [tucked, untuck] = useTuckedWhileScrollingDown();

  useEffect(() => {
    const timer = setTimeout(() => setCtaVisible(true), FLOATING_CTA_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // The dialog and its form are in memory before the visitor can reach the button.
  useEffect(() => onFirstActivity(loadLeadDialog), []);
  // A visitor who has started on a form is not interrupted by the phone's timed popup.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest("form")) markFormTouched();
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);

  const openDialog = (variant: LeadDialogVariant) => {
    markLeadDialogOpened();
    setKind(variant);
    setOpen(true);
  };

  useExitIntent(() => {
    focusBeforeExitIntent.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialog("exit-intent");
  }, open);

  return (
    <>
      {ctaVisible ? (
        <Button
          ref={ctaRef}
          variant="accent"
          size="lg"
          aria-haspopup="dialog"
          data-slot="floating-cta"
          data-tucked={tucked && !open ? "true" : undefined}
          className="fixed right-4 bottom-4 z-40 rounded-full shadow-lg shadow-slate-900/25 transition-transform duration-200 data-[tucked=true]:translate-y-[calc(100%+2rem)] motion-reduce:transition-none sm:right-6 sm:bottom-6"
          onPointerEnter={loadLeadDialog}
          onFocus={() => {
            untuck();
            void loadLeadDialog();
          }}
          onClick={() => openDialog("floating-cta")}
        >
          <MessageSquareText aria-hidden="true" />
          <span className="sm:hidden">{floatingCtaLabels.shortLabel}</span>
          <span className="hidden sm:inline">{floatingCtaLabels.label}</span>
        </Button>
      ) : null}
      {/* Room at the end of the page, so the button never rests on the footer's last lines. */}
      {ctaVisible ? <div aria-hidden="true" className="h-20 bg-brand-950" /> : null}
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

/**
 * True while the visitor scrolls down the page (the floating button moves out of the way of the text
 * being read); false again as soon as they scroll up, or while near the top of the page.
 */
function useTuckedWhileScrollingDown(): [boolean, () => void] {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setTucked(y > last && y > 80);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return [tucked, () => setTucked(false)];
}
