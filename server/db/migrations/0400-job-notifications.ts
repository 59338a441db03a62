import { type Kysely, sql } from "kysely";

/**
 * The job board's outbox: search-engine notices (IndexNow) for published, changed and closed postings,
 * and the recruiters' expiry reminders. Claimed, retried and recorded like the leads' notifications.
 * `dedupe_key` is unique: an expiry reminder is queued once per posting and expiry date, however many
 * instances look for due reminders at the same moment.
 */
export const jobNotifications0400 = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("job_notifications")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("posting_id", "text", (col) => col.notNull())
      .addColumn("dedupe_key", "text", (col) => col.unique())
      .addColumn("payload", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "bigint", (col) => col.notNull())
      .addColumn("claimed_until", "bigint")
      .addColumn("claimed_by", "text")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "bigint")
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .addCheckConstraint("job_notifications_kind_check", sql`kind in ('indexnow', 'expiry_reminder')`)
      .addCheckConstraint(
        "job_notifications_status_check",
        sql`status in ('pending', 'sending', 'sent', 'failed', 'cancelled')`,
      )
      .execute();
    await db.schema
      .createIndex("job_notifications_due_idx")
      .on("job_notifications")
      .columns(["status", "next_attempt_at"])
      .execute();
    await db.schema
      .createIndex("job_notifications_posting_idx")
      .on("job_notifications")
      .columns(["posting_id", "kind", "status"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("job_notifications").execute();
  },
};
