import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  SqliteDialect,
} from "kysely";
import pg from "pg";
import { migrations } from "./migrations/index";
import "./pg-types";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

/** What SQLite's WAL file is truncated to once checkpointed (it is reused up to this size rather than regrown). */
export const WAL_SIZE_LIMIT_BYTES = 8 * 1024 * 1024;

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The raw SQLite handle (embedded mode only), for online backups and batched commits. */
  sqlite?: SQLite.Database;
  /** The PostgreSQL server (PostgreSQL only), for a connection of its own that LISTENs. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export function connectDb({ databaseUrl, dataDir, poolSize = 10 }: DbOptions): Db {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on("error", () => {});
    // Nor one that loses it while checked out (a fail-over, pg_terminate_backend): its query fails with the
    // error, the pool drops it on release, and its own 'error' event, unheard, would end the process.
    pool.on("connect", (client) => client.on("error", () => {}));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: "postgres", databaseUrl, close: () => kysely.destroy() };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, "leads.sqlite"));
  sqlite.pragma("journal_mode = WAL");
  // A WAL that grew (a burst, or checkpoints failing on a full disk) is cut back to this at the first
  // commit after a complete checkpoint; SQLite otherwise keeps the file at its largest for ever.
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: "sqlite", sqlite, close: () => kysely.destroy() };
}

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: new StaticMigrationProvider() });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
