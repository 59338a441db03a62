/**
 * Delivers the job board's outbox (IndexNow notices and expiry reminders) the way the leads' outbox is
 * delivered: due rows are claimed atomically under a lease (so each is sent once across instances), then
 * recorded as sent, retried with exponential backoff, or failed after the last attempt or a refusal that
 * repeating would not change. Once a minute it also queues the expiry reminders that have come due.
 */
import { createMailTransport, SAFE_MAIL } from "../outbox/mail";
import {
  attempt,
  type DeliveryOutcome,
  errorText,
  type OutboxMark,
  type OutboxWorker,
  type OutboxWorkerOptions,
  outboxLoop,
  outboxQueue,
  runBatch,
  settle,
} from "../outbox/queue";
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
  const queue = outboxQueue<Claimed>(db, config, {
    table: "job_notifications",
    keys: ["id"],
    route: "kind",
    columns: ["id", "kind", "posting_id", "payload", "attempts"],
  });
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
    return attempt(() => mailer!.sendMail({ ...mail, ...SAFE_MAIL }).then(() => {}));
  }

  async function deliver(row: Claimed): Promise<OutboxMark<Claimed>> {
    let outcome: DeliveryOutcome;
    try {
      outcome =
        row.kind === "indexnow"
          ? await sendIndexNow(config, JSON.parse(row.payload) as IndexNowPayload)
          : await sendReminder(row);
    } catch (error) {
      outcome = { kind: "retry", error: errorText(error) };
    }
    const context = {
      notificationId: row.id,
      postingId: row.posting_id,
      kind: row.kind,
      attempts: row.attempts,
    };
    return settle(row, outcome, { config, log, noun: "job notification", context, now: clock() });
  }

  const runOnce = () =>
    runBatch({
      queue,
      routes: kinds,
      batchSize,
      concurrency: batchSize,
      load: async () => undefined,
      deliver: (row) => deliver(row),
      now: clock,
    });

  async function queueDueReminders() {
    const now = clock();
    if (remindersEnabled(config) && now - lastReminderCheck >= reminderCheckMs) {
      lastReminderCheck = now;
      const queued = await queueExpiryReminders(db, config, now);
      if (queued > 0) log.info({ queued }, "expiry reminders queued");
    }
  }

  const loop = outboxLoop({
    runOnce,
    beforePass: queueDueReminders,
    batchSize,
    pollMs: config.OUTBOX_POLL_MS,
    log,
    name: "job outbox",
    close: () => mailer?.close(),
  });

  return {
    kinds,
    start() {
      if (kinds.length > 0) loop.start();
    },
    stop: loop.stop,
    runOnce,
  };
}
