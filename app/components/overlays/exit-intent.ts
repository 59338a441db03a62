import { useEffect, useRef } from "react";
import {
  formTouchedThisSession,
  leadDialogOpenedThisSession,
  leadSentThisSession,
} from "#app/lib/attribution";

export const EXIT_INTENT_SHOWN_KEY = "apex:exit-intent-shown";
/** On small screens there is no pointer leaving the page, so the popup comes after a while instead. */
export const EXIT_INTENT_MOBILE_DELAY_MS = 30_000;
export const EXIT_INTENT_MOBILE_QUERY = "(max-width: 768px)";

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function exitIntentShown(store: Storage | null = sessionStore()): boolean {
  try {
    return store?.getItem(EXIT_INTENT_SHOWN_KEY) === "1";
  } catch {
    return false;
  }
}

function markExitIntentShown(store: Storage | null = sessionStore()): void {
  try {
    store?.setItem(EXIT_INTENT_SHOWN_KEY, "1");
  } catch {
    // Without storage the popup may show once per page load instead of once per session.
  }
}

/**
 * Calls `onTrigger` at most once per browser session: when the pointer leaves through the top of
 * the page, or after 30 s on screens 768 px wide or less. Nothing fires while `blocked` (another
 * dialog is open), once the visitor has sent a lead or opened a lead dialog this session, and the
 * 30 s timer fires only for a visitor who has not yet put focus in a form.
 */
export function useExitIntent(onTrigger: () => void, blocked: boolean): void {
  const latest = useRef({ onTrigger, blocked });
  latest.current = { onTrigger, blocked };

  useEffect(() => {
    if (exitIntentShown()) return;
    let done = false;
    const stop = () => {
      done = true;
      document.removeEventListener("mouseout", onMouseOut);
      clearTimeout(timer);
    };
    const fire = () => {
      if (done || latest.current.blocked) return;
      if (exitIntentShown() || leadSentThisSession() || leadDialogOpenedThisSession()) return stop();
      markExitIntentShown();
      stop();
      latest.current.onTrigger();
    };
    function onMouseOut(event: MouseEvent) {
      if (event.relatedTarget === null && event.clientY <= 0) fire();
    }
    document.addEventListener("mouseout", onMouseOut);
    const timer = setTimeout(() => {
      if (window.matchMedia(EXIT_INTENT_MOBILE_QUERY).matches && !formTouchedThisSession()) fire();
    }, EXIT_INTENT_MOBILE_DELAY_MS);
    return stop;
  }, []);
}
