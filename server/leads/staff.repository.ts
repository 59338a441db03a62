import type { ExpressionBuilder, SelectQueryBuilder } from "kysely";
import { type Cursor, countRows, escapeLike, likeLower, olderThan, pageOf } from "../db/paging";
import { sql } from "kysely";
import { leadFactAnswers, parseCampaign } from "#schemas/lead-fields";
import {
  defaultWaitClock,
  firstLine,
  overdueCutoff,
  responseWait,
  type WaitClock,
} from "#schemas/response-wait";
import type {
  LeadDetail,
  LeadDetailAnswer,
  LeadFilters,
  LeadOwnerChangeEntry,
  LeadSort,
  LeadThreadEntry,
  LeadStatus,
  LeadSummary,
  NotificationChannel,
} from "#schemas/admin";
import type { LeadsTable, Database, DbKysely } from "../db/schema";
import type { LeadCsvRecord } from "./csv";
import {
  changeRecordStatus,
  LEAD_RECORD,
  exportPages,
  workColumns,
  listRecordDeliveries,
  listStatusHistory,
  type RetryOutcome,
  retryRecordDelivery,
  type StatusChangeOutcome as RecordStatusChangeOutcome,
} from "../audit/record-work";
import { samePersonSql } from "../audit/same-person";

type LeadsQuery<O> = SelectQueryBuilder<Database, "leads", O>;

/** Another lead of the same person: the same e-mail address, or the same phone number and last name. */
function samePerson(other: string) {
  return samePersonSql(other, "leads");
}

/** How many submissions (not spam) the lead's person has made, the lead included. */
const submissionsCount = sql<number>`(select count(*) from leads as same where ${samePerson("same")} and same.status != 'spam')`;

/**
 * One row per person: a lead is left out of the list when the same person has sent a newer one
 * (spam aside). The spam view lists every submission.
 */
const latestOfPerson = sql<boolean>`not exists (select 1 from leads as newer where ${samePerson("newer")} and newer.status != 'spam' and (newer.created_at > leads.created_at or (newer.created_at = leads.created_at and newer.id > leads.id)))`;

/** Inbox filters as the repository takes them: `overdueBefore` is the business-hours cutoff of `waiting`. */
export type LeadQueryFilters = LeadFilters & { overdueBefore?: number };

const { firstResponse, ownerEmail } = workColumns(LEAD_RECORD);

/** Still new, unanswered, and in since before `cutoff`: waiting past the promise. */
function overdueSql(cutoff: number) {
  return sql<boolean>`(leads.status = 'new' and leads.created_at < ${cutoff} and not exists (select 1 from lead_status_changes where lead_status_changes.lead_id = leads.id))`;
}

/** Every filter of the inbox, shared by the list, its count and the CSV export. */
export function applyLeadFilters<O>(query: LeadsQuery<O>, filters: LeadQueryFilters): LeadsQuery<O> {
  let q = query;
  if (filters.waiting === "overdue") q = q.where(overdueSql(filters.overdueBefore ?? -1));
  else if (filters.waiting === "unanswered") q = q.where(sql<boolean>`${firstResponse} is null`);
  if (!filters.status) q = q.where("leads.status", "!=", "spam");
  else if (filters.status !== "all") q = q.where("leads.status", "=", filters.status);
  if (filters.userType) q = q.where("leads.user_type", "=", filters.userType);
  // `me` is resolved to the signed-in account's id by the route before it gets here.
  if (filters.owner === "none") q = q.where("leads.owner_id", "is", null);
  else if (filters.owner) q = q.where("leads.owner_id", "=", filters.owner);
  if (filters.source !== undefined && filters.source !== "")
    q = q.where("leads.form_source", "=", filters.source);
  if (filters.from !== undefined) q = q.where("leads.created_at", ">=", filters.from);
  if (filters.to !== undefined) q = q.where("leads.created_at", "<", filters.to);
  const search = filters.q?.trim().toLowerCase();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const digits = search.replace(/\D/g, "");
    q = q.where((eb) => {
      const terms = [
        likeLower(eb, sql`leads.first_name || ' ' || leads.last_name`, pattern),
        likeLower(eb, sql.ref("leads.email"), pattern),
        likeLower(eb, sql.ref("leads.phone"), pattern),
        likeLower(eb, sql`coalesce(leads.organization, '')`, pattern),
      ];
      // "555 201 8890" finds "(555) 201-8890": compare digits with the punctuation removed.
      if (digits.length >= 3) {
        terms.push(
          eb(
            sql`replace(replace(replace(replace(replace(replace(leads.phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`,
            "like",
            `%${digits}%`,
          ),
        );
      }
      return eb.or(terms);
    });
  }
  return q;
}

