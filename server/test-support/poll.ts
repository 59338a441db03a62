/**
 * Waiting in tests. Prefer an event: `arrivals` for things a test server receives (mails, webhooks). For
 * state that announces nothing (a database row, a process coming up), `pollUntil` asks again after each
 * answer until it holds; it is the tests' one polling loop.
 */

export interface PollOptions {
  /** Give up after this long (a bound for a stuck test, not a measurement). */
  timeoutMs?: number;
  /** Pause between two questions. */
  intervalMs?: number;
  /** Named in the error when it never holds. */
  what?: string;
}

/**
 * Resolves with the first truthy answer of `check`. An error thrown by `check` ends the wait at once
 * (a process that exited will not come up later).
 */
export async function pollUntil<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 15_000, intervalMs = 25, what = "condition" }: PollOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer) return answer as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export interface Arrivals {
  /** Call after each arrival. */
  notify(): void;
  /** Resolves once at least `count` have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
}

/** Waiters on a growing list (`size()`), woken by `notify()` rather than by a timer. */
export function arrivals(size: () => number, noun: string): Arrivals {
  let waiters: Array<() => void> = [];
  return {
    notify() {
      for (const waiter of waiters) waiter();
    },
    waitFor(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (size() < count) return;
          clearTimeout(timer);
          waiters = waiters.filter((waiter) => waiter !== check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== check);
          reject(new Error(`expected ${count} ${noun}, got ${size()}`));
        }, timeoutMs);
        waiters.push(check);
        check();
      });
    },
  };
}
