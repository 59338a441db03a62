import { createHash } from "node:crypto";
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Contact, ContactSchema, type QuickContact, QuickContactSchema } from "#schemas/lead";
import { LEAD_FIELDS, type LeadKind } from "#schemas/lead-fields";
import { clientAddressHasher } from "../http/client-key";
import type { Db } from "../db/connect";
import type { NotificationChannel } from "../db/schema";
import type { Config } from "../env";
import { CreatedAnswerSchema } from "#schemas/api-answers";
import { routeDefaults } from "../http/error-mapper";
import { answers, zodRoutes } from "../http/schema-provider";
import { FORM_FAILURES } from "../intake/failures";
import { type LeadStore, type NewLead, newLeadId, StoreUnavailableError } from "./lead-store";
import { createLeadStore } from "./store";
import {
  idempotencyKey,
  isFormPost,
  JSON_OR_FORM,
  jsonOrFormPost,
  refererPath,
  sendNotStored,
  sendStoreUnavailable,
  spamVerdict,
  userAgentOf,
} from "../intake/forms";
import { LEAD_API_PATHS, THANK_YOU_PATH } from "#schemas/paths";

export interface LeadRoutesOptions {
  config: Config;
  db: Db;
}

/** Flat keys a form post may carry: the table's fields outside `attribution`, and the honeypot. */
const FORM_FIELDS = [
  ...LEAD_FIELDS.filter((field) => !("group" in field)).map((field) => field.key),
  "website",
];

/** Channels that get an outbox row for each new lead (e-mail always, so it waits for SMTP if unset). */
export function notificationChannels(config: Config): NotificationChannel[] {
  return config.WEBHOOK_URL ? ["email", "webhook"] : ["email"];
}

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value === "" ? null : value;
}

/** What a retry must repeat: the validated submission, in the schema's own field order. */
function submissionHash(kind: LeadKind, data: QuickContact | Contact): string {
  return createHash("sha256")
    .update(JSON.stringify([kind, data]))
    .digest("hex");
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

  const handle =
    (kind: LeadKind) =>
    async (request: FastifyRequest<{ Body: QuickContact | Contact }>, reply: FastifyReply) => {
      const form = isFormPost(request);
      reply.header("cache-control", "no-store");
      const data = request.body;

      let result: Awaited<ReturnType<LeadStore["submit"]>>;
      try {
        const ipHash = await hashAddress(request.ip);
        result = await store.submit(toNewLead(kind, data, request, ipHash));
      } catch (error) {
        request.log.error(
          { err: { message: error instanceof StoreUnavailableError ? error.message : String(error) } },
          "lead store unavailable",
        );
        return sendStoreUnavailable(request, reply);
      }

      if (result.outcome !== "stored") return sendNotStored(request, reply, result, "submissions");
      request.log.info({ leadId: result.id, kind, replayed: result.replayed }, "lead stored");
      if (result.replayed) reply.header("idempotent-replayed", "true");
      if (form) return reply.code(303).header("location", THANK_YOU_PATH).send();
      return reply.code(201).send({ id: result.id });
    };

  // Failures before the handler (a field that fails the schema, a body that cannot be read, too large or too
  // slow) answer as the forms do: JSON, or the no-JavaScript page for a form post.
  app.addHook("onRoute", routeDefaults({ failures: FORM_FAILURES }));
  const routes = zodRoutes(app);
  const route = (kind: LeadKind, schema: typeof QuickContactSchema | typeof ContactSchema) => ({
    schema: {
      summary: kind === "quick" ? "Send a quick contact form" : "Send the full contact form",
      description:
        "A lead as JSON (answered 201 with its id) or as a form post from a browser without JavaScript " +
        "(answered 303 to the thank-you page, or a page naming what to correct). An `Idempotency-Key` header " +
        "makes a retry return the first lead instead of storing a second one.",
      consumes: JSON_OR_FORM,
      body: schema,
      response: answers({ 201: CreatedAnswerSchema }),
    },
    ...jsonOrFormPost(FORM_FIELDS),
  });
  routes.post(LEAD_API_PATHS.quick, route("quick", QuickContactSchema), handle("quick"));
  routes.post(LEAD_API_PATHS.contact, route("contact", ContactSchema), handle("contact"));
}
