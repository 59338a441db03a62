import { sql } from "kysely";
import { APPLICATION_STATUSES } from "#schemas/application";
import type { BusinessHours } from "#schemas/business-hours";
import {
  type ApplicationDashboardAnswer,
  groupResponses,
  periodStart,
  type RespondedRecord,
  summarizeResponses,
} from "#schemas/response-figures";
import { APPLICATION_RECORD, workColumns } from "../audit/record-work";
import type { DbKysely } from "../db/schema";
import { currentPostings } from "./staff.repository";

const { firstResponse, ownerEmail } = workColumns(APPLICATION_RECORD);

interface Row extends RespondedRecord {
  ownerId: string | null;
  ownerEmail: string | null;
  postingId: string;
  jobTitle: string;
}

/**
 * The applications' side of the dashboard: time to first response and the share within 20 business minutes,
 * over all applications, per recruiter (owner) and per posting. Applications received in the last `days`
 * days count for the period's figures; older ones count while they still wait for a response. Spam is left
 * out.
 */
export async function applicationDashboard(
  db: DbKysely,
  hours: BusinessHours,
  now = Date.now(),
  days = 30,
): Promise<ApplicationDashboardAnswer> {
  const since = periodStart(now, hours.timeZone, days);
  const rows = await db
    .selectFrom("applications")
    .select([
      "applications.created_at",
      "applications.status",
      "applications.owner_id",
      "applications.posting_id",
      "applications.job_title",
    ])
    .select(firstResponse.as("first_response"))
    .select(ownerEmail.as("owner_email"))
    .where("applications.spam_reason", "is", null)
    .where("applications.created_at", "<=", now)
    .where((eb) =>
      eb.or([eb("applications.created_at", ">=", since), sql<boolean>`${firstResponse} is null`]),
    )
    .execute();

  const records: Row[] = rows.map((row) => {
    const createdAt = Number(row.created_at);
    return {
      createdAt,
      firstResponseAt: row.first_response === null ? null : Number(row.first_response),
      stillNew: row.status === APPLICATION_STATUSES[0],
      inPeriod: createdAt >= since,
      ownerId: row.owner_id,
      ownerEmail: row.owner_email,
      postingId: row.posting_id,
      jobTitle: row.job_title,
    };
  });
  const postings = await currentPostings(
    db,
    records.map((record) => record.postingId),
  );

  return {
    days,
    since,
    until: now,
    response: summarizeResponses(null, "All applications", records, hours, now),
    byOwner: groupResponses(
      records,
      (record) => record.ownerId,
      (record) => (record.ownerId === null ? "Unassigned" : (record.ownerEmail ?? "Removed staff account")),
      hours,
      now,
    ),
    byPosting: groupResponses(
      records,
      (record) => record.postingId,
      (record) => postings.get(record.postingId)?.title ?? record.jobTitle,
      hours,
      now,
    ),
  };
}
