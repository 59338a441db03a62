import type { Selectable } from "kysely";
import { APPLICATION_STATUS_LABELS, RESUME_TYPES } from "#schemas/application";
import {
  type ApplicationFieldSpec,
  applicationFieldsWhere,
  applicationFieldText,
  staffLabelOf,
} from "#schemas/application-fields";
import type { ApplicationsTable } from "../db/schema";
import { csvRow } from "../http/csv";

/** The candidate's facts, then the posting and the résumé, then the attribution (the field table's order). */
const FACTS = applicationFieldsWhere((field) => field.group !== "attribution");
const ATTRIBUTION = applicationFieldsWhere((field) => field.group === "attribution");

/** One column per fact of an application (never the résumé's bytes: its name, type and size). */
export const APPLICATION_CSV_HEADER = [
  "Received (UTC)",
  "Status",
  ...FACTS.map(staffLabelOf),
  "Posting",
  "Posting address",
  "Résumé file",
  "Résumé type",
  "Résumé size (bytes)",
  ...ATTRIBUTION.map(staffLabelOf),
  "Flagged as spam",
  "Application ID",
];

export function applicationCsvRow(application: Selectable<ApplicationsTable>): string {
  const row = application as unknown as Record<string, unknown>;
  const facts = (fields: readonly ApplicationFieldSpec[]) =>
    fields.map((field) => applicationFieldText(field, row[field.column], "csv"));
  return csvRow([
    new Date(Number(application.created_at)).toISOString(),
    APPLICATION_STATUS_LABELS[application.status] ?? application.status,
    ...facts(FACTS),
    application.job_title,
    application.job_path,
    application.resume_original_name,
    RESUME_TYPES[application.resume_type]?.label ?? application.resume_type,
    application.resume_size,
    ...facts(ATTRIBUTION),
    application.spam_reason,
    application.id,
  ]);
}
