import { sendAuditedCsv } from "../audit/audited-export";
import type { FastifyRequest } from "fastify";
import { z } from "zod/mini";
import { FileAnswerSchema, NoBodySchema, PendingAnswerSchema } from "#schemas/api-answers";
import { answers, zodRoutes } from "../http/schema-provider";
import { APPLICATION_CHANNELS, RESUME_TYPES } from "#schemas/application";
import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationEraseAnswer,
  ApplicationEraseSchema,
  type ApplicationFilters,
  ApplicationFiltersSchema,
  type ApplicationsPage,
  ApplicationsPageQuerySchema,
  ApplicationDetailAnswerSchema,
  ApplicationEraseAnswerSchema,
  ApplicationsPageSchema,
  ApplicationStatusChangeSchema,
  ApplicationStatusEntryAnswerSchema,
  type ApplicationBulkAnswer,
  ApplicationAssignSchema,
  ApplicationBulkActionSchema,
  ApplicationBulkAnswerSchema,
  type ApplicationOwnerAnswer,
  ApplicationOwnerAnswerSchema,
} from "#schemas/application-admin";
import { ADMIN_API_ROUTES } from "#schemas/paths";
import type { StaffFeature } from "../staff-auth/staff.routes";
import { APPLICATIONS_TOPIC } from "./store";
import { outboxSignal } from "../outbox/signal";
import {
  assignApplication,
  countCandidateApplications,
  eraseCandidate,
  findApplicationDetail,
  findApplicationPosting,
  findApplicationsPage,
  findResume,
  iterateApplications,
} from "./staff.repository";
import { applicationCsvHeader, applicationCsvRow } from "./csv";
import { decodeCursor, decodeOffsetCursor, encodeCursor } from "../db/paging";
import { parseBusinessHours } from "#schemas/business-hours";
import { queryOf } from "../http/query";
import {
  APPLICATION_RECORD,
  changeRecordStatus,
  newOwnerEmail,
  retryRecordDelivery,
} from "../audit/record-work";

const IdSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{1,100}$/));
/** An application's address: an id of its form, else the address names no application (404). */
const ParamsSchema = z.object({ id: IdSchema });
const NOT_FOUND = { error: "No such application." };

/**
 * `Content-Disposition` for a download: a plain ASCII name for old clients and the exact name in RFC 5987
 * form. The stored name is sanitised already; anything that could end the quoted string is dropped again.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_").trim() || "resume";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Applications in the staff API: list, detail, status and notes, deliveries, résumé, export, erasure. */
