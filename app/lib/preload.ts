/**
 * Code that only an interaction needs (dialogs, menus, form libraries) is fetched and evaluated while the
 * browser is idle after the page has loaded (hydration itself starts after the first paint), one module
 * at a time so that no single task grows long, or at once at the visitor's first sign of activity (a
 * pointer moving or pressing, a touch, a key, a scroll or focus moving), whichever comes first. The code is
 * then in memory about a second after load even on a slow phone, before a visitor can have reached a
 * button or a form, and a click or tap never waits for the network.
 */
const ACTIVITY_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "scroll", "wheel", "focusin"];
/** An idle callback runs within this long even on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 500;

type Load = () => unknown;

let active = false;
let listening = false;
let draining = false;
const waiting = new Set<Load>();

function run(load: Load): Promise<unknown> {
  return Promise.resolve()
    .then(load)
    .catch(() => {
      // A failed preload is retried by the import the interaction itself makes.
    });
}

function onActivity() {
  active = true;
  for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, true);
  const loads = [...waiting];
  waiting.clear();
  for (const load of loads) void run(load);
}

const idle: (callback: () => void) => void =
  typeof window !== "undefined" && typeof window.requestIdleCallback === "function"
    ? (callback) => window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    : (callback) => setTimeout(callback, 1);

/** Loads what is waiting, one module per idle period, until nothing is left. */
function drain() {
  const [next] = waiting;
  if (!next) {
    draining = false;
    return;
  }
  idle(() => {
    if (!waiting.delete(next)) return drain();
    void run(next).finally(drain);
  });
}

function startDraining() {
  if (draining) return;
  draining = true;
  if (document.readyState === "complete") drain();
  else window.addEventListener("load", drain, { once: true });
}

/**
 * Calls `load` while the browser is idle after the page's load event, or at the visitor's first activity
 * if that comes sooner (at once if it already came). Returns a function that cancels a call not yet made.
 */
export function preloadWhenIdle(load: Load): () => void {
  if (typeof window === "undefined") return () => {};
  if (active) {
    void run(load);
    return () => {};
  }
  if (!listening) {
    listening = true;
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
  }
  waiting.add(load);
  startDraining();
  return () => waiting.delete(load);
}
