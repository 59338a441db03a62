import { type Kysely, SqliteIntrospector, sql } from "kysely";

/**
 * Applications move through the recruiters' pipeline stages (issue 25, item 7; decision 0360):
 * Applied, Screening, Submitted to client, Interview, Offer, Placed, Not a fit.
 *
 * Stored statuses are renamed to the stages' keys, on `applications.status` and on both ends of every
 * `application_status_changes` entry (so the history reads in stages too):
 *
 *   new → new (shown as "Applied": every feature reads `new` as "not answered yet")
 *   reviewing → screening, submitted → submitted, interviewing → interview, offer → offer,
 *   hired → placed, rejected → not_fit
 *
 * `applications_status_check` names the new keys. PostgreSQL drops and adds the constraint around the
 * update. SQLite cannot change a check constraint, so `applications` is rebuilt as 0500 rebuilt `leads`
 * (foreign keys off, one transaction, its own SQL with the new list, copy, drop, rename, indexes and
 * triggers again, a foreign key check before the commit); its children (files, outbox, history) refer to
 * it by name and keep every row.
 */

const BEFORE = ["new", "reviewing", "submitted", "interviewing", "offer", "hired", "rejected"] as const;
const AFTER = ["new", "screening", "submitted", "interview", "offer", "placed", "not_fit"] as const;

const RENAMES: ReadonlyArray<readonly [string, string]> = BEFORE.map((from, index) => [from, AFTER[index]!]);

const list = (statuses: readonly string[]) => statuses.map((status) => `'${status}'`).join(", ");

function isSqlite(db: Kysely<unknown>): boolean {
  return db.introspection instanceof SqliteIntrospector;
}

/** Renames stored statuses (down uses the pairs turned round). */
async function renameStatuses(db: Kysely<unknown>, pairs: ReadonlyArray<readonly [string, string]>) {
  await sql`update applications set status = ${caseOf("status", pairs)}`.execute(db);
  await sql`update application_status_changes set from_status = ${caseOf("from_status", pairs)}, to_status = ${caseOf("to_status", pairs)}`.execute(
    db,
  );
}

/** `applications` rebuilt from its own SQL with the status check naming `statuses`. */
async function rebuildSqlite(
  db: Kysely<unknown>,
  from: readonly string[],
  statuses: readonly string[],
  pairs: ReadonlyArray<readonly [string, string]>,
): Promise<void> {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const enforced = Number(rows[0]?.foreign_keys ?? 0) === 1;
  // Outside any transaction (SQLite ignores the pragma inside one): dropping `applications` with foreign
  // keys enforced would delete every résumé, delivery and history row through their ON DELETE CASCADE.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const { rows: own } = await sql<{ sql: string }>`
        select sql from sqlite_master where type = 'table' and name = 'applications'`.execute(trx);
      const created = own[0]?.sql ?? "";
      const check = `status in (${list(from)})`;
      if (!created.includes(check)) throw new Error("applications_status_check is not as expected");
      const create = created
        .replace(/^create table\s+("?applications"?)/i, 'create table "applications_rebuilt"')
        .replace(check, `status in (${list(statuses)})`);
      const { rows: dependents } = await sql<{ sql: string }>`
        select sql from sqlite_master
        where tbl_name = 'applications' and type in ('index', 'trigger') and sql is not null
        order by type, name`.execute(trx);
      const { rows: columns } = await sql<{ name: string }>`
        select name from pragma_table_info('applications') order by cid`.execute(trx);
      const columnList = columns.map((column) => `"${column.name}"`).join(", ");
      // The statuses are renamed in place first: the old check still holds for the copy's source.
      await sql.raw(create).execute(trx);
      const selectList = columns.map((column) =>
        column.name === "status" ? caseOf("status", pairs) : sql.ref(column.name),
      );
      await sql`insert into "applications_rebuilt" (${sql.raw(columnList)}) select ${sql.join(selectList)} from "applications"`.execute(
        trx,
      );
      await sql`drop table "applications"`.execute(trx);
      await sql`alter table "applications_rebuilt" rename to "applications"`.execute(trx);
      for (const dependent of dependents) await sql.raw(dependent.sql).execute(trx);
      await sql`update application_status_changes set from_status = ${caseOf("from_status", pairs)}, to_status = ${caseOf("to_status", pairs)}`.execute(
        trx,
      );
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0)
        throw new Error(`foreign key check failed after the rebuild: ${broken.length} rows`);
    });
  } finally {
    if (enforced) await sql`pragma foreign_keys = on`.execute(db);
  }
}

function caseOf(column: string, pairs: ReadonlyArray<readonly [string, string]>) {
  return sql.raw(
    `case ${column} ${pairs
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => `when '${a}' then '${b}'`)
      .join(" ")} else ${column} end`,
  );
}

async function alterPostgres(
  db: Kysely<unknown>,
  statuses: readonly string[],
  pairs: ReadonlyArray<readonly [string, string]>,
): Promise<void> {
  await sql.raw("alter table applications drop constraint applications_status_check").execute(db);
  await renameStatuses(db, pairs);
  await sql
    .raw(
      `alter table applications add constraint applications_status_check check (status in (${list(statuses)}))`,
    )
    .execute(db);
}

const BACK = RENAMES.map(([from, to]) => [to, from] as const);

export const applicationStages0930 = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (isSqlite(db)) await rebuildSqlite(db, BEFORE, AFTER, RENAMES);
    else await alterPostgres(db, AFTER, RENAMES);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    if (isSqlite(db)) await rebuildSqlite(db, AFTER, BEFORE, BACK);
    else await alterPostgres(db, BEFORE, BACK);
  },
};
