import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cleanSingleLine, LEAD_LIMITS, MIN_FILL_TIME_MS } from "#schemas/lead";
import { LEAD_FIELDS } from "#schemas/lead-fields";
import { FORM_PAGE_CSP, messagePage } from "./pages";
import type { SubmitResult } from "./submission";

/**
 * What every public form shares before and after its own rules: reading a form post as the JSON the schemas
 * read, the page it came from, its Idempotency-Key, the spam verdict, the client's User-Agent, and the
 * refusals answered as JSON or, for a browser without JavaScript, as a page.
 */

export const FORM_TYPE = "application/x-www-form-urlencoded";
export const JSON_TYPE = "application/json";
/** What a route taking JSON or a form post says it consumes. */
export const JSON_OR_FORM = [JSON_TYPE, FORM_TYPE];

const USER_AGENT_MAX = 300;

/** Attribution fields a form post names flat or as `attribution.<key>` (the campaign by its utm_ keys). */
const ATTRIBUTION_TEXT_FIELDS = LEAD_FIELDS.filter(
  (field) => "group" in field && field.type !== "campaign",
).map((field) => field.key);

export function mediaType(request: FastifyRequest): string {
  const header = request.headers["content-type"];
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

export function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Maps a form body (flat keys, as urlencoded or multipart posts send them) onto the JSON shape the schemas
 * read: `fields` by name (the first value of each, or every value for the `repeated` ones), the fill time,
 * and the attribution from its flat or `attribution.`-prefixed keys.
 */
export function fromFormBody(
  body: unknown,
  fields: readonly string[],
  repeated: readonly string[] = [],
): Record<string, unknown> {
  const source = (body ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (!Object.hasOwn(source, field)) continue;
    const value = source[field];
    out[field] = repeated.includes(field) ? (Array.isArray(value) ? value : [value]) : first(value);
  }
  const startedAt = first(source.startedAt);
  if (typeof startedAt === "string" && /^\d{1,16}$/.test(startedAt)) out.startedAt = Number(startedAt);
  const attribution: Record<string, unknown> = {};
  const utm: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const value = first(source[key]);
    const name = key.startsWith("attribution.") ? key.slice("attribution.".length) : key;
    if ((ATTRIBUTION_TEXT_FIELDS as string[]).includes(name)) attribution[name] = value;
    else if (key.startsWith("utm_")) utm[key] = value;
    else if (key.startsWith("attribution.utm.")) utm[key.slice("attribution.utm.".length)] = value;
  }
  if (Object.keys(utm).length > 0) attribution.utm = utm;
  if (Object.keys(attribution).length > 0) out.attribution = attribution;
  return out;
}

/** The path of the page that sent the form, from its Referer, when the form did not say. */
export function refererPath(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return cleanSingleLine(url.pathname).slice(0, LEAD_LIMITS.pagePath);
  } catch {
    return null;
  }
}

/**
 * The stored form of an Idempotency-Key: hashed together with the client's hashed address, so a key is
 * scoped to the client that sent it and one client can never be answered with another's lead. The header
 * is taken exactly as sent (HTTP already drops surrounding whitespace): " a" and "a" are two keys.
 */
export function idempotencyKey(request: FastifyRequest, ipHash: string): string | null {
  const header = first(request.headers["idempotency-key"]);
  if (typeof header !== "string" || header.trim() === "") return null;
  return createHash("sha256").update(`${ipHash}\n${header}`).digest("hex");
}

export function spamVerdict(
  data: { website?: string; startedAt?: number },
  now: number,
): { reason: "honeypot" | "fill_time" | null; fillMs: number | null } {
  const fillMs = data.startedAt !== undefined && data.startedAt <= now ? now - data.startedAt : null;
  if (data.website && data.website !== "") return { reason: "honeypot", fillMs };
  // A start time in the future means the visitor's clock is ahead: no verdict from it.
  if (fillMs !== null && fillMs < MIN_FILL_TIME_MS) return { reason: "fill_time", fillMs };
  return { reason: null, fillMs };
}

