import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Db } from "../db/connect";
import type { EpochMs } from "../db/schema";

export type JobNotificationKind = "indexnow" | "expiry_reminder";
export type JobNotificationStatus = "pending" | "sending" | "sent" | "failed" | "cancelled";

/** The job board's outbox (migration 0400): one row per message, delivered by the job outbox worker. */
export interface JobNotificationsTable {
  id: string;
  kind: JobNotificationKind;
  posting_id: string;
  /** Unique when set: the same message is never queued twice (an expiry reminder per posting and date). */
  dedupe_key: string | null;
  /** JSON: what the message says (an IndexNow notice's paths, a reminder's expiry date). */
  payload: string;
  status: JobNotificationStatus;
  attempts: number;
  next_attempt_at: EpochMs;
  claimed_until: EpochMs | null;
  claimed_by: string | null;
  last_error: string | null;
  sent_at: EpochMs | null;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export type JobNotificationTables = { job_notifications: JobNotificationsTable };
export type JobNotificationsKysely = Kysely<JobNotificationTables> | Transaction<JobNotificationTables>;

export function jobNotificationsDb(db: Db): Kysely<JobNotificationTables> {
  return db.kysely.withTables<JobNotificationTables>();
}

export interface NewJobNotification {
  kind: JobNotificationKind;
  postingId: string;
  payload: unknown;
  /** When it is first due (a scheduled posting's notice is due when it goes live). */
  dueAt: number;
  dedupeKey?: string;
}

/**
 * Queues a message; with a dedupe key already used, nothing is added (whoever inserted first wins, on
 * any instance). Resolves to whether a row was added.
 */
export async function queueJobNotification(
  kdb: JobNotificationsKysely,
  message: NewJobNotification,
  now: number,
): Promise<boolean> {
  const result = await kdb
    .insertInto("job_notifications")
    .values({
      id: randomUUID(),
      kind: message.kind,
      posting_id: message.postingId,
      dedupe_key: message.dedupeKey ?? null,
      payload: JSON.stringify(message.payload),
      status: "pending",
      attempts: 0,
      next_attempt_at: message.dueAt,
      claimed_until: null,
      claimed_by: null,
      last_error: null,
      sent_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
