import type { Selectable } from "kysely";
import { LEAD_STATUS_LABELS, type LeadStatus } from "#schemas/admin";
import { LEAD_FIELDS, type LeadFieldSpec, leadFieldText } from "#schemas/lead-fields";
import type { LeadsTable } from "../db/schema";
import { csvRow } from "../http/csv";
import { zonedIso, zonedLabel } from "../http/csv-time";

/**
 * The export's columns, by name: when it arrived and its status, one per field of the lead-field table,
 * then the work on it (owner, notes, first response) and its id. The time columns' written labels name
 * the firm's time zone (`leadCsvHeader`).
 */
export const LEAD_CSV_HEADER = [
  "Received",
  "Status",
  ...LEAD_FIELDS.map((field) => field.label),
  "Owner",
  "Notes",
  "First response",
  "Lead ID",
] as const;

/** The header as written: the time columns say which zone their times are in. */
export function leadCsvHeader(timeZone: string): string[] {
  return LEAD_CSV_HEADER.map((name) =>
    name === "Received" || name === "First response" ? zonedLabel(name, timeZone) : name,
  );
}

/** A lead as the export reads it: its row, its owner's address, its notes and its first response. */
export type LeadCsvRecord = Selectable<LeadsTable> & {
  owner_email: string | null;
  notes: number | string | null;
  first_response: number | string | null;
};

export function leadCsvRow(lead: LeadCsvRecord, timeZone: string): string {
  const row = lead as unknown as Record<string, string | null>;
  return csvRow([
    zonedIso(Number(lead.created_at), timeZone),
    LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status,
    ...(LEAD_FIELDS as readonly LeadFieldSpec[]).map((field) =>
      leadFieldText(field, row[field.column], "; "),
    ),
    lead.owner_email,
    Number(lead.notes ?? 0),
    lead.first_response === null ? null : zonedIso(Number(lead.first_response), timeZone),
    lead.id,
  ]);
}
