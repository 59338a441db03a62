import { type Kysely, sql } from "kysely";

/** A phone number without its punctuation; the same text is used by the queries, so the index serves them. */
export const PHONE_KEY_SQL =
  "replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')";

/**
 * Owners and threads: each lead can be assigned to one staff account, and every assignment is kept with who made it.
 * Addresses are copied into the history so it still reads after an account is removed.
 */
export const leadOwners0300 = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("leads")
      .addColumn("owner_id", "text", (col) => col.references("admin_users.id").onDelete("set null"))
      .execute();
    // "Mine" and "unassigned", newest first.
    await db.schema
      .createIndex("leads_owner_created_at_idx")
      .on("leads")
      .columns(["owner_id", "created_at"])
      .execute();

    // One person, one thread: submissions with the same e-mail address or phone number are found by these.
    await db.schema.createIndex("leads_email_key_idx").on("leads").expression(sql`lower(email)`).execute();
    await db.schema
      .createIndex("leads_phone_key_idx")
      .on("leads")
      .expression(sql.raw(PHONE_KEY_SQL))
      .execute();

    await db.schema
      .createTable("lead_owner_changes")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("from_email", "text")
      .addColumn("to_email", "text")
      .addColumn("user_id", "text", (col) => col.references("admin_users.id").onDelete("set null"))
      .addColumn("user_email", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("lead_owner_changes_lead_idx")
      .on("lead_owner_changes")
      .columns(["lead_id", "created_at"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("lead_owner_changes").execute();
    await db.schema.dropIndex("leads_phone_key_idx").execute();
    await db.schema.dropIndex("leads_email_key_idx").execute();
    await db.schema.dropIndex("leads_owner_created_at_idx").execute();
    await db.schema.alterTable("leads").dropColumn("owner_id").execute();
  },
};
