import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../test-support/db";
import { pollUntil } from "../test-support/poll";
import { connectDb, type Db } from "./connect";

describe.runIf(TEST_DATABASE_URL)("a PostgreSQL connection lost while it is checked out", () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", { empty: true });
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it("fails what was using it, not the process, and the next query gets a new connection", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const outcome = await db.kysely
        .connection()
        .execute(async (connection) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
          // As a fail-over or an administrator ends the session, between two statements of its holder.
          const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
          await admin.connect();
          await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
          // Until the server has ended that session.
          await pollUntil(
            async () =>
              (await admin.query("select 1 from pg_stat_activity where pid = $1", [rows[0]!.pid]))
                .rowCount === 0,
            { what: "the session ended" },
          );
          await admin.end();
          await sql`select 1`.execute(connection);
          return "answered";
        })
        .catch(() => "refused");
      expect(outcome).toBe("refused");
      expect(uncaught).toEqual([]);
      const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db.kysely);
      expect(rows[0]!.ok).toBe(1);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});
