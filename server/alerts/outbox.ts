/**
 * The alerts' worker. Each pass first matches the postings that opened since the last one (matching.ts),
 * then delivers the alerts' outbox (`job_alert_notifications`) as every outbox is delivered
 * (server/outbox/queue.ts): due rows claimed under a lease, so each goes out once across instances, then
 * recorded as sent, retried with backoff, failed, or dropped when it no longer says anything true (the
 * posting closed before its e-mail went out). A subscription, a change to the postings made here (the
 * composition root announces it) and the change watch (another instance, the command line) wake it; a
 * scheduled posting wakes it when it goes live.
 */
import type { PostingRecord } from "#schemas/job-lifecycle";
import { postingState } from "#schemas/job-lifecycle";
import { watchJobChanges } from "../db/change-watch";
import type { JobAlertNotificationKind } from "../db/schema";
import { createMailTransport, type MailTransport, SAFE_MAIL } from "../outbox/mail";
import {
  attempt,
  type DeliveryOutcome,
  type OutboxMark,
  type OutboxWorker,
  type OutboxWorkerOptions,
  outboxLoop,
  outboxQueue,
  runBatch,
  settle,
} from "../outbox/queue";
import { outboxSignal } from "../outbox/signal";
import { findAlert, type JobAlertView } from "./alerts.repository";
import { matchOpenPostings, type PostingsSource } from "./matching";
import { type AlertEmail, buildConfirmationEmail, buildPostingsEmail } from "./notifications";
import { JOB_ALERTS_TOPIC } from "./store";
import { mintToken } from "./tokens";

/** How often the postings are matched again without any wake-up: a safety net, never the usual way. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

export interface JobAlertWorkerOptions extends OutboxWorkerOptions {
  /** Every posting of the job board (the jobs feature's, passed in by the composition root). */
  postings: PostingsSource;
  /** Sends one e-mail; SMTP_URL's transport unless a test brings its own. */
  send?: (email: AlertEmail) => Promise<void>;
  now?: () => number;
  concurrency?: number;
}

export interface JobAlertWorker extends OutboxWorker {
  /** Matches the postings now (tests; the loop does it at each pass that needs it). */
  matchNow(): Promise<number>;
}

interface Claimed {
  id: string;
  alert_id: string;
  kind: JobAlertNotificationKind;
  posting_id: string | null;
  attempts: number;
}

const KINDS: readonly JobAlertNotificationKind[] = ["confirmation", "posting", "digest"];

/** A Message-ID's left part may hold letters, digits, dots and dashes only. */
const messageKey = (id: string) => id.replace(/[^A-Za-z0-9.-]/g, "-");

