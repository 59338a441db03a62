import { stripInvisibleFormat } from "#schemas/lead";
import { LEAD_FIELDS, type LeadFieldSpec, leadFieldText } from "#schemas/lead-fields";
import { LEAD_STATUS_LABELS, type LeadStatus } from "#schemas/admin";
import type { Selectable } from "kysely";
import type { LeadsTable } from "../db/schema";

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
