import type { LEAD_API_PATHS } from "#schemas/paths";

export type LeadEndpoint = (typeof LEAD_API_PATHS)[keyof typeof LEAD_API_PATHS];

const SUBMIT_TIMEOUT_MS = 20_000;

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; plain-HTTP previews still get a random key.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Posts a lead as JSON. Each call is one submit attempt with its own Idempotency-Key, so a retry
 * the browser or a proxy makes of the same request is stored once. Only an ok status counts as
 * success; the body is not read.
 */
export async function submitLead(
  endpoint: LeadEndpoint,
  payload: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": newIdempotencyKey(),
      },
      body: JSON.stringify(payload),
      credentials: "same-origin",
      // Older Safari lacks AbortSignal.timeout; there the browser's own network timeout applies.
      signal: typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(SUBMIT_TIMEOUT_MS) : undefined,
    });
    return response.ok;
  } catch {
    return false;
  }
}
