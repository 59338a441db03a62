import { randomUUID } from "node:crypto";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Delivery, StatusChangeEntry } from "#schemas/admin";
import { keysetPages, olderThan } from "../db/paging";
import type { DbKysely } from "../db/schema";

/**
 * What recruiters do the same way to a lead and to an application: change its status with a note (kept in
 * its history) and send a failed notification again. Each kind names its tables and key column here.
 */
export interface WorkedRecord {
  table: "leads" | "applications";
  history: "lead_status_changes" | "application_status_changes";
  outbox: "lead_notifications" | "application_notifications";
  /** The column of `history` and `outbox` naming the record. */
  key: "lead_id" | "application_id";
}

export const LEAD_RECORD: WorkedRecord = {
  table: "leads",
  history: "lead_status_changes",
  outbox: "lead_notifications",
  key: "lead_id",
};

export const APPLICATION_RECORD: WorkedRecord = {
  table: "applications",
  history: "application_status_changes",
  outbox: "application_notifications",
  key: "application_id",
};

// biome-ignore lint/suspicious/noExplicitAny: the table names come from WorkedRecord, whose tables share these columns
type AnyDb = Kysely<any>;

/**
 * The address of the staff account a record is being given to: null when it is given to no one, undefined
 * when no account has this id.
 */
export async function newOwnerEmail(
  db: DbKysely,
  ownerId: string | null,
): Promise<string | null | undefined> {
  if (ownerId === null) return null;
  const owner = await db
    .selectFrom("admin_users")
    .select("email")
    .where("id", "=", ownerId)
    .executeTakeFirst();
  return owner?.email;
}

/**
 * Gives a record to `ownerId` (or to no one) if its owner is still `current`; false when someone else
 * assigned it between the read and this write.
 */
