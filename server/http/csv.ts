import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { Selectable } from "kysely";
import { LEAD_STATUS_LABELS, type LeadStatus } from "#schemas/admin";
import { APPLICATION_STATUS_LABELS, RESUME_TYPES } from "#schemas/application";
import { stripInvisibleFormat } from "#schemas/lead";
import {
  campaignPairs,
  LEAD_FIELDS,
  type LeadFieldSpec,
  leadFieldText,
  parseCampaign,
} from "#schemas/lead-fields";
import type { ApplicationsTable, LeadsTable } from "../db/schema";
import { parseLicenseStates } from "../applications/staff.repository";

// Spreadsheets run a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula character after a separator: a spreadsheet opened in a locale that splits on `;` (or told to
 * split on tabs or `|`) starts a new cell there, so `a;=1+1` would hold a formula in its second cell.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t|]\s*)([=+\-@])/g;

/**
 * A cell a spreadsheet shows as text: a leading formula character, and one after any separator, gets a
 * single quote before it; invisible bidirectional and zero-width characters are dropped.
 */
export function neutraliseCell(value: string): string {
  const cleaned = stripInvisibleFormat(value).replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(cleaned) ? `'${cleaned}` : cleaned;
}

/**
 * RFC 4180 with every field quoted (quotes doubled): no reader, whatever separator its locale expects,
 * splits a field or takes its content for anything but text.
 */
export function quoteCsvField(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

export function csvRow(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map((cell) => quoteCsvField(cell === null || cell === undefined ? "" : neutraliseCell(String(cell)))).join(",")}\r\n`;
}

/** Excel reads a UTF-8 file as UTF-8 only when it starts with a byte-order mark. */
export const CSV_BOM = "\uFEFF";

/** One column per field of the lead-field table, between when it arrived and its status, and its id. */
export const LEAD_CSV_HEADER = [
  "Received (UTC)",
  "Status",
  ...LEAD_FIELDS.map((field) => field.label),
  "Lead ID",
] as const;

export function leadCsvRow(lead: Selectable<LeadsTable>): string {
  const row = lead as unknown as Record<string, string | null>;
  return csvRow([
    new Date(Number(lead.created_at)).toISOString(),
    LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status,
    ...(LEAD_FIELDS as readonly LeadFieldSpec[]).map((field) =>
      leadFieldText(field, row[field.column], "; "),
    ),
    lead.id,
  ]);
}

/** One column per fact of an application (never the résumé's bytes: its name, type and size). */
export const APPLICATION_CSV_HEADER = [
  "Received (UTC)",
  "Status",
  "First name",
  "Last name",
  "E-mail",
  "Phone",
  "Credential",
  "Licensed in",
  "Years of experience",
  "Message",
  "Posting",
  "Posting address",
  "Résumé file",
  "Résumé type",
  "Résumé size (bytes)",
  "Page",
  "Referrer",
  "Campaign",
  "Flagged as spam",
  "Application ID",
] as const;

export function applicationCsvRow(application: Selectable<ApplicationsTable>): string {
  return csvRow([
    new Date(Number(application.created_at)).toISOString(),
    APPLICATION_STATUS_LABELS[application.status] ?? application.status,
    application.first_name,
    application.last_name,
    application.email,
    application.phone,
    application.credential,
    parseLicenseStates(application.license_states).join(" "),
    application.years_experience,
    application.message,
    application.job_title,
    application.job_path,
    application.resume_original_name,
    RESUME_TYPES[application.resume_type]?.label ?? application.resume_type,
    application.resume_size,
    application.page_path,
    application.referrer,
    campaignPairs(parseCampaign(application.utm), "; "),
    application.spam_reason,
    application.id,
  ]);
}

/**
 * A CSV file as a stream: the header, then each page of rows as it is read, so memory stays flat however
 * many rows match. `finish` learns how many rows were written and whether the file was completed.
 */
export function csvStream<R>(
  header: ReadonlyArray<string>,
  pages: AsyncIterable<R[]>,
  toRow: (row: R) => string,
  finish: (rows: number, complete: boolean) => Promise<void>,
): Readable {
  async function* csv() {
    let rows = 0;
    let complete = false;
    try {
      yield CSV_BOM + csvRow(header);
      for await (const page of pages) {
        rows += page.length;
        yield page.map(toRow).join("");
      }
      complete = true;
    } finally {
      await finish(rows, complete);
    }
  }
  return Readable.from(csv(), { objectMode: true, highWaterMark: 1 });
}

/** Sends a CSV stream as a download named after what it holds and the day it was made, e.g. `leads-2026-11-26.csv`. */
export function sendCsv(reply: FastifyReply, name: string, at: number, stream: Readable) {
  const date = new Date(at).toISOString().slice(0, 10);
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${date}.csv"`)
    .header("x-content-type-options", "nosniff")
    .send(stream);
}
