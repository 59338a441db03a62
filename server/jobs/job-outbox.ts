/**
 * Delivers the job board's outbox (IndexNow notices and expiry reminders) the way the leads' outbox is
 * delivered: due rows are claimed atomically under a lease (so each is sent once across instances), then
 * recorded as sent, retried with exponential backoff, or failed after the last attempt or a refusal that
 * repeating would not change. Once a minute it also queues the expiry reminders that have come due.
 */
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import nodemailer from "nodemailer";
import type { Db } from "../db/connect";
import type { Config } from "../env";
import { headerSafe } from "../leads/notify";
import { retryDelay } from "../leads/outbox";
import { type DeliveryOutcome, type IndexNowPayload, sendIndexNow } from "./indexnow";
import type { JobNotificationKind } from "./job-notifications";
import { findPostingById } from "./jobs.repository";
import {
  buildReminderEmail,
  queueExpiryReminders,
  type ReminderPayload,
  remindersEnabled,
} from "./reminders";

export interface JobOutboxWorker {
  readonly kinds: readonly JobNotificationKind[];
  start(): void;
  stop(): Promise<void>;
  /** Claims and delivers one batch of due messages; resolves to how many were claimed. */
  runOnce(): Promise<number>;
}

export interface JobOutboxOptions {
  db: Db;
  config: Config;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  batchSize?: number;
  /** How often due expiry reminders are looked for (ms). */
  reminderCheckMs?: number;
  /** The clock (tests set it; the default is the real one). */
  now?: () => number;
}

interface Claimed {
  id: string;
  kind: JobNotificationKind;
  posting_id: string;
  payload: string;
  attempts: number;
}

type Mark = { row: Claimed } & (
  | { kind: "sent" }
  | { kind: "cancelled"; error: string }
  | { kind: "failed"; error: string }
  | { kind: "retry"; error: string; nextAttemptAt: number }
);

