import { type Kysely, sql } from "kysely";
import type { Db } from "./connect";
import type { Database } from "./schema";

/**
 * Runs sign-in bookkeeping (attempt counters, counts of refused attempts) on SQLite with
 * `synchronous=NORMAL`: the commit does not wait for an fsync, which on this connection blocks the event
 * loop and so every lead in flight. The write reaches the disk with the next flush of the WAL, which the
 * lead store does after each batch and which every other commit here still waits for; a power cut may
 * forget the last moments of attempt counts, never a lead or a session. The connection is held for the
 * whole callback, so no other query runs in between with the relaxed setting.
 */
export async function withoutFsyncWait<T>(db: Db, work: (kdb: Kysely<Database>) => Promise<T>): Promise<T> {
  const kdb = db.kysely;
  if (db.dialect !== "sqlite") return work(kdb);
  return kdb.connection().execute(async (connection) => {
    await sql`PRAGMA synchronous = NORMAL`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`PRAGMA synchronous = FULL`.execute(connection);
    }
  });
}
