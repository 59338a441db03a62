import type { FastifyRequest } from "fastify";
import {
  isNotificationChannel,
  type LeadFilters,
  LeadFiltersSchema,
  LEADS_PAGE_SIZE,
  LeadsPageQuerySchema,
  type LeadsPage,
  StatusChangeSchema,
} from "#schemas/admin";
import { fieldErrors } from "#schemas/lead";
import { ADMIN_API_ROUTES } from "#schemas/paths";
import { recordAudit, updateAuditDetail } from "../audit/audit.repository";
import { decodeCursor, decodeOffsetCursor, encodeCursor } from "../db/paging";
import { csvStream, sendCsv } from "../http/csv";
import { firstValues } from "../http/query";
import { outboxSignal } from "../outbox/signal";
import type { StaffFeature } from "../staff-auth/staff.routes";
import { LEAD_CSV_HEADER, leadCsvRow } from "./csv";
import {
  changeLeadStatus,
  findLeadDetail,
  findLeadsPage,
  iterateLeads,
  listLeadSources,
  retryDelivery,
} from "./staff.repository";
import { registerLeadWorkRoutes } from "./work.routes";

const LEAD_ID = /^[A-Za-z0-9-]{1,100}$/;

/** "Mine" is the signed-in account. */
function ownFilters(
  filters: LeadFilters,
  request: FastifyRequest,
  session: (request: FastifyRequest) => { userId: string },
): LeadFilters {
  return filters.owner === "me" ? { ...filters, owner: session(request).userId } : filters;
}

/** Leads in the staff API: the list, a lead, its status and deliveries, the export, and working the list. */
export const leadStaffRoutes: StaffFeature = (app, { db, config, now, ipHashOf, session }) => {
  const kdb = db.kysely;

  app.get(ADMIN_API_ROUTES.leads, async (request, reply) => {
    const parsed = LeadsPageQuerySchema.safeParse(firstValues(request.query));
    if (!parsed.success) return reply.code(400).send({ errors: fieldErrors(parsed.error) });
    const { cursor: rawCursor, limit, sort, dir, ...filters } = parsed.data;
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
    });
    const answer: LeadsPage = {
      leads: page.leads,
      nextCursor: page.next ? encodeCursor(page.next) : null,
      total: page.total,
    };
    return answer;
  });

  app.get(ADMIN_API_ROUTES.leadSources, async () => ({ sources: await listLeadSources(kdb) }));

  app.get<{ Params: { id: string } }>(ADMIN_API_ROUTES.lead, async (request, reply) => {
    if (!LEAD_ID.test(request.params.id)) return reply.code(404).send({ error: "No such lead." });
    const detail = await findLeadDetail(kdb, request.params.id);
    if (!detail) return reply.code(404).send({ error: "No such lead." });
    return detail;
  });

  app.post<{ Params: { id: string } }>(ADMIN_API_ROUTES.leadStatus, async (request, reply) => {
    if (!LEAD_ID.test(request.params.id)) return reply.code(404).send({ error: "No such lead." });
    const parsed = StatusChangeSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ errors: fieldErrors(parsed.error) });
    const active = session(request);
    const result = await changeLeadStatus(
      kdb,
      request.params.id,
      parsed.data,
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

  app.post<{ Params: { id: string; channel: string } }>(
    ADMIN_API_ROUTES.retryDelivery,
    async (request, reply) => {
      const { id, channel } = request.params;
      if (!LEAD_ID.test(id) || !isNotificationChannel(channel))
        return reply.code(404).send({ error: "No such delivery." });
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
    },
  );

  app.get(ADMIN_API_ROUTES.exportCsv, async (request, reply) => {
    const parsed = LeadFiltersSchema.safeParse(firstValues(request.query));
    if (!parsed.success) return reply.code(400).send({ errors: fieldErrors(parsed.error) });
    const startedAt = now();
    // A snapshot: leads that arrive while the file streams are left for the next export.
    const filters: LeadFilters = {
      ...ownFilters(parsed.data, request, session),
      to: Math.min(parsed.data.to ?? Infinity, startedAt + 1),
    };
    const active = session(request);
    const auditId = await recordAudit(kdb, {
      action: "export",
      userId: active.userId,
      actor: active.email,
      ipHash: await ipHashOf(request),
      detail: { filters: parsed.data, rows: null, complete: false },
      now: startedAt,
    });
    const log = request.log;
    const stream = csvStream(
      LEAD_CSV_HEADER,
      iterateLeads(kdb, filters),
      leadCsvRow,
      async (rows, complete) => {
        await updateAuditDetail(kdb, auditId, { filters: parsed.data, rows, complete }).catch(() => {
          log.warn("could not record the export's row count");
        });
      },
    );
    return sendCsv(reply, "leads", startedAt, stream);
  });

  registerLeadWorkRoutes(app, { kdb, config, now });
};
