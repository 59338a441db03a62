import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import type { Db } from "../db/connect";
import type { NotificationChannel } from "../db/schema";
import type { Config } from "../env";
import { createDeliverer, type Deliverer, headerSafe, type LeadRow } from "./notify";
import { RATE_WINDOW_MS } from "./lead-store";
import { outboxSignal } from "./outbox-signal";

export interface OutboxWorker {
  start(): void;
  /** Stops claiming and waits for the deliveries in flight to be recorded. */
  stop(): Promise<void>;
  /** Claims and delivers one batch of due notifications; resolves to how many were claimed. */
  runOnce(): Promise<number>;
}

export interface OutboxOptions {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Replaces the real SMTP/webhook delivery (tests). */
  deliverer?: Deliverer;
  batchSize?: number;
  concurrency?: number;
}

interface Claimed {
  lead_id: string;
  channel: NotificationChannel;
  attempts: number;
}

type Mark =
  | { kind: "sent"; row: Claimed }
  | { kind: "retry"; row: Claimed; error: string; nextAttemptAt: number }
  | { kind: "failed"; row: Claimed; error: string };

const CLEANUP_EVERY_MS = 10 * 60 * 1000;

export function retryDelay(attempts: number, config: Config): number {
  const exponential = config.OUTBOX_RETRY_BASE_MS * 2 ** Math.min(attempts - 1, 30);
  const capped = Math.min(config.OUTBOX_RETRY_MAX_MS, exponential);
  return Math.round(capped * (0.9 + Math.random() * 0.2));
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return headerSafe(message, 500) || "delivery failed";
}

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
  const signal = outboxSignal(db);

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let loopPromise: Promise<void> | undefined;
  let again = false;
  let lastCleanup = 0;

  async function claim(now: number, token: string): Promise<Claimed[]> {
    if (channels.length === 0) return [];
    const until = now + config.OUTBOX_LEASE_MS;
    if (db.dialect === "postgres") {
      const { rows } = await sql<Claimed>`
        UPDATE lead_notifications AS n
        SET status = 'sending', attempts = n.attempts + 1, claimed_until = ${until}::bigint,
            claimed_by = ${token}, updated_at = ${now}::bigint
        FROM (
          SELECT lead_id, channel FROM lead_notifications
          WHERE channel = ANY(${channels}::text[])
            AND ((status = 'pending' AND next_attempt_at <= ${now}::bigint)
              OR (status = 'sending' AND claimed_until <= ${now}::bigint))
          ORDER BY next_attempt_at
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED
        ) AS due
        WHERE n.lead_id = due.lead_id AND n.channel = due.channel
        RETURNING n.lead_id, n.channel, n.attempts
      `.execute(db.kysely);
      return rows;
    }
    const { rows } = await sql<Claimed>`
      UPDATE lead_notifications
      SET status = 'sending', attempts = attempts + 1, claimed_until = ${until},
          claimed_by = ${token}, updated_at = ${now}
      WHERE rowid IN (
        SELECT rowid FROM lead_notifications
        WHERE channel IN (${sql.join(channels)})
          AND ((status = 'pending' AND next_attempt_at <= ${now})
            OR (status = 'sending' AND claimed_until <= ${now}))
        ORDER BY next_attempt_at
        LIMIT ${batchSize}
      )
      RETURNING lead_id, channel, attempts
    `.execute(db.kysely);
    return rows;
  }

  async function record(marks: Mark[], token: string) {
    const now = Date.now();
    // One transaction for the batch: one commit (and one fsync on SQLite) instead of one per row.
    await db.kysely.transaction().execute(async (trx) => {
      for (const mark of marks) {
        const values =
          mark.kind === "sent"
            ? { status: "sent" as const, sent_at: now, last_error: null }
            : mark.kind === "retry"
              ? { status: "pending" as const, next_attempt_at: mark.nextAttemptAt, last_error: mark.error }
              : { status: "failed" as const, last_error: mark.error };
        await trx
          .updateTable("lead_notifications")
          .set({ ...values, claimed_until: null, claimed_by: null, updated_at: now })
          .where("lead_id", "=", mark.row.lead_id)
          .where("channel", "=", mark.row.channel)
          // A claim taken over after its lease ran out belongs to the other worker now.
          .where("claimed_by", "=", token)
          .execute();
      }
    });
  }

  async function deliver(row: Claimed, lead: LeadRow | undefined): Promise<Mark> {
    const send = row.channel === "email" ? deliverer.email : deliverer.webhook;
    try {
      if (!lead) throw new Error("lead not found");
      if (!send) throw new Error(`channel ${row.channel} is not configured`);
      await send(lead);
      log.info({ leadId: row.lead_id, channel: row.channel, attempts: row.attempts }, "notification sent");
      return { kind: "sent", row };
    } catch (error) {
      const message = errorText(error);
      if (row.attempts >= config.OUTBOX_MAX_ATTEMPTS) {
        log.error(
          { leadId: row.lead_id, channel: row.channel, attempts: row.attempts, error: message },
          "notification failed for good",
        );
        return { kind: "failed", row, error: message };
      }
      const nextAttemptAt = Date.now() + retryDelay(row.attempts, config);
      log.warn(
        { leadId: row.lead_id, channel: row.channel, attempts: row.attempts, error: message },
        "notification failed, will retry",
      );
      return { kind: "retry", row, error: message, nextAttemptAt };
    }
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
    const now = Date.now();
    await cleanup(now);
    const token = randomUUID();
    const rows = await claim(now, token);
    if (rows.length === 0) return 0;
    const ids = [...new Set(rows.map((row) => row.lead_id))];
    const leads = await db.kysely.selectFrom("leads").selectAll().where("id", "in", ids).execute();
    const byId = new Map(leads.map((lead) => [lead.id, lead as LeadRow]));
    const marks: Mark[] = [];
    let next = 0;
    const workers = Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        marks.push(await deliver(row, byId.get(row.lead_id)));
      }
    });
    await Promise.all(workers);
    await record(marks, token);
    return rows.length;
  }

  async function loop() {
    try {
      let claimed = 0;
      do {
        again = false;
        claimed = await runOnce();
      } while (!stopped && (again || claimed >= batchSize));
    } catch (error) {
      log.warn({ error: errorText(error) }, "outbox pass failed, will retry");
    }
  }

  function schedule(delay: number) {
    if (stopped || loopPromise) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      loopPromise = loop().finally(() => {
        loopPromise = undefined;
        schedule(again ? 0 : config.OUTBOX_POLL_MS);
      });
    }, delay);
  }

  const wake = () => {
    if (stopped) return;
    if (loopPromise) {
      again = true;
      return;
    }
    schedule(0);
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      if (!deliverer.email) {
        log.warn(
          "e-mail notifications are off (set SMTP_URL and NOTIFY_EMAIL_TO): e-mail deliveries stay pending until they are",
        );
      }
      signal.on("leads", wake);
      schedule(0);
    },
    async stop() {
      stopped = true;
      signal.off("leads", wake);
      clearTimeout(timer);
      timer = undefined;
      if (loopPromise) await loopPromise;
      deliverer.close();
    },
    runOnce,
  };
}
