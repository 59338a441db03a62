import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./connect";

/** A readiness check writes at most this often; answers in between repeat the last result. */
export const WRITE_PROBE_INTERVAL_MS = 2000;
/** A probe that has not answered by then counts as failed (it may still finish, for the next check). */
export const WRITE_PROBE_TIMEOUT_MS = 3000;

export interface WriteState {
  ok: boolean;
  /** The database's error, for the log only. */
  error?: string;
}

interface Health {
  state: WriteState;
  checkedAt: number;
  probing?: Promise<WriteState>;
  log?: FastifyBaseLogger;
  statements?: {
    relaxed: { run(): unknown };
    upsert: { run(now: number): unknown };
    restored: { run(): unknown };
  };
}

const healthOf = new WeakMap<Db, Health>();

function health(db: Db): Health {
  let entry = healthOf.get(db);
  if (!entry) {
    entry = { state: { ok: true }, checkedAt: Number.NEGATIVE_INFINITY };
    healthOf.set(db, entry);
  }
  return entry;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Records a result, logging only the turns: writes failing, and writes succeeding again. */
function record(entry: Health, state: WriteState, now: number): WriteState {
  if (entry.state.ok && !state.ok) {
    entry.log?.error(
      { err: { message: state.error } },
      "database writes are failing: /readyz answers 503 until one succeeds",
    );
  } else if (!entry.state.ok && state.ok) {
    entry.log?.warn("database writes succeed again: /readyz answers 200");
  }
  entry.state = state;
  entry.checkedAt = now;
  return state;
}

/** Where the turns of the write state are logged. */
export function logWriteHealth(db: Db, log: FastifyBaseLogger): void {
  health(db).log = log;
}

/** A store's write failed (the disk is full, the database refuses writes or cannot be reached). */
export function markWriteFailed(db: Db, error: unknown): void {
  record(health(db), { ok: false, error: messageOf(error) }, Date.now());
}

/** A store's write succeeded. */
export function markWriteSucceeded(db: Db): void {
  const entry = health(db);
  if (!entry.state.ok) record(entry, { ok: true }, Date.now());
}

/**
 * Whether the database takes writes: the last probe's or store's result when it is recent, else a new probe,
 * one at a time however many ask.
 */
export function checkWrites(db: Db, intervalMs = WRITE_PROBE_INTERVAL_MS): Promise<WriteState> {
  const entry = health(db);
  const now = Date.now();
  if (now - entry.checkedAt < intervalMs) return Promise.resolve(entry.state);
  entry.probing ??= probe(db, entry).finally(() => {
    entry.probing = undefined;
  });
  return entry.probing;
}

async function probe(db: Db, entry: Health): Promise<WriteState> {
  const now = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error("the write probe did not finish in time")),
      WRITE_PROBE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([write(db, entry, now), timedOut]);
    return record(entry, { ok: true }, Date.now());
  } catch (error) {
    return record(entry, { ok: false, error: messageOf(error) }, Date.now());
  } finally {
    clearTimeout(timer);
  }
}

/** Writes the probe's row: one small commit, like a lead's. */
async function write(db: Db, entry: Health, now: number): Promise<void> {
  const sqlite = db.sqlite;
  // The raw connection, synchronously, when no transaction is open on it: the probe needs no flush to disk,
  // and a flush (synchronous = FULL) would hold the event loop.
  if (sqlite && !sqlite.inTransaction) {
    entry.statements ??= {
      relaxed: sqlite.prepare("PRAGMA synchronous = NORMAL"),
      upsert: sqlite.prepare(
        "INSERT INTO write_probe (id, probed_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET probed_at = excluded.probed_at",
      ),
      restored: sqlite.prepare(
        `PRAGMA synchronous = ${Number(sqlite.pragma("synchronous", { simple: true }))}`,
      ),
    };
    const { relaxed, upsert, restored } = entry.statements;
    relaxed.run();
    try {
      upsert.run(now);
    } finally {
      restored.run();
    }
    return;
  }
  await db.kysely
    .insertInto("write_probe")
    .values({ id: 1, probed_at: now })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ probed_at: now }))
    .execute();
}
