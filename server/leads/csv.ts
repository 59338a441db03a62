import type { Selectable } from "kysely";
import { LEAD_STATUS_LABELS, type LeadStatus } from "#schemas/admin";
import { LEAD_FIELDS, type LeadFieldSpec, leadFieldText } from "#schemas/lead-fields";
import type { LeadsTable } from "../db/schema";
import { csvRow } from "../http/csv";
import { type RecordWork, workCells, zonedHeader, zonedIso } from "../http/csv-time";

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
  return zonedHeader(LEAD_CSV_HEADER, timeZone);
}

/** A lead as the export reads it: its row and the work on it. */
export type LeadCsvRecord = Selectable<LeadsTable> & RecordWork;

export function leadCsvRow(lead: LeadCsvRecord, timeZone: string): string {
  const row = lead as unknown as Record<string, string | null>;
  return csvRow([
    zonedIso(Number(lead.created_at), timeZone),
    LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status,
    ...(LEAD_FIELDS as readonly LeadFieldSpec[]).map((field) =>
      leadFieldText(field, row[field.column], "; "),
    ),
    ...workCells(lead, timeZone),
    lead.id,
  ]);
}
