import { type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type {
  ApplicationDetailAnswer,
  ApplicationFilters,
  ApplicationPosting,
  ApplicationSummary,
} from "#schemas/application-admin";
import type { ApplicationChannel, ApplicationStatus } from "#schemas/application";
import {
  type ApplicationAnswerFacts,
  type ApplicationAttributionFacts,
  type ApplicationListedFacts,
  applicationFactAnswers,
  applicationFieldsWhere,
} from "#schemas/application-fields";
import type { ApplicationsTable, Database, DbKysely } from "../db/schema";
import { type Cursor, countRows, escapeLike, likeLower, olderThan, pageOf } from "../db/paging";
import {
  APPLICATION_RECORD,
  listRecordDeliveries,
  listStatusHistory,
  moveOwner,
  newOwnerEmail,
  exportPages,
  workColumns,
} from "../audit/record-work";
import { othersOfPersonSql } from "../audit/same-person";
import type { ApplicationCsvRecord } from "./csv";
import {
  defaultWaitClock,
  firstLine,
  overdueCutoff,
  responseWait,
  type WaitClock,
} from "#schemas/response-wait";

type ApplicationsQuery<O> = SelectQueryBuilder<Database, "applications", O>;

/** List filters as the repository takes them: `overdueBefore` is the business-hours cutoff of `waiting`. */
export type ApplicationQueryFilters = ApplicationFilters & { overdueBefore?: number };

const { firstResponse, ownerEmail } = workColumns(APPLICATION_RECORD);

/** Still new, not spam, unanswered, and in since before `cutoff`: waiting past the promise. */
function overdueSql(cutoff: number) {
  return sql<boolean>`(applications.status = 'new' and applications.spam_reason is null and applications.created_at < ${cutoff} and not exists (select 1 from application_status_changes where application_status_changes.application_id = applications.id))`;
}

/** Every filter of the list, shared by the list, its count and the CSV export. */
export function applyApplicationFilters<O>(
  query: ApplicationsQuery<O>,
  filters: ApplicationQueryFilters,
): ApplicationsQuery<O> {
  let q = query;
  if (filters.waiting === "overdue") {
    const cutoff = filters.overdueBefore ?? overdueCutoff(defaultWaitClock());
    q = q.where(overdueSql(cutoff));
  }
  if (filters.waiting === "unanswered") q = q.where(sql<boolean>`${firstResponse} is null`);
  if (filters.owner === "none") q = q.where("applications.owner_id", "is", null);
  else if (filters.owner) q = q.where("applications.owner_id", "=", filters.owner);
  if (filters.from !== undefined) q = q.where("applications.created_at", ">=", filters.from);
  if (filters.to !== undefined) q = q.where("applications.created_at", "<", filters.to);
  if (filters.status === "spam") q = q.where("applications.spam_reason", "is not", null);
  else {
    q = q.where("applications.spam_reason", "is", null);
    if (filters.status) q = q.where("applications.status", "=", filters.status);
  }
  if (filters.posting) q = q.where("applications.posting_id", "=", filters.posting);
  if (filters.credential) q = q.where("applications.credential", "=", filters.credential);
  // license_states is a JSON array of two-letter codes: a code in quotes matches that element only.
  if (filters.state) q = q.where("applications.license_states", "like", `%"${filters.state}"%`);
  const search = filters.q?.trim().toLowerCase();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    q = q.where((eb) =>
      eb.or([
        likeLower(eb, sql`applications.first_name || ' ' || applications.last_name`, pattern),
        likeLower(eb, sql.ref("applications.email"), pattern),
      ]),
    );
  }
  return q;
}

const SUMMARY_COLUMNS = [
  "applications.id",
  "applications.created_at",
  "applications.status",
  "applications.first_name",
  "applications.last_name",
  "applications.email",
  "applications.phone",
  "applications.credential",
  "applications.license_states",
  "applications.posting_id",
  "applications.job_path",
  "applications.job_title",
  "applications.spam_reason",
  "applications.owner_id",
] as const;

type SummaryRow = Pick<
  Selectable<ApplicationsTable>,
  | "id"
  | "created_at"
  | "status"
  | "first_name"
  | "last_name"
  | "email"
  | "phone"
  | "credential"
  | "license_states"
  | "posting_id"
  | "job_path"
  | "job_title"
  | "spam_reason"
  | "owner_id"
> & {
  owner_email?: string | null;
  failed_deliveries: number | string | null;
  person_others?: number | string | null;
  message_start?: string | null;
  first_response?: number | string | null;
};

/** The facts the list's summary carries (the rest are the detail's), read through the field table. */
const LISTED = applicationFieldsWhere((field) => field.listed === true);
const DETAIL_ANSWERS = applicationFieldsWhere((field) => !field.listed && field.group !== "attribution");
const ATTRIBUTION = applicationFieldsWhere((field) => field.group === "attribution");

