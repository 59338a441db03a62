/**
 * Delivers the job board's outbox (IndexNow notices and expiry reminders) the way the leads' outbox is
 * delivered: due rows are claimed atomically under a lease (so each is sent once across instances), then
 * recorded as sent, retried with exponential backoff, or failed after the last attempt or a refusal that
 * repeating would not change. Once a minute it also queues the expiry reminders that have come due.
 */
import { createMailTransport, SAFE_MAIL } from "../outbox/mail";
import type { DeliveryOutcome, OutboxWorker, OutboxWorkerOptions } from "../outbox/queue";
import { outboxWorker } from "../outbox/worker";
import { type IndexNowPayload, sendIndexNow } from "./indexnow";
import type { JobNotificationKind } from "./job-notifications";
import { findPostingById } from "./jobs.repository";
import {
  buildReminderEmail,
  queueExpiryReminders,
  type ReminderPayload,
  remindersEnabled,
} from "./reminders";

export interface JobOutboxWorker extends OutboxWorker {
  readonly kinds: readonly JobNotificationKind[];
}

export interface JobOutboxOptions extends OutboxWorkerOptions {
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
  const mailer = config.NOTIFY_EMAIL_TO ? createMailTransport(config) : undefined;
  if (mailer) kinds.push("expiry_reminder");
  let lastReminderCheck = 0;

  async function sendReminder(row: Claimed): Promise<DeliveryOutcome> {
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
    await mailer!.sendMail({ ...mail, ...SAFE_MAIL });
    return { kind: "sent" };
  }

  async function queueDueReminders() {
    const now = clock();
    if (remindersEnabled(config) && now - lastReminderCheck >= reminderCheckMs) {
      lastReminderCheck = now;
      const queued = await queueExpiryReminders(db, config, now);
      if (queued > 0) log.info({ queued }, "expiry reminders queued");
    }
  }

  const worker = outboxWorker<Claimed, undefined>({
    db,
    config,
    log,
    table: {
      table: "job_notifications",
      keys: ["id"],
      route: "kind",
      columns: ["id", "kind", "posting_id", "payload", "attempts"],
    },
    routes: kinds,
    batchSize,
    concurrency: batchSize,
    load: async () => undefined,
    send: (row) =>
      row.kind === "indexnow"
        ? sendIndexNow(config, JSON.parse(row.payload) as IndexNowPayload)
        : sendReminder(row),
    noun: "job notification",
    logContext: (row) => ({
      notificationId: row.id,
      postingId: row.posting_id,
      kind: row.kind,
      attempts: row.attempts,
    }),
    name: "job outbox",
    beforePass: queueDueReminders,
    close: () => mailer?.close(),
    now: clock,
  });

  return {
    kinds,
    start() {
      if (kinds.length > 0) worker.start();
    },
    stop: worker.stop,
    runOnce: worker.runOnce,
  };
}
