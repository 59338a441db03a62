import { stripInvisibleFormat, USER_TYPE_LABELS } from "#schemas/lead";
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

export const LEAD_CSV_HEADER = [
  "Received (UTC)",
  "Status",
  "Visitor type",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Organization",
  "Position",
  "Specialty",
  "Location",
  "Message",
  "Form",
  "Page",
  "Referrer",
  "Campaign",
  "Lead ID",
] as const;

function campaignText(utm: string | null): string {
  if (!utm) return "";
  try {
    const parsed = JSON.parse(utm) as Record<string, unknown>;
    return Object.entries(parsed)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .map(([key, value]) => `${key}=${value}`)
      .join("; ");
  } catch {
    return "";
  }
}

export function leadCsvRow(lead: Selectable<LeadsTable>): string {
  return csvRow([
    new Date(Number(lead.created_at)).toISOString(),
    LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status,
    USER_TYPE_LABELS[lead.user_type] ?? lead.user_type,
    lead.first_name,
    lead.last_name,
    lead.email,
    lead.phone,
    lead.organization,
    lead.position,
    lead.specialty,
    lead.location,
    lead.message,
    lead.form_source,
    lead.page_path,
    lead.referrer,
    campaignText(lead.utm),
    lead.id,
  ]);
}
