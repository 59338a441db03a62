import { z } from "zod/mini";

/**
 * The answers every API route shares, as the server declares them on its routes (and the public API's OpenAPI
 * document shows them): refusals, field errors, a stored submission, the health checks. The staff app's
 * answers are in admin-answers.ts, application-admin.ts and job-admin.ts.
 *
 * Answer schemas hold no checks or transforms: the server encodes each answer through its schema, which must
 * pass what the handler sends unchanged.
 */

/** `{"errors": {field: message}}`: one message per field, `form` for the whole payload. */
export const FieldErrorsSchema = z.record(z.string(), z.string());

/**
 * Any refusal: `{"error": "..."}`, field errors, or both (an unknown posting names its field too); a rate
 * limit or a busy server says when to come back. Open to more keys (a version conflict carries the current
 * record), so nothing a refusal carries is dropped on its way out.
 */
export const FailureAnswerSchema = z.looseObject({
  error: z.optional(z.string()),
  errors: z.optional(FieldErrorsSchema),
  retryAfter: z.optional(z.number()),
});

/** A validation refusal: `{"errors": {field: message}}`. */
export const InvalidAnswerSchema = z.object({ errors: FieldErrorsSchema });

/** A stored submission (a lead, an application): its id. */
export const CreatedAnswerSchema = z.object({ id: z.string() });

/** An HTML page (the no-JavaScript answers, the site's pages): the body is sent as it is. */
export const HtmlAnswerSchema = z.string();

/** Bytes or text sent as they are, never encoded as JSON. */
const sentAsIs = () =>
  z.custom<string | Uint8Array>((value) => typeof value === "string" || value instanceof Uint8Array);

/** Whatever the site answers at a path (a page, an asset, a redirect, the 404 page), sent as it is. */
export const PageAnswerSchema = sentAsIs();

/** A file sent as it is (CSV, a résumé, the key file). */
export const FileAnswerSchema = sentAsIs();

/** An answer without a body (204). */
export const NoContentSchema = z.undefined();

/** A stream of server-sent events (text/event-stream), written as it goes. */
export const EventStreamSchema = z.string();

/** A change queued for the outbox. */
export const PendingAnswerSchema = z.object({ status: z.literal("pending") });

const DIALECTS = ["sqlite", "postgres"] as const;

export const HealthAnswerSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(DIALECTS),
});

export const ReadinessAnswerSchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  database: z.enum(DIALECTS),
  writes: z.enum(["ok", "failing"]),
});

/** A route that reads no body: whatever a client sends along is ignored, as it always was. */
export const NoBodySchema = z.unknown();
