import type { FastifyRequest } from "fastify";
import { NoContentSchema } from "#schemas/api-answers";
import {
  MESSAGE_RECORD_KINDS,
  MESSAGE_STAFF_ROUTES,
  MessageRecordParamsSchema,
  type MessageRecordKind,
  PLACEHOLDERS,
  PreviewAnswerSchema,
  PreviewParamsSchema,
  SendMessageSchema,
  SentMessageAnswerSchema,
  SentMessagesAnswerSchema,
  TemplateAnswerSchema,
  TemplateInputSchema,
  TemplateParamsSchema,
  TemplatesAnswerSchema,
} from "#schemas/messages";
import { z } from "zod/mini";
import { answers, zodRoutes } from "../http/schema-provider";
import { outboxSignal } from "../outbox/signal";
import type { StaffFeature } from "../staff-auth/staff.routes";
import {
  createTemplate,
  deleteTemplate,
  findRecipient,
  listRecordMessages,
  listTemplates,
  MESSAGES_PER_HOUR,
  previewMessage,
  sendingPausedUntil,
  sendRecordMessage,
  updateTemplate,
} from "./messages.repository";
import { MESSAGES_TOPIC } from "./outbox";

const NO_SUCH_TEMPLATE = { error: "No such template." };
const NO_SUCH_RECORD = { leads: { error: "No such lead." }, applications: { error: "No such application." } };
const NAME_TAKEN = { errors: { name: "Another template has this name" } };

/**
 * E-mail from the record in the staff API: the firm's templates (list, create, edit, delete), a record's
 * e-mails (list, send) and the preview of a draft with the record's placeholders filled in.
 */
export const messageStaffRoutes: StaffFeature = (app, { db, now, session, audit }) => {
  const kdb = db.kysely;
  const routes = zodRoutes(app);
  const actor = (request: FastifyRequest) => {
    const active = session(request);
    return { id: active.userId, email: active.email };
  };

  routes.get(
    MESSAGE_STAFF_ROUTES.templates,
    { schema: { response: answers({ 200: TemplatesAnswerSchema }) } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { templates: await listTemplates(kdb), placeholders: { ...PLACEHOLDERS } };
    },
  );

  routes.post(
    MESSAGE_STAFF_ROUTES.templates,
    { schema: { body: TemplateInputSchema, response: answers({ 201: TemplateAnswerSchema }) } },
    async (request, reply) => {
      const result = await createTemplate(kdb, request.body, actor(request).email, now());
      if (result.outcome !== "saved") return reply.code(409).send(NAME_TAKEN);
      await audit(request, "template_create", { templateId: result.template.id, name: result.template.name });
      return reply.code(201).send({ template: result.template });
    },
  );

  routes.put(
    MESSAGE_STAFF_ROUTES.template,
    {
      config: { notFound: NO_SUCH_TEMPLATE },
      schema: {
        params: TemplateParamsSchema,
        body: TemplateInputSchema,
        response: answers({ 200: TemplateAnswerSchema }),
      },
    },
    async (request, reply) => {
      const result = await updateTemplate(kdb, request.params.id, request.body, actor(request).email, now());
      if (result.outcome === "not_found") return reply.code(404).send(NO_SUCH_TEMPLATE);
      if (result.outcome === "name_taken") return reply.code(409).send(NAME_TAKEN);
      const { id, name } = result.template;
      const renamed = result.previousName !== undefined && result.previousName !== name;
      await audit(request, "template_update", {
        templateId: id,
        name,
        ...(renamed ? { from: result.previousName } : {}),
      });
      return { template: result.template };
    },
  );

  routes.delete(
    MESSAGE_STAFF_ROUTES.template,
    {
      config: { notFound: NO_SUCH_TEMPLATE },
      schema: { params: TemplateParamsSchema, response: answers({ 204: NoContentSchema }) },
    },
    async (request, reply) => {
      const name = await deleteTemplate(kdb, request.params.id);
      if (name === undefined) return reply.code(404).send(NO_SUCH_TEMPLATE);
      await audit(request, "template_delete", { templateId: request.params.id, name });
      return reply.code(204).send();
    },
  );

  routes.post(
    MESSAGE_STAFF_ROUTES.preview,
    {
      config: { notFound: { error: "No such record." } },
      schema: {
        params: PreviewParamsSchema,
        body: z.object({
          subject: z.string().check(z.maxLength(1000)),
          body: z.string().check(z.maxLength(20_000)),
        }),
        response: answers({ 200: PreviewAnswerSchema }),
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const recipient = await findRecipient(kdb, kind, id);
      if (!recipient) return reply.code(404).send(NO_SUCH_RECORD[kind]);
      reply.header("cache-control", "no-store");
      return previewMessage(recipient, request.body, actor(request).email);
    },
  );

  for (const kind of MESSAGE_RECORD_KINDS) registerRecordMessages(kind);

  function registerRecordMessages(kind: MessageRecordKind) {
    const path = MESSAGE_STAFF_ROUTES.messages[kind];
    const notFound = NO_SUCH_RECORD[kind];
    routes.get(
      path,
      {
        config: { notFound },
        schema: { params: MessageRecordParamsSchema, response: answers({ 200: SentMessagesAnswerSchema }) },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const { id } = request.params;
        if (!(await findRecipient(kdb, kind, id))) return reply.code(404).send(notFound);
        return { messages: await listRecordMessages(kdb, kind, id) };
      },
    );

    routes.post(
      path,
      {
        config: { notFound },
        schema: {
          params: MessageRecordParamsSchema,
          body: SendMessageSchema,
          response: answers({ 202: SentMessageAnswerSchema }),
        },
      },
      async (request, reply) => {
        const user = actor(request);
        const pausedUntil = await sendingPausedUntil(kdb, user.id, now());
        if (pausedUntil !== null) {
          const minutes = Math.max(1, Math.ceil((pausedUntil - now()) / 60_000));
          return reply
            .code(429)
            .header("retry-after", String(Math.ceil((pausedUntil - now()) / 1000)))
            .send({
              error: `You have sent ${MESSAGES_PER_HOUR} e-mails in the last hour. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
            });
        }
        const result = await sendRecordMessage(kdb, kind, request.params.id, request.body, user, now());
        switch (result.outcome) {
          case "not_found":
            return reply.code(404).send(notFound);
          case "no_address":
            return reply.code(409).send({ error: "This record has no e-mail address to write to." });
          case "spam":
            return reply.code(409).send({ error: "This record is marked as spam: no e-mail is sent to it." });
          case "no_such_template":
            return reply
              .code(400)
              .send({ errors: { templateId: "The template was deleted. Choose another." } });
        }
        outboxSignal(db).emit(MESSAGES_TOPIC);
        return reply.code(202).send({ message: result.message });
      },
    );
  }
};
