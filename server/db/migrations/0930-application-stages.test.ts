import { type Kysely, Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test-support/db";
import { connectDb, type Db } from "../connect";
import { migrations } from "./index";

function migrator(db: Db) {
  return new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
}

async function must(result: Promise<{ error?: unknown }>) {
  const { error } = await result;
  if (error) throw error;
}

// biome-ignore lint/suspicious/noExplicitAny: the tables as the migrations made them, without the app's types
type AnyDb = Kysely<any>;

const BEFORE = ["new", "reviewing", "submitted", "interviewing", "offer", "hired", "rejected"];

describe.each(testDialects)("migration 0930-application-stages (%s)", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  afterEach(async () => {
    await db?.close();
    await database?.drop();
  });

  /** A database at 0800 with one application in each old status, its résumé, outbox row and history. */
  async function previousSchema() {
    database = await createTestDatabase(dialect, { empty: true });
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await must(migrator(db).migrateTo("0800-job-alerts"));
    const kdb = db.kysely as unknown as AnyDb;
    const at = 1_760_000_000_000;
    await kdb
      .insertInto("applications")
      .values(
        BEFORE.map((status, i) => ({
          id: `app-${i}`,
          created_at: at + i,
          posting_id: "p1",
          job_path: "/job-atlanta-pmr",
          job_title: "PM&R Nurse Practitioner",
          status,
          first_name: `Ana${i}`,
          last_name: "Lopez",
          email: `ana${i}@example.com`,
          phone: "555 123 4567",
          credential: "NP",
          license_states: JSON.stringify(["GA"]),
          years_experience: 4,
          consent_at: at,
          ip_hash: "h",
          resume_name: "resume.pdf",
          resume_original_name: "Résumé.pdf",
          resume_type: "pdf",
          resume_size: 4,
          resume_sha256: "x",
          owner_id: i === 2 ? "u1" : null,
        })),
      )
      .execute();
    await kdb
      .insertInto("application_files")
      .values(BEFORE.map((_, i) => ({ application_id: `app-${i}`, data: Buffer.from([37, 80, 68, i]) })))
      .execute();
    await kdb
      .insertInto("application_notifications")
      .values({ application_id: "app-5", channel: "email", next_attempt_at: 0, created_at: 0, updated_at: 0 })
      .execute();
    await kdb
      .insertInto("application_status_changes")
      .values(
        BEFORE.slice(1).map((status, i) => ({
          id: `change-${i}`,
          application_id: `app-${i + 1}`,
          created_at: at + 100 + i,
          from_status: i === 0 ? "new" : BEFORE[i],
          to_status: status,
          note: i === 2 ? "Sent to the client" : "",
          user_id: null,
          user_email: "ria@apex.example",
        })),
      )
      .execute();
    return kdb;
  }

  const statuses = async (kdb: AnyDb) =>
    (await kdb.selectFrom("applications").select(["id", "status"]).orderBy("id").execute()).map(
      (row) => row.status,
    );
  const history = async (kdb: AnyDb) =>
    (
      await kdb
        .selectFrom("application_status_changes")
        .select(["from_status", "to_status"])
        .orderBy("id")
        .execute()
    ).map((row) => `${row.from_status}>${row.to_status}`);

  it("renames every status and history entry to its stage, keeps the files, outbox and owners, and goes back", async () => {
    const kdb = await previousSchema();
    await must(migrator(db).migrateTo("0930-application-stages"));

    expect(await statuses(kdb)).toEqual([
      "new",
      "screening",
      "submitted",
      "interview",
      "offer",
      "placed",
      "not_fit",
    ]);
    expect(await history(kdb)).toEqual([
      "new>screening",
      "screening>submitted",
      "submitted>interview",
      "interview>offer",
      "offer>placed",
      "placed>not_fit",
    ]);
    // Nothing cascaded away with the rebuilt table.
    const files = await kdb.selectFrom("application_files").select("application_id").execute();
    expect(files).toHaveLength(7);
    const outbox = await kdb.selectFrom("application_notifications").select("application_id").execute();
    expect(outbox).toEqual([{ application_id: "app-5" }]);
    const owned = await kdb.selectFrom("applications").select("id").where("owner_id", "=", "u1").execute();
    expect(owned).toEqual([{ id: "app-2" }]);
    // The check names the stages: an old key is refused, a stage is taken.
    await expect(
      kdb.updateTable("applications").set({ status: "hired" }).where("id", "=", "app-0").execute(),
    ).rejects.toThrow(/check/i);
    await kdb.updateTable("applications").set({ status: "placed" }).where("id", "=", "app-0").execute();
    // Deleting an application still removes its résumé and history (the children refer to the rebuilt table).
    await kdb.deleteFrom("applications").where("id", "=", "app-6").execute();
    expect(await kdb.selectFrom("application_files").select("application_id").execute()).toHaveLength(6);
    if (dialect === "sqlite") {
      const indexes = await sql<{ name: string }>`select name from sqlite_master
        where type = 'index' and tbl_name = 'applications' and sql is not null order by name`.execute(kdb);
      expect(indexes.rows.map((row) => row.name)).toEqual([
        "applications_created_idx",
        "applications_email_idx",
        "applications_posting_idx",
        "applications_status_idx",
      ]);
    }

    await kdb.updateTable("applications").set({ status: "new" }).where("id", "=", "app-0").execute();
    await must(migrator(db).migrateTo("0800-job-alerts"));
    expect(await statuses(kdb)).toEqual(BEFORE.slice(0, 6));
    expect(await history(kdb)).toEqual([
      "new>reviewing",
      "reviewing>submitted",
      "submitted>interviewing",
      "interviewing>offer",
      "offer>hired",
    ]);
  });
});
