import { type Kysely, sql } from "kysely";

/**
 * Leads, their notification outbox, the per-IP submission counters and server-wide secrets.
 * Times are milliseconds since the epoch (bigint) in both dialects, so the same code compares them.
 */
export const leads0001 = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("leads")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
      .addColumn("first_name", "text", (col) => col.notNull())
      .addColumn("last_name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("user_type", "text", (col) => col.notNull())
      .addColumn("organization", "text")
      .addColumn("position", "text")
      .addColumn("specialty", "text")
      .addColumn("location", "text")
      .addColumn("message", "text")
      .addColumn("form_source", "text", (col) => col.notNull())
      .addColumn("page_path", "text")
      .addColumn("referrer", "text")
      .addColumn("utm", "text")
      .addColumn("spam_reason", "text")
      .addColumn("fill_ms", "bigint")
      .addColumn("ip_hash", "text", (col) => col.notNull())
      .addColumn("user_agent", "text")
      .addColumn("idempotency_key", "text")
      .addCheckConstraint("leads_kind_check", sql`kind in ('quick', 'contact')`)
      .addCheckConstraint(
        "leads_status_check",
        sql`status in ('new', 'contacted', 'qualified', 'closed', 'spam')`,
      )
      .addCheckConstraint("leads_user_type_check", sql`user_type in ('employer', 'job_seeker')`)
      .execute();
    await db.schema.createIndex("leads_created_at_idx").on("leads").column("created_at").execute();
    await db.schema
      .createIndex("leads_status_created_at_idx")
      .on("leads")
      .columns(["status", "created_at"])
      .execute();
    await db.schema
      .createIndex("leads_idempotency_key_idx")
      .unique()
      .on("leads")
      .columns(["kind", "idempotency_key"])
      .execute();

    await db.schema
      .createTable("lead_notifications")
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("channel", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "bigint", (col) => col.notNull())
      .addColumn("claimed_until", "bigint")
      .addColumn("claimed_by", "text")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "bigint")
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("lead_notifications_pk", ["lead_id", "channel"])
      .addCheckConstraint("lead_notifications_channel_check", sql`channel in ('email', 'webhook')`)
      .addCheckConstraint(
        "lead_notifications_status_check",
        sql`status in ('pending', 'sending', 'sent', 'failed')`,
      )
      .execute();
    await db.schema
      .createIndex("lead_notifications_due_idx")
      .on("lead_notifications")
      .columns(["status", "next_attempt_at"])
      .execute();

    await db.schema
      .createTable("lead_rate_limits")
      .addColumn("ip_hash", "text", (col) => col.primaryKey())
      .addColumn("window_start", "bigint", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("lead_rate_limits_window_idx")
      .on("lead_rate_limits")
      .column("window_start")
      .execute();

    await db.schema
      .createTable("server_secrets")
      .addColumn("name", "text", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("server_secrets").execute();
    await db.schema.dropTable("lead_rate_limits").execute();
    await db.schema.dropTable("lead_notifications").execute();
    await db.schema.dropTable("leads").execute();
  },
};
