import { type Kysely, sql } from "kysely";

/**
 * Job alerts (issue 26): candidates e-mailed when a matching posting opens.
 *
 * - `job_alerts`: one subscription (address, criteria, frequency), confirmed or not, with the intake's facts
 *   (hashed client address, spam verdict, idempotency key).
 * - `job_alert_tokens`: the links' tokens, stored as hashes only, each for one purpose and until it expires.
 * - `job_alert_rate_limits`: subscriptions per hashed client address and hour.
 * - `job_alert_open_postings`: the postings matched since they last opened (a posting is matched once each
 *   time it opens).
 * - `job_alert_matches`: which posting each alert was told of, at most once (the primary key).
 * - `job_alert_notifications`: the outbox (confirmation, one posting, a daily digest), claimed and retried
 *   like the other outboxes.
 */
export const jobAlerts0800 = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("job_alerts")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("role", "text", (col) => col.notNull())
      /** JSON array of two-letter state codes. */
      .addColumn("states", "text", (col) => col.notNull())
      .addColumn("remote", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("specialty", "text")
      .addColumn("frequency", "text", (col) => col.notNull())
      .addColumn("confirmed_at", "bigint")
      .addColumn("page_path", "text")
      .addColumn("spam_reason", "text")
      .addColumn("fill_ms", "bigint")
      .addColumn("ip_hash", "text", (col) => col.notNull())
      .addColumn("user_agent", "text")
      .addColumn("idempotency_key", "text", (col) => col.unique())
      .addColumn("idempotency_body_hash", "text")
      .addCheckConstraint("job_alerts_role_check", sql`role in ('NP', 'PA', 'both')`)
      .addCheckConstraint("job_alerts_frequency_check", sql`frequency in ('immediately', 'daily')`)
      .execute();
    await db.schema.createIndex("job_alerts_email_idx").on("job_alerts").column("email").execute();
    await db.schema
      .createIndex("job_alerts_confirmed_idx")
      .on("job_alerts")
      .columns(["confirmed_at", "role"])
      .execute();
    await db.schema.createIndex("job_alerts_created_idx").on("job_alerts").column("created_at").execute();

    await db.schema
      .createTable("job_alert_tokens")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("alert_id", "text", (col) => col.notNull().references("job_alerts.id").onDelete("cascade"))
      .addColumn("purpose", "text", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("expires_at", "bigint", (col) => col.notNull())
      .addCheckConstraint(
        "job_alert_tokens_purpose_check",
        sql`purpose in ('confirm', 'manage', 'unsubscribe')`,
      )
      .execute();
    await db.schema
      .createIndex("job_alert_tokens_alert_idx")
      .on("job_alert_tokens")
      .column("alert_id")
      .execute();
    await db.schema
      .createIndex("job_alert_tokens_expiry_idx")
      .on("job_alert_tokens")
      .column("expires_at")
      .execute();

    await db.schema
      .createTable("job_alert_rate_limits")
      .addColumn("ip_hash", "text", (col) => col.primaryKey())
      .addColumn("window_start", "bigint", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("job_alert_open_postings")
      .addColumn("posting_id", "text", (col) => col.primaryKey())
      .addColumn("opened_at", "bigint", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("job_alert_notifications")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("alert_id", "text", (col) => col.notNull().references("job_alerts.id").onDelete("cascade"))
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("posting_id", "text")
      .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "bigint", (col) => col.notNull())
      .addColumn("claimed_until", "bigint")
      .addColumn("claimed_by", "text")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "bigint")
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .addCheckConstraint(
        "job_alert_notifications_kind_check",
        sql`kind in ('confirmation', 'posting', 'digest')`,
      )
      .addCheckConstraint(
        "job_alert_notifications_status_check",
        sql`status in ('pending', 'sending', 'sent', 'failed', 'cancelled')`,
      )
      .execute();
    await db.schema
      .createIndex("job_alert_notifications_due_idx")
      .on("job_alert_notifications")
      .columns(["status", "next_attempt_at"])
      .execute();
    await db.schema
      .createIndex("job_alert_notifications_alert_idx")
      .on("job_alert_notifications")
      .columns(["alert_id", "kind", "status"])
      .execute();

    await db.schema
      .createTable("job_alert_matches")
      .addColumn("alert_id", "text", (col) => col.notNull().references("job_alerts.id").onDelete("cascade"))
      .addColumn("posting_id", "text", (col) => col.notNull())
      .addColumn("matched_at", "bigint", (col) => col.notNull())
      .addColumn("notification_id", "text")
      .addPrimaryKeyConstraint("job_alert_matches_pk", ["alert_id", "posting_id"])
      .execute();
    await db.schema
      .createIndex("job_alert_matches_notification_idx")
      .on("job_alert_matches")
      .column("notification_id")
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      "job_alert_matches",
      "job_alert_notifications",
      "job_alert_open_postings",
      "job_alert_rate_limits",
      "job_alert_tokens",
      "job_alerts",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
