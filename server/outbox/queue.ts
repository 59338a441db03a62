/**
 * What every outbox of the product shares (the leads' notifications, the job board's notices and reminders,
 * the applications' deliveries): due rows are claimed atomically under a lease, so each is delivered once
 * across instances (FOR UPDATE SKIP LOCKED on PostgreSQL; one UPDATE over a rowid subselect on SQLite, whose
 * writers are serialised), then recorded as sent, retried with exponential backoff, or failed after the
 * last attempt. A worker names its table, the columns that identify a row and the column it selects by
 * (the channels or kinds it can deliver); the polling loop, woken by an outbox signal, is shared too.
 */
import { randomUUID } from "node:crypto";
import type { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import type { Db } from "../db/connect";
import type { Config } from "../env";
import { headerSafe } from "./mail";

/** The outbox tables; each has status, attempts, next_attempt_at, claimed_until, claimed_by, last_error, sent_at, updated_at. */
export type OutboxTable =
  | "lead_notifications"
  | "job_notifications"
  | "application_notifications"
  | "job_alert_notifications"
  | "record_messages";

export interface OutboxSpec<Row extends { attempts: number }> {
  table: OutboxTable;
  /** The columns that identify one row (its primary key). */
  keys: readonly (keyof Row & string)[];
  /** The column a worker selects rows by: only what it can deliver is claimed. */
  route: string;
  /** Every column a claim returns (the keys, `attempts`, and what delivery needs). */
  columns: readonly (keyof Row & string)[];
}

export type OutboxMark<Row> = { row: Row } & (
  | { kind: "sent" }
  | { kind: "retry"; error: string; nextAttemptAt: number }
  | { kind: "failed"; error: string }
  /** The message no longer says anything true (only job notices may be cancelled). */
  | { kind: "cancelled"; error: string }
);

/** What one delivery attempt came to; `failed` is a refusal that repeating would not change. */
export type DeliveryOutcome =
  | { kind: "sent" }
  | { kind: "retry"; error: string }
  | { kind: "failed"; error: string }
  | { kind: "cancelled"; error: string };

/** What every outbox worker offers the server (started after listening, stopped on close) and its tests. */
export interface OutboxWorker {
  start(): void;
  /** Stops claiming and waits for the deliveries in flight to be recorded. */
  stop(): Promise<void>;
  /** Claims and delivers one batch of due rows; resolves to how many were claimed. */
  runOnce(): Promise<number>;
}

export interface OutboxWorkerOptions {
  db: Db;
  config: Config;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  batchSize?: number;
}

export interface OutboxQueue<Row extends { attempts: number }> {
  /** Claims up to `batchSize` due rows whose route is one of `routes`, under a lease held by `token`. */
  claim(
    routes: readonly string[],
    options: { now: number; token: string; batchSize: number },
  ): Promise<Row[]>;
  /** Records a batch's outcomes in one transaction; a claim taken over by another worker is left alone. */
  record(marks: OutboxMark<Row>[], token: string, now: number): Promise<void>;
}

export function retryDelay(attempts: number, config: Config): number {
  const exponential = config.OUTBOX_RETRY_BASE_MS * 2 ** Math.min(attempts - 1, 30);
  const capped = Math.min(config.OUTBOX_RETRY_MAX_MS, exponential);
  return Math.round(capped * (0.9 + Math.random() * 0.2));
}

/** An error as one short line fit for the `last_error` column and the log (no personal data is put in errors). */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return headerSafe(message, 500) || "delivery failed";
}

/** Runs a delivery; a thrown error is a failure worth repeating. */
export async function attempt(send: () => Promise<void>): Promise<DeliveryOutcome> {
  try {
    await send();
    return { kind: "sent" };
  } catch (error) {
    return { kind: "retry", error: errorText(error) };
  }
}

/**
 * The mark for an outcome, logged under `noun` with `context` (ids and attempts, never personal data): a
 * failure becomes a retry after an exponential backoff, or failed for good after OUTBOX_MAX_ATTEMPTS.
 */
