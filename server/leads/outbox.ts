import type { FastifyBaseLogger } from "fastify";
import type { NotificationChannel } from "../db/schema";
import {
  attempt,
  type OutboxMark,
  type OutboxWorker,
  type OutboxWorkerOptions,
  outboxLoop,
  outboxQueue,
  runBatch,
  settle,
} from "../outbox/queue";
import { createDeliverer, type Deliverer, type LeadRow } from "./notifications";
import { RATE_WINDOW_MS } from "../intake/submission";
import { outboxSignal } from "../outbox/signal";

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
 * Delivers the outbox: claims due rows atomically (so each is sent once across instances), sends
 * them, then records sent, a retry with exponential backoff, or failed after the last attempt.
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
  const queue = outboxQueue<Claimed>(db, config, {
    table: "lead_notifications",
    keys: ["lead_id", "channel"],
    route: "channel",
    columns: ["lead_id", "channel", "attempts"],
  });
  let lastCleanup = 0;

  async function deliver(row: Claimed, lead: LeadRow | undefined): Promise<OutboxMark<Claimed>> {
    const send = row.channel === "email" ? deliverer.email : deliverer.webhook;
    const outcome = await attempt(async () => {
      if (!lead) throw new Error("lead not found");
      if (!send) throw new Error(`channel ${row.channel} is not configured`);
      await send(lead);
    });
    const context = { leadId: row.lead_id, channel: row.channel, attempts: row.attempts };
    return settle(row, outcome, { config, log, noun: "notification", context, now: Date.now() });
  }

  async function cleanup(now: number) {
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    await db.kysely
      .deleteFrom("lead_rate_limits")
      .where("window_start", "<", now - RATE_WINDOW_MS)
      .execute();
  }

  async function runOnce(): Promise<number> {
    await cleanup(Date.now());
    return runBatch({
      queue,
      routes: channels,
      batchSize,
      concurrency,
      load: async (rows) => {
        const ids = [...new Set(rows.map((row) => row.lead_id))];
        const leads = await db.kysely.selectFrom("leads").selectAll().where("id", "in", ids).execute();
        return new Map(leads.map((lead) => [lead.id, lead as LeadRow]));
      },
      deliver: (row, byId) => deliver(row, byId.get(row.lead_id)),
    });
  }

  const loop = outboxLoop({
    runOnce,
    batchSize,
    pollMs: config.OUTBOX_POLL_MS,
    log,
    name: "outbox",
    signal: { emitter: outboxSignal(db), topic: "leads" },
    onStart: () => {
      if (!deliverer.email) {
        log.warn(
          "e-mail notifications are off (set SMTP_URL and NOTIFY_EMAIL_TO): e-mail deliveries stay pending until they are",
        );
      }
    },
    close: () => deliverer.close(),
  });
  return { ...loop, runOnce };
}
