import type { Selectable } from "kysely";
import { LEAD_STATUS_LABELS, type LeadStatus } from "#schemas/admin";
import { LEAD_FIELDS, type LeadFieldSpec, leadFieldText } from "#schemas/lead-fields";
import type { LeadsTable } from "../db/schema";
import { csvRow } from "../http/csv";

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