export function settle<Row extends { attempts: number }>(
  row: Row,
  outcome: DeliveryOutcome,
  {
    config,
    log,
    noun,
    context,
    now,
  }: {
    config: Config;
    log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
    noun: string;
    context: Record<string, unknown>;
    now: number;
  },
): OutboxMark<Row> {
  if (outcome.kind === "sent") {
    log.info(context, `${noun} sent`);
    return { kind: "sent", row };
  }
  const error = headerSafe(outcome.error, 500) || "delivery failed";
  if (outcome.kind === "cancelled") {
    log.info({ ...context, reason: error }, `${noun} dropped`);
    return { kind: "cancelled", row, error };
  }
  if (outcome.kind === "failed" || row.attempts >= config.OUTBOX_MAX_ATTEMPTS) {
    log.error({ ...context, error }, `${noun} failed for good`);
    return { kind: "failed", row, error };
  }
  log.warn({ ...context, error }, `${noun} failed, will retry`);
  return { kind: "retry", row, error, nextAttemptAt: now + retryDelay(row.attempts, config) };
}

/** Delivers `rows` with at most `concurrency` at a time; the marks come back in the order they settled. */
export async function deliverEach<Row, Mark>(
  rows: readonly Row[],
  concurrency: number,
  deliver: (row: Row) => Promise<Mark>,
): Promise<Mark[]> {
  const marks: Mark[] = [];
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      marks.push(await deliver(row));
    }
  });
  await Promise.all(workers);
  return marks;
}

/**
 * One pass of a worker: claims a batch under a fresh lease, reads what the rows are about (`load`), delivers
 * them (at most `concurrency` at once) and records the outcomes; resolves to how many rows were claimed.
 */
export async function runBatch<Row extends { attempts: number }, Context>({
  queue,
  routes,
  batchSize,
  concurrency,
  load,
  deliver,
  now = Date.now,
}: {
  queue: OutboxQueue<Row>;
  routes: readonly string[];
  batchSize: number;
  concurrency: number;
  load: (rows: Row[]) => Promise<Context>;
  deliver: (row: Row, context: Context) => Promise<OutboxMark<Row>>;
  /** The clock (tests of scheduled work set it). */
  now?: () => number;
}): Promise<number> {
  const token = randomUUID();
  const rows = await queue.claim(routes, { now: now(), token, batchSize });
  if (rows.length === 0) return 0;
  const context = await load(rows);
  const marks = await deliverEach(rows, concurrency, (row) => deliver(row, context));
  await queue.record(marks, token, now());
  return rows.length;
}