export function createJobOutboxWorker({
  db,
  config,
  log,
  batchSize = 20,
  reminderCheckMs = 60_000,
  now: clock = Date.now,
}: JobOutboxOptions): JobOutboxWorker {
  const kinds: JobNotificationKind[] = [];
  if (config.INDEXNOW_KEY) kinds.push("indexnow");
  const mailer =
    config.SMTP_URL && config.NOTIFY_EMAIL_TO
      ? nodemailer.createTransport(config.SMTP_URL, {
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : undefined;
  if (mailer) kinds.push("expiry_reminder");
  const kdb = db.kysely;

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let loopPromise: Promise<void> | undefined;
  let lastReminderCheck = 0;

  async function claim(now: number, token: string): Promise<Claimed[]> {
    if (kinds.length === 0) return [];
    const until = now + config.OUTBOX_LEASE_MS;
    if (db.dialect === "postgres") {
      const { rows } = await sql<Claimed>`
        UPDATE job_notifications AS n
        SET status = 'sending', attempts = n.attempts + 1, claimed_until = ${until}::bigint,
            claimed_by = ${token}, updated_at = ${now}::bigint
        FROM (
          SELECT id FROM job_notifications
          WHERE kind = ANY(${kinds}::text[])
            AND ((status = 'pending' AND next_attempt_at <= ${now}::bigint)
              OR (status = 'sending' AND claimed_until <= ${now}::bigint))
          ORDER BY next_attempt_at
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED
        ) AS due
        WHERE n.id = due.id
        RETURNING n.id, n.kind, n.posting_id, n.payload, n.attempts
      `.execute(db.kysely);
      return rows;
    }
    const { rows } = await sql<Claimed>`
      UPDATE job_notifications
      SET status = 'sending', attempts = attempts + 1, claimed_until = ${until},
          claimed_by = ${token}, updated_at = ${now}
      WHERE id IN (
        SELECT id FROM job_notifications
        WHERE kind IN (${sql.join(kinds)})
          AND ((status = 'pending' AND next_attempt_at <= ${now})
            OR (status = 'sending' AND claimed_until <= ${now}))
        ORDER BY next_attempt_at
        LIMIT ${batchSize}
      )
      RETURNING id, kind, posting_id, payload, attempts
    `.execute(db.kysely);
    return rows;
  }

  async function sendReminder(row: Claimed): Promise<DeliveryOutcome | { kind: "cancelled"; error: string }> {
    const payload = JSON.parse(row.payload) as ReminderPayload;
    const record = await findPostingById(db.kysely, row.posting_id);
    // Closed, renewed or gone since the reminder was queued: it no longer says anything true.
    if (!record || record.status === "closed" || record.status === "draft") {
      return { kind: "cancelled", error: "the posting is no longer published" };
    }
    if (record.posting.validThrough !== payload.validThrough) {
      return { kind: "cancelled", error: "the posting's end date changed" };
    }
    const mail = buildReminderEmail(record, config);
    try {
      await mailer!.sendMail({ ...mail, disableFileAccess: true, disableUrlAccess: true });
      return { kind: "sent" };
    } catch (error) {
      return { kind: "retry", error: error instanceof Error ? error.message : String(error) };
    }
  }

  async function deliver(row: Claimed): Promise<Mark> {
    let outcome: DeliveryOutcome | { kind: "cancelled"; error: string };
    try {
      outcome =
        row.kind === "indexnow"
          ? await sendIndexNow(config, JSON.parse(row.payload) as IndexNowPayload)
          : await sendReminder(row);
    } catch (error) {
      outcome = { kind: "retry", error: error instanceof Error ? error.message : String(error) };
    }
    const context = {
      notificationId: row.id,
      postingId: row.posting_id,
      kind: row.kind,
      attempts: row.attempts,
    };
    if (outcome.kind === "sent") {
      log.info(context, "job notification sent");
      return { kind: "sent", row };
    }
    const error = headerSafe(outcome.error, 500) || "delivery failed";
    if (outcome.kind === "cancelled") {
      log.info({ ...context, reason: error }, "job notification dropped");
      return { kind: "cancelled", row, error };
    }
    if (outcome.kind === "failed" || row.attempts >= config.OUTBOX_MAX_ATTEMPTS) {
      log.error({ ...context, error }, "job notification failed for good");
      return { kind: "failed", row, error };
    }
    log.warn({ ...context, error }, "job notification failed, will retry");
    return { kind: "retry", row, error, nextAttemptAt: clock() + retryDelay(row.attempts, config) };
  }

  async function record(marks: Mark[], token: string) {
    const now = clock();
    await kdb.transaction().execute(async (trx) => {
      for (const mark of marks) {
        const values =
          mark.kind === "sent"
            ? { status: "sent" as const, sent_at: now, last_error: null }
            : mark.kind === "retry"
              ? { status: "pending" as const, next_attempt_at: mark.nextAttemptAt, last_error: mark.error }
              : { status: mark.kind, last_error: mark.error };
        await trx
          .updateTable("job_notifications")
          .set({ ...values, claimed_until: null, claimed_by: null, updated_at: now })
          .where("id", "=", mark.row.id)
          // A claim taken over after its lease ran out belongs to the other worker now.
          .where("claimed_by", "=", token)
          .execute();
      }
    });
  }

  async function runOnce(): Promise<number> {
    const token = randomUUID();
    const rows = await claim(clock(), token);
    if (rows.length === 0) return 0;
    const marks = await Promise.all(rows.map(deliver));
    await record(marks, token);
    return rows.length;
  }

  async function loop() {
    try {
      const now = clock();
      if (remindersEnabled(config) && now - lastReminderCheck >= reminderCheckMs) {
        lastReminderCheck = now;
        const queued = await queueExpiryReminders(db, config, now);
        if (queued > 0) log.info({ queued }, "expiry reminders queued");
      }
      while (!stopped && (await runOnce()) >= batchSize) {}
    } catch (error) {
      log.warn({ error: error instanceof Error ? error.message : String(error) }, "job outbox pass failed");
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      loopPromise = loop().finally(() => {
        loopPromise = undefined;
        schedule(config.OUTBOX_POLL_MS);
      });
    }, delay);
  }

  return {
    kinds,
    start() {
      if (!stopped || kinds.length === 0) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      if (loopPromise) await loopPromise;
      mailer?.close();
    },
    runOnce,
  };
}
