import { MessageSquareText } from "lucide-react";
import type * as React from "react";
import { lazy, Suspense, startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { floatingCtaLabels } from "#app/content/floating-cta";
import { markFormTouched, markLeadDialogOpened } from "#app/lib/attribution";
import { onFirstActivity } from "#app/lib/preload";
import { useExitIntent } from "./exit-intent";
import type { LeadDialogProps, LeadDialogVariant } from "./lead-dialog";

/** The floating button shows this long after the page loads. */
export const FLOATING_CTA_DELAY_MS = 3000;

type DialogComponent = React.ComponentType<LeadDialogProps>;
/** The dialog's module once it has arrived (it is fetched at the visitor's first activity). */
let loadedLeadDialog: DialogComponent | undefined;
const loadLeadDialog = () =>
  import("./lead-dialog").then((module) => {
    loadedLeadDialog = module.default;
    return module;
  });
const LazyLeadDialog = lazy(loadLeadDialog);

/**
 * The landing page's floating call-to-action and exit-intent popup (spec section 2). The landing route
 * hands them to the root layout through its `handle`, so only that page's script carries them.
 */
export function LandingOverlays() {
  const [kind, setKind] = useState<LeadDialogVariant | null>(null);
  // Chosen when the first dialog opens and kept: the module in memory renders with the open state,
  // whereas a lazy component suspends first and React reveals it up to 300 ms later.
  const [LeadDialog, setLeadDialog] = useState<DialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [ctaVisible, setCtaVisible] = useState(false);
  const ctaRef = useRef<HTMLButtonElement>(null);
  const focusBeforeExitIntent = useRef<HTMLElement | null>(null);

  const [tucked, untuck] = useTuckedWhileScrollingDown(ctaRef, ctaVisible);

  useEffect(() => {
    const timer = setTimeout(() => setCtaVisible(true), FLOATING_CTA_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // The dialog and its form are in memory before the visitor can reach the button.
  useEffect(() => onFirstActivity(loadLeadDialog), []);
  // A visitor who has started on a form is not interrupted by the phone's timed popup.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element && event.target.closest("form"))) return;
      // Once is enough: later clicks into fields do no storage work.
      markFormTouched();
      document.removeEventListener("focusin", onFocusIn);
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);

  const openDialog = (variant: LeadDialogVariant) => {
    markLeadDialogOpened();
    // A transition: the click paints at once and React renders the dialog and its form in slices right
    // after, instead of holding the click's frame for the whole render.
    startTransition(() => {
      // (An updater: a component passed as the state itself would be called as one.)
      setLeadDialog((current: DialogComponent | null) => current ?? loadedLeadDialog ?? LazyLeadDialog);
      setKind(variant);
      setOpen(true);
    });
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
      {kind && LeadDialog ? (
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

/** Marks content the floating button must not sit on while it is on screen (the landing hero). */
export const FLOATING_CTA_AVOID = "data-floating-cta-avoid";

/**
 * True while the floating button should be out of view: while the visitor scrolls down the page (it moves
 * out of the way of the text being read; false again as soon as they scroll up, or near the top), and
 * while content marked with `FLOATING_CTA_AVOID` lies under the corner it takes: on a phone the hero's
 * text reaches the bottom of the first screen, so there the button waits until the hero has scrolled
 * away. Starts tucked, so that it never shows for a frame over that text.
 */
function useTuckedWhileScrollingDown(button: React.RefObject<HTMLElement | null>, mounted: boolean) {
  const [scrollingDown, setScrollingDown] = useState(false);
  const [overContent, setOverContent] = useState(true);
  useLayoutEffect(() => {
    if (!mounted) return;
    let last = window.scrollY;
    // The button's place on screen, whether tucked or not (offsets ignore the transform that tucks it).
    const place = () => {
      const el = button.current;
      return (
        el && {
          left: el.offsetLeft,
          top: el.offsetTop,
          right: el.offsetLeft + el.offsetWidth,
          bottom: el.offsetTop + el.offsetHeight,
        }
      );
    };
    const measure = () => {
      const spot = place();
      if (!spot) return;
      const covered = Array.from(document.querySelectorAll(`[${FLOATING_CTA_AVOID}]`)).some((el) => {
        const r = el.getBoundingClientRect();
        return r.left < spot.right && r.right > spot.left && r.top < spot.bottom && r.bottom > spot.top;
      });
      setOverContent(covered);
    };
    const onScroll = () => {
      measure();
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setScrollingDown(y > last && y > 80);
      last = y;
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", measure);
    };
  }, [button, mounted]);
  return [
    scrollingDown || overContent,
    () => {
      setScrollingDown(false);
      setOverContent(false);
    },
  ] as const;
}
