import { type Kysely, Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test-support/db";
import { connectDb, type Db } from "../connect";
import { migrations } from "./index";

const TABLES = {
  admin_users: "id",
  leads: "id",
  lead_notifications: "lead_id, channel",
  lead_status_changes: "id",
  lead_owner_changes: "id",
} as const;

function migrator(db: Db) {
  return new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
}

async function must(result: Promise<{ error?: unknown }>) {
  const { error } = await result;
  if (error) throw error;
}

// biome-ignore lint/suspicious/noExplicitAny: the tables as the migrations made them, without the app's types
type AnyDb = Kysely<any>;

/** Every row of every table the rebuild touches or that refers to it, in a fixed order. */
async function rows(kdb: AnyDb) {
  const all: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(TABLES))
    all[table] = (await sql.raw(`select * from ${table} order by ${key}`).execute(kdb)).rows;
  return all;
}

/** Indexes and triggers of the rebuilt tables, and the foreign keys of their children, as the database lists them. */
async function structure(db: Db, kdb: AnyDb) {
  if (db.dialect === "sqlite") {
    const objects = await sql`select type, name, tbl_name, sql from sqlite_master
      where type in ('index', 'trigger') order by name`.execute(kdb);
    const foreignKeys: Record<string, unknown[]> = {};
    for (const table of Object.keys(TABLES))
      foreignKeys[table] = (await sql.raw(`pragma foreign_key_list(${table})`).execute(kdb)).rows;
    return { objects: objects.rows, foreignKeys };
  }
  const indexes = await sql`select tablename, indexname, indexdef from pg_indexes
    where schemaname = current_schema() order by indexname`.execute(kdb);
  const foreignKeys = await sql`select conrelid::regclass::text as child, conname,
      pg_get_constraintdef(oid) as definition
    from pg_constraint where contype = 'f' order by conname`.execute(kdb);
  return { objects: indexes.rows, foreignKeys: foreignKeys.rows };
}

