import { type Kysely, sql } from "kysely";

/**
 * The leads inbox: staff accounts, their sessions, sign-in throttling, the status history of each
 * lead and the audit log. Times are epoch milliseconds (bigint), as in 0001-leads.
 */
export const admin0100 = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("admin_users")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("password_hash", "text", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("admin_sessions")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("user_id", "text", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("expires_at", "bigint", (col) => col.notNull())
      .addColumn("last_seen_at", "bigint", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("admin_sessions_user_idx").on("admin_sessions").column("user_id").execute();
    await db.schema
      .createIndex("admin_sessions_expires_idx")
      .on("admin_sessions")
      .column("expires_at")
      .execute();

    await db.schema
      .createTable("admin_login_limits")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("window_start", "bigint", (col) => col.notNull())
      .addColumn("failures", "integer", (col) => col.notNull())
      .addColumn("locked_until", "bigint")
      .execute();

    await db.schema
      .createTable("lead_status_changes")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("from_status", "text", (col) => col.notNull())
      .addColumn("to_status", "text", (col) => col.notNull())
      .addColumn("note", "text", (col) => col.notNull())
      .addColumn("user_id", "text", (col) => col.references("admin_users.id").onDelete("set null"))
      .addColumn("user_email", "text", (col) => col.notNull())
      .addCheckConstraint(
        "lead_status_changes_to_check",
        sql`to_status in ('new', 'contacted', 'qualified', 'closed', 'spam')`,
      )
      .execute();
    await db.schema
      .createIndex("lead_status_changes_lead_idx")
      .on("lead_status_changes")
      .columns(["lead_id", "created_at"])
      .execute();

    await db.schema
      .createTable("admin_audit_log")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("action", "text", (col) => col.notNull())
      .addColumn("user_id", "text")
      .addColumn("actor", "text")
      .addColumn("ip_hash", "text")
      .addColumn("detail", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("admin_audit_log_created_idx")
      .on("admin_audit_log")
      .columns(["created_at", "id"])
      .execute();

    // The inbox's default view: newest first, optionally by visitor type or form.
    await db.schema
      .createIndex("leads_created_at_id_idx")
      .on("leads")
      .columns(["created_at", "id"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex("leads_created_at_id_idx").execute();
    await db.schema.dropTable("admin_audit_log").execute();
    await db.schema.dropTable("lead_status_changes").execute();
    await db.schema.dropTable("admin_login_limits").execute();
    await db.schema.dropTable("admin_sessions").execute();
    await db.schema.dropTable("admin_users").execute();
  },
};
