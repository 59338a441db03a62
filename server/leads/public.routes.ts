import { createHash } from "node:crypto";
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type Contact,
  ContactSchema,
  cleanSingleLine,
  fieldErrors,
  LEAD_LIMITS,
  MIN_FILL_TIME_MS,
  type QuickContact,
  QuickContactSchema,
} from "#schemas/lead";
import { LEAD_FIELDS, type LeadKind } from "#schemas/lead-fields";
import { clientAddressHasher } from "../http/client-key";
import type { Db } from "../db/connect";
import type { NotificationChannel } from "../db/schema";
import type { Config } from "../env";
import { FORM_PAGE_CSP, messagePage, validationErrorPage } from "../intake/pages";
import { type LeadStore, type NewLead, newLeadId, StoreUnavailableError } from "./lead-store";
import { createLeadStore } from "./store";
import { LEAD_API_PATHS, THANK_YOU_PATH } from "#schemas/paths";

export interface LeadRoutesOptions {
  config: Config;
  db: Db;
}

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";
const USER_AGENT_MAX = 300;

/** Flat keys a form post may carry: the table's fields outside `attribution`, and the honeypot. */
const FORM_FIELDS = [
  ...LEAD_FIELDS.filter((field) => !("group" in field)).map((field) => field.key),
  "website",
];
/** Attribution fields a form post names flat or as `attribution.<key>` (the campaign by its utm_ keys). */
const ATTRIBUTION_TEXT_FIELDS = LEAD_FIELDS.filter(
  (field) => "group" in field && field.type !== "campaign",
).map((field) => field.key);

/** Channels that get an outbox row for each new lead (e-mail always, so it waits for SMTP if unset). */
export function notificationChannels(config: Config): NotificationChannel[] {
  return config.WEBHOOK_URL ? ["email", "webhook"] : ["email"];
}