export function outboxQueue<Row extends { attempts: number }>(
  db: Db,
  config: Pick<Config, "OUTBOX_LEASE_MS">,
  spec: OutboxSpec<Row>,
): OutboxQueue<Row> {
  const kdb = db.kysely;
  const table = sql.table(spec.table);
  const route = sql.ref(spec.route);

  async function claim(
    routes: readonly string[],
    { now, token, batchSize }: { now: number; token: string; batchSize: number },
  ): Promise<Row[]> {
    if (routes.length === 0) return [];
    const until = now + config.OUTBOX_LEASE_MS;
    if (db.dialect === "postgres") {
      const { rows } = await sql<Row>`
        UPDATE ${table} AS n
        SET status = 'sending', attempts = n.attempts + 1, claimed_until = ${until}::bigint,
            claimed_by = ${token}, updated_at = ${now}::bigint
        FROM (
          SELECT ${sql.join(spec.keys.map((key) => sql.ref(key)))} FROM ${table}
          WHERE ${route} = ANY(${[...routes]}::text[])
            AND ((status = 'pending' AND next_attempt_at <= ${now}::bigint)
              OR (status = 'sending' AND claimed_until <= ${now}::bigint))
          ORDER BY next_attempt_at
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED
        ) AS due
        WHERE ${sql.join(
          spec.keys.map((key) => sql`${sql.ref(`n.${key}`)} = ${sql.ref(`due.${key}`)}`),
          sql` AND `,
        )}
        RETURNING ${sql.join(spec.columns.map((column) => sql.ref(`n.${column}`)))}
      `.execute(kdb);
      return rows;
    }
    const { rows } = await sql<Row>`
      UPDATE ${table}
      SET status = 'sending', attempts = attempts + 1, claimed_until = ${until},
          claimed_by = ${token}, updated_at = ${now}
      WHERE rowid IN (
        SELECT rowid FROM ${table}
        WHERE ${route} IN (${sql.join(routes)})
          AND ((status = 'pending' AND next_attempt_at <= ${now})
            OR (status = 'sending' AND claimed_until <= ${now}))
        ORDER BY next_attempt_at
        LIMIT ${batchSize}
      )
      RETURNING ${sql.join(spec.columns.map((column) => sql.ref(column)))}
    `.execute(kdb);
    return rows;
  }

  async function record(marks: OutboxMark<Row>[], token: string, now: number) {
    if (marks.length === 0) return;
    // One transaction for the batch: one commit (and one fsync on SQLite) instead of one per row.
    await kdb.transaction().execute(async (trx) => {
      for (const mark of marks) {
        const values =
          mark.kind === "sent"
            ? sql`status = 'sent', sent_at = ${now}, last_error = NULL`
            : mark.kind === "retry"
              ? sql`status = 'pending', next_attempt_at = ${mark.nextAttemptAt}, last_error = ${mark.error}`
              : sql`status = ${mark.kind}, last_error = ${mark.error}`;
        const key = spec.keys.map((column) => sql`${sql.ref(column)} = ${mark.row[column]}`);
        await sql`
          UPDATE ${table}
          SET ${values}, claimed_until = NULL, claimed_by = NULL, updated_at = ${now}
          WHERE ${sql.join(key, sql` AND `)}
            -- A claim taken over after its lease ran out belongs to the other worker now.
            AND claimed_by = ${token}
        `.execute(trx);
      }
    });
  }

  return { claim, record };
}

export interface OutboxLoop {
  start(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `runOnce` now, again at once while it claims full batches (or was woken meanwhile), then every
 * `pollMs`; a `topic` on `signal` wakes it early. A failed pass is logged and tried again at the next poll.
 */
export function outboxLoop({
  runOnce,
  beforePass,
  batchSize,
  pollMs,
  log,
  name,
  signal,
  onStart,
  close,
}: {
  runOnce: () => Promise<number>;
  /** Work done once per pass before claiming (queueing reminders that came due). */
  beforePass?: () => Promise<void>;
  batchSize: number;
  pollMs: number;
  log: Pick<FastifyBaseLogger, "warn">;
  /** Named in the log when a pass fails ("outbox", "job outbox"). */
  name: string;
  signal?: { emitter: EventEmitter; topic: string };
  /** Runs at each start (a warning that a channel is off). */
  onStart?: () => void;
  /** Releases what the worker holds (its SMTP transport) once stopped. */
  close?: () => void;
}): OutboxLoop {
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let loopPromise: Promise<void> | undefined;
  let again = false;

  async function pass() {
    try {
      await beforePass?.();
      let claimed = 0;
      do {
        again = false;
        claimed = await runOnce();
      } while (!stopped && (again || claimed >= batchSize));
    } catch (error) {
      log.warn({ error: errorText(error) }, `${name} pass failed, will retry`);
    }
  }

  function schedule(delay: number) {
    if (stopped || loopPromise) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      loopPromise = pass().finally(() => {
        loopPromise = undefined;
        schedule(again ? 0 : pollMs);
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
      onStart?.();
      if (!stopped) return;
      stopped = false;
      signal?.emitter.on(signal.topic, wake);
      schedule(0);
    },
    async stop() {
      stopped = true;
      signal?.emitter.off(signal.topic, wake);
      clearTimeout(timer);
      timer = undefined;
      if (loopPromise) await loopPromise;
      close?.();
    },
  };
}