describe.each(testDialects)("migration 0500-placed-status (%s)", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  afterEach(async () => {
    await db?.close();
    await database?.drop();
  });

  /** A database at 0400 with leads, deliveries, status and owner histories, and an owner. */
  async function previousSchemaWithLeads() {
    database = await createTestDatabase(dialect, { empty: true });
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await must(migrator(db).migrateTo("0400-job-notifications"));
    const kdb = db.kysely as unknown as AnyDb;
    const at = 1_760_000_000_000;
    await kdb
      .insertInto("admin_users")
      .values({ id: "u1", email: "ria@apex.example", password_hash: "x", created_at: at, updated_at: at })
      .execute();
    const statuses = ["new", "contacted", "qualified", "closed", "spam"];
    const leads = Array.from({ length: 25 }, (_, i) => ({
      id: `lead-${String(i).padStart(2, "0")}`,
      created_at: at + i * 60_000,
      kind: i % 2 ? "quick" : "contact",
      status: statuses[i % statuses.length],
      first_name: `Dana${i}`,
      last_name: "Whitfield",
      email: `dana${i}@example.org`,
      phone: `(555) 201-${String(1000 + i)}`,
      user_type: i % 3 ? "employer" : "job_seeker",
      organization: i % 3 ? "Riverbend Community Health" : null,
      position: i % 3 ? null : "Family NP",
      specialty: null,
      location: "Tulsa, OK",
      message: `Message ${i}: we need two family NPs.`,
      form_source: "Homepage Main Contact Form",
      page_path: "/",
      referrer: null,
      utm: i === 3 ? JSON.stringify({ utm_source: "linkedin" }) : null,
      spam_reason: i % 5 === 4 ? "honeypot" : null,
      fill_ms: 12_000 + i,
      ip_hash: "0".repeat(32),
      user_agent: "Mozilla/5.0",
      idempotency_key: i === 7 ? "key-7" : null,
      idempotency_body_hash: i === 7 ? "hash-7" : null,
      owner_id: i % 4 === 0 ? "u1" : null,
    }));
    await kdb.insertInto("leads").values(leads).execute();
    await kdb
      .insertInto("lead_notifications")
      .values(
        leads.slice(0, 10).map((lead, i) => ({
          lead_id: lead.id,
          channel: "email",
          status: i % 2 ? "pending" : "sent",
          attempts: i,
          next_attempt_at: at + i,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await kdb
      .insertInto("lead_status_changes")
      .values(
        leads.slice(1, 6).map((lead, i) => ({
          id: `change-${i}`,
          lead_id: lead.id,
          created_at: at + 600_000 + i,
          from_status: "new",
          to_status: lead.status,
          note: `Called back (${i})`,
          user_id: "u1",
          user_email: "ria@apex.example",
        })),
      )
      .execute();
    await kdb
      .insertInto("lead_owner_changes")
      .values({
        id: "owner-0",
        lead_id: "lead-00",
        created_at: at + 1,
        from_email: null,
        to_email: "ria@apex.example",
        user_id: "u1",
        user_email: "ria@apex.example",
      })
      .execute();
    return kdb;
  }

  it("keeps every row, index, trigger and reference, and then accepts the placed status", async () => {
    const kdb = await previousSchemaWithLeads();
    const before = { rows: await rows(kdb), structure: await structure(db, kdb) };
    expect(before.rows.leads).toHaveLength(25);
    await expect(
      kdb.updateTable("leads").set({ status: "placed" }).where("id", "=", "lead-02").execute(),
    ).rejects.toThrow(/check/i);

    await must(migrator(db).migrateTo("0500-placed-status"));

    expect(await rows(kdb)).toEqual(before.rows);
    expect(await structure(db, kdb)).toEqual(before.structure);
    if (dialect === "sqlite") {
      // The rebuild put enforcement back, and left a sound file behind.
      expect((await sql`pragma foreign_keys`.execute(kdb)).rows).toEqual([{ foreign_keys: 1 }]);
      expect((await sql`pragma integrity_check`.execute(kdb)).rows).toEqual([{ integrity_check: "ok" }]);
      const plan =
        await sql`explain query plan select id from leads where status = 'placed' order by created_at desc`.execute(
          kdb,
        );
      expect(JSON.stringify(plan.rows)).toContain("leads_status_created_at_idx");
    }

    // The new status is accepted in both places it is checked; unknown ones still are not.
    await kdb.updateTable("leads").set({ status: "placed" }).where("id", "=", "lead-02").execute();
    await kdb
      .insertInto("lead_status_changes")
      .values({
        id: "change-placed",
        lead_id: "lead-02",
        created_at: 1_770_000_000_000,
        from_status: "qualified",
        to_status: "placed",
        note: "Started at Riverbend on the 3rd",
        user_id: "u1",
        user_email: "ria@apex.example",
      })
      .execute();
    await expect(
      kdb.updateTable("leads").set({ status: "hired" }).where("id", "=", "lead-03").execute(),
    ).rejects.toThrow(/check/i);

    // The references work on the rebuilt tables: deleting a lead takes its deliveries and histories,
    // and removing an account leaves its leads unassigned.
    await kdb.deleteFrom("leads").where("id", "=", "lead-01").execute();
    const left = async (table: string) =>
      (await sql.raw(`select count(*) as n from ${table} where lead_id = 'lead-01'`).execute(kdb))
        .rows[0] as { n: number | string };
    expect(Number((await left("lead_notifications")).n)).toBe(0);
    expect(Number((await left("lead_status_changes")).n)).toBe(0);
    await kdb.deleteFrom("lead_owner_changes").execute();
    await kdb.deleteFrom("admin_users").where("id", "=", "u1").execute();
    const owned = await kdb.selectFrom("leads").select("id").where("owner_id", "is not", null).execute();
    expect(owned).toEqual([]);
    const byUser = await kdb
      .selectFrom("lead_status_changes")
      .select("id")
      .where("user_id", "is not", null)
      .execute();
    expect(byUser).toEqual([]);
  });

  it("goes back to five statuses when nothing is placed", async () => {
    const kdb = await previousSchemaWithLeads();
    const before = await rows(kdb);
    await must(migrator(db).migrateTo("0500-placed-status"));
    await must(migrator(db).migrateTo("0400-job-notifications"));
    expect(await rows(kdb)).toEqual(before);
    await expect(
      kdb.updateTable("leads").set({ status: "placed" }).where("id", "=", "lead-02").execute(),
    ).rejects.toThrow(/check/i);
  });
});