function mediaType(request: FastifyRequest): string {
  const header = request.headers["content-type"];
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Maps a form body (flat keys, as urlencoded or multipart posts send them) onto the JSON shape the schemas
 * read: `fields` by name (the first value of each, or every value for the `repeated` ones), the fill time,
 * and the attribution from its flat or `attribution.`-prefixed keys.
 */
export function fromFormBody(
  body: unknown,
  fields: readonly string[] = FORM_FIELDS,
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

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value === "" ? null : value;
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

/** What a retry must repeat: the validated submission, in the schema's own field order. */
function submissionHash(kind: LeadKind, data: QuickContact | Contact): string {
  return createHash("sha256")
    .update(JSON.stringify([kind, data]))
    .digest("hex");
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

type FactReader = (data: QuickContact | Contact) => unknown;

/** How each field of the table is read from a validated submission of one kind, worked out once per kind. */
function factReaders(kind: LeadKind): ReadonlyArray<readonly [string, FactReader]> {
  return LEAD_FIELDS.map((field): readonly [string, FactReader] => {
    if (!(field.forms as readonly LeadKind[]).includes(kind)) return [field.key, () => null];
    const raw: FactReader =
      "group" in field
        ? (data) => (data.attribution as Record<string, unknown> | undefined)?.[field.key]
        : (data) => (data as Record<string, unknown>)[field.key];
    if (field.type === "campaign")
      return [
        field.key,
        (data) => {
          const utm = raw(data) as Record<string, string> | undefined;
          return utm && Object.keys(utm).length > 0 ? JSON.stringify(utm) : null;
        },
      ];
    if ("required" in field) return [field.key, raw];
    return [field.key, (data) => emptyToNull(raw(data) as string | undefined)];
  });
}
const FACT_READERS: Record<LeadKind, ReadonlyArray<readonly [string, FactReader]>> = {
  quick: factReaders("quick"),
  contact: factReaders("contact"),
};

function toNewLead(
  kind: LeadKind,
  data: QuickContact | Contact,
  request: FastifyRequest,
  ipHash: string,
): NewLead {
  const now = Date.now();
  const spam = spamVerdict(data, now);
  const key = idempotencyKey(request, ipHash);
  const lead: Record<string, unknown> = {
    id: newLeadId(),
    createdAt: now,
    kind,
    spamReason: spam.reason,
    fillMs: spam.fillMs,
    ipHash,
    userAgent: userAgentOf(request),
    idempotencyKey: key,
    idempotencyBodyHash: key ? submissionHash(kind, data) : null,
  };
  // The visitor's facts as the lead-field table stores them: empty optional values as null, the campaign
  // as JSON, the page from the Referer when the form did not say.
  for (const [name, read] of FACT_READERS[kind]) lead[name] = read(data);
  lead.pagePath ??= refererPath(request);
  return lead as unknown as NewLead;
}

function isFormPost(request: FastifyRequest): boolean {
  return mediaType(request) === FORM_TYPE;
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

const TOO_LARGE: Failure = {
  status: 413,
  json: { error: "Payload Too Large" },
  title: "Your message is too long",
  text: "The form could not be sent because it is too long. Please shorten your message and try again.",
};

const TOO_SLOW: Failure = {
  status: 408,
  json: { error: "Request Timeout" },
  title: "The form took too long to arrive",
  text: "The connection was too slow to send the form. Please try again.",
};

const UNSUPPORTED: Failure = {
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

const UNAVAILABLE: Failure = {
  status: 503,
  json: { error: "Service Unavailable" },
  title: "We could not save your details",
  text: "Our system is briefly unavailable and your details were not saved. Please try again in a minute.",
};

/** POST /api/quick-contact and POST /api/contact: validate, store durably, queue notifications. */
export async function leadRoutes(app: FastifyInstance, { config, db }: LeadRoutesOptions) {
  await app.register(formbody);
  const store: LeadStore = createLeadStore(db, {
    rateLimit: config.LEAD_RATE_LIMIT,
    channels: notificationChannels(config),
  });
  const hashAddress = clientAddressHasher(db);
  app.addHook("onClose", async () => {
    await store.close();
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return sendFailure(request, reply, TOO_LARGE);
    if (status === 415) return sendFailure(request, reply, UNSUPPORTED);
    // The rest of a body that came too slowly is never read: the connection cannot carry another request.
    if (status === 408) return sendFailure(request, reply.header("connection", "close"), TOO_SLOW);
    if (status >= 400 && status < 500) {
      const errors = { form: "The request body could not be read" };
      if (isFormPost(request))
        return sendHtml(reply, 400, validationErrorPage(errors, request.headers.referer));
      return reply.code(400).header("cache-control", "no-store").send({ errors });
    }
    request.log.error({ err: { code: error.code, message: error.message } }, "lead submission failed");
    return reply.code(500).header("cache-control", "no-store").send({ error: "Internal Server Error" });
  });

  const handle = (kind: LeadKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const form = isFormPost(request);
    const body = form ? fromFormBody(request.body) : request.body;
    reply.header("cache-control", "no-store");
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return reply.code(400).send({ errors: { form: "Send the form fields as a JSON object" } });
    }
    const parsed = kind === "contact" ? ContactSchema.safeParse(body) : QuickContactSchema.safeParse(body);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      if (form) return sendHtml(reply, 400, validationErrorPage(errors, request.headers.referer));
      return reply.code(400).send({ errors });
    }

    let result: Awaited<ReturnType<LeadStore["submit"]>>;
    try {
      const ipHash = await hashAddress(request.ip);
      result = await store.submit(toNewLead(kind, parsed.data, request, ipHash));
    } catch (error) {
      request.log.error(
        { err: { message: error instanceof StoreUnavailableError ? error.message : String(error) } },
        "lead store unavailable",
      );
      reply.header("retry-after", "30");
      return sendFailure(request, reply, UNAVAILABLE);
    }

    if (result.outcome === "key_reused") {
      return sendFailure(request, reply, KEY_REUSED);
    }
    if (result.outcome === "rate_limited") {
      reply.header("retry-after", String(result.retryAfterSeconds));
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      return sendFailure(request, reply, {
        status: 429,
        json: { error: "Too Many Requests", retryAfter: result.retryAfterSeconds },
        title: "Too many submissions",
        text: `We have received several submissions from your network in the last hour. Please try again in about ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      });
    }
    request.log.info({ leadId: result.id, kind, replayed: result.replayed }, "lead stored");
    if (result.replayed) reply.header("idempotent-replayed", "true");
    if (form) return reply.code(303).header("location", THANK_YOU_PATH).send();
    return reply.code(201).send({ id: result.id });
  };

  const routeOptions = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const type = mediaType(request);
      if (type !== JSON_TYPE && type !== FORM_TYPE) return sendFailure(request, reply, UNSUPPORTED);
    },
  };
  app.post(LEAD_API_PATHS.quick, routeOptions, handle("quick"));
  app.post(LEAD_API_PATHS.contact, routeOptions, handle("contact"));
}
