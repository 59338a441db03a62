import { type ColumnType, type Kysely, sql, type Transaction } from "kysely";
import type { Db } from "../db/connect";
import type { Database, EpochMs, LeadStatus, LeadsTable } from "../db/schema";

export interface AdminUsersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** `scrypt$N$r$p$salt$hash` (base64url parts). */
  password_hash: string;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export interface AdminSessionsTable {
  /** sha256 of the session token: the token itself is only ever in the cookie. */
  token_hash: string;
  user_id: string;
  created_at: EpochMs;
  expires_at: EpochMs;
  last_seen_at: EpochMs;
}

export interface AdminLoginLimitsTable {
  /** `account:<email>` or `ip:<hashed address>`. */
  key: string;
  window_start: EpochMs;
  failures: number;
  locked_until: EpochMs | null;
}

export interface LeadStatusChangesTable {
  id: string;
  lead_id: string;
  created_at: EpochMs;
  from_status: LeadStatus;
  to_status: LeadStatus;
  note: string;
  user_id: string | null;
  /** The user's address when the change was made (kept if the account is removed). */
  user_email: string;
}

export interface AdminAuditLogTable {
  id: string;
  created_at: EpochMs;
  action: string;
  user_id: string | null;
  /** The account acted as, or the address typed at a refused sign-in when it is shaped like one. */
  actor: string | null;
  ip_hash: string | null;
  /** JSON object. */
  detail: string;
  /** Refused sign-ins counted into this row (1 for everything else). */
  attempts: ColumnType<number, number | undefined, number>;
  /** The latest attempt counted into the row, when it counts more than one. */
  last_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  /** What a refused sign-in is counted under (action, client, account, quarter hour); null otherwise. */
  bucket: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LeadOwnerChangesTable {
  id: string;
  lead_id: string;
  created_at: EpochMs;
  from_email: string | null;
  to_email: string | null;
  user_id: string | null;
  user_email: string;
}

/** The columns of `leads` only the staff app uses (0300-lead-owners). */
export interface LeadOwnerColumns {
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type AdminTables = {
  leads: LeadsTable & LeadOwnerColumns;
  lead_owner_changes: LeadOwnerChangesTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_login_limits: AdminLoginLimitsTable;
  lead_status_changes: LeadStatusChangesTable;
  admin_audit_log: AdminAuditLogTable;
};

export type AdminDatabase = Database & AdminTables;
export type AdminKysely = Kysely<AdminDatabase> | Transaction<AdminDatabase>;

/** The shared connection, typed with the inbox's tables as well as the leads'. */
export function adminDb(db: Db): Kysely<AdminDatabase> {
  return db.kysely.withTables<AdminTables>();
}

/**
 * Runs sign-in bookkeeping (attempt counters, counts of refused attempts) on SQLite with
 * `synchronous=NORMAL`: the commit does not wait for an fsync, which on this connection blocks the event
 * loop and so every lead in flight. The write reaches the disk with the next flush of the WAL, which the
 * lead store does after each batch and which every other commit here still waits for; a power cut may
 * forget the last moments of attempt counts, never a lead or a session. The connection is held for the
 * whole callback, so no other query runs in between with the relaxed setting.
 */
export async function withoutFsyncWait<T>(
  db: Db,
  work: (kdb: Kysely<AdminDatabase>) => Promise<T>,
): Promise<T> {
  const kdb = adminDb(db);
  if (db.dialect !== "sqlite") return work(kdb);
  return kdb.connection().execute(async (connection) => {
    await sql`PRAGMA synchronous = NORMAL`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`PRAGMA synchronous = FULL`.execute(connection);
    }
  });
}
