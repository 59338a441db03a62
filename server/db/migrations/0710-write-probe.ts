import type { Kysely } from "kysely";

/**
 * One row that readiness checks (`/readyz`) write to, so that an instance whose writes fail (a full disk,
 * a read-only file system or database) is taken out of its load balancer's rotation.
 */
export const writeProbe0710 = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("write_probe")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("probed_at", "bigint", (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("write_probe").execute();
  },
};