export function createJobAlertWorker({
  db,
  config,
  log,
  postings,
  send,
  now = Date.now,
  batchSize = 20,
  concurrency = 4,
}: JobAlertWorkerOptions): JobAlertWorker {
  const kdb = db.kysely;
  let transport: MailTransport | undefined;
  if (!send) {
    transport = createMailTransport(config);
    if (transport) {
      const mail = transport;
      send = async (email) => {
        await mail.sendMail({ ...email, ...SAFE_MAIL });
      };
    }
  }
  const deliverMail = send;
  const queue = outboxQueue<Claimed>(db, config, {
    table: "job_alert_notifications",
    keys: ["id"],
    route: "kind",
    columns: ["id", "alert_id", "kind", "posting_id", "attempts"],
  });

  let dirty = true;
  let nextSweepAt = 0;
  async function matchNow(): Promise<number> {
    dirty = false;
    const at = now();
    const records = await postings(kdb);
    const pass = await matchOpenPostings(kdb, records, { now: at, timeZone: config.BUSINESS_TZ });
    nextSweepAt = Math.min(pass.nextChange ?? Number.POSITIVE_INFINITY, at + SWEEP_EVERY_MS);
    if (pass.queued > 0) log.info({ queued: pass.queued }, "job alert matches queued");
    return pass.queued;
  }

  async function openPostings(ids: string[]): Promise<PostingRecord[]> {
    if (ids.length === 0) return [];
    const at = now();
    const all = await postings(kdb);
    return ids
      .map((id) => all.find((record) => record.id === id))
      .filter((record): record is PostingRecord => !!record && postingState(record, at) === "open");
  }

  async function message(row: Claimed, alert: JobAlertView): Promise<AlertEmail | string> {
    const at = now();
    if (row.kind === "confirmation") {
      if (alert.confirmedAt !== null) return "the alert is confirmed already";
      return buildConfirmationEmail(alert, await mintToken(kdb, alert.id, "confirm", at), config);
    }
    // Double opt-in: an alert that was never confirmed is sent nothing but its confirmation.
    if (alert.confirmedAt === null) return "the alert is not confirmed";
    const ids =
      row.kind === "posting"
        ? row.posting_id
          ? [row.posting_id]
          : []
        : (
            await kdb
              .selectFrom("job_alert_matches")
              .select("posting_id")
              .where("notification_id", "=", row.id)
              .orderBy("matched_at")
              .execute()
          ).map((match) => match.posting_id);
    const open = await openPostings(ids);
    if (open.length === 0) return "no posting of the message is open any more";
    const links = {
      manageToken: await mintToken(kdb, alert.id, "manage", at),
      unsubscribeToken: await mintToken(kdb, alert.id, "unsubscribe", at),
    };
    return buildPostingsEmail(
      alert,
      open.map((record) => record.posting),
      links,
      messageKey(row.id),
      config,
    );
  }

  async function deliver(row: Claimed): Promise<OutboxMark<Claimed>> {
    let outcome: DeliveryOutcome;
    const alert = await findAlert(kdb, row.alert_id);
    if (!alert) {
      outcome = { kind: "cancelled", error: "the alert was deleted" };
    } else {
      outcome = await attempt(async () => {
        if (!deliverMail) throw new Error("SMTP is not configured");
        const built = await message(row, alert);
        if (typeof built === "string") throw new DroppedMessage(built);
        await deliverMail(built);
      });
      if (outcome.kind === "retry" && outcome.error.startsWith(DROPPED)) {
        outcome = { kind: "cancelled", error: outcome.error.slice(DROPPED.length) };
      }
    }
    const context = { notificationId: row.id, alertId: row.alert_id, kind: row.kind, attempts: row.attempts };
    return settle(row, outcome, { config, log, noun: "job alert e-mail", context, now: now() });
  }

  const runDeliveries = () =>
    runBatch({
      queue,
      routes: deliverMail ? KINDS : [],
      batchSize,
      concurrency,
      now,
      load: async () => undefined,
      deliver: (row) => deliver(row),
    });

  const signal = outboxSignal(db);
  const markDirty = () => {
    dirty = true;
  };
  signal.on(JOB_ALERTS_TOPIC, markDirty);

  const loop = outboxLoop({
    runOnce: runDeliveries,
    beforePass: async () => {
      if (dirty || now() >= nextSweepAt) await matchNow();
    },
    batchSize,
    // Polls often enough to send a scheduled posting's alerts when it goes live.
    pollMs: config.OUTBOX_POLL_MS,
    log,
    name: "job alert outbox",
    signal: { emitter: signal, topic: JOB_ALERTS_TOPIC },
    onStart: () => {
      if (!deliverMail)
        log.warn("job alert e-mails are off (set SMTP_URL): they stay pending until it is set");
    },
    close: () => transport?.close(),
  });

  let stopWatching: (() => Promise<void>) | undefined;
  let watching: Promise<void> | undefined;
  return {
    start() {
      loop.start();
      watching ??= watchJobChanges(db, () => signal.emit(JOB_ALERTS_TOPIC))
        .then((stop) => {
          stopWatching = stop;
        })
        .catch((error: unknown) => {
          log.warn(
            { error: error instanceof Error ? error.message : String(error) },
            "job alerts hear no changes",
          );
        });
    },
    async stop() {
      await watching;
      await stopWatching?.();
      signal.off(JOB_ALERTS_TOPIC, markDirty);
      await loop.stop();
    },
    async runOnce() {
      if (dirty || now() >= nextSweepAt) await matchNow();
      return runDeliveries();
    },
    matchNow,
  };
}

const DROPPED = "dropped: ";
class DroppedMessage extends Error {
  constructor(reason: string) {
    super(`${DROPPED}${reason}`);
  }
}