const SUMMARY_COLUMNS = [
  "leads.id",
  "leads.created_at",
  "leads.status",
  "leads.user_type",
  "leads.first_name",
  "leads.last_name",
  "leads.email",
  "leads.phone",
  "leads.organization",
  "leads.form_source",
  "leads.page_path",
  "leads.utm",
  "leads.position",
  "leads.specialty",
  "leads.location",
  "leads.owner_id",
] as const;

/** Enough of the message for its first line. */
const messageStart = sql<string | null>`substr(leads.message, 1, 400)`;

type SummaryRow = Pick<
  LeadsTable,
  | "id"
  | "created_at"
  | "user_type"
  | "first_name"
  | "last_name"
  | "email"
  | "phone"
  | "organization"
  | "form_source"
  | "page_path"
  | "utm"
  | "position"
  | "specialty"
  | "location"
> & {
  status: LeadStatus;
  message_start?: string | null;
  first_response?: number | string | null;
  failed_deliveries: number | string | null;
  submissions?: number | string | null;
  owner_id: string | null;
  owner_email: string | null;
};

function toSummary(row: SummaryRow, clock: WaitClock): LeadSummary {
  const firstResponseAt =
    row.first_response === null || row.first_response === undefined ? null : Number(row.first_response);
  return {
    id: row.id,
    createdAt: Number(row.created_at),
    status: row.status,
    userType: row.user_type,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    organization: row.organization,
    formSource: row.form_source,
    pagePath: row.page_path,
    campaign: parseCampaign(row.utm),
    failedDeliveries: Number(row.failed_deliveries ?? 0),
    ownerId: row.owner_id,
    ownerEmail: row.owner_email,
    submissions: Math.max(1, Number(row.submissions ?? 1)),
    position: row.position,
    specialty: row.specialty,
    location: row.location,
    messageStart: firstLine(row.message_start),
    wait: responseWait(Number(row.created_at), firstResponseAt, row.status === "new", clock),
  };
}

const failedDeliveries = (eb: ExpressionBuilder<Database, "leads">) =>
  eb
    .selectFrom("lead_notifications")
    .select((inner) => inner.fn.countAll<number>().as("n"))
    .whereRef("lead_notifications.lead_id", "=", "leads.id")
    .where("lead_notifications.status", "=", "failed")
    .as("failed_deliveries");

const STATUS_ORDER = sql<number>`case leads.status when 'new' then 0 when 'contacted' then 1 when 'qualified' then 2 when 'placed' then 3 when 'closed' then 4 else 5 end`;

/**
 * Orders a list by one column, then newest first; unassigned leads come last when sorting by owner.
 * `overdue`: the overdue ones first, longest waiting on top, then the rest newest first.
 */
