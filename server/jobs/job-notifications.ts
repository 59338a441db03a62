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

/** The states a row never leaves: delivered, failed for good, or dropped because it no longer held. */
const FINISHED: JobNotificationStatus[] = ["sent", "failed", "cancelled"];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Deletes finished rows (sent, failed for good, cancelled) whose last change is older than `cutoff`; rows
 * still waiting for a delivery or a retry (pending, sending) are never touched. An expiry reminder is also
 * the guard that queues one reminder per posting and expiry date (its unique key), and a reminder can only
 * be queued while that date is today or later: a reminder row therefore goes only once its date lies before
 * the cutoff's day too, so no pruning can let the same reminder be queued again. Resolves to how many went.
 */
export async function deleteFinishedJobNotifications(
  kdb: DbKysely,
  cutoff: number,
  batchSize = 1000,
): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await kdb
      .deleteFrom("job_notifications")
      .where("id", "in", (eb) =>
        eb
          .selectFrom("job_notifications")
          .select("id")
          .where("kind", "=", "indexnow")
          .where("status", "in", FINISHED)
          .where("updated_at", "<", cutoff)
          .limit(batchSize),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < batchSize) break;
  }

  // Reminders are few (one per posting and expiry date); their date is read from the payload.
  const cutoffDay = new Date(cutoff).toISOString().slice(0, 10);
  const reminders = await kdb
    .selectFrom("job_notifications")
    .select(["id", "payload"])
    .where("kind", "=", "expiry_reminder")
    .where("status", "in", FINISHED)
    .where("updated_at", "<", cutoff)
    .execute();
  const past = reminders
    .filter((row) => {
      const validThrough = reminderDate(row.payload);
      // A date that cannot be read keeps its row: keeping one too many is harmless, a second e-mail is not.
      return validThrough !== undefined && validThrough < cutoffDay;
    })
    .map((row) => row.id);
  for (let i = 0; i < past.length; i += batchSize) {
    const result = await kdb
      .deleteFrom("job_notifications")
      .where("id", "in", past.slice(i, i + batchSize))
      .executeTakeFirst();
    total += Number(result.numDeletedRows);
  }
  return total;
}

function reminderDate(payload: string): string | undefined {
  try {
    const { validThrough } = JSON.parse(payload) as { validThrough?: unknown };
    return typeof validThrough === "string" && DAY.test(validThrough) ? validThrough : undefined;
  } catch {
    return undefined;
  }
}
