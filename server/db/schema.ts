import type { ColumnType } from "kysely";
import type { LeadFactColumns, LeadKind } from "#schemas/lead-fields";

export type { LeadKind } from "#schemas/lead-fields";

/** Milliseconds since the epoch (bigint columns, read as numbers in both dialects). */
export type EpochMs = number;

export type LeadStatus = "new" | "contacted" | "qualified" | "closed" | "spam";
export type NotificationChannel = "email" | "webhook";
export type NotificationStatus = "pending" | "sending" | "sent" | "failed";

/** The visitor's facts are the columns of the lead-field table (schemas/lead-fields.ts); `utm` holds JSON. */
export interface LeadsTable extends LeadFactColumns {
  id: string;
  created_at: EpochMs;
  kind: LeadKind;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** Why a lead was classed as spam ("honeypot", "fill_time"), or null. */
  spam_reason: string | null;
  fill_ms: number | null;
  /** Keyed hash of the client address (never the address itself). */
  ip_hash: string;
  user_agent: string | null;
  /** sha256 of the client's hashed address and its Idempotency-Key header: a key is the client's own. */
  idempotency_key: string | null;
  /** sha256 of the validated submission the key was first used with (a retry must send the same). */
  idempotency_body_hash: string | null;
}

export interface LeadNotificationsTable {
  lead_id: string;
  channel: NotificationChannel;
  status: ColumnType<NotificationStatus, NotificationStatus | undefined, NotificationStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: EpochMs;
  claimed_until: EpochMs | null;
  claimed_by: string | null;
  last_error: string | null;
  sent_at: EpochMs | null;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export interface LeadRateLimitsTable {
  ip_hash: string;
  window_start: EpochMs;
  count: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: EpochMs;
}

/** Table types for Kysely; each table is added with the migration that creates it. */
export type Database = {
  leads: LeadsTable;
  lead_notifications: LeadNotificationsTable;
  lead_rate_limits: LeadRateLimitsTable;
  server_secrets: ServerSecretsTable;
};
