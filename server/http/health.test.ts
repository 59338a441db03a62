import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validContact } from "../test-support/app";
import { TEST_DATABASE_URL, testDialects } from "../test-support/db";
import { pollUntil } from "../test-support/poll";
import { startIsolatedApp } from "../test-support/app";

type App = Awaited<ReturnType<typeof startIsolatedApp>>;

/**
 * Makes the database refuse every write and resolves to what lets them through again. SQLite: the connection
 * turned query-only, as writes fail on a read-only file system. PostgreSQL: the database made read-only for
 * new sessions and the open ones ended, as after a fail-over to a standby.
 */
async function refuseWrites(t: App): Promise<() => Promise<void>> {
  if (t.db.sqlite) {
    const sqlite = t.db.sqlite;
    sqlite.pragma("query_only = ON");
    return async () => {
      sqlite.pragma("query_only = OFF");
    };
  }
  const name = new URL(t.database.databaseUrl!).pathname.slice(1);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
      await client.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      );
    } finally {
      await client.end();
    }
  };
  await admin(`ALTER DATABASE ${name} SET default_transaction_read_only = on`);
  return () => admin(`ALTER DATABASE ${name} RESET default_transaction_read_only`);
}

const readiness = async (t: App) => {
  const response = await t.app.inject({ url: "/readyz" });
  return { status: response.statusCode, body: response.json(), cache: response.headers["cache-control"] };
};

const postLead = (t: App) => t.app.inject({ method: "POST", url: "/api/contact", payload: validContact() });

describe.each(testDialects)("readiness on %s", (dialect) => {
  let t: App;
  beforeAll(async () => {
    t = await startIsolatedApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 200 while writes succeed, and is never cached", async () => {
    expect(await readiness(t)).toEqual({
      status: 200,
      body: { status: "ready", database: dialect, writes: "ok" },
      cache: "no-store",
    });
    const probe = await t.db.kysely.selectFrom("write_probe").selectAll().execute();
    expect(probe).toHaveLength(1);
  });

  it("answers 503 while every write fails, with no lead sent, and 200 once writes succeed again", async () => {
    const allowWrites = await refuseWrites(t);
    try {
      const failing = await pollUntil(
        async () => {
          const answer = await readiness(t);
          return answer.status === 503 ? answer : undefined;
        },
        { timeoutMs: 15_000, intervalMs: 50, what: "readiness to report the failing writes" },
      );
      expect(failing.body).toEqual({ status: "unavailable", database: dialect, writes: "failing" });
      // Liveness is not readiness: the process is up and reads its database.
      expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await allowWrites();
    }
    await pollUntil(async () => (await readiness(t)).status === 200, {
      timeoutMs: 15_000,
      intervalMs: 50,
      what: "readiness to recover",
    });
    expect((await postLead(t)).statusCode).toBe(201);
  });

  it("turns 503 as soon as a lead cannot be stored, before its next probe", async () => {
    await pollUntil(async () => (await readiness(t)).status === 200, { timeoutMs: 15_000, intervalMs: 50 });
    const allowWrites = await refuseWrites(t);
    try {
      expect((await postLead(t)).statusCode).toBe(503);
      expect((await readiness(t)).status).toBe(503);
    } finally {
      await allowWrites();
    }
    await pollUntil(async () => (await postLead(t)).statusCode === 201, {
      timeoutMs: 15_000,
      intervalMs: 50,
      what: "a lead to be stored again",
    });
    // A stored lead is a successful write: ready at once.
    expect((await readiness(t)).status).toBe(200);
  });
});