/** The client's User-Agent as stored: one cleaned line, cut to its cap, or null. */
export function userAgentOf(request: FastifyRequest): string | null {
  const userAgent = first(request.headers["user-agent"]);
  return typeof userAgent === "string" && userAgent !== ""
    ? cleanSingleLine(userAgent).trim().slice(0, USER_AGENT_MAX)
    : null;
}

export function isFormPost(request: FastifyRequest): boolean {
  return mediaType(request) === FORM_TYPE;
}

/**
 * The hooks of a route that takes JSON or a form post: any other media type refused, and a form post's flat
 * `fields` read as the JSON the schema reads (`repeated` ones as lists).
 */
export function jsonOrFormPost(fields: readonly string[], repeated: readonly string[] = []) {
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const type = mediaType(request);
      if (type !== JSON_TYPE && type !== FORM_TYPE) return sendFailure(request, reply, UNSUPPORTED);
    },
    preValidation: async (request: FastifyRequest) => {
      if (isFormPost(request)) request.body = fromFormBody(request.body, fields, repeated);
    },
  };
}

export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", FORM_PAGE_CSP)
    .send(html);
}

/** A refusal: its status, its JSON body, and the title and text of the page a browser without JavaScript gets. */
export interface Failure {
  status: number;
  json: Record<string, unknown>;
  title: string;
  text: string;
  /** Where the page leads instead of back to the form (a path of this site). */
  next?: { href: string; label: string };
}

/** Answers a refusal as a page (`asPage`, by default for a form post) or as JSON. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: Failure,
  asPage = isFormPost(request),
) {
  reply.header("cache-control", "no-store");
  if (asPage) {
    return sendHtml(
      reply,
      failure.status,
      messagePage(failure.title, failure.text, request.headers.referer, failure.next),
    );
  }
  return reply.code(failure.status).send(failure.json);
}

export const TOO_LARGE: Failure = {
  status: 413,
  json: { error: "Payload Too Large" },
  title: "Your message is too long",
  text: "The form could not be sent because it is too long. Please shorten your message and try again.",
};

export const TOO_SLOW: Failure = {
  status: 408,
  json: { error: "Request Timeout" },
  title: "The form took too long to arrive",
  text: "The connection was too slow to send the form. Please try again.",
};

export const UNSUPPORTED: Failure = {
  status: 415,
  json: { error: "Unsupported Media Type: send application/json or application/x-www-form-urlencoded" },
  title: "The form could not be sent",
  text: "Please try again.",
};

export const KEY_REUSED: Failure = {
  status: 422,
  json: { error: "This Idempotency-Key was already used for a different submission: send a new key" },
  title: "The form could not be sent",
  text: "Please reload the page and send the form again.",
};

export const UNAVAILABLE: Failure = {
  status: 503,
  json: { error: "Service Unavailable" },
  title: "We could not save your details",
  text: "Our system is briefly unavailable and your details were not saved. Please try again in a minute.",
};

/** The store could not take the submission: nothing was saved, and the client may try again shortly. */
export function sendStoreUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: Failure = UNAVAILABLE,
  asPage = isFormPost(request),
) {
  reply.header("retry-after", "30");
  return sendFailure(request, reply, failure, asPage);
}

/**
 * A submission the store refused: its Idempotency-Key was first used with another one, or the client has
 * reached its hourly limit of `noun` ("submissions", "applications").
 */
export function sendNotStored(
  request: FastifyRequest,
  reply: FastifyReply,
  result: Exclude<SubmitResult, { outcome: "stored" }>,
  noun: string,
  asPage = isFormPost(request),
) {
  if (result.outcome === "key_reused") return sendFailure(request, reply, KEY_REUSED, asPage);
  reply.header("retry-after", String(result.retryAfterSeconds));
  const minutes = Math.ceil(result.retryAfterSeconds / 60);
  return sendFailure(
    request,
    reply,
    {
      status: 429,
      json: { error: "Too Many Requests", retryAfter: result.retryAfterSeconds },
      title: `Too many ${noun}`,
      text: `We have received several ${noun} from your network in the last hour. Please try again in about ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    },
    asPage,
  );
}
