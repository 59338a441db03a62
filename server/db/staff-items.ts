import { EventEmitter } from "node:events";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "./connect";

/**
 * Word to the staff's open screens that leads or applications arrived or changed. Only kinds, counts and
 * record ids travel (never a name, address or message): each screen asks the API again for what it shows.
 * Across instances it goes through PostgreSQL's NOTIFY on one channel; within a process (and on SQLite,
 * whose other processes see the database's data_version move instead) through an in-process signal.
 */

/** The PostgreSQL channel every instance listens on for the staff's items. */
export const STAFF_ITEMS_CHANNEL = "staff_items_changed";

export const STAFF_TOPICS = ["leads", "applications"] as const;
export type StaffTopic = (typeof STAFF_TOPICS)[number];

export interface StaffItemsChange {
  topic: StaffTopic;
  /** `created`: new records arrived (count of them); `changed`: recruiters worked existing ones. */
  change: "created" | "changed";
  count: number;
  /** The records changed, when few enough to name. */
  ids?: string[];
}

/** At most this many ids travel in one change (NOTIFY payloads stay far below PostgreSQL's 8,000 bytes). */
export const MAX_CHANGE_IDS = 50;
const ID = /^[A-Za-z0-9-]{1,100}$/;

const signals = new WeakMap<Db, EventEmitter>();

/** Per-database signal of this process's own changes ("change" with a StaffItemsChange). */
export function staffItemsSignal(db: Db): EventEmitter {
  let emitter = signals.get(db);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    signals.set(db, emitter);
  }
  return emitter;
}

export function encodeStaffChange(change: StaffItemsChange): string {
  const ids = change.ids?.filter((id) => ID.test(id));
  return JSON.stringify({
    topic: change.topic,
    change: change.change,
    count: change.count,
    ...(ids && ids.length > 0 && ids.length <= MAX_CHANGE_IDS ? { ids } : {}),
  });
}

/** A change read back from a notification; null for anything that is not one. */
export function parseStaffChange(payload: string): StaffItemsChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { topic, change, count, ids } = value as Record<string, unknown>;
  if (!STAFF_TOPICS.includes(topic as StaffTopic)) return null;
  if (change !== "created" && change !== "changed") return null;
  const n = Number(count);
  if (!Number.isSafeInteger(n) || n < 0) return null;
  const named = Array.isArray(ids)
    ? ids.filter((id): id is string => typeof id === "string" && ID.test(id)).slice(0, MAX_CHANGE_IDS)
    : undefined;
  return { topic: topic as StaffTopic, change, count: n, ...(named?.length ? { ids: named } : {}) };
}

/**
 * Announces a committed change: on PostgreSQL a NOTIFY every instance hears (this one included), on
 * SQLite this process's signal. Never fails the work it announces: a lost announcement only delays the
 * screens until their next refresh.
 */
export async function announceStaffItems(db: Db, change: StaffItemsChange): Promise<void> {
  if (db.dialect === "postgres") {
    await sql`select pg_notify(${STAFF_ITEMS_CHANNEL}, ${encodeStaffChange(change)})`
      .execute(db.kysely)
      .catch(() => {});
    return;
  }
  staffItemsSignal(db).emit("change", change);
}

/** SQLite only: tells this process's screens at once (other processes see data_version move). */
export function emitStaffItems(db: Db, change: StaffItemsChange): void {
  if (db.dialect !== "postgres") staffItemsSignal(db).emit("change", change);
}

/**
 * PostgreSQL: a CTE body that NOTIFYs once that `count` new records of `topic` were stored, when there
 * are any; `countSql` is a scalar subquery over the statement's own inserted rows. The statement must
 * read the CTE (a plain SELECT in a WITH that nothing reads never runs): `notifyRead(name)`.
 */
export function notifyCreatedSql(topic: StaffTopic, countSql: RawBuilder<number>): RawBuilder<unknown> {
  return sql`SELECT pg_notify(${STAFF_ITEMS_CHANNEL}, json_build_object('topic', ${topic}::text, 'change', 'created', 'count', c.n)::text) AS sent
    FROM (SELECT ${countSql} AS n) AS c WHERE c.n > 0`;
}

/** SQLite: where each kind of record stands, read when another process committed something. */
export interface StaffItemsMarks {
  leads: number;
  leadWork: number;
  applications: number;
  applicationWork: number;
}

export function readStaffItemsMarks(db: Db): StaffItemsMarks | null {
  if (!db.sqlite) return null;
  try {
    const row = db.sqlite
      .prepare(
        `SELECT (SELECT coalesce(max(rowid), 0) FROM leads) AS leads,
           (SELECT coalesce(max(rowid), 0) FROM lead_status_changes)
             + (SELECT coalesce(max(rowid), 0) FROM lead_owner_changes) AS leadWork,
           (SELECT coalesce(max(rowid), 0) FROM applications) AS applications,
           (SELECT coalesce(max(rowid), 0) FROM application_status_changes) AS applicationWork`,
      )
      .get() as StaffItemsMarks;
    return row;
  } catch {
    // The database is closing.
    return null;
  }
}

/** The changes between two readings of the marks (counts of new rows as rowids tell them). */
export function changesBetween(before: StaffItemsMarks, after: StaffItemsMarks): StaffItemsChange[] {
  const changes: StaffItemsChange[] = [];
  if (after.leads > before.leads)
    changes.push({ topic: "leads", change: "created", count: after.leads - before.leads });
  if (after.leadWork !== before.leadWork) changes.push({ topic: "leads", change: "changed", count: 1 });
  if (after.applications > before.applications)
    changes.push({
      topic: "applications",
      change: "created",
      count: after.applications - before.applications,
    });
  if (after.applicationWork !== before.applicationWork)
    changes.push({ topic: "applications", change: "changed", count: 1 });
  return changes;
}
