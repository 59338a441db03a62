import { type Kysely, SqliteIntrospector, sql } from "kysely";

/**
 * A lead can be "placed": it resulted in a placement (a clinician placed with the employer, or the
 * candidate placed). The status is checked on `leads.status` and `lead_status_changes.to_status`.
 *
 * PostgreSQL alters both check constraints. SQLite cannot change a check constraint, so both tables are
 * rebuilt the way https://www.sqlite.org/lang_altertable.html#otheralter describes: foreign keys off, then
 * in one transaction a new table, copy, drop, rename, every index and trigger of the old table created
 * again, and a foreign key check before the commit. Children (the outbox, the status and owner histories)
 * refer to `leads` by name, so they refer to the rebuilt table; nothing is deleted or cascaded.
 */

const STATUSES_BEFORE = "'new', 'contacted', 'qualified', 'closed', 'spam'";
const STATUSES = "'new', 'contacted', 'qualified', 'closed', 'spam', 'placed'";

/** `leads` as 0001, 0150 and 0300 left it (same columns in the same order), with the new check. */
const leadsTable = (statuses: string) => `create table "leads_rebuilt" (
  "id" text primary key,
  "created_at" bigint not null,
  "kind" text not null,
  "status" text default 'new' not null,
  "first_name" text not null,
  "last_name" text not null,
  "email" text not null,
  "phone" text not null,
  "user_type" text not null,
  "organization" text,
  "position" text,
  "specialty" text,
  "location" text,
  "message" text,
  "form_source" text not null,
  "page_path" text,
  "referrer" text,
  "utm" text,
  "spam_reason" text,
  "fill_ms" bigint,
  "ip_hash" text not null,
  "user_agent" text,
  "idempotency_key" text,
  "idempotency_body_hash" text,
  "owner_id" text references "admin_users" ("id") on delete set null,
  constraint "leads_kind_check" check (kind in ('quick', 'contact')),
  constraint "leads_status_check" check (status in (${statuses})),
  constraint "leads_user_type_check" check (user_type in ('employer', 'job_seeker'))
)`;

/** `lead_status_changes` as 0100 made it, with the new check. */
const statusChangesTable = (statuses: string) => `create table "lead_status_changes_rebuilt" (
  "id" text primary key,
  "lead_id" text not null references "leads" ("id") on delete cascade,
  "created_at" bigint not null,
  "from_status" text not null,
  "to_status" text not null,
  "note" text not null,
  "user_id" text references "admin_users" ("id") on delete set null,
  "user_email" text not null,
  constraint "lead_status_changes_to_check" check (to_status in (${statuses}))
)`;

async function rebuildSqliteTable(db: Kysely<unknown>, table: string, create: string): Promise<void> {
  const rebuilt = `${table}_rebuilt`;
  // Indexes and triggers of the old table, to create again on the new one (automatic indexes have no SQL).
  const { rows: dependents } = await sql<{ sql: string }>`
    select sql from sqlite_master
    where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null
    order by type, name`.execute(db);
  const { rows: columns } = await sql<{ name: string }>`
    select name from pragma_table_info(${table}) order by cid`.execute(db);
  const columnList = columns.map((column) => `"${column.name}"`).join(", ");
  await sql.raw(create).execute(db);
  await sql.raw(`insert into "${rebuilt}" (${columnList}) select ${columnList} from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(db);
  for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
}

async function rebuildSqlite(db: Kysely<unknown>, statuses: string): Promise<void> {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const enforced = Number(rows[0]?.foreign_keys ?? 0) === 1;
  // Outside any transaction (SQLite ignores the pragma inside one): dropping `leads` with foreign keys
  // enforced would delete every delivery and history row through their ON DELETE CASCADE.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await rebuildSqliteTable(trx, "leads", leadsTable(statuses));
      await rebuildSqliteTable(trx, "lead_status_changes", statusChangesTable(statuses));
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0)
        throw new Error(`foreign key check failed after the rebuild: ${broken.length} rows`);
    });
  } finally {
    if (enforced) await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function alterPostgres(db: Kysely<unknown>, statuses: string): Promise<void> {
  await sql.raw("alter table leads drop constraint leads_status_check").execute(db);
  await sql
    .raw(`alter table leads add constraint leads_status_check check (status in (${statuses}))`)
    .execute(db);
  await sql.raw("alter table lead_status_changes drop constraint lead_status_changes_to_check").execute(db);
  await sql
    .raw(
      `alter table lead_status_changes add constraint lead_status_changes_to_check check (to_status in (${statuses}))`,
    )
    .execute(db);
}

function isSqlite(db: Kysely<unknown>): boolean {
  return db.introspection instanceof SqliteIntrospector;
}

export const placedStatus0500 = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (isSqlite(db)) await rebuildSqlite(db, STATUSES);
    else await alterPostgres(db, STATUSES);
  },

  /** Back to five statuses; refused (by the check) while a lead or history entry is "placed". */
  async down(db: Kysely<unknown>): Promise<void> {
    if (isSqlite(db)) await rebuildSqlite(db, STATUSES_BEFORE);
    else await alterPostgres(db, STATUSES_BEFORE);
  },
};