function orderLeads<O>(
  query: LeadsQuery<O>,
  sort: LeadSort,
  dir: "asc" | "desc",
  cutoff: number,
): LeadsQuery<O> {
  let q = query;
  if (sort === "overdue") {
    const overdue = overdueSql(cutoff);
    return q
      .orderBy(sql`case when ${overdue} then 0 else 1 end`)
      .orderBy(sql`case when ${overdue} then leads.created_at else 0 end`, "asc");
  }
  if (sort === "name")
    q = q.orderBy(sql`lower(leads.last_name)`, dir).orderBy(sql`lower(leads.first_name)`, dir);
  else if (sort === "source") q = q.orderBy(sql`lower(leads.form_source)`, dir);
  else if (sort === "status") q = q.orderBy(STATUS_ORDER, dir);
  else if (sort === "owner")
    q = q.orderBy(sql`case when leads.owner_id is null then 1 else 0 end`).orderBy(ownerEmail, dir);
  else if (dir === "asc") return q.orderBy("leads.created_at", "asc").orderBy("leads.id", "asc");
  return q.orderBy("leads.created_at", "desc").orderBy("leads.id", "desc");
}

function afterCursor<O>(query: LeadsQuery<O>, cursor: Cursor | null): LeadsQuery<O> {
  return cursor ? query.where(olderThan("leads", cursor)) : query;
}

export interface LeadsPageResult {
  leads: LeadSummary[];
  next: Cursor | { offset: number } | null;
  total: number | null;
}

export interface LeadsPageOptions {
  /** Keyset position (newest-first order only). */
  cursor?: Cursor | null;
  /** Rows to skip (any other order). */
  offset?: number;
  limit: number;
  sort?: LeadSort;
  dir?: "asc" | "desc";
  /** When the list is read and in which business hours (waits, the overdue order). */
  clock?: WaitClock;
}

/**
 * One page of leads. Newest first (the default) pages by keyset after `cursor`; any other order pages
 * by offset. The total is counted on the first page only.
 */
export async function findLeadsPage(
  db: DbKysely,
  filters: LeadQueryFilters,
  { cursor = null, offset = 0, limit, sort = "received", dir, clock = defaultWaitClock() }: LeadsPageOptions,
): Promise<LeadsPageResult> {
  const keyset = sort === "received" && (dir ?? "desc") === "desc";
  const cutoff = filters.overdueBefore ?? overdueCutoff(clock);
  const filtered = applyLeadFilters(db.selectFrom("leads"), { ...filters, overdueBefore: cutoff });
  const base = filters.status === "spam" ? filtered : filtered.where(latestOfPerson);
  let query = orderLeads(
    (keyset ? afterCursor(base, cursor) : base)
      .select(SUMMARY_COLUMNS)
      .select(failedDeliveries)
      .select(ownerEmail.as("owner_email"))
      .select(submissionsCount.as("submissions"))
      .select(messageStart.as("message_start"))
      .select(firstResponse.as("first_response")),
    sort,
    dir ?? (sort === "received" ? "desc" : "asc"),
    cutoff,
  );
  if (!keyset) query = query.orderBy("leads.created_at", "desc").orderBy("leads.id", "desc");
  if (!keyset && offset > 0) query = query.offset(offset);
  const rows = (await query.limit(limit + 1).execute()) as SummaryRow[];
  const { page, next } = pageOf(rows, { limit, keyset, offset });
  const total = (keyset ? !cursor : offset === 0) ? await countRows(base) : null;
  return { leads: page.map((row) => toSummary(row, clock)), next, total };
}

/**
 * Every column, with the owner's address, the number of notes and the first response (one query a page),
 * newest first, in keyset pages: constant memory however many leads match.
 */
export async function* iterateLeads(
  db: DbKysely,
  filters: LeadQueryFilters,
  pageSize = 500,
): AsyncGenerator<LeadCsvRecord[]> {
  const scoped =
    filters.waiting && filters.overdueBefore === undefined
      ? { ...filters, overdueBefore: overdueCutoff(defaultWaitClock()) }
      : filters;
  yield* exportPages<LeadCsvRecord>(LEAD_RECORD, applyLeadFilters(db.selectFrom("leads"), scoped), pageSize);
}

