import { type Kysely, SqliteIntrospector, sql } from "kysely";

/**
 * One person, many submissions (decision 0350): each lead and application carries the keys a person is
 * recognised by, computed by the database from the columns as they are (so every insert, edit and erasure
 * keeps them right) and indexed, so finding a person's other records reads an index, never the table.
 *
 * - `email_key`: the address trimmed and lower-cased.
 * - `phone_key`: the digits of the number (the form allows only digits and `+ ( ) . - /` and spaces around
 *   them), without the leading 1 of an 11-digit US number.
 * - `last_name_key`: the last word of the last name, lower-cased.
 *
 * A person is the same e-mail key, or the same phone key together with the same last-name key: never the
 * phone alone (a clinic's switchboard is shared by strangers). SQLite adds the columns as virtual generated
 * columns (the only kind ALTER TABLE can add; the indexes store their values), PostgreSQL as stored ones.
 */
const DIGITS = `replace(replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''), '/', '')`;
const PHONE_KEY = `case when length(${DIGITS}) = 11 and substr(${DIGITS}, 1, 1) = '1' then substr(${DIGITS}, 2) else ${DIGITS} end`;
const EMAIL_KEY = "lower(trim(email))";
const LAST_NAME = "lower(trim(last_name))";
/** SQLite has no regular expressions: the text after the last space is what rtrim leaves out. */
const LAST_WORD_SQLITE = `replace(${LAST_NAME}, rtrim(${LAST_NAME}, replace(${LAST_NAME}, ' ', '')), '')`;
const LAST_WORD_POSTGRES = `regexp_replace(${LAST_NAME}, '^.*\\s', '')`;

const TABLES = ["leads", "applications"] as const;

function isSqlite(db: Kysely<unknown>): boolean {
  return db.introspection instanceof SqliteIntrospector;
}

export const personKeys0940 = {
  async up(db: Kysely<unknown>): Promise<void> {
    const sqlite = isSqlite(db);
    const keys = {
      email_key: EMAIL_KEY,
      phone_key: PHONE_KEY,
      last_name_key: sqlite ? LAST_WORD_SQLITE : LAST_WORD_POSTGRES,
    };
    for (const table of TABLES) {
      for (const [column, expression] of Object.entries(keys)) {
        await db.schema
          .alterTable(table)
          .addColumn(column, "text", (col) => {
            const generated = col.generatedAlwaysAs(sql.raw(expression));
            return sqlite ? generated : generated.stored();
          })
          .execute();
      }
      await db.schema.createIndex(`${table}_person_email_idx`).on(table).column("email_key").execute();
      await db.schema
        .createIndex(`${table}_person_phone_idx`)
        .on(table)
        .columns(["phone_key", "last_name_key"])
        .execute();
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of TABLES) {
      await db.schema.dropIndex(`${table}_person_phone_idx`).execute();
      await db.schema.dropIndex(`${table}_person_email_idx`).execute();
      for (const column of ["last_name_key", "phone_key", "email_key"]) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    }
  },
};
