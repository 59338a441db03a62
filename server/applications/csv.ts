import type { Selectable } from "kysely";
import { APPLICATION_STATUS_LABELS, RESUME_TYPES } from "#schemas/application";
import { campaignPairs, parseCampaign } from "#schemas/lead-fields";
import type { ApplicationsTable } from "../db/schema";
import { csvRow } from "../http/csv";
import { parseLicenseStates } from "./staff.repository";

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
