import type { Db } from "../db/connect";
import type { LeadStore, LeadStoreOptions } from "./lead-store";
import { PostgresLeadStore } from "./postgres-lead-store";
import { SqliteLeadStore } from "./sqlite-lead-store";

/** The lead store for the database in use: batched writes that answer once each lead is durable. */
export function createLeadStore(db: Db, options: LeadStoreOptions): LeadStore {
  return db.dialect === "sqlite" ? new SqliteLeadStore(db, options) : new PostgresLeadStore(db, options);
}