function toSummary(row: SummaryRow, clock: WaitClock): ApplicationSummary {
  const firstResponseAt =
    row.first_response === null || row.first_response === undefined ? null : Number(row.first_response);
  return {
    id: row.id,
    createdAt: Number(row.created_at),
    status: row.status,
    ...(applicationFactAnswers(row, LISTED) as ApplicationListedFacts),
    postingId: row.posting_id,
    jobPath: row.job_path,
    jobTitle: row.job_title,
    postingTitle: row.job_title,
    spamReason: row.spam_reason,
    failedDeliveries: Number(row.failed_deliveries ?? 0),
    fromSamePerson: Number(row.person_others ?? 0),
    messageStart: firstLine(row.message_start),
    wait: responseWait(
      Number(row.created_at),
      firstResponseAt,
      row.status === "new" && row.spam_reason === null,
      clock,
    ),
    ownerId: row.owner_id ?? null,
    ownerEmail: row.owner_email ?? null,
  };
}

const othersOfPerson = othersOfPersonSql("applications");
const failedDeliveries = sql<number>`(select count(*) from application_notifications where application_notifications.application_id = applications.id and application_notifications.status = 'failed')`;

export interface ApplicationsPageResult {
  applications: ApplicationSummary[];
  next: Cursor | { offset: number } | null;
  total: number | null;
}

/**
 * One page: newest first after the keyset `cursor`, or (`sort` overdue) the overdue first, longest waiting
 * on top, then the rest newest first, paged by `offset`. The total is counted on the first page only.
 */
export async function findApplicationsPage(
  db: DbKysely,
  filters: ApplicationQueryFilters,
  {
    cursor = null,
    offset = 0,
    limit,
    sort = "received",
    clock = defaultWaitClock(),
  }: {
    cursor?: Cursor | null;
    offset?: number;
    limit: number;
    sort?: "received" | "overdue";
    clock?: WaitClock;
  },
): Promise<ApplicationsPageResult> {
  const cutoff = filters.overdueBefore ?? overdueCutoff(clock);
  const keyset = sort === "received";
  const base = applyApplicationFilters(db.selectFrom("applications"), { ...filters, overdueBefore: cutoff });
  let query = (cursor && keyset ? base.where(olderThan("applications", cursor)) : base)
    .select(SUMMARY_COLUMNS)
    .select(failedDeliveries.as("failed_deliveries"))
    .select(othersOfPerson.as("person_others"))
    .select(sql<string | null>`substr(applications.message, 1, 400)`.as("message_start"))
    .select(firstResponse.as("first_response"))
    .select(ownerEmail.as("owner_email"));
  if (!keyset) {
    const overdue = overdueSql(cutoff);
    query = query
      .orderBy(sql`case when ${overdue} then 0 else 1 end`)
      .orderBy(sql`case when ${overdue} then applications.created_at else 0 end`, "asc");
    if (offset > 0) query = query.offset(offset);
  }
  const rows = (await query
    .orderBy("applications.created_at", "desc")
    .orderBy("applications.id", "desc")
    .limit(limit + 1)
    .execute()) as SummaryRow[];
  const { page, next } = pageOf(rows, { limit, keyset, offset });
  const total = (keyset ? !cursor : offset === 0) ? await countRows(base) : null;
  // Postings are named as they are now (their short title says where), or as they were when deleted.
  const postings = await currentPostings(
    db,
    page.map((row) => row.posting_id),
  );
  return {
    applications: page.map((row) => {
      const summary = toSummary(row, clock);
      return { ...summary, postingTitle: postings.get(row.posting_id)?.title ?? summary.jobTitle };
    }),
    next,
    total,
  };
}

/**
 * The columns the export writes (never the résumé's bytes), with the owner's address, the number of notes
 * and the first response (one query a page), newest first in keyset pages.
 */
export async function* iterateApplications(
  db: DbKysely,
  filters: ApplicationFilters,
  pageSize = 500,
): AsyncGenerator<ApplicationCsvRecord[]> {
  yield* exportPages<ApplicationCsvRecord>(
    APPLICATION_RECORD,
    applyApplicationFilters(db.selectFrom("applications"), filters),
    pageSize,
  );
}

/** Postings as they are now, by id: their path and short title ("PM&R NP/PA - Atlanta, GA"). */
export async function currentPostings(
  db: DbKysely,
  ids: readonly string[],
): Promise<Map<string, { path: string; title: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom("job_postings")
    .select(["id", "path", "data"])
    .where("id", "in", unique)
    .execute();
  return new Map(
    rows.map((row) => {
      let title = row.path;
      try {
        const data = JSON.parse(row.data) as { shortTitle?: unknown; title?: unknown };
        if (typeof data.shortTitle === "string") title = data.shortTitle;
        else if (typeof data.title === "string") title = data.title;
      } catch {
        // The path names it.
      }
      return [row.id, { path: row.path, title }];
    }),
  );
}

/** The posting as it is now; the application's copy of its path and title when it has been deleted. */
export async function findApplicationPosting(
  db: DbKysely,
  postingId: string,
  fallback?: { path: string; title: string },
): Promise<ApplicationPosting | null> {
  const current = (await currentPostings(db, [postingId])).get(postingId);
  if (current) return { id: postingId, ...current, exists: true };
  return fallback ? { id: postingId, ...fallback, exists: false } : null;
}

