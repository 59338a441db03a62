import { type Kysely, Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test-support/db";
import { leadRow } from "../../test-support/staff";
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

describe.each(testDialects)("migration 0970-history-e-mails (%s)", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  afterEach(async () => {
    await db?.close();
    await database?.drop();
  });

  it("marks the history entries of e-mails already sent, and only those", async () => {
    database = await createTestDatabase(dialect, { empty: true });
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await must(migrator(db).migrateTo("0960-record-messages"));
    const kdb = db.kysely as unknown as AnyDb;
    const at = 1_760_000_000_000;
    const lead = leadRow({ created_at: at - 60_000 });
    await kdb.insertInto("leads").values(lead).execute();
    const entry = (id: string, createdAt: number, note: string, status = "new") => ({
      id,
      lead_id: lead.id,
      created_at: createdAt,
      from_status: "new",
      to_status: status,
      note,
      user_id: null,
      user_email: "maria.lopez@apex.example",
    });
    await kdb
      .insertInto("lead_status_changes")
      .values([
        // What sending wrote before 0970: the e-mail and its note, at the same moment, by the same recruiter.
        entry("sent", at, "E-mail sent (template “Interview request”): Interview request: Psychiatric NP"),
        // A recruiter's note in the same words, with no e-mail behind it.
        entry("typed", at + 1000, "E-mail sent: she asked for a call back"),
        entry("changed", at + 2000, "", "contacted"),
      ])
      .execute();
    await kdb
      .insertInto("record_messages")
      .values({
        id: "m1",
        lead_id: lead.id,
        to_email: "someone@example.org",
        subject: "Interview request: Psychiatric NP",
        body: "Hi",
        user_email: "maria.lopez@apex.example",
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();

    await must(migrator(db).migrateToLatest());
    const rows = await kdb
      .selectFrom("lead_status_changes")
      .select(["id", "message_id"])
      .orderBy("created_at")
      .execute();
    expect(rows).toEqual([
      { id: "sent", message_id: "m1" },
      { id: "typed", message_id: null },
      { id: "changed", message_id: null },
    ]);
    const applicationColumns = await kdb
      .selectFrom("application_status_changes")
      .select("message_id")
      .execute();
    expect(applicationColumns).toEqual([]);
  });
});
