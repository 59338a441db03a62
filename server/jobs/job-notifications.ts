import { randomUUID } from "node:crypto";
import type { DbKysely, JobNotificationKind, JobNotificationStatus } from "../db/schema";

export type { JobNotificationKind, JobNotificationStatus };

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
  kdb: DbKysely,
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