export const applicationStaffRoutes: StaffFeature = (app, { db, config, now, audit }) => {
  const kdb = db.kysely;
  // Waits and the overdue order are counted in the firm's business hours.
  const hours = parseBusinessHours(config.BUSINESS_HOURS, config.BUSINESS_TZ)!;
  const clock = () => ({ now: now(), hours });
  const actor = (request: FastifyRequest) => {
    const session = request.adminSession!;
    return { id: session.userId, email: session.email };
  };

  const routes = zodRoutes(app);
  const list = {
    schema: {
      querystring: queryOf(ApplicationsPageQuerySchema),
      response: answers({ 200: ApplicationsPageSchema }),
    },
  };
  routes.get(ADMIN_API_ROUTES.applications, list, async (request, reply) => {
    const { cursor: rawCursor, limit, sort, ...filters } = request.query;
    const keyset = (sort ?? "received") === "received";
    const cursor = rawCursor && keyset ? decodeCursor(rawCursor) : null;
    const offset = rawCursor && !keyset ? decodeOffsetCursor(rawCursor) : null;
    if (rawCursor && cursor === null && offset === null)
      return reply.code(400).send({ errors: { cursor: "Invalid cursor" } });
    const page = await findApplicationsPage(kdb, filters, {
      cursor,
      offset: offset ?? 0,
      limit: limit ?? APPLICATIONS_PAGE_SIZE,
      sort,
      clock: clock(),
    });
    const answer: ApplicationsPage = {
      applications: page.applications,
      nextCursor: page.next ? encodeCursor(page.next) : null,
      total: page.total,
      posting: filters.posting ? await findApplicationPosting(kdb, filters.posting) : null,
    };
    return answer;
  });

  const detail = {
    config: { notFound: NOT_FOUND },
    schema: { params: ParamsSchema, response: answers({ 200: ApplicationDetailAnswerSchema }) },
  };
  routes.get(ADMIN_API_ROUTES.application, detail, async (request, reply) => {
    const detail = await findApplicationDetail(kdb, request.params.id, clock());
    if (!detail) return reply.code(404).send(NOT_FOUND);
    return detail;
  });

  const status = {
    config: { notFound: NOT_FOUND },
    schema: {
      params: ParamsSchema,
      body: ApplicationStatusChangeSchema,
      response: answers({ 200: ApplicationStatusEntryAnswerSchema }),
    },
  };
  routes.post(ADMIN_API_ROUTES.applicationStatus, status, async (request, reply) => {
    const result = await changeRecordStatus(
      kdb,
      APPLICATION_RECORD,
      request.params.id,
      request.body,
      actor(request),
      now(),
    );
    if (result.outcome === "not_found") return reply.code(404).send(NOT_FOUND);
    if (result.outcome === "unchanged") {
      return reply
        .code(409)
        .send({ error: "The application already has this status. Add a note or pick another status." });
    }
    // The note is the recruiters' own text about a candidate: the log names the change, not the note.
    await audit(request, "application_status", {
      applicationId: request.params.id,
      from: result.entry.fromStatus,
      to: result.entry.toStatus,
      note: result.entry.note !== "",
    });
    return { entry: result.entry };
  });

  const owner = {
    config: { notFound: NOT_FOUND },
    schema: {
      params: ParamsSchema,
      body: ApplicationAssignSchema,
      response: answers({ 200: ApplicationOwnerAnswerSchema }),
    },
  };
  routes.post(ADMIN_API_ROUTES.applicationOwner, owner, async (request, reply) => {
    const result = await assignApplication(kdb, request.params.id, request.body.ownerId);
    if (result.outcome === "not_found") return reply.code(404).send(NOT_FOUND);
    if (result.outcome === "no_such_owner")
      return reply.code(400).send({ errors: { ownerId: "Unknown staff account" } });
    if (result.outcome === "unchanged")
      return reply.code(409).send({ error: "The application already has this owner." });
    await audit(request, "application_owner", {
      applicationId: request.params.id,
      to: result.ownerEmail,
    });
    const answer: ApplicationOwnerAnswer = { ownerId: result.to, ownerEmail: result.ownerEmail };
    return answer;
  });

  const bulk = {
    schema: { body: ApplicationBulkActionSchema, response: answers({ 200: ApplicationBulkAnswerSchema }) },
  };
  routes.post(ADMIN_API_ROUTES.applicationsBulk, bulk, async (request, reply) => {
    const { ids, action } = request.body;
    if (action.type === "assign" && (await newOwnerEmail(kdb, action.ownerId)) === undefined) {
      return reply.code(400).send({ errors: { ownerId: "Unknown staff account" } });
    }
    // Each application changes on its own, with its own history entry and log line; those already as
    // asked, or gone, are left alone and not counted.
    let changed = 0;
    for (const id of new Set(ids)) {
      if (action.type === "assign") {
        const result = await assignApplication(kdb, id, action.ownerId);
        if (result.outcome !== "changed") continue;
        await audit(request, "application_owner", { applicationId: id, to: result.ownerEmail });
      } else {
        const result = await changeRecordStatus(
          kdb,
          APPLICATION_RECORD,
          id,
          { status: action.status, note: "" },
          actor(request),
          now(),
        );
        if (result.outcome !== "changed") continue;
        await audit(request, "application_status", {
          applicationId: id,
          from: result.entry.fromStatus,
          to: result.entry.toStatus,
          note: false,
        });
      }
      changed += 1;
    }
    const answer: ApplicationBulkAnswer = { changed };
    return answer;
  });

  const retry = {
    config: { notFound: { error: "No such delivery." } },
    schema: {
      params: z.object({ id: IdSchema, channel: z.enum(APPLICATION_CHANNELS) }),
      body: NoBodySchema,
      response: answers({ 202: PendingAnswerSchema }),
    },
  };
  routes.post(ADMIN_API_ROUTES.applicationRetry, retry, async (request, reply) => {
    const { id, channel } = request.params;
    const outcome = await retryRecordDelivery(kdb, APPLICATION_RECORD, id, channel, now());
    if (outcome === "not_found") return reply.code(404).send({ error: "No such delivery." });
    if (outcome === "not_failed")
      return reply.code(409).send({ error: "Only a failed delivery can be retried." });
    await audit(request, "delivery_retry", { applicationId: id, channel });
    outboxSignal(db).emit(APPLICATIONS_TOPIC);
    return reply.code(202).send({ status: "pending" });
  });

  const resumeFile = {
    config: { notFound: NOT_FOUND },
    schema: { params: ParamsSchema, response: answers({ 200: FileAnswerSchema }) },
  };
  routes.get(ADMIN_API_ROUTES.applicationResume, resumeFile, async (request, reply) => {
    const resume = await findResume(kdb, request.params.id);
    if (!resume) return reply.code(404).send(NOT_FOUND);
    await audit(request, "resume_download", { applicationId: request.params.id });
    // Always a download, never shown in the browser: the file is the candidate's, not ours to trust.
    return reply
      .header("content-type", RESUME_TYPES[resume.type].mediaType)
      .header("content-disposition", attachmentDisposition(resume.name))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "sandbox")
      .header("cache-control", "no-store")
      .header("content-length", String(resume.data.length))
      .send(resume.data);
  });

  const csv = {
    schema: { querystring: queryOf(ApplicationFiltersSchema), response: answers({ 200: FileAnswerSchema }) },
  };
  routes.get(ADMIN_API_ROUTES.applicationsCsv, csv, async (request, reply) => {
    const filters: ApplicationFilters = request.query;
    const startedAt = now();
    // Filters can hold a searched name or address: the log records which filters were used, not their values.
    const used = Object.keys(filters).filter((key) => key !== "q");
    if (filters.q) used.push("search");
    const auditId = await audit(request, "application_export", {
      filters: used,
      rows: null,
      complete: false,
    });
    return sendAuditedCsv(reply, kdb, {
      auditId,
      filters: used,
      log: request.log,
      name: "applications",
      startedAt,
      header: applicationCsvHeader(config.BUSINESS_TZ),
      pages: iterateApplications(kdb, filters),
      toRow: (application) => applicationCsvRow(application, config.BUSINESS_TZ),
    });
  });

  const erase = {
    schema: { body: ApplicationEraseSchema, response: answers({ 200: ApplicationEraseAnswerSchema }) },
  };
  routes.post(ADMIN_API_ROUTES.applicationsErase, erase, async (request, reply) => {
    const { email, preview } = request.body;
    if (preview) {
      const answer: ApplicationEraseAnswer = {
        count: await countCandidateApplications(kdb, email),
        erased: false,
      };
      return answer;
    }
    const ids = await eraseCandidate(kdb, email);
    if (ids.length === 0)
      return reply.code(404).send({ error: "No applications were sent with this e-mail address." });
    // Without the name or address: the log keeps that an erasure happened, and of what, not whose.
    await audit(request, "application_erase", { count: ids.length, applicationIds: ids });
    const answer: ApplicationEraseAnswer = { count: ids.length, erased: true };
    return answer;
  });
};
