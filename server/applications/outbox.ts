/**
 * Delivers the applications' outbox (`application_notifications`) the way the leads' outbox is delivered
 * (server/outbox/queue.ts): due rows claimed under a lease, so each is sent once across instances, then
 * recorded as sent, retried with exponential backoff, or failed after OUTBOX_MAX_ATTEMPTS. The intake's
 * commit wakes it through the outbox signal ("applications"); otherwise it polls every OUTBOX_POLL_MS.
 */
import type { ApplicationChannel } from "#schemas/application";
import type { PostingLookup } from "./public.routes";
import { outboxSignal } from "../outbox/signal";
import type { OutboxWorker, OutboxWorkerOptions } from "../outbox/queue";
import { channelOutbox, outboxWorker, recordsById } from "../outbox/worker";
import {
  type ApplicationDeliverer,
  type ApplicationNotice,
  type ApplicationRow,
  createApplicationDeliverer,
} from "./notifications";
import { APPLICATIONS_TOPIC } from "./store";

export interface ApplicationOutboxWorker extends OutboxWorker {
  /** The channels this instance delivers (the configured ones). */
  readonly channels: readonly ApplicationChannel[];
}

export interface ApplicationOutboxOptions extends OutboxWorkerOptions {
  /** Replaces the real SMTP/webhook delivery (tests). */
  deliverer?: ApplicationDeliverer;
  /**
   * Deliveries at once. Each recruiters' e-mail holds its résumé (up to 5 MiB) in memory while it is sent,
   * so this also bounds the worker's memory.
   */
  concurrency?: number;
  /** The posting an application names, by id (the job board's). */
  findPosting: PostingLookup;
}

interface Claimed {
  application_id: string;
  channel: ApplicationChannel;
  attempts: number;
}

export function createApplicationOutboxWorker({
  db,
  config,
  log,
  deliverer = createApplicationDeliverer(config),
  batchSize = 20,
  concurrency = 4,
  findPosting,
}: ApplicationOutboxOptions): ApplicationOutboxWorker {
  const channels = (["email", "webhook", "confirmation"] as const).filter((channel) => deliverer[channel]);
  const kdb = db.kysely;

  async function notice(
    application: ApplicationRow,
    channel: ApplicationChannel,
  ): Promise<ApplicationNotice> {
    const posting = await findPosting(kdb, application.posting_id);
    const location = posting?.posting.locations[0];
    const place = location ? location.locality : posting?.posting.remote ? "Remote" : undefined;
    if (channel !== "email") return { application, place };
    // Read per delivery rather than per batch: only `concurrency` résumés are held at once.
    const file = await kdb
      .selectFrom("application_files")
      .select("data")
      .where("application_id", "=", application.id)
      .executeTakeFirst();
    return { application, place, resume: file?.data };
  }

  const worker = outboxWorker<Claimed, Map<string, ApplicationRow>>({
    db,
    config,
    log,
    table: channelOutbox("application_notifications", "application_id"),
    routes: channels,
    batchSize,
    concurrency,
    load: (rows) =>
      recordsById(
        rows.map((row) => row.application_id),
        (ids) => kdb.selectFrom("applications").selectAll().where("id", "in", ids).execute(),
      ),
    send: async (row, applications) => {
      const application = applications.get(row.application_id);
      const send = deliverer[row.channel];
      // The intake queues nothing for spam; a row that says otherwise is never sent to anyone.
      if (application?.spam_reason) {
        return { kind: "failed", error: "not sent: the application was classed as spam" };
      }
      if (!application) throw new Error("application not found");
      if (!send) throw new Error(`channel ${row.channel} is not configured`);
      await send(await notice(application, row.channel));
      return { kind: "sent" };
    },
    noun: "application notification",
    logContext: (row) => ({
      applicationId: row.application_id,
      channel: row.channel,
      attempts: row.attempts,
    }),
    name: "application outbox",
    signal: { emitter: outboxSignal(db), topic: APPLICATIONS_TOPIC },
    onStart: () => {
      if (!deliverer.email) {
        log.warn(
          "application e-mails to recruiters are off (set SMTP_URL and NOTIFY_EMAIL_TO): they stay pending until they are",
        );
      }
    },
    close: () => deliverer.close(),
  });
  return { ...worker, channels };
}
