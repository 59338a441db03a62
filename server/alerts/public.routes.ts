import { createHash } from "node:crypto";
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod/mini";
import { HtmlAnswerSchema, PendingAnswerSchema } from "#schemas/api-answers";
import { fieldErrors } from "#schemas/field-errors";
import {
  JOB_ALERT_FIELD_NAMES,
  JOB_ALERT_PATHS,
  type JobAlert,
  JobAlertCriteriaSchema,
  JobAlertSchema,
} from "#schemas/job-alert";
import type { Db } from "../db/connect";
import type { Config } from "../env";
import { clientAddressHasher } from "../http/client-key";
import { type FailureAnswers, routeDefaults } from "../http/error-mapper";
import { queryOf } from "../http/query";
import { answers, zodRoutes } from "../http/schema-provider";
import { FORM_FAILURES } from "../intake/failures";
import {
  fromFormBody,
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
import { validationErrorPage } from "../intake/pages";
import { confirmAlert, deleteAlert, findAlert, newAlertId, updateAlert } from "./alerts.repository";
import {
  ALERT_PAGE_CSP,
  alertEndedPage,
  checkInboxPage,
  confirmPage,
  invalidLinkPage,
  managePage,
  unsubscribePage,
} from "./pages";
import { criteriaColumns } from "./alerts.repository";
import { storeJobAlert } from "./store";
import { alertIdOfToken } from "./tokens";

export interface JobAlertRoutesOptions {
  config: Config;
  db: Db;
  now?: () => number;
}

const FORM_FIELDS = [...JOB_ALERT_FIELD_NAMES, "website"];
const REPEATED = ["states"];

const FIELD_LABELS: Record<string, string> = {
  email: "Email",
  role: "Role",
  states: "Where",
  remote: "Remote roles",
  specialty: "Specialty",
  frequency: "How often",
  form: "Form",
};

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", ALERT_PAGE_CSP)
    .send(html);
}

/** The link pages answer every refusal with a page: a link that does not work, whatever was wrong with it. */
const PAGE_FAILURES: FailureAnswers = {
  logMessage: "job alert page failed",
  invalid: (request, reply) => sendPage(reply, 400, invalidLinkPage(linkKind(request))),
  refused: (request, reply, status) => sendPage(reply, status, invalidLinkPage(linkKind(request))),
  failed: (_request, reply, status) =>
    sendPage(
      reply,
      status,
      invalidLinkPage("manage").replace("This link no longer works", "Something went wrong"),
    ),
};

function linkKind(request: FastifyRequest): "confirm" | "manage" | "unsubscribe" {
  const path = request.url.split("?")[0];
  if (path === JOB_ALERT_PATHS.confirm) return "confirm";
  if (path === JOB_ALERT_PATHS.unsubscribe) return "unsubscribe";
  return "manage";
}

function submissionHash(data: JobAlert): string {
  return createHash("sha256")
    .update(JSON.stringify(["job-alert", data]))
    .digest("hex");
}

const TokenQuerySchema = queryOf(
  z.looseObject({ token: z.optional(z.string()), notice: z.optional(z.enum(["confirmed", "saved"])) }),
);
const TokenBodySchema = z.looseObject({ token: z.optional(z.string()) });
/** RFC 8058's one-click POST carries `List-Unsubscribe=One-Click`; a browser's form sends nothing. */
const UnsubscribeBodySchema = z.nullish(z.looseObject({}));

/**
 * The alerts' public routes: subscribing (JSON from the site's script, or a form post answered with pages),
 * and the pages the emails' links open: confirm, manage and unsubscribe.
 */
