import { useEffect } from "react";

/**
 * A prerendered form whose script is still on its way would meet a submit with the browser's own
 * validation (its bubbles, not the specification's messages) or post the page away. Forms marked with
 * this attribute hold such a submit: nothing is sent, the form's code is asked for, and once the form has
 * taken over (`data-enhanced`) the submit is made again through it, so the visitor sees the form's own
 * messages in the page.
 */
export const HOLD_EARLY_SUBMIT = "data-hold-early-submit";
const HELD = "apexHeldSubmits";
const HELD_EVENT = "apex:held-submit";

declare global {
  interface Window {
    [HELD]?: (HTMLButtonElement | HTMLInputElement)[];
  }
}

/**
 * Runs as the HTML is parsed, before any module has loaded (a click can come then): holds the submit of
 * a marked form that has not hydrated yet. The window's capture phase comes before React's listeners and
 * before the browser's own submission (the click's default action).
 */
const HOLD_SCRIPT = `if(!window.${HELD}){window.${HELD}=[];addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("button[type=submit],input[type=submit]"),f=b&&b.form;if(!f||!f.hasAttribute("${HOLD_EARLY_SUBMIT}")||f.getAttribute("data-enhanced")==="true")return;e.preventDefault();window.${HELD}.push(b);dispatchEvent(new Event("${HELD_EVENT}"))},true)}`;

/** Put before a deferred form: the holding script, once per page however many forms there are. */
export function EarlySubmitHold() {
  return <script dangerouslySetInnerHTML={{ __html: HOLD_SCRIPT }} />;
}

/**
 * Makes again, through the form, each held submit of a form `isForm` accepts, once that form has
 * hydrated; `load` asks for the form's code.
 */
export function useHeldSubmits(isForm: (form: HTMLFormElement) => boolean, load: () => unknown): void {
  useEffect(() => {
    const pending = new WeakSet<HTMLFormElement>();
    const resubmit = () => {
      const held = window[HELD] ?? [];
      for (const submitter of [...held]) {
        const form = submitter.form;
        if (!form || !isForm(form)) continue;
        held.splice(held.indexOf(submitter), 1);
        if (pending.has(form)) continue;
        pending.add(form);
        void Promise.resolve()
          .then(load)
          .catch(() => {});
        whenEnhanced(form, () => {
          pending.delete(form);
          if (form.isConnected && submitter.isConnected) form.requestSubmit(submitter);
        });
      }
    };
    resubmit();
    window.addEventListener(HELD_EVENT, resubmit);
    return () => window.removeEventListener(HELD_EVENT, resubmit);
  }, [isForm, load]);
}

function whenEnhanced(form: HTMLFormElement, then: () => void): void {
  if (form.dataset.enhanced === "true") {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (form.dataset.enhanced !== "true") return;
    observer.disconnect();
    then();
  });
  observer.observe(form, { attributes: true, attributeFilter: ["data-enhanced"] });
}
