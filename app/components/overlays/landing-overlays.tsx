import { MessageSquareText } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "#app/components/ui/button";
import { floatingCtaLabels } from "#app/content/floating-cta";
import { afterNextPaint } from "#app/lib/after-paint";
import { markFormTouched, markLeadDialogOpened } from "#app/lib/attribution";
import { useDialogShown } from "#app/lib/dialog-presence";
import { preloadWhenIdle } from "#app/lib/preload";
import { EXIT_INTENT_MOBILE_QUERY, useExitIntent } from "./exit-intent";
import type { LeadDialogProps, LeadDialogVariant } from "./lead-dialog";

/** The floating button shows this long after the page loads. */
export const FLOATING_CTA_DELAY_MS = 3000;

type DialogComponent = React.ComponentType<LeadDialogProps>;
const VARIANTS: LeadDialogVariant[] = ["floating-cta", "exit-intent"];
/** The dialog's module once it has arrived (fetched while the browser is idle after load). */
let loadedLeadDialog: DialogComponent | undefined;
const loadLeadDialog = () =>
  import("./lead-dialog").then((module) => {
    loadedLeadDialog = module.default;
    return module.default;
  });

/**
 * The landing page's floating call-to-action and exit-intent popup (spec section 2). The landing route
 * hands them to the root layout through its `handle`, so only that page's script carries them.
 */
export function LandingOverlays() {
  const [kind, setKind] = useState<LeadDialogVariant | null>(null);
  // The dialog's component once its module is in memory (already, when the visitor comes back to the page
  // without a reload). Both dialogs are then rendered, hidden, while the browser is idle, so that opening
  // one only shows it (`PrerenderedDialog`).
  const [LeadDialog, setLeadDialog] = useState<DialogComponent | null>(() => loadedLeadDialog ?? null);
  const [open, setOpen] = useState(false);
  const [ctaVisible, setCtaVisible] = useState(false);
  const ctaRef = useRef<HTMLButtonElement>(null);
  const focusBeforeExitIntent = useRef<HTMLElement | null>(null);
  const typing = useTextFieldFocused();
  const dialogShown = useDialogShown();

  useEffect(() => {
    const timer = setTimeout(() => setCtaVisible(true), FLOATING_CTA_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // The dialogs and their form are in memory, and rendered, before the visitor can reach the button.
  // (An updater: a component passed as the state itself would be called as one.)
  useEffect(() => preloadWhenIdle(() => loadLeadDialog().then((Dialog) => setLeadDialog(() => Dialog))), []);
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
    // Shown in the click's own task (already rendered, hidden); its focus move and the storage write
    // wait until it is drawn.
    setKind(variant);
    setOpen(true);
    afterNextPaint(() => markLeadDialogOpened());
    // Opened before the code arrived (a very early click): it opens as soon as it is in memory.
    if (!LeadDialog) void loadLeadDialog().then((Dialog) => setLeadDialog(() => Dialog));
  };

  useExitIntent(() => {
    focusBeforeExitIntent.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // In this task: to React a mouse-out is a continuous event, whose updates wait for a task of their own
    // (after the next frame, behind whatever else is queued), where a click's are done at once.
    flushSync(() => openDialog("exit-intent"));
  }, open);

  const hidden = open || dialogShown || typing;
  return (
    <>
      {ctaVisible ? (
        <Button
          ref={ctaRef}
          variant="accent"
          aria-haspopup="dialog"
          data-slot="floating-cta"
          data-hidden={hidden ? "true" : undefined}
          className="fixed right-4 bottom-4 z-40 rounded-full shadow-lg shadow-slate-900/25 transition-[translate,visibility] duration-200 data-[hidden=true]:invisible data-[hidden=true]:translate-y-[calc(100%+2rem)] motion-reduce:transition-none md:right-6 md:bottom-6 md:h-12 md:px-6 md:text-base"
          onPointerEnter={loadLeadDialog}
          onFocus={() => void loadLeadDialog()}
          onClick={() => openDialog("floating-cta")}
        >
          <MessageSquareText aria-hidden="true" />
          <span className="md:hidden">{floatingCtaLabels.shortLabel}</span>
          <span className="hidden md:inline">{floatingCtaLabels.label}</span>
        </Button>
      ) : null}
      {/* Room at the end of the page, so that its last lines scroll clear of the button. */}
      <div aria-hidden="true" data-slot="floating-cta-room" className="h-20 bg-brand-950" />
      {/* Rendered (hidden) as soon as their code is in memory where the pointer can leave the page (the
          exit popup may open at any moment); on phones once the floating button is about to show: by then
          the page's own work is done, and a tap on the phone menu meets no render in progress. */}
      {LeadDialog && (ctaVisible || kind || !window.matchMedia(EXIT_INTENT_MOBILE_QUERY).matches)
        ? VARIANTS.map((variant) => (
            <LeadDialog
              key={variant}
              variant={variant}
              open={open && kind === variant}
              onOpenChange={setOpen}
              returnFocusTo={variant === "floating-cta" ? ctaRef : focusBeforeExitIntent}
            />
          ))
        : null}
    </>
  );
}

/** Inputs a visitor types into (a phone shows its keyboard for them). */
const NOT_TYPED = new Set([
  "button",
  "checkbox",
  "color",
  "file",
  "hidden",
  "image",
  "radio",
  "range",
  "reset",
  "submit",
]);

function isTextField(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

/** True while focus is in a text field: on a phone its keyboard is up, and the button would sit on it. */
function useTextFieldFocused(): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setFocused(isTextField(event.target));
    const onFocusOut = (event: FocusEvent) => setFocused(isTextField(event.relatedTarget));
    setFocused(isTextField(document.activeElement));
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, []);
  return focused;
}
