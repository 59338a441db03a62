import type { FastifyBaseLogger, FastifyReply } from "fastify";
import type { DbKysely } from "../db/schema";
import { csvStream, sendCsv } from "../http/csv";
import { updateAuditDetail } from "./audit.repository";

/**
 * A staff export as a CSV download whose activity-log entry (`auditId`, written before the first row) learns,
 * once the stream ends, how many rows the file held and whether it was completed.
 */
export function sendAuditedCsv<R>(
  reply: FastifyReply,
  db: DbKysely,
  {
    auditId,
    filters,
    log,
    name,
    startedAt,
    header,
    pages,
    toRow,
  }: {
    auditId: string;
    /** The filters as the entry records them. */
    filters: unknown;
    log: FastifyBaseLogger;
    /** What the file is named after (`leads-2026-11-26.csv`). */
    name: string;
    startedAt: number;
    header: readonly string[];
    pages: AsyncIterable<R[]>;
    toRow: (row: R) => string;
  },
) {
  const stream = csvStream(header, pages, toRow, async (rows, complete) => {
    await updateAuditDetail(db, auditId, { filters, rows, complete }).catch(() => {
      log.warn("could not record the export's row count");
    });
  });
  return sendCsv(reply, name, startedAt, stream);
}
