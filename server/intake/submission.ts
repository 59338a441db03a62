/**
 * What every public submission shares once it is valid: the hourly rate window per client, the answer of a
 * store, and the replay of an Idempotency-Key.
 */
/** The window a client's submissions are counted in. */
export const RATE_WINDOW_MS = 60 * 60 * 1000;

export type SubmitResult =
  | { outcome: "stored"; id: string; replayed: boolean }
  | { outcome: "rate_limited"; retryAfterSeconds: number }
  /** The Idempotency-Key was first used with another submission: nothing stored. */
  | { outcome: "key_reused" };

/** A repeat of a stored key: the stored lead's id when the submission is the same, a refusal otherwise. */
export function replayOf(
  submission: { idempotencyBodyHash: string | null },
  existing: { id: string; bodyHash: string | null },
): SubmitResult {
  // Rows stored before submissions were hashed match any body.
  if (existing.bodyHash !== null && existing.bodyHash !== submission.idempotencyBodyHash) {
    return { outcome: "key_reused" };
  }
  return { outcome: "stored", id: existing.id, replayed: true };
}

export function retryAfter(windowStart: number, now: number): number {
  return Math.max(1, Math.ceil((windowStart + RATE_WINDOW_MS - now) / 1000));
}
