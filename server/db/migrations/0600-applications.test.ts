import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test-support/db";
import { connectDb, type Db, migrateToLatest } from "../connect";

describe.each(testDialects)("migration 0600-applications on %s", (dialect) => {
  let testDb: TestDatabase | undefined;
  let db: Db | undefined;

  afterEach(async () => {
    await db?.close();
    await testDb?.drop();
    db = undefined;
    testDb = undefined;
  });

  async function open(): Promise<Db> {
    testDb = await createTestDatabase(dialect);
    db = connectDb({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir });
    await migrateToLatest(db);
    return db;
  }

  function application(id: string) {
    const now = Date.now();
    return {
      id,
      created_at: now,
      posting_id: "p1",
      job_path: "/job-atlanta-pmr",
      job_title: "Nurse Practitioner",
      first_name: "Ana",
      last_name: "Lopez",
      email: "ana@example.com",
      phone: "555 123 4567",
      credential: "NP" as const,
      license_states: JSON.stringify(["GA"]),
      years_experience: 4,
      message: null,
      consent_at: now,
      page_path: null,
      referrer: null,
      utm: null,
      spam_reason: null,
      fill_ms: 12_000,
      ip_hash: "h",
      user_agent: null,
      idempotency_key: null,
      idempotency_body_hash: null,
      resume_name: "resume.pdf",
      resume_original_name: "Résumé.pdf",
      resume_type: "pdf" as const,
      resume_size: 0,
      resume_sha256: "",
    };
  }

  it("stores the résumé's bytes exactly, and deleting the application removes its file and outbox rows", async () => {
    const { kysely } = await open();
    // Every byte value, and a NUL in the middle: a BLOB / bytea, never text.
    const bytes = Buffer.concat([
      Buffer.from("%PDF-1.7\n"),
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    ]);
    const row = { ...application("a1"), resume_size: bytes.length };
    row.resume_sha256 = createHash("sha256").update(bytes).digest("hex");
    await kysely.transaction().execute(async (trx) => {
      await trx.insertInto("applications").values(row).execute();
      await trx.insertInto("application_files").values({ application_id: "a1", data: bytes }).execute();
      await trx
        .insertInto("application_notifications")
        .values({ application_id: "a1", channel: "email", next_attempt_at: 0, created_at: 0, updated_at: 0 })
        .execute();
    });
    const stored = await kysely
      .selectFrom("application_files")
      .select("data")
      .where("application_id", "=", "a1")
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.data).equals(bytes)).toBe(true);
    const status = await kysely.selectFrom("applications").select("status").executeTakeFirstOrThrow();
    expect(status.status).toBe("new");

    await kysely.deleteFrom("applications").where("id", "=", "a1").execute();
    expect(await kysely.selectFrom("application_files").selectAll().execute()).toEqual([]);
    expect(await kysely.selectFrom("application_notifications").selectAll().execute()).toEqual([]);
  });

  it("refuses an unknown status, credential or résumé type", async () => {
    const { kysely } = await open();
    const bad = [
      { ...application("b1"), status: "archived" },
      { ...application("b2"), credential: "MD" },
      { ...application("b3"), resume_type: "exe" },
    ];
    for (const row of bad) {
      await expect(
        kysely
          .insertInto("applications")
          .values(row as unknown as ReturnType<typeof application>)
          .execute(),
      ).rejects.toThrow();
    }
    expect(await kysely.selectFrom("applications").selectAll().execute()).toEqual([]);
  });
});
