import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { connectDb, type Db, migrateToLatest } from "../db/connect";

export type TestDialect = "sqlite" | "postgres";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const testDialects: TestDialect[] = TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase {
  dialect: TestDialect;
  /** postgres:// URL of a fresh database, or undefined for SQLite. */
  databaseUrl?: string;
  /** A fresh directory (the SQLite file lives here). */
  dataDir: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = "/postgres";
  return url.toString();
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface CreateOptions {
  /**
   * An empty database, for a migration's own test, which migrates it step by step. Otherwise it starts at the
   * latest schema: a copy of one migrated once (`migratedSqliteFile`, `migratedPostgresTemplate`), so that
   * `migrateToLatest` on it finds nothing to do. Migrating took each new database 0.3 s on PostgreSQL and
   * 0.07 s on SQLite; a copy of the migrated one is cheaper by 0.2 s and 0.06 s (decision 0500).
   */
  empty?: boolean;
}

/**
 * A throwaway database: a temp directory for SQLite (with `leads.sqlite` in it unless `empty`), or
 * `CREATE DATABASE leads_test_<random>` on PostgreSQL.
 */
export async function createTestDatabase(
  dialect: TestDialect,
  { empty = false }: CreateOptions = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-test-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (dialect === "sqlite") {
    if (!empty) fs.copyFileSync(await migratedSqliteFile(), path.join(dataDir, SQLITE_FILE));
    return { dialect, dataDir, drop: async () => removeDir() };
  }
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `leads_test_${randomBytes(6).toString("hex")}`;
  const template = empty ? undefined : await migratedPostgresTemplate();
  await withAdmin((client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`),
  );
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    dialect,
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      removeDir();
    },
  };
}

/** The SQLite file's name in a data directory (`connectDb`). */
const SQLITE_FILE = "leads.sqlite";

/** The migrations' own files: a change to any of them makes a new template. */
function migrationsDigest(): string {
  const dir = fileURLToPath(new URL("../db/migrations/", import.meta.url));
  const hash = createHash("sha256");
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

let sqliteTemplate: Promise<string> | undefined;
/** A SQLite file migrated to the latest schema, made once per process and removed when it exits. */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-template-"));
    process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
    const db = connectDb({ dataDir: dir });
    await migrateToLatest(db);
    // Closed, its write-ahead log is folded into the file and removed: the file alone is the database.
    await db.close();
    return path.join(dir, SQLITE_FILE);
  })();
  return sqliteTemplate;
}

let postgresTemplate: Promise<string> | undefined;
/**
 * A PostgreSQL database migrated to the latest schema, `leads_template_<digest of the migrations>`, that new
 * test databases copy. Made once for a set of migrations and kept for the next runs (and for other processes
 * running at the same time: an advisory lock lets one make it while the others wait). It is built under
 * another name and renamed when migrated, so a run stopped half-way leaves no half-made template, and it
 * takes no connections, which would stop the copying.
 */
function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= withAdmin(async (client) => {
    const name = `leads_template_${migrationsDigest()}`;
    await client.query("SELECT pg_advisory_lock(hashtext('leads_template'))");
    try {
      const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (found.rowCount === 0) {
        const building = `leads_test_${randomBytes(6).toString("hex")}`;
        await client.query(`CREATE DATABASE ${building}`);
        const url = new URL(TEST_DATABASE_URL!);
        url.pathname = `/${building}`;
        const db = connectDb({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
        try {
          await migrateToLatest(db);
        } catch (error) {
          await db.close();
          await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
          throw error;
        }
        await db.close();
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        await client.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('leads_template'))");
    }
    return name;
  });
  return postgresTemplate;
}

/** A throwaway database, connected and migrated; `close` closes and drops it. */
export async function openMigratedDatabase(
  dialect: TestDialect,
): Promise<{ db: Db; close(): Promise<void> }> {
  const database = await createTestDatabase(dialect);
  const db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}
