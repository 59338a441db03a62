import type { FastifyBaseLogger } from "fastify";
import type { NotificationChannel } from "../db/schema";
import { RATE_WINDOW_MS } from "../intake/submission";
import type { OutboxWorker, OutboxWorkerOptions } from "../outbox/queue";
import { outboxSignal } from "../outbox/signal";
import { channelOutbox, outboxWorker, recordsById } from "../outbox/worker";
import { createDeliverer, type Deliverer, type LeadRow } from "./notifications";

export type { OutboxWorker };

export interface OutboxOptions extends OutboxWorkerOptions {
  log: FastifyBaseLogger;
  /** Replaces the real SMTP/webhook delivery (tests). */
  deliverer?: Deliverer;
  concurrency?: number;
}

interface Claimed {
  lead_id: string;
  channel: NotificationChannel;
  attempts: number;
}

const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/**
 * Delivers the leads' outbox (`lead_notifications`): the recruiters' e-mail and the webhook, each row sent
 * once across instances, retried with exponential backoff, or failed after the last attempt. It also clears
 * the rate limiter's spent windows every ten minutes.
 */
export function createOutboxWorker({
  db,
  config,
  log,
  deliverer = createDeliverer(config),
  batchSize = 50,
  concurrency = 8,
}: OutboxOptions): OutboxWorker {
  const channels: NotificationChannel[] = [];
  if (deliverer.email) channels.push("email");
  if (deliverer.webhook) channels.push("webhook");
  let lastCleanup = 0;

  async function cleanup() {
    const now = Date.now();
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    await db.kysely
      .deleteFrom("lead_rate_limits")
      .where("window_start", "<", now - RATE_WINDOW_MS)
      .execute();
  }

  return outboxWorker<Claimed, Map<string, LeadRow>>({
    db,
    config,
    log,
    table: channelOutbox("lead_notifications", "lead_id"),
    routes: channels,
    batchSize,
    concurrency,
    load: (rows) =>
      recordsById(
        rows.map((row) => row.lead_id),
        async (ids) =>
          (await db.kysely.selectFrom("leads").selectAll().where("id", "in", ids).execute()) as LeadRow[],
      ),
    send: async (row, leads) => {
      const lead = leads.get(row.lead_id);
      const send = row.channel === "email" ? deliverer.email : deliverer.webhook;
      if (!lead) throw new Error("lead not found");
      if (!send) throw new Error(`channel ${row.channel} is not configured`);
      await send(lead);
      return { kind: "sent" };
    },
    noun: "notification",
    logContext: (row) => ({ leadId: row.lead_id, channel: row.channel, attempts: row.attempts }),
    name: "outbox",
    signal: { emitter: outboxSignal(db), topic: "leads" },
    beforeBatch: cleanup,
    onStart: () => {
      if (!deliverer.email) {
        log.warn(
          "e-mail notifications are off (set SMTP_URL and NOTIFY_EMAIL_TO): e-mail deliveries stay pending until they are",
        );
      }
    },
    close: () => deliverer.close(),
  });
}
