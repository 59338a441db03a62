import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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

/** A throwaway database: a temp directory for SQLite, or `CREATE DATABASE leads_test_<random>`. */
export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-test-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (dialect === "sqlite") {
    return { dialect, dataDir, drop: async () => removeDir() };
  }
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `leads_test_${randomBytes(6).toString("hex")}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
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
