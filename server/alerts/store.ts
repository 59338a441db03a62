import { sql } from "kysely";
import type { Db } from "../db/connect";
import type { DbKysely, JobAlertsTable } from "../db/schema";
import { markWriteFailed, markWriteSucceeded } from "../db/write-health";
import { RATE_WINDOW_MS, replayOf, retryAfter, type SubmitResult } from "../intake/submission";
import { outboxSignal } from "../outbox/signal";

/** The outbox's event for the alerts' worker: a subscription to confirm, postings that may have opened. */
export const JOB_ALERTS_TOPIC = "job-alerts";

/** Confirmation e-mails one address may receive in a day, however many times it is subscribed. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type NewJobAlert = JobAlertsTable;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** Counts one subscription from the address in its hourly window (as the application store counts). */
async function countSubmission(trx: DbKysely, ipHash: string, now: number) {
  const cutoff = now - RATE_WINDOW_MS;
  const fresh = sql<boolean>`job_alert_rate_limits.window_start <= cast(${cutoff} as bigint)`;
  return trx
    .insertInto("job_alert_rate_limits")
    .values({ ip_hash: ipHash, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column("ip_hash").doUpdateSet({
        window_start: sql`case when ${fresh} then cast(${now} as bigint) else job_alert_rate_limits.window_start end`,
        count: sql`case when ${fresh} then 1 else job_alert_rate_limits.count + 1 end`,
      }),
    )
    .returning(["window_start", "count"])
    .executeTakeFirstOrThrow();
}

async function write(trx: DbKysely, alert: NewJobAlert, rateLimit: number): Promise<SubmitResult> {
  if (alert.idempotency_key) {
    const existing = await trx
      .selectFrom("job_alerts")
      .select(["id", "idempotency_body_hash"])
      .where("idempotency_key", "=", alert.idempotency_key)
      .executeTakeFirst();
    if (existing) {
      return replayOf(
        { idempotencyBodyHash: alert.idempotency_body_hash },
        { id: existing.id, bodyHash: existing.idempotency_body_hash },
      );
    }
  }
  const now = Number(alert.created_at);
  const counter = await countSubmission(trx, alert.ip_hash, now);
  if (Number(counter.count) > rateLimit) {
    return { outcome: "rate_limited", retryAfterSeconds: retryAfter(Number(counter.window_start), now) };
  }
  // An address that was sent its confirmations for the day gets no more (someone typing another's address
  // again and again): the subscription is answered alike, and nothing is stored or sent.
  const recent = await trx
    .selectFrom("job_alert_notifications")
    .innerJoin("job_alerts", "job_alerts.id", "job_alert_notifications.alert_id")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("job_alert_notifications.kind", "=", "confirmation")
    .where("job_alert_notifications.created_at", ">", now - DAY_MS)
    .where((eb) => eb(eb.fn("lower", ["job_alerts.email"]), "=", alert.email.toLowerCase()))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= CONFIRMATIONS_PER_ADDRESS_PER_DAY) {
    return { outcome: "stored", id: "", replayed: false };
  }
  await trx.insertInto("job_alerts").values(alert).execute();
  if (!alert.spam_reason) {
    await trx
      .insertInto("job_alert_notifications")
      .values({
        id: `${alert.id}:confirmation`,
        alert_id: alert.id,
        kind: "confirmation",
        posting_id: null,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return { outcome: "stored", id: alert.id, replayed: false };
}

/**
 * Stores a subscription and its confirmation e-mail in one transaction, after the Idempotency-Key and the
 * per-address limit are checked in it; wakes the alerts' outbox once committed.
 */
export async function storeJobAlert(db: Db, alert: NewJobAlert, rateLimit: number): Promise<SubmitResult> {
  const run = () => db.kysely.transaction().execute((trx) => write(trx, alert, rateLimit));
  let result: SubmitResult;
  try {
    try {
      result = await run();
    } catch (error) {
      if (!alert.idempotency_key || !isUniqueViolation(error)) throw error;
      result = await run();
    }
  } catch (error) {
    markWriteFailed(db, error);
    throw error;
  }
  if (result.outcome === "stored" && !result.replayed) {
    markWriteSucceeded(db);
    if (result.id && !alert.spam_reason) outboxSignal(db).emit(JOB_ALERTS_TOPIC);
  }
  return result;
}

/** Tells the alerts' worker that postings may have opened (the composition root calls it on every change). */
export function announcePostingsChanged(db: Db): void {
  outboxSignal(db).emit(JOB_ALERTS_TOPIC);
}
