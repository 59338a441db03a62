import { type Kysely, sql } from "kysely";

const HISTORIES = [
  { history: "lead_status_changes", key: "lead_id" },
  { history: "application_status_changes", key: "application_id" },
] as const;

/**
 * The e-mail a history entry records (decision 0371): `message_id` on a lead's and an application's history
 * names the `record_messages` row when the entry is an e-mail sent from the record, null for a status change
 * or a note. So the history titles it as an e-mail and the exports' "Notes" do not count it, without reading
 * the note's words (a recruiter may type "E-mail sent" in a note). No foreign key: the e-mail and the entry
 * go together with their record (both cascade from it), and SQLite could not drop a referencing column.
 *
 * The entries written before this migration are found by the e-mail sent with them in the same transaction:
 * same record, same moment, same recruiter, and the note the messages room wrote.
 */
export const historyEmails0970 = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const { history, key } of HISTORIES) {
      await db.schema.alterTable(history).addColumn("message_id", "text").execute();
      const [h, k] = [sql.raw(history), sql.raw(key)];
      await sql`update ${h} set message_id = (
          select record_messages.id from record_messages
          where record_messages.${k} = ${h}.${k}
            and record_messages.created_at = ${h}.created_at
            and record_messages.user_email = ${h}.user_email
          order by record_messages.id
          limit 1
        )
        where ${h}.from_status = ${h}.to_status and ${h}.note like 'E-mail sent%'`.execute(db);
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const { history } of HISTORIES) {
      await db.schema.alterTable(history).dropColumn("message_id").execute();
    }
  },
};
