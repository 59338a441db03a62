import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { checkWrites } from "../db/write-health";
import { pdfOfSize } from "../test-support/application-requests";
import { type ApplicationServer, startApplicationServer } from "../test-support/application-server";
import { postApplication } from "../test-support/application-uploads";
import { testDialects } from "../test-support/db";

/**
 * A full disk, without root: SQLite's max_page_count just above the file's size fails the next write that
 * needs a page with SQLITE_FULL, as a full disk does (and SQLite rolls the transaction back by itself);
 * PostgreSQL's own error for it (SQLSTATE 53100, disk_full) is raised by a trigger on the résumés' table.
 */
async function fillDisk(db: Db): Promise<() => Promise<void>> {
  if (db.sqlite) {
    const sqlite = db.sqlite;
    const before = sqlite.pragma("max_page_count", { simple: true }) as number;
    const pages = sqlite.pragma("page_count", { simple: true }) as number;
    sqlite.pragma(`max_page_count = ${pages + 2}`);
    return async () => {
      sqlite.pragma(`max_page_count = ${before}`);
    };
  }
  await sql`
    create function simulate_disk_full() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file "base/1/2": No space left on device' using errcode = 'disk_full';
    end $$`.execute(db.kysely);
  await sql`create trigger disk_full before insert on application_files
    for each row execute function simulate_disk_full()`.execute(db.kysely);
  return async () => {
    await sql`drop trigger disk_full on application_files`.execute(db.kysely);
  };
}

async function countRows(db: Db, table: "applications" | "application_files" | "application_notifications") {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDialects)("an application refused for a full disk on %s", (dialect) => {
  let server: ApplicationServer | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("answers 503, turns readiness 503, logs the disk's error (not a failed rollback), stores nothing, and takes the next one once there is room", async () => {
    server = await startApplicationServer(dialect);
    const { db, port, postings } = server;
    const resume = pdfOfSize(256 * 1024);
    const makeRoom = await fillDisk(db);

    const refused = await postApplication({ port, job: postings.open, resume });
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe("30");
    expect(JSON.parse(refused.body)).toEqual({ error: "Service Unavailable" });
    // Readiness (/readyz) is told at once, as for a lead that cannot be stored.
    expect((await checkWrites(db)).ok).toBe(false);

    const failures = server.logs().filter((line) => line.msg === "application store unavailable");
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      level: 50,
      err: { code: dialect === "sqlite" ? "SQLITE_FULL" : "53100" },
    });
    expect(server.logText()).not.toMatch(/cannot rollback|no transaction/i);
    // Nothing of the candidate in the log.
    expect(server.logText()).not.toMatch(/okafor/i);
    for (const table of ["applications", "application_files", "application_notifications"] as const) {
      expect(await countRows(db, table)).toBe(0);
    }

    await makeRoom();
    const stored = await postApplication({ port, job: postings.open, resume });
    expect(stored.status).toBe(201);
    expect((await checkWrites(db)).ok).toBe(true);
    const { id } = JSON.parse(stored.body) as { id: string };
    const file = await db.kysely
      .selectFrom("application_files")
      .select("data")
      .where("application_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(file.data).equals(resume)).toBe(true);
    expect(await countRows(db, "applications")).toBe(1);
  });
});
