import { type QueryExecutorProvider, sql } from "kysely";
import pg from "pg";
import type { Db } from "./connect";

/** The PostgreSQL channel every instance listens on; the payload is empty (each reloads the board). */
export const JOB_BOARD_CHANNEL = "job_board_changed";

/**
 * Tells every instance that the postings changed. Inside a transaction, PostgreSQL delivers the
 * notification only once it commits (and never if it rolls back). SQLite needs nothing: other processes
 * see the database's data_version move.
 */
export async function announceJobChange(db: Db, trx: QueryExecutorProvider): Promise<void> {
  if (db.dialect === "postgres") await sql`select pg_notify(${JOB_BOARD_CHANNEL}, '')`.execute(trx);
}

export interface ChangeWatchOptions {
  /** How often SQLite's data_version is read (ms). */
  pollMs?: number;
  /** How long to wait before listening again after the connection dropped (ms). */
  reconnectMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Calls `onChange` when another process or instance changed the database: on PostgreSQL through
 * LISTEN on a connection of its own (re-established if it drops, with one refresh for anything missed),
 * on SQLite by polling `PRAGMA data_version`, which moves when another connection commits.
 * Returns a function that stops watching.
 */
export async function watchJobChanges(
  db: Db,
  onChange: () => void,
  options: ChangeWatchOptions = {},
): Promise<() => Promise<void>> {
  return watchChanges(db, [JOB_BOARD_CHANNEL], () => onChange(), options);
}

/**
 * What a watch hears: a notification on one of its channels with its payload (PostgreSQL), or, with
 * `channel` null, that something may have changed and the listener should look for itself (SQLite's
 * data_version moved, or the LISTEN connection came back after a drop and may have missed notifications).
 */
export type ChangeListener = (channel: string | null, payload: string) => void;

/**
 * The change watch over any set of PostgreSQL channels (one per topic: the job board, the staff's items);
 * on SQLite every commit of another connection is reported once, with `channel` null.
 */
export async function watchChanges(
  db: Db,
  channels: readonly string[],
  onChange: ChangeListener,
  { pollMs = 200, reconnectMs = 1000, log }: ChangeWatchOptions = {},
): Promise<() => Promise<void>> {
  if (db.dialect === "sqlite" && db.sqlite) {
    const sqlite = db.sqlite;
    const version = () => sqlite.pragma("data_version", { simple: true }) as number;
    let seen = version();
    const timer = setInterval(() => {
      try {
        const now = version();
        if (now !== seen) {
          seen = now;
          onChange(null, "");
        }
      } catch {
        // The database is closing.
      }
    }, pollMs);
    timer.unref();
    return async () => clearInterval(timer);
  }
  if (db.dialect !== "postgres" || !db.databaseUrl) return async () => {};

  const url = db.databaseUrl;
  const listened = new Set(channels);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (catchUp: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const lost = (error?: Error) => {
      next.removeAllListeners();
      next.on("error", () => {});
      void next.end().catch(() => {});
      if (stopped || client !== next) return;
      client = undefined;
      log?.warn({ err: error?.message, channels }, "lost a LISTEN connection; listening again");
      retry = setTimeout(() => void connect(true).catch(() => lost()), reconnectMs);
      retry.unref();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      if (listened.has(message.channel)) onChange(message.channel, message.payload ?? "");
    });
    client = next;
    await next.connect();
    for (const channel of listened) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (catchUp) onChange(null, "");
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    current?.removeAllListeners();
    current?.on("error", () => {});
    await current?.end().catch(() => {});
  };
}
