/**
 * An outbox worker made from what is its own: the table (its keys, the columns a claim returns and the column
 * it routes by), the routes it can deliver, what a batch is about (`load`), how one row is sent and what the
 * log names it by. Claiming under a lease, settling each outcome (the log line, the backoff, failed for
 * good), the batch and the polling loop are the same for every outbox (server/outbox/queue.ts).
 */
import type { EventEmitter } from "node:events";
import {
  type DeliveryOutcome,
  errorText,
  type OutboxSpec,
  type OutboxTable,
  type OutboxWorker,
  type OutboxWorkerOptions,
  outboxLoop,
  outboxQueue,
  runBatch,
  settle,
} from "./queue";

export interface OutboxWorkerSpec<Row extends { attempts: number }, Loaded> extends OutboxWorkerOptions {
  table: OutboxSpec<Row>;
  /** The channels or kinds this instance delivers (the configured ones). */
  routes: readonly string[];
  batchSize: number;
  /** Deliveries at once. */
  concurrency: number;
  /** Reads what a claimed batch is about (its leads, its applications), once per batch. */
  load: (rows: Row[]) => Promise<Loaded>;
  /** Sends one row; a thrown error counts as a failure worth repeating. */
  send: (row: Row, loaded: Loaded) => Promise<DeliveryOutcome>;
  /** What the log says a row is ("notification", "job notification"), and its ids (never personal data). */
  noun: string;
  logContext: (row: Row) => Record<string, unknown>;
  /** Named in the log when a pass fails ("outbox", "job outbox"). */
  name: string;
  /** The topic of the outbox signal that wakes the worker when something is queued. */
  signal?: { emitter: EventEmitter; topic: string };
  /** Runs before each batch is claimed (tidying that belongs with the deliveries). */
  beforeBatch?: () => Promise<void>;
  /** Runs once per pass before claiming (queueing reminders that came due). */
  beforePass?: () => Promise<void>;
  /** Runs at each start (a warning that a channel is off). */
  onStart?: () => void;
  /** Releases what the worker holds (its SMTP transport) once stopped. */
  close?: () => void;
  /** The clock (tests of scheduled work set it). */
  now?: () => number;
}

/**
 * The outbox of a record's deliveries, one row a record and channel (`lead_notifications` by `lead_id`,
 * `application_notifications` by `application_id`), claimed by the channels a worker delivers.
 */
export function channelOutbox<Row extends { attempts: number; channel: string }>(
  table: OutboxTable,
  recordColumn: keyof Row & string,
): OutboxSpec<Row> {
  return {
    table,
    keys: [recordColumn, "channel"],
    route: "channel",
    columns: [recordColumn, "channel", "attempts"],
  };
}

/** The records a claimed batch is about, read once each by `read` and found by their id. */
export async function recordsById<R extends { id: string }>(
  ids: readonly string[],
  read: (unique: string[]) => Promise<R[]>,
): Promise<Map<string, R>> {
  const records = await read([...new Set(ids)]);
  return new Map(records.map((record) => [record.id, record]));
}

export function outboxWorker<Row extends { attempts: number }, Loaded>({
  db,
  config,
  log,
  table,
  routes,
  batchSize,
  concurrency,
  load,
  send,
  noun,
  logContext,
  name,
  signal,
  beforeBatch,
  beforePass,
  onStart,
  close,
  now = Date.now,
}: OutboxWorkerSpec<Row, Loaded>): OutboxWorker {
  const queue = outboxQueue<Row>(db, config, table);

  async function deliver(row: Row, loaded: Loaded) {
    let outcome: DeliveryOutcome;
    try {
      outcome = await send(row, loaded);
    } catch (error) {
      outcome = { kind: "retry", error: errorText(error) };
    }
    return settle(row, outcome, { config, log, noun, context: logContext(row), now: now() });
  }

  async function runOnce(): Promise<number> {
    await beforeBatch?.();
    return runBatch({ queue, routes, batchSize, concurrency, load, deliver, now });
  }

  const loop = outboxLoop({
    runOnce,
    beforePass,
    batchSize,
    pollMs: config.OUTBOX_POLL_MS,
    log,
    name,
    signal,
    onStart,
    close,
  });
  return { ...loop, runOnce };
}
