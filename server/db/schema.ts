import type { ColumnType, Kysely, Transaction } from "kysely";
import type { LeadStatus, NotificationChannel, NotificationStatus } from "#schemas/admin";
import type { ApplicationChannel, ApplicationStatus, ResumeType } from "#schemas/application";
import type { ApplicationFactColumns } from "#schemas/application-fields";
import type { PostingStatus } from "#schemas/job-admin";
import type { AlertFrequency, AlertRole } from "#schemas/job-alert";
import type { LeadFactColumns, LeadKind } from "#schemas/lead-fields";

export type { LeadKind } from "#schemas/lead-fields";

/** Milliseconds since the epoch (bigint columns, read as numbers in both dialects). */
export type EpochMs = number;

export type { LeadStatus, NotificationChannel, NotificationStatus };

/** What the intake records of every public submission (a lead, an application, a job alert) beside its facts. */
export interface SubmissionColumns {
  /** Why it was classed as spam ("honeypot", "fill_time"), or null. */
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

/** The visitor's facts are the columns of the lead-field table (schemas/lead-fields.ts); `utm` holds JSON. */
export interface LeadsTable extends LeadFactColumns, SubmissionColumns {
  id: string;
  created_at: EpochMs;
  kind: LeadKind;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
}

/** The delivery state of one outbox row: claimed with a lease, retried with backoff, recorded sent or failed. */
export interface OutboxDeliveryColumns {
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

export interface LeadNotificationsTable extends OutboxDeliveryColumns {
  lead_id: string;
  channel: NotificationChannel;
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

/* The staff app's tables. */

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
  /** `account:<email>`, `pair:<hashed network>:<email>` or `ip:<hashed address>` (and the audit's tallies). */
  key: string;
  window_start: EpochMs;
  failures: number;
  locked_until: EpochMs | null;
}

/** A network (keyed hash of an IPv4 /24 or IPv6 /64) an account signed in from; see login-limits.ts. */
export interface AdminKnownNetworksTable {
  user_id: string;
  network_hash: string;
  first_at: EpochMs;
  last_at: EpochMs;
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
  /** The e-mail this entry records (`record_messages.id`, migration 0970); null for a change or a note. */
  message_id: string | null;
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

/** How a person is recognised across leads and applications (migration 0940): computed by the database. */
export interface PersonKeyColumns {
  email_key: ColumnType<string, never, never>;
  phone_key: ColumnType<string, never, never>;
  last_name_key: ColumnType<string, never, never>;
}

/* Job postings. */

export interface JobPostingsTable {
  id: string;
  path: string;
  slug: string;
  status: PostingStatus;
  publish_at: EpochMs | null;
  /** ISO day, mirrored from the posting for queries. */
  date_posted: string;
  valid_through: string;
  closed_at: EpochMs | null;
  /** Raised by every save; a save naming an older version is refused (optimistic concurrency). */
  version: number;
  /** The posting as JSON, valid against JobPostingSchema. */
  data: string;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export interface JobRedirectsTable {
  /** An old address of the posting (legacy /jobs/... or a former path); answers 301. */
  path: string;
  posting_id: string;
  created_at: EpochMs;
}

export interface JobRevisionsTable {
  id: string;
  posting_id: string;
  version: number;
  created_at: EpochMs;
  user_id: string | null;
  actor: string;
  action: string;
  status: PostingStatus;
  /** JSON array of the posting fields this save changed. */
  changed: string;
  /** The whole posting as saved. */
  data: string;
}

/* The job board's outbox. */

export type JobNotificationKind = "indexnow" | "expiry_reminder";
export type JobNotificationStatus = "pending" | "sending" | "sent" | "failed" | "cancelled";

/** The job board's outbox (migration 0400): one row per message, delivered by the job outbox worker. */
export interface JobNotificationsTable {
  id: string;
  kind: JobNotificationKind;
  posting_id: string;
  /** Unique when set: the same message is never queued twice (an expiry reminder per posting and date). */
  dedupe_key: string | null;
  /** JSON: what the message says (an IndexNow notice's paths, a reminder's expiry date). */
  payload: string;
  status: JobNotificationStatus;
  attempts: number;
  next_attempt_at: EpochMs;
  claimed_until: EpochMs | null;
  claimed_by: string | null;
  last_error: string | null;
  sent_at: EpochMs | null;
  created_at: EpochMs;
  updated_at: EpochMs;
}

/* Applications (migration 0600). */

/**
 * The candidate's facts (names, contact, credential, licence states as a JSON array of codes, the campaign
 * as a JSON object, …) are the columns of the application-field table (`schemas/application-fields.ts`).
 */
export interface ApplicationsTable extends ApplicationFactColumns, SubmissionColumns {
  id: string;
  created_at: EpochMs;
  posting_id: string;
  /** The posting's path and title when the candidate applied. */
  job_path: string;
  job_title: string;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  consent_at: EpochMs;
  /** Sanitised file name for downloads and attachments. */
  resume_name: string;
  /** The name the candidate's file had: display text only, never a path. */
  resume_original_name: string;
  /** The type recognised from the file's content. */
  resume_type: ResumeType;
  resume_size: number;
  resume_sha256: string;
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ApplicationFilesTable {
  application_id: string;
  /** The résumé's bytes (BLOB / bytea). */
  data: Buffer;
}

export interface ApplicationNotificationsTable extends OutboxDeliveryColumns {
  application_id: string;
  channel: ApplicationChannel;
}

export interface ApplicationStatusChangesTable {
  id: string;
  application_id: string;
  created_at: EpochMs;
  from_status: ApplicationStatus;
  to_status: ApplicationStatus;
  note: string;
  user_id: string | null;
  user_email: string;
  /** The e-mail this entry records (`record_messages.id`, migration 0970); null for a change or a note. */
  message_id: string | null;
}

/** The one row readiness checks write (migration 0710). */
export interface WriteProbeTable {
  id: number;
  probed_at: EpochMs;
}

/* Job alerts (migration 0800). */

export interface JobAlertsTable extends SubmissionColumns {
  id: string;
  created_at: EpochMs;
  updated_at: EpochMs;
  email: string;
  role: AlertRole;
  /** JSON array of two-letter state codes. */
  states: string;
  /** 1 when remote roles are wanted. */
  remote: number;
  specialty: string | null;
  frequency: AlertFrequency;
  confirmed_at: EpochMs | null;
  page_path: string | null;
}

export type JobAlertTokenPurpose = "confirm" | "manage" | "unsubscribe";

/** A link's token: only its hash is stored, for one purpose, until it expires. */
export interface JobAlertTokensTable {
  token_hash: string;
  alert_id: string;
  purpose: JobAlertTokenPurpose;
  created_at: EpochMs;
  expires_at: EpochMs;
}

export interface JobAlertOpenPostingsTable {
  posting_id: string;
  opened_at: EpochMs;
}

export type JobAlertNotificationKind = "confirmation" | "posting" | "digest";

export interface JobAlertNotificationsTable {
  id: string;
  alert_id: string;
  kind: JobAlertNotificationKind;
  /** The posting of a `posting` message; a digest's postings are its matches. */
  posting_id: string | null;
  status: ColumnType<JobNotificationStatus, JobNotificationStatus | undefined, JobNotificationStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: EpochMs;
  claimed_until: EpochMs | null;
  claimed_by: string | null;
  last_error: string | null;
  sent_at: EpochMs | null;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export interface JobAlertMatchesTable {
  alert_id: string;
  posting_id: string;
  matched_at: EpochMs;
  /** The message that tells of it (a digest gathers several). */
  notification_id: string | null;
}

/* E-mail from the record (migration 0960). */

export interface MessageTemplatesTable {
  id: string;
  name: string;
  subject: string;
  body: string;
  created_at: EpochMs;
  updated_at: EpochMs;
  updated_by: string | null;
}

export interface RecordMessagesTable extends OutboxDeliveryColumns {
  id: string;
  lead_id: string | null;
  application_id: string | null;
  template_id: string | null;
  to_email: string;
  subject: string;
  body: string;
  user_id: string | null;
  user_email: string;
  channel: ColumnType<"email", "email" | undefined, "email">;
}

/** Table types for Kysely, every table of the database; each table is added with the migration that creates it. */
export type Database = {
  leads: LeadsTable & LeadOwnerColumns & PersonKeyColumns;
  lead_notifications: LeadNotificationsTable;
  lead_rate_limits: LeadRateLimitsTable;
  server_secrets: ServerSecretsTable;
  lead_owner_changes: LeadOwnerChangesTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_login_limits: AdminLoginLimitsTable;
  admin_known_networks: AdminKnownNetworksTable;
  lead_status_changes: LeadStatusChangesTable;
  admin_audit_log: AdminAuditLogTable;
  job_postings: JobPostingsTable;
  job_redirects: JobRedirectsTable;
  job_revisions: JobRevisionsTable;
  job_notifications: JobNotificationsTable;
  applications: ApplicationsTable & PersonKeyColumns;
  application_files: ApplicationFilesTable;
  application_notifications: ApplicationNotificationsTable;
  application_status_changes: ApplicationStatusChangesTable;
  application_rate_limits: LeadRateLimitsTable;
  write_probe: WriteProbeTable;
  job_alerts: JobAlertsTable;
  job_alert_tokens: JobAlertTokensTable;
  job_alert_rate_limits: LeadRateLimitsTable;
  job_alert_open_postings: JobAlertOpenPostingsTable;
  job_alert_notifications: JobAlertNotificationsTable;
  job_alert_matches: JobAlertMatchesTable;
  message_templates: MessageTemplatesTable;
  record_messages: RecordMessagesTable;
};

/** The connection or a transaction on it. */
export type DbKysely = Kysely<Database> | Transaction<Database>;
