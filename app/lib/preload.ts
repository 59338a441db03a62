/**
 * Code that only an interaction needs (dialogs, menus, form libraries) is fetched at the visitor's first
 * sign of activity on the page: a pointer moving or pressing, a touch, a key, a scroll or focus moving.
 * A visitor cannot reach a button without one of these, so the code is in memory by the time they press
 * it, and a page nobody touches downloads only what it needs to hydrate.
 */
const ACTIVITY_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "scroll", "wheel", "focusin"];

let active = false;
const waiting = new Set<() => void>();

function onActivity() {
  active = true;
  for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, true);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

/** Calls `load` once the visitor has interacted with the page (at once if they already have). */
export function onFirstActivity(load: () => unknown): () => void {
  if (typeof window === "undefined") return () => {};
  const run = () => {
    void Promise.resolve(load()).catch(() => {
      // A failed preload is retried by the import the interaction itself makes.
    });
  };
  if (active) {
    run();
    return () => {};
  }
  if (waiting.size === 0) {
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
