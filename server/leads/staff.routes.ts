import { sendAuditedCsv } from "../audit/audited-export";
import type { FastifyRequest } from "fastify";
import {
  NOTIFICATION_CHANNELS,
  type LeadFilters,
  LeadFiltersSchema,
  LEADS_PAGE_SIZE,
  LeadsPageQuerySchema,
  type LeadsPage,
  StatusChangeSchema,
} from "#schemas/admin";
import {
  LeadDetailAnswerSchema,
  LeadSourcesAnswerSchema,
  LeadsPageSchema,
  LeadStatusEntryAnswerSchema,
} from "#schemas/admin-answers";
import { FileAnswerSchema, NoBodySchema, PendingAnswerSchema } from "#schemas/api-answers";
import { z } from "zod/mini";
import { answers, zodRoutes } from "../http/schema-provider";
import { ADMIN_API_ROUTES } from "#schemas/paths";
import { recordAudit } from "../audit/audit.repository";
import { decodeCursor, decodeOffsetCursor, encodeCursor } from "../db/paging";
import { queryOf } from "../http/query";
import { outboxSignal } from "../outbox/signal";
import type { StaffFeature } from "../staff-auth/staff.routes";
import { leadCsvHeader, leadCsvRow } from "./csv";
import {
  changeLeadStatus,
  findLeadDetail,
  findLeadsPage,
  iterateLeads,
  listLeadSources,
  retryDelivery,
} from "./staff.repository";
import { registerLeadWorkRoutes } from "./work.routes";
import { parseBusinessHours } from "#schemas/business-hours";
import { LeadIdSchema, LeadParamsSchema, NO_SUCH_LEAD } from "./lead-params";

/** "Mine" is the signed-in account. */
function ownFilters(
  filters: LeadFilters,
  request: FastifyRequest,
  session: (request: FastifyRequest) => { userId: string },
): LeadFilters {
  return filters.owner === "me" ? { ...filters, owner: session(request).userId } : filters;
}

/** Leads in the staff API: the list, a lead, its status and deliveries, the export, and working the list. */
export const leadStaffRoutes: StaffFeature = (app, { db, config, now, session, audit }) => {
  const kdb = db.kysely;
  // Waits and the overdue order are counted in the firm's business hours.
  const hours = parseBusinessHours(config.BUSINESS_HOURS, config.BUSINESS_TZ)!;
  const clock = () => ({ now: now(), hours });

  const routes = zodRoutes(app);
  const list = {
    schema: { querystring: queryOf(LeadsPageQuerySchema), response: answers({ 200: LeadsPageSchema }) },
  };
  routes.get(ADMIN_API_ROUTES.leads, list, async (request, reply) => {
    const { cursor: rawCursor, limit, sort, dir, ...filters } = request.query;
    const keyset = (sort ?? "received") === "received" && (dir ?? "desc") === "desc";
    const cursor = rawCursor && keyset ? decodeCursor(rawCursor) : null;
    const offset = rawCursor && !keyset ? decodeOffsetCursor(rawCursor) : null;
    if (rawCursor && cursor === null && offset === null)
      return reply.code(400).send({ errors: { cursor: "Invalid cursor" } });
    const page = await findLeadsPage(kdb, ownFilters(filters, request, session), {
      cursor,
      offset: offset ?? 0,
      limit: limit ?? LEADS_PAGE_SIZE,
      sort,
      dir,
      clock: clock(),
    });
    const answer: LeadsPage = {
      leads: page.leads,
      nextCursor: page.next ? encodeCursor(page.next) : null,
      total: page.total,
    };
    return answer;
  });

  const sources = { schema: { response: answers({ 200: LeadSourcesAnswerSchema }) } };
  routes.get(ADMIN_API_ROUTES.leadSources, sources, async () => ({ sources: await listLeadSources(kdb) }));

  const lead = {
    config: { notFound: NO_SUCH_LEAD },
    schema: { params: LeadParamsSchema, response: answers({ 200: LeadDetailAnswerSchema }) },
  };
  routes.get(ADMIN_API_ROUTES.lead, lead, async (request, reply) => {
    const detail = await findLeadDetail(kdb, request.params.id, clock());
    if (!detail) return reply.code(404).send({ error: "No such lead." });
    return detail;
  });

  const status = {
    config: { notFound: NO_SUCH_LEAD },
    schema: {
      params: LeadParamsSchema,
      body: StatusChangeSchema,
      response: answers({ 200: LeadStatusEntryAnswerSchema }),
    },
  };
  routes.post(ADMIN_API_ROUTES.leadStatus, status, async (request, reply) => {
    const active = session(request);
    const result = await changeLeadStatus(
      kdb,
      request.params.id,
      request.body,
      { id: active.userId, email: active.email },
      now(),
    );
    if (result.outcome === "not_found") return reply.code(404).send({ error: "No such lead." });
    if (result.outcome === "unchanged") {
      return reply
        .code(409)
        .send({ error: "The lead already has this status. Add a note or pick another status." });
    }
    return { entry: result.entry };
  });

  const retry = {
    config: { notFound: { error: "No such delivery." } },
    schema: {
      params: z.object({ id: LeadIdSchema, channel: z.enum(NOTIFICATION_CHANNELS) }),
      body: NoBodySchema,
      response: answers({ 202: PendingAnswerSchema }),
    },
  };
  routes.post(ADMIN_API_ROUTES.retryDelivery, retry, async (request, reply) => {
    const { id, channel } = request.params;
    const outcome = await retryDelivery(kdb, id, channel, now());
    if (outcome === "not_found") return reply.code(404).send({ error: "No such delivery." });
    if (outcome === "not_failed")
      return reply.code(409).send({ error: "Only a failed delivery can be retried." });
    const active = session(request);
    await recordAudit(kdb, {
      action: "delivery_retry",
      userId: active.userId,
      actor: active.email,
      detail: { leadId: id, channel },
      now: now(),
    });
    outboxSignal(db).emit("leads");
    return reply.code(202).send({ status: "pending" });
  });

  const csv = {
    schema: { querystring: queryOf(LeadFiltersSchema), response: answers({ 200: FileAnswerSchema }) },
  };
  routes.get(ADMIN_API_ROUTES.exportCsv, csv, async (request, reply) => {
    const query = request.query;
    const startedAt = now();
    // A snapshot: leads that arrive while the file streams are left for the next export.
    const filters: LeadFilters = {
      ...ownFilters(query, request, session),
      to: Math.min(query.to ?? Infinity, startedAt + 1),
    };
    const auditId = await audit(
      request,
      "export",
      { filters: query, rows: null, complete: false },
      startedAt,
    );
    return sendAuditedCsv(reply, kdb, {
      auditId,
      filters: query,
      log: request.log,
      name: "leads",
      startedAt,
      header: leadCsvHeader(config.BUSINESS_TZ),
      pages: iterateLeads(kdb, filters),
      toRow: (lead) => leadCsvRow(lead, config.BUSINESS_TZ),
    });
  });

  registerLeadWorkRoutes(app, { kdb, config, now });
};