export async function moveOwner(
  db: DbKysely,
  kind: WorkedRecord,
  id: string,
  current: string | null,
  ownerId: string | null,
): Promise<boolean> {
  const updated = await (db as unknown as AnyDb)
    .updateTable(kind.table)
    .set({ owner_id: ownerId })
    .where("id", "=", id)
    .where((eb) => (current === null ? eb("owner_id", "is", null) : eb("owner_id", "=", current)))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export type StatusChangeOutcome<S extends string> =
  | { outcome: "changed"; entry: StatusChangeEntry<S> }
  | { outcome: "not_found" }
  | { outcome: "unchanged" };

/** Sets a record's status and records who did it, when, and why, in one transaction. */
export async function changeRecordStatus<S extends string>(
  db: DbKysely,
  kind: WorkedRecord,
  id: string,
  change: { status: S; note: string },
  user: { id: string; email: string },
  now = Date.now(),
): Promise<StatusChangeOutcome<S>> {
  return (db as unknown as AnyDb).transaction().execute(async (trx) => {
    const record = (await trx
      .selectFrom(kind.table)
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst()) as { status: S } | undefined;
    if (!record) return { outcome: "not_found" } as const;
    if (record.status === change.status && change.note === "") return { outcome: "unchanged" } as const;
    const updated = await trx
      .updateTable(kind.table)
      .set({ status: change.status })
      .where("id", "=", id)
      .where("status", "=", record.status)
      .executeTakeFirst();
    // Someone else changed it between the read and the write: let the caller reload and decide.
    if (Number(updated.numUpdatedRows) !== 1) return { outcome: "unchanged" } as const;
    const entry: StatusChangeEntry<S> = {
      id: randomUUID(),
      createdAt: now,
      fromStatus: record.status,
      toStatus: change.status,
      note: change.note,
      by: user.email,
    };
    await trx
      .insertInto(kind.history)
      .values({
        id: entry.id,
        [kind.key]: id,
        created_at: now,
        from_status: entry.fromStatus,
        to_status: entry.toStatus,
        note: entry.note,
        user_id: user.id,
        user_email: user.email,
      })
      .execute();
    return { outcome: "changed", entry } as const;
  });
}

export type RetryOutcome = "queued" | "not_found" | "not_failed";

/** Puts a failed delivery back in the outbox, due at once; its attempt count and last error stay. */
export async function retryRecordDelivery(
  db: DbKysely,
  kind: WorkedRecord,
  id: string,
  channel: string,
  now = Date.now(),
): Promise<RetryOutcome> {
  const kdb = db as unknown as AnyDb;
  const updated = await kdb
    .updateTable(kind.outbox)
    .set({ status: "pending", next_attempt_at: now, claimed_until: null, claimed_by: null, updated_at: now })
    .where(kind.key, "=", id)
    .where("channel", "=", channel)
    .where("status", "=", "failed")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return "queued";
  const exists = await kdb
    .selectFrom(kind.outbox)
    .select("status")
    .where(kind.key, "=", id)
    .where("channel", "=", channel)
    .executeTakeFirst();
  return exists ? "not_failed" : "not_found";
}

/** A record's outbox rows, one per channel, as the inbox shows them. */
export async function listRecordDeliveries<C extends string>(
  db: DbKysely,
  kind: WorkedRecord,
  id: string,
): Promise<Array<Delivery<C>>> {
  const rows = await (db as unknown as AnyDb)
    .selectFrom(kind.outbox)
    .select(["channel", "status", "attempts", "last_error", "sent_at", "next_attempt_at", "updated_at"])
    .where(kind.key, "=", id)
    .orderBy("channel")
    .execute();
  return rows.map(
    (d): Delivery<C> => ({
      channel: d.channel,
      status: d.status,
      attempts: Number(d.attempts),
      lastError: d.last_error,
      sentAt: d.sent_at === null ? null : Number(d.sent_at),
      nextAttemptAt: d.status === "pending" ? Number(d.next_attempt_at) : null,
      updatedAt: Number(d.updated_at),
    }),
  );
}

/** A record's status changes and notes, newest first. */
export async function listStatusHistory<S extends string>(
  db: DbKysely,
  kind: WorkedRecord,
  id: string,
): Promise<Array<StatusChangeEntry<S>>> {
  const h = kind.history;
  const rows = await (db as unknown as AnyDb)
    .selectFrom(h)
    .leftJoin("record_messages", "record_messages.id", `${h}.message_id`)
    .leftJoin("message_templates", "message_templates.id", "record_messages.template_id")
    .select([
      `${h}.id`,
      `${h}.created_at`,
      `${h}.from_status`,
      `${h}.to_status`,
      `${h}.note`,
      `${h}.user_email`,
      `${h}.message_id`,
      "record_messages.subject",
      "message_templates.name as template_name",
    ])
    .where(`${h}.${kind.key}`, "=", id)
    .orderBy(`${h}.created_at`, "desc")
    .orderBy(`${h}.id`, "desc")
    .execute();
  return rows.map((row): StatusChangeEntry<S> => {
    const entry: StatusChangeEntry<S> = {
      id: row.id,
      createdAt: Number(row.created_at),
      fromStatus: row.from_status,
      toStatus: row.to_status,
      note: row.note,
      by: row.user_email,
    };
    // An e-mail sent from the record (decision 0371): its subject as sent, and its template's current name.
    if (row.message_id !== null) {
      entry.email = { subject: row.subject ?? row.note, templateName: row.template_name ?? null };
    }
    return entry;
  });
}

/**
 * What staff work on a record shows in its lists and exports, as subqueries of one list query: when it was
 * first answered (its history's first entry, an e-mail sent from it included), its owner's address, and how
 * many history entries carry a note: a recruiter's own, not the line an e-mail sent from the record leaves
 * (decision 0371), so the count is what the record's history shows as notes.
 */
export function workColumns({ table, history, key }: WorkedRecord) {
  const [t, h, k] = [sql.raw(table), sql.raw(history), sql.raw(key)];
  return {
    firstResponse: sql<
      number | string | null
    >`(select min(${h}.created_at) from ${h} where ${h}.${k} = ${t}.id)`,
    ownerEmail: sql<
      string | null
    >`(select admin_users.email from admin_users where admin_users.id = ${t}.owner_id)`,
    notesCount: sql<
      number | string
    >`(select count(*) from ${h} where ${h}.${k} = ${t}.id and ${h}.note <> '' and ${h}.message_id is null)`,
  };
}

/**
 * Every record a filtered list matches, with the work on it (owner's address, notes, first response), newest
 * first in keyset pages of `pageSize`: what an export writes, in constant memory however many match.
 */
export function exportPages<R extends { created_at: number | string; id: string }>(
  kind: WorkedRecord,
  // biome-ignore lint/suspicious/noExplicitAny: a filtered list of `kind.table`, whose tables share these columns
  filtered: SelectQueryBuilder<any, any, any>,
  pageSize: number,
): AsyncGenerator<R[]> {
  const { firstResponse, ownerEmail, notesCount } = workColumns(kind);
  return keysetPages(
    async (cursor) =>
      (await (cursor ? filtered.where(olderThan(kind.table, cursor)) : filtered)
        .selectAll(kind.table)
        .select(ownerEmail.as("owner_email"))
        .select(notesCount.as("notes"))
        .select(firstResponse.as("first_response"))
        .orderBy(`${kind.table}.created_at`, "desc")
        .orderBy(`${kind.table}.id`, "desc")
        .limit(pageSize)
        .execute()) as R[],
    pageSize,
  );
}
