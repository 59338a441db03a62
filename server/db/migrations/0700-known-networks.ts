import type { Kysely } from "kysely";

/**
 * The networks each staff account has signed in from: a keyed hash of the client's IPv4 /24 or IPv6 /64
 * (never the address), with when it was first and last used. Failures from other networks cannot lock
 * an account out of these (see server/admin/login-limits.ts).
 */
export const knownNetworks0700 = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("admin_known_networks")
      .addColumn("user_id", "text", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
      .addColumn("network_hash", "text", (col) => col.notNull())
      .addColumn("first_at", "bigint", (col) => col.notNull())
      .addColumn("last_at", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("admin_known_networks_pk", ["user_id", "network_hash"])
      .execute();
    await db.schema
      .createIndex("admin_known_networks_last_idx")
      .on("admin_known_networks")
      .column("last_at")
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("admin_known_networks").execute();
  },
};