export async function jobAlertRoutes(
  app: FastifyInstance,
  { config, db, now = Date.now }: JobAlertRoutesOptions,
) {
  await app.register(formbody);
  // RFC 8058 lets a one-click unsubscribe arrive as multipart/form-data too: its fields are not needed.
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );
  const kdb = db.kysely;
  const hashAddress = clientAddressHasher(db);
  const routes = zodRoutes(app);

  await app.register(async (subscribe) => {
    subscribe.addHook("onRoute", routeDefaults({ failures: FORM_FAILURES }));
    zodRoutes(subscribe).post(
      JOB_ALERT_PATHS.subscribe,
      {
        schema: {
          summary: "Subscribe to job alerts",
          description:
            "A job alert as JSON (answered 202: a confirmation email is on its way) or as a form post from a " +
            "browser without JavaScript (answered 303 to a page saying so, or a page naming what to correct). " +
            "Nothing but the confirmation is sent until its link is followed.",
          consumes: JSON_OR_FORM,
          body: JobAlertSchema,
          response: answers({ 202: PendingAnswerSchema }),
        },
        config: {
          failures: {
            ...FORM_FAILURES,
            invalid: (request, reply, errors) =>
              isFormPost(request)
                ? sendPage(reply, 400, validationErrorPage(errors, request.headers.referer, FIELD_LABELS))
                : reply.code(400).header("cache-control", "no-store").send({ errors }),
          },
        },
        ...jsonOrFormPost(FORM_FIELDS, REPEATED),
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const data = request.body;
        const at = now();
        const spam = spamVerdict(data, at);
        let result: Awaited<ReturnType<typeof storeJobAlert>>;
        try {
          const ipHash = await hashAddress(request.ip);
          const key = idempotencyKey(request, ipHash);
          result = await storeJobAlert(
            db,
            {
              id: newAlertId(),
              created_at: at,
              updated_at: at,
              email: data.email,
              ...criteriaColumns(data),
              confirmed_at: null,
              page_path: data.attribution?.pagePath ?? refererPath(request),
              spam_reason: spam.reason,
              fill_ms: spam.fillMs,
              ip_hash: ipHash,
              user_agent: userAgentOf(request),
              idempotency_key: key,
              idempotency_body_hash: key ? submissionHash(data) : null,
            },
            config.LEAD_RATE_LIMIT,
          );
        } catch (error) {
          request.log.error({ err: { message: String(error) } }, "job alert store unavailable");
          return sendStoreUnavailable(request, reply);
        }
        if (result.outcome !== "stored") return sendNotStored(request, reply, result, "submissions");
        request.log.info({ alertId: result.id || null, replayed: result.replayed }, "job alert stored");
        if (result.replayed) reply.header("idempotent-replayed", "true");
        if (isFormPost(request)) return reply.redirect(JOB_ALERT_PATHS.sent, 303);
        return reply.code(202).send({ status: "pending" as const });
      },
    );
  });

  app.addHook("onRoute", routeDefaults({ failures: PAGE_FAILURES }));
  const page = { response: answers({ 200: HtmlAnswerSchema }) };

  routes.get(JOB_ALERT_PATHS.sent, { schema: page }, async (_request, reply) =>
    sendPage(reply, 200, checkInboxPage()),
  );
  routes.get(JOB_ALERT_PATHS.ended, { schema: page }, async (_request, reply) =>
    sendPage(reply, 200, alertEndedPage()),
  );

  routes.get(
    JOB_ALERT_PATHS.confirm,
    { schema: { querystring: TokenQuerySchema, response: answers({ 200: HtmlAnswerSchema }) } },
    async (request, reply) => {
      const token = request.query.token ?? "";
      const id = await alertIdOfToken(kdb, "confirm", token, now());
      const alert = id ? await findAlert(kdb, id) : undefined;
      if (!alert) return sendPage(reply, 404, invalidLinkPage("confirm"));
      return sendPage(reply, 200, confirmPage(alert, token));
    },
  );
  routes.post(
    JOB_ALERT_PATHS.confirm,
    { schema: { body: TokenBodySchema, response: answers({ 200: HtmlAnswerSchema }) } },
    async (request, reply) => {
      const confirmed = await confirmAlert(kdb, request.body.token ?? "", now());
      if (!confirmed) return sendPage(reply, 404, invalidLinkPage("confirm"));
      request.log.info({ alertId: confirmed.alert.id }, "job alert confirmed");
      const next = `${JOB_ALERT_PATHS.manage}?token=${encodeURIComponent(confirmed.manageToken)}&notice=confirmed`;
      return reply.code(303).header("cache-control", "no-store").header("location", next).send("");
    },
  );

  routes.get(
    JOB_ALERT_PATHS.manage,
    { schema: { querystring: TokenQuerySchema, response: answers({ 200: HtmlAnswerSchema }) } },
    async (request, reply) => {
      const token = request.query.token ?? "";
      const id = await alertIdOfToken(kdb, "manage", token, now());
      const alert = id ? await findAlert(kdb, id) : undefined;
      if (!alert) return sendPage(reply, 404, invalidLinkPage("manage"));
      return sendPage(reply, 200, managePage(alert, token, { notice: request.query.notice ?? null }));
    },
  );
  routes.post(
    JOB_ALERT_PATHS.manage,
    {
      schema: {
        body: z.looseObject({ token: z.optional(z.string()), action: z.optional(z.string()) }),
        response: answers({ 200: HtmlAnswerSchema }),
      },
    },
    async (request, reply) => {
      const token = request.body.token ?? "";
      const id = await alertIdOfToken(kdb, "manage", token, now());
      const alert = id ? await findAlert(kdb, id) : undefined;
      if (!alert) return sendPage(reply, 404, invalidLinkPage("manage"));
      if (request.body.action === "delete") {
        await deleteAlert(kdb, alert.id);
        request.log.info({ alertId: alert.id }, "job alert deleted");
        return reply
          .code(303)
          .header("cache-control", "no-store")
          .header("location", JOB_ALERT_PATHS.ended)
          .send("");
      }
      const parsed = JobAlertCriteriaSchema.safeParse(
        fromFormBody(request.body, ["role", "states", "remote", "specialty", "frequency"], REPEATED),
      );
      if (!parsed.success) {
        const values = {
          ...alert,
          ...(fromFormBody(request.body, ["role", "specialty", "frequency"]) as Partial<typeof alert>),
          states: (fromFormBody(request.body, ["states"], REPEATED).states as string[] | undefined) ?? [],
          remote: fromFormBody(request.body, ["remote"]).remote === "on",
        };
        return sendPage(reply, 400, managePage(alert, token, { errors: fieldErrors(parsed.error), values }));
      }
      await updateAlert(kdb, alert.id, parsed.data, now());
      const next = `${JOB_ALERT_PATHS.manage}?token=${encodeURIComponent(token)}&notice=saved`;
      return reply.code(303).header("cache-control", "no-store").header("location", next).send("");
    },
  );

  routes.get(
    JOB_ALERT_PATHS.unsubscribe,
    { schema: { querystring: TokenQuerySchema, response: answers({ 200: HtmlAnswerSchema }) } },
    async (request, reply) => {
      const token = request.query.token ?? "";
      const id = await alertIdOfToken(kdb, "unsubscribe", token, now());
      const alert = id ? await findAlert(kdb, id) : undefined;
      if (!alert) return sendPage(reply, 404, invalidLinkPage("unsubscribe"));
      return sendPage(reply, 200, unsubscribePage(alert, token));
    },
  );
  routes.post(
    JOB_ALERT_PATHS.unsubscribe,
    {
      schema: {
        querystring: TokenQuerySchema,
        body: UnsubscribeBodySchema,
        response: answers({ 200: HtmlAnswerSchema }),
      },
    },
    async (request, reply) => {
      const id = await alertIdOfToken(kdb, "unsubscribe", request.query.token ?? "", now());
      if (!id) return sendPage(reply, 404, invalidLinkPage("unsubscribe"));
      await deleteAlert(kdb, id);
      request.log.info({ alertId: id }, "job alert unsubscribed");
      return sendPage(reply, 200, alertEndedPage());
    },
  );
}
