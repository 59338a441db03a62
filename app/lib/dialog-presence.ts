/**
 * Whether a dialog is open on the page, for parts that step aside while one is (the landing page's
 * floating button). Every dialog's content holds a `ScrollLock`, whose effect runs exactly while the
 * dialog is shown, so it reports here. A module of its own: the parts that read it need none of the
 * dialog code, which loads after the page.
 */
import { useSyncExternalStore } from "react";

let shown = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Marks one dialog shown; the returned function marks it gone. */
export function markDialogShown(): () => void {
  shown += 1;
  notify();
  let gone = false;
  return () => {
    if (gone) return;
    gone = true;
    shown -= 1;
    notify();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while any dialog of the page is shown. */
export function useDialogShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown > 0,
    () => false,
  );
}