export async function findLeadDetail(
  db: DbKysely,
  id: string,
  clock: WaitClock = defaultWaitClock(),
): Promise<LeadDetailAnswer | undefined> {
  const row = await db
    .selectFrom("leads")
    .selectAll("leads")
    .select(firstResponse.as("first_response"))
    .select(failedDeliveries)
    .select(ownerEmail.as("owner_email"))
    .select(submissionsCount.as("submissions"))
    .where("leads.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const lead: LeadDetail = {
    ...toSummary({ ...row, message_start: row.message } as SummaryRow, clock),
    ...leadFactAnswers(row),
    kind: row.kind,
    spamReason: row.spam_reason,
    fillMs: row.fill_ms === null ? null : Number(row.fill_ms),
    userAgent: row.user_agent,
  };
  const deliveries = await listRecordDeliveries<NotificationChannel>(db, LEAD_RECORD, id);
  const history = await listStatusHistory<LeadStatus>(db, LEAD_RECORD, id);
  const thread = await db
    .selectFrom("leads as same")
    .select(["same.id", "same.created_at", "same.form_source", "same.status", "same.kind", "same.message"])
    .where((eb) =>
      eb.or([
        eb("same.id", "=", row.id),
        ...(row.email_key === "" ? [] : [eb("same.email_key", "=", row.email_key)]),
        eb.and([eb("same.phone_key", "=", row.phone_key), eb("same.last_name_key", "=", row.last_name_key)]),
      ]),
    )
    .orderBy("same.created_at", "desc")
    .orderBy("same.id", "desc")
    .limit(100)
    .execute();
  const ownerChanges = await db
    .selectFrom("lead_owner_changes")
    .select(["id", "created_at", "from_email", "to_email", "user_email"])
    .where("lead_id", "=", id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return {
    lead,
    deliveries,
    history,
    thread: thread.map(
      (t): LeadThreadEntry => ({
        id: t.id,
        createdAt: Number(t.created_at),
        formSource: t.form_source,
        status: t.status,
        kind: t.kind,
        message: t.message === null ? null : [...t.message].slice(0, 160).join(""),
      }),
    ),
    ownerChanges: ownerChanges.map(
      (c): LeadOwnerChangeEntry => ({
        id: c.id,
        createdAt: Number(c.created_at),
        fromOwner: c.from_email,
        toOwner: c.to_email,
        by: c.user_email,
      }),
    ),
  };
}

export type StatusChangeOutcome = RecordStatusChangeOutcome<LeadStatus>;

/** Sets a lead's status and records who did it, when, and why, in one transaction. */
export function changeLeadStatus(
  db: DbKysely,
  leadId: string,
  change: { status: LeadStatus; note: string },
  user: { id: string; email: string },
  now = Date.now(),
): Promise<StatusChangeOutcome> {
  return changeRecordStatus(db, LEAD_RECORD, leadId, change, user, now);
}

export type { RetryOutcome };

/** Puts a failed delivery back in the outbox, due at once; its attempt count and last error stay. */
export function retryDelivery(
  db: DbKysely,
  leadId: string,
  channel: NotificationChannel,
  now = Date.now(),
): Promise<RetryOutcome> {
  return retryRecordDelivery(db, LEAD_RECORD, leadId, channel, now);
}

export async function listLeadSources(db: DbKysely): Promise<string[]> {
  const rows = await db
    .selectFrom("leads")
    .select("form_source")
    .distinct()
    .where("form_source", "!=", "")
    .orderBy("form_source")
    .execute();
  return rows.map((row) => row.form_source);
}

/** Deletes leads received before `cutoff` (with their deliveries and history), in batches. */
export async function deleteLeadsBefore(db: DbKysely, cutoff: number, batchSize = 1000): Promise<number> {
  return deleteCreatedBefore(db, "leads", cutoff, batchSize);
}

/**
 * Deletes the rows of `table` created before `cutoff`, a batch per statement (what hangs off each row goes
 * with it: ON DELETE CASCADE); resolves to how many.
 */
export async function deleteCreatedBefore(
  db: DbKysely,
  table: "leads" | "applications",
  cutoff: number,
  batchSize: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db
      .deleteFrom(table)
      .where("id", "in", (eb) =>
        eb.selectFrom(table).select("id").where("created_at", "<", cutoff).limit(batchSize),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
