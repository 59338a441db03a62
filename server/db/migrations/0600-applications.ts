import { type Kysely, SqliteIntrospector, sql } from "kysely";

/**
 * Candidates' applications to job postings (issue 13).
 *
 * - `applications`: the candidate's facts, the posting applied to (its id, and its path and title as they
 *   were), attribution, the spam verdict, the idempotency key, and the résumé's description (sanitised
 *   name, original name as display text only, type by content, size, sha256).
 * - `application_files`: the résumé's bytes (SQLite BLOB, PostgreSQL bytea), one row per application,
 *   written in the same transaction as the application so no file is ever orphaned or lost. Kept apart
 *   so that lists and exports never read a file.
 * - `application_notifications`: the outbox of each application (recruiters' e-mail with the résumé,
 *   the webhook, the candidate's confirmation), claimed and retried like the leads' notifications.
 * - `application_status_changes`: the recruiters' status changes and notes (who, when).
 * - `application_rate_limits`: submissions per hashed client address and hour.
 */

const STATUSES = "'new', 'reviewing', 'submitted', 'interviewing', 'offer', 'hired', 'rejected'";

function isSqlite(db: Kysely<unknown>): boolean {
  return db.introspection instanceof SqliteIntrospector;
}

export const applications0600 = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("applications")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("posting_id", "text", (col) => col.notNull())
      .addColumn("job_path", "text", (col) => col.notNull())
      .addColumn("job_title", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
      .addColumn("first_name", "text", (col) => col.notNull())
      .addColumn("last_name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("credential", "text", (col) => col.notNull())
      /** JSON array of two-letter codes. */
      .addColumn("license_states", "text", (col) => col.notNull())
      .addColumn("years_experience", "integer")
      .addColumn("message", "text")
      .addColumn("consent_at", "bigint", (col) => col.notNull())
      .addColumn("page_path", "text")
      .addColumn("referrer", "text")
      .addColumn("utm", "text")
      .addColumn("spam_reason", "text")
      .addColumn("fill_ms", "bigint")
      .addColumn("ip_hash", "text", (col) => col.notNull())
      .addColumn("user_agent", "text")
      .addColumn("idempotency_key", "text", (col) => col.unique())
      .addColumn("idempotency_body_hash", "text")
      .addColumn("resume_name", "text", (col) => col.notNull())
      .addColumn("resume_original_name", "text", (col) => col.notNull())
      .addColumn("resume_type", "text", (col) => col.notNull())
      .addColumn("resume_size", "bigint", (col) => col.notNull())
      .addColumn("resume_sha256", "text", (col) => col.notNull())
      .addColumn("owner_id", "text")
      .addCheckConstraint("applications_status_check", sql.raw(`status in (${STATUSES})`))
      .addCheckConstraint("applications_credential_check", sql`credential in ('NP', 'PA', 'Other')`)
      .addCheckConstraint("applications_resume_type_check", sql`resume_type in ('pdf', 'docx', 'doc')`)
      .execute();
    await db.schema.createIndex("applications_created_idx").on("applications").column("created_at").execute();
    await db.schema
      .createIndex("applications_posting_idx")
      .on("applications")
      .columns(["posting_id", "created_at"])
      .execute();
    await db.schema.createIndex("applications_email_idx").on("applications").column("email").execute();
    await db.schema
      .createIndex("applications_status_idx")
      .on("applications")
      .columns(["status", "created_at"])
      .execute();

    await db.schema
      .createTable("application_files")
      .addColumn("application_id", "text", (col) =>
        col.primaryKey().references("applications.id").onDelete("cascade"),
      )
      .addColumn("data", isSqlite(db) ? "blob" : sql`bytea`, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("application_notifications")
      .addColumn("application_id", "text", (col) =>
        col.notNull().references("applications.id").onDelete("cascade"),
      )
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
      .addPrimaryKeyConstraint("application_notifications_pk", ["application_id", "channel"])
      .addCheckConstraint(
        "application_notifications_channel_check",
        sql`channel in ('email', 'webhook', 'confirmation')`,
      )
      .addCheckConstraint(
        "application_notifications_status_check",
        sql`status in ('pending', 'sending', 'sent', 'failed')`,
      )
      .execute();
    await db.schema
      .createIndex("application_notifications_due_idx")
      .on("application_notifications")
      .columns(["status", "next_attempt_at"])
      .execute();

    await db.schema
      .createTable("application_status_changes")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("application_id", "text", (col) =>
        col.notNull().references("applications.id").onDelete("cascade"),
      )
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("from_status", "text", (col) => col.notNull())
      .addColumn("to_status", "text", (col) => col.notNull())
      .addColumn("note", "text", (col) => col.notNull())
      .addColumn("user_id", "text")
      .addColumn("user_email", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("application_status_changes_application_idx")
      .on("application_status_changes")
      .columns(["application_id", "created_at"])
      .execute();

    await db.schema
      .createTable("application_rate_limits")
      .addColumn("ip_hash", "text", (col) => col.primaryKey())
      .addColumn("window_start", "bigint", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("application_rate_limits").execute();
    await db.schema.dropTable("application_status_changes").execute();
    await db.schema.dropTable("application_notifications").execute();
    await db.schema.dropTable("application_files").execute();
    await db.schema.dropTable("applications").execute();
  },
};