export async function findApplicationDetail(
  db: DbKysely,
  id: string,
  clock: WaitClock = defaultWaitClock(),
): Promise<ApplicationDetailAnswer | undefined> {
  const row = await db
    .selectFrom("applications")
    .selectAll("applications")
    .select(failedDeliveries.as("failed_deliveries"))
    .select(othersOfPerson.as("person_others"))
    .select(firstResponse.as("first_response"))
    .select(ownerEmail.as("owner_email"))
    .where("applications.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [deliveries, history, same, posting] = await Promise.all([
    listRecordDeliveries<ApplicationChannel>(db, APPLICATION_RECORD, id),
    listStatusHistory<ApplicationStatus>(db, APPLICATION_RECORD, id),
    db
      .selectFrom("applications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(sql<boolean>`lower(email) = ${row.email.toLowerCase()}`)
      .executeTakeFirst(),
    findApplicationPosting(db, row.posting_id, { path: row.job_path, title: row.job_title }),
  ]);
  return {
    application: {
      ...toSummary({ ...row, message_start: row.message } as SummaryRow, clock),
      postingTitle: posting?.title ?? row.job_title,
      ...(applicationFactAnswers(row, DETAIL_ANSWERS) as ApplicationAnswerFacts),
      consentAt: Number(row.consent_at),
      ...(applicationFactAnswers(row, ATTRIBUTION) as ApplicationAttributionFacts),
      fillMs: row.fill_ms === null ? null : Number(row.fill_ms),
      userAgent: row.user_agent,
      resume: {
        originalName: row.resume_original_name,
        name: row.resume_name,
        type: row.resume_type,
        size: Number(row.resume_size),
        sha256: row.resume_sha256,
      },
    },
    posting: posting!,
    deliveries,
    history,
    sameCandidate: Number(same?.n ?? 1),
  };
}

/** The résumé of one application: its download name, type and bytes. */
export async function findResume(
  db: DbKysely,
  id: string,
): Promise<{ name: string; type: ApplicationsTable["resume_type"]; data: Buffer } | undefined> {
  const row = await db
    .selectFrom("applications")
    .innerJoin("application_files", "application_files.application_id", "applications.id")
    .select(["applications.resume_name", "applications.resume_type", "application_files.data"])
    .where("applications.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { name: row.resume_name, type: row.resume_type, data: Buffer.from(row.data) };
}

/** Applications per posting (spam aside), in all and per stage, for the Jobs list. */
export async function countApplicationsByPosting(
  db: DbKysely,
): Promise<Map<string, { total: number; stages: Partial<Record<ApplicationStatus, number>> }>> {
  const rows = await db
    .selectFrom("applications")
    .select(["posting_id", "status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("spam_reason", "is", null)
    .groupBy(["posting_id", "status"])
    .execute();
  const counts = new Map<string, { total: number; stages: Partial<Record<ApplicationStatus, number>> }>();
  for (const row of rows) {
    const entry = counts.get(row.posting_id) ?? { total: 0, stages: {} };
    entry.total += Number(row.n);
    entry.stages[row.status] = Number(row.n);
    counts.set(row.posting_id, entry);
  }
  return counts;
}

export type ApplicationAssignOutcome =
  | { outcome: "changed"; from: string | null; to: string | null; ownerEmail: string | null }
  | { outcome: "not_found" }
  | { outcome: "no_such_owner" }
  | { outcome: "unchanged" };

/** Gives an application to a staff account (or to nobody); a concurrent change leaves it unchanged. */
export async function assignApplication(
  db: DbKysely,
  id: string,
  ownerId: string | null,
): Promise<ApplicationAssignOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("applications")
      .select("owner_id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return { outcome: "not_found" } as const;
    if (row.owner_id === ownerId) return { outcome: "unchanged" } as const;
    const ownerEmail = await newOwnerEmail(trx, ownerId);
    if (ownerEmail === undefined) return { outcome: "no_such_owner" } as const;
    const current = row.owner_id;
    if (!(await moveOwner(trx, APPLICATION_RECORD, id, current, ownerId)))
      return { outcome: "unchanged" } as const;
    return { outcome: "changed", from: current, to: ownerId, ownerEmail } as const;
  });
}

function sameAddress(email: string) {
  return sql<boolean>`lower(applications.email) = ${email.toLowerCase()}`;
}

/** How many applications were sent with this e-mail address (any letter case). */
export async function countCandidateApplications(db: DbKysely, email: string): Promise<number> {
  const row = await db
    .selectFrom("applications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(sameAddress(email))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Erases a candidate: every application sent with this e-mail address, with its résumé, outbox rows and
 * status changes, in one transaction. Resolves to the ids removed.
 */
export async function eraseCandidate(db: DbKysely, email: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("applications").select("id").where(sameAddress(email)).execute();
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return ids;
    await trx.deleteFrom("application_status_changes").where("application_id", "in", ids).execute();
    await trx.deleteFrom("application_notifications").where("application_id", "in", ids).execute();
    await trx.deleteFrom("application_files").where("application_id", "in", ids).execute();
    await trx.deleteFrom("applications").where("id", "in", ids).execute();
    return ids;
  });
}
