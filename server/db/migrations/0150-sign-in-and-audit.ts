import type { Kysely } from "kysely";

/**
 * Idempotency keys bound to the submission they were first used with; the audit log's refused sign-ins
 * kept as one counted row per client, account and quarter hour instead of a row per attempt.
 */
export const signInAndAudit0150 = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("leads").addColumn("idempotency_body_hash", "text").execute();
    await db.schema
      .alterTable("admin_audit_log")
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable("admin_audit_log").addColumn("last_at", "bigint").execute();
    await db.schema.alterTable("admin_audit_log").addColumn("bucket", "text").execute();
    await db.schema
      .createIndex("admin_audit_log_bucket_idx")
      .on("admin_audit_log")
      .column("bucket")
      .unique()
      .execute();
    await db.schema
      .createIndex("admin_audit_log_action_idx")
      .on("admin_audit_log")
      .columns(["action", "created_at", "id"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex("admin_audit_log_action_idx").execute();
    await db.schema.dropIndex("admin_audit_log_bucket_idx").execute();
    await db.schema.alterTable("admin_audit_log").dropColumn("bucket").execute();
    await db.schema.alterTable("admin_audit_log").dropColumn("last_at").execute();
    await db.schema.alterTable("admin_audit_log").dropColumn("attempts").execute();
    await db.schema.alterTable("leads").dropColumn("idempotency_body_hash").execute();
  },
};
