import { type Kysely, sql } from "kysely";

/**
 * The job board: postings (the validated posting as JSON plus the columns the site and the lifecycle
 * query), the addresses that answer 301 to a posting, and every saved revision. Times are epoch
 * milliseconds (bigint); posting dates are ISO days (text), as in the posting model.
 */
export const jobs0200 = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("job_postings")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("path", "text", (col) => col.notNull().unique())
      .addColumn("slug", "text", (col) => col.notNull().unique())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("publish_at", "bigint")
      .addColumn("date_posted", "text", (col) => col.notNull())
      .addColumn("valid_through", "text", (col) => col.notNull())
      .addColumn("closed_at", "bigint")
      .addColumn("version", "integer", (col) => col.notNull())
      .addColumn("data", "text", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .addCheckConstraint(
        "job_postings_status_check",
        sql`status in ('draft', 'scheduled', 'published', 'closed')`,
      )
      .execute();
    await db.schema
      .createIndex("job_postings_status_idx")
      .on("job_postings")
      .columns(["status", "publish_at"])
      .execute();
    await db.schema
      .createIndex("job_postings_valid_idx")
      .on("job_postings")
      .column("valid_through")
      .execute();

    await db.schema
      .createTable("job_redirects")
      .addColumn("path", "text", (col) => col.primaryKey())
      .addColumn("posting_id", "text", (col) =>
        col.notNull().references("job_postings.id").onDelete("cascade"),
      )
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("job_redirects_posting_idx")
      .on("job_redirects")
      .column("posting_id")
      .execute();

    await db.schema
      .createTable("job_revisions")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("posting_id", "text", (col) =>
        col.notNull().references("job_postings.id").onDelete("cascade"),
      )
      .addColumn("version", "integer", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("user_id", "text")
      .addColumn("actor", "text", (col) => col.notNull())
      .addColumn("action", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("changed", "text", (col) => col.notNull())
      .addColumn("data", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("job_revisions_posting_idx")
      .on("job_revisions")
      .columns(["posting_id", "version"])
      .unique()
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("job_revisions").execute();
    await db.schema.dropTable("job_redirects").execute();
    await db.schema.dropTable("job_postings").execute();
  },
};
