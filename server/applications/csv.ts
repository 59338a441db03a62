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
import { type RecordWork, workCells, zonedHeader, zonedIso } from "../http/csv-time";

/** The candidate's facts, then the posting and the résumé, then the attribution (the field table's order). */
const FACTS = applicationFieldsWhere((field) => field.group !== "attribution");
const ATTRIBUTION = applicationFieldsWhere((field) => field.group === "attribution");

/**
 * One column per fact of an application (never the résumé's bytes: its name, type and size), then the
 * work on it (owner, notes, first response) as the leads' export has it. The time columns' written labels
 * name the firm's time zone (`applicationCsvHeader`).
 */
export const APPLICATION_CSV_HEADER = [
  "Received",
  "Status",
  ...FACTS.map(staffLabelOf),
  "Posting",
  "Posting address",
  "Résumé file",
  "Résumé type",
  "Résumé size (bytes)",
  ...ATTRIBUTION.map(staffLabelOf),
  "Flagged as spam",
  "Owner",
  "Notes",
  "First response",
  "Application ID",
];

/** The header as written: the time columns say which zone their times are in. */
export function applicationCsvHeader(timeZone: string): string[] {
  return zonedHeader(APPLICATION_CSV_HEADER, timeZone);
}

/** An application as the export reads it: its row and the work on it. */
export type ApplicationCsvRecord = Selectable<ApplicationsTable> & RecordWork;

export function applicationCsvRow(application: ApplicationCsvRecord, timeZone: string): string {
  const row = application as unknown as Record<string, unknown>;
  const facts = (fields: readonly ApplicationFieldSpec[]) =>
    fields.map((field) => applicationFieldText(field, row[field.column], "csv"));
  return csvRow([
    zonedIso(Number(application.created_at), timeZone),
    APPLICATION_STATUS_LABELS[application.status] ?? application.status,
    ...facts(FACTS),
    application.job_title,
    application.job_path,
    application.resume_original_name,
    RESUME_TYPES[application.resume_type]?.label ?? application.resume_type,
    application.resume_size,
    ...facts(ATTRIBUTION),
    application.spam_reason,
    ...workCells(application, timeZone),
    application.id,
  ]);
}
