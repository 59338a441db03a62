import { APPLICATION_TIMING } from "#schemas/application";
import { APPLICATION_API_PATH } from "#schemas/paths";

/** What the intake answered: the status (0 when the request never got an answer) and its JSON body. */
export interface UploadResult {
  status: number;
  body: unknown;
  /** Seconds, from Retry-After, when the server gave one. */
  retryAfter?: number;
}

/** The server answers within its wait for room plus its upload deadline; a little more covers the trip. */
const UPLOAD_TIMEOUT_MS = APPLICATION_TIMING.budgetWaitMs + APPLICATION_TIMING.uploadDeadlineMs + 15_000;

/**
 * Posts an application as multipart form data with XMLHttpRequest, which reports upload progress (fetch
 * does not). `idempotencyKey` stays the same across the retries of one filled-in form, so a request the
 * network repeats is stored once. Never rejects: a network failure resolves with status 0.
 */
export function uploadApplication(
  data: FormData,
  {
    idempotencyKey,
    onProgress,
    endpoint = APPLICATION_API_PATH,
  }: { idempotencyKey: string; onProgress?: (fraction: number) => void; endpoint?: string },
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", endpoint);
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Idempotency-Key", idempotencyKey);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      const retryAfter = Number(request.getResponseHeader("Retry-After"));
      resolve({
        status: request.status,
        body,
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
      });
    };
    const failed = () => resolve({ status: 0, body: null });
    request.onerror = failed;
    request.ontimeout = failed;
    request.onabort = failed;
    request.send(data);
  });
}

/** The field messages of a 400 answer (`{errors: {field: message}}`), or an empty object. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== "object" || !("errors" in body)) return {};
  const errors = (body as { errors: unknown }).errors;
  if (!errors || typeof errors !== "object") return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
