import { z } from "zod/mini";
import type { LeadRestoreItem } from "./lead-undo";
import type { ResponseGroup } from "./response-figures";
import { USER_TYPES, type UserType } from "./lead";
import type { Campaign, LeadFactAnswers, LeadKind } from "./lead-fields";

export type { Campaign } from "./lead-fields";

/** The leads inbox (/admin): payloads and answers shared by the browser and the server. */

export const LEAD_STATUSES = ["new", "contacted", "qualified", "closed", "spam", "placed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  closed: "Closed",
  spam: "Spam",
  placed: "Placed",
};

/** The firm promises a reply within this time; a lead still `new` after it is overdue. */
export const RESPONSE_PROMISE_MS = 20 * 60 * 1000;

export const STATUS_NOTE_MAX = 500;
export const SEARCH_MAX = 200;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 1024;
export const LEADS_PAGE_SIZE = 50;
export const LEADS_PAGE_MAX = 200;

export const SignInSchema = z.object({
  email: z
    .string({ error: "Enter your e-mail address" })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, "Enter your e-mail address"),
      z.maxLength(254, "Enter your e-mail address"),
    ),
  password: z
    .string({ error: "Enter your password" })
    .check(
      z.minLength(1, "Enter your password"),
      z.maxLength(PASSWORD_MAX, `Passwords are at most ${PASSWORD_MAX} characters`),
    ),
});
export type SignIn = z.output<typeof SignInSchema>;

/** A status change with an optional note, over one kind of record's statuses (leads, applications). */
export function statusChangeSchema<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    status: z.enum(statuses, { error: "Choose a status" }),
    note: z._default(
      z
        .string({ error: "The note must be text" })
        .check(
          z.trim(),
          z.maxLength(STATUS_NOTE_MAX, `Keep the note under ${STATUS_NOTE_MAX + 1} characters`),
        ),
      "",
    ),
  });
}

export const StatusChangeSchema = statusChangeSchema(LEAD_STATUSES);
export type StatusChange = z.output<typeof StatusChangeSchema>;

const ID = /^[A-Za-z0-9-]{1,100}$/;
const OWNER_FILTER = /^(me|none|[A-Za-z0-9-]{1,100})$/;

/**
 * Columns the list sorts by; `received` (newest first) is the API's default. `overdue`: those waiting past the
 * promise first, the longest wait on top, then the rest newest first (the staff app's default view).
 */
export const LEAD_SORTS = ["received", "name", "source", "status", "owner", "overdue"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

const ownerId = z.nullable(z.string().check(z.regex(ID, "Unknown staff account")));

/** Assigns a lead to a staff account, or (null) leaves it unassigned. */
export const AssignSchema = z.object({ ownerId });
export type Assign = z.output<typeof AssignSchema>;

export const BULK_MAX = 200;

/** One action on many leads: assign them, or set their status (marking spam is status `spam`). */
export const BulkActionSchema = z.object({
  ids: z
    .array(z.string().check(z.regex(ID, "Unknown lead")))
    .check(
      z.minLength(1, "Select at least one lead"),
      z.maxLength(BULK_MAX, `At most ${BULK_MAX} leads at once`),
    ),
  action: z.discriminatedUnion("type", [
    z.object({ type: z.literal("assign"), ownerId }),
    z.object({ type: z.literal("status"), status: z.enum(LEAD_STATUSES, { error: "Choose a status" }) }),
  ]),
});
export type BulkAction = z.output<typeof BulkActionSchema>;

/** `overdue`: no response yet, past the promise; `unanswered`: no response yet at all. */
export const WAITING_FILTERS = ["overdue", "unanswered"] as const;

const epochMs = z.pipe(
  z.string().check(z.regex(/^\d{1,15}$/, "Must be a time in milliseconds")),
  z.transform(Number),
);

/**
 * Inbox filters, as query-string values. `status` absent means every status except spam;
 * `all` includes spam. `from` is inclusive and `to` exclusive (epoch milliseconds).
 */
export const LeadFiltersSchema = z.object({
  status: z.optional(z.enum([...LEAD_STATUSES, "all"], { error: "Unknown status" })),
  /** `me` (the signed-in recruiter), `none` (unassigned) or a staff account's id. */
  owner: z.optional(z.string().check(z.regex(OWNER_FILTER, "Unknown owner"))),
  userType: z.optional(z.enum(USER_TYPES, { error: "Unknown visitor type" })),
  source: z.optional(z.string().check(z.trim(), z.maxLength(100, "Source is too long"))),
  from: z.optional(epochMs),
  to: z.optional(epochMs),
  q: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX, "Search is too long"))),
  /** `overdue`: no response yet, past the 20-minute promise in business hours. */
  waiting: z.optional(z.enum(WAITING_FILTERS, { error: "Unknown waiting filter" })),
});
export type LeadFilters = z.output<typeof LeadFiltersSchema>;

export const LeadsPageQuerySchema = z.extend(LeadFiltersSchema, {
  sort: z.optional(z.enum(LEAD_SORTS, { error: "Unknown sort" })),
  dir: z.optional(z.enum(["asc", "desc"], { error: "Sort direction is asc or desc" })),
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, "Invalid cursor"))),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,4}$/, "Invalid limit")),
      z.transform((value) => Math.min(LEADS_PAGE_MAX, Math.max(1, Number(value)))),
    ),
  ),
});
export type LeadsPageQuery = z.output<typeof LeadsPageQuerySchema>;

export interface AdminUser {
  email: string;
}

export interface SessionAnswer {
  user: AdminUser;
  /** When the session ends (epoch milliseconds). */
  expiresAt: number;
}

export interface LeadSummary {
  id: string;
  createdAt: number;
  status: LeadStatus;
  userType: UserType;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organization: string | null;
  formSource: string;
  pagePath: string | null;
  campaign: Campaign;
  /** Notifications that gave up after their last attempt. */
  failedDeliveries: number;
  /** The recruiter the lead is assigned to (a staff account), if any. */
  ownerId: string | null;
  ownerEmail: string | null;
  position: string | null;
  specialty: string | null;
  location: string | null;
  /** The message's first line, shortened (null without a message). */
  messageStart: string | null;
  /** Submissions (not spam) by the same person, this one included: same e-mail address or phone number. */
  submissions: number;
  wait: ResponseWait;
}

/** How long a lead or application waited for its first response, in business hours. */
export interface ResponseWait {
  /** The first status change or note, or null while there is none. */
  firstResponseAt: number | null;
  /** Business milliseconds from arrival to the first response, or to the answer's time while unanswered. */
  businessMs: number;
  /** Still new and unanswered past the 20-minute promise (spam never is). */
  overdue: boolean;
}

export interface LeadsPage {
  leads: LeadSummary[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  /** How many leads match the filters (counted on the first page only). */
  total: number | null;
}

/** Where each new lead is announced: an e-mail to the recruiters and, when configured, a webhook. */
export const NOTIFICATION_CHANNELS = ["email", "webhook"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export function isNotificationChannel(value: string): value is NotificationChannel {
  return (NOTIFICATION_CHANNELS as readonly string[]).includes(value);
}

/** One channel of a record's outbox (a lead's or an application's), as the inbox shows it. */
export interface Delivery<C extends string = NotificationChannel> {
  channel: C;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  sentAt: number | null;
  nextAttemptAt: number | null;
  updatedAt: number;
}

export type LeadDelivery = Delivery<NotificationChannel>;

/** A status change or note on a record (who, when, from and to which status). */
export interface StatusChangeEntry<S extends string> {
  id: string;
  createdAt: number;
  fromStatus: S;
  toStatus: S;
  note: string;
  /** Who made the change (their e-mail address when it was made). */
  by: string;
  /** Set when the entry is an e-mail sent from the record (decision 0371): its subject and template. */
  email?: HistoryEmail;
}

/** The e-mail a history entry records: its subject as sent, and the template's name (null if none or deleted). */
export interface HistoryEmail {
  subject: string;
  templateName: string | null;
}

export type LeadStatusChangeEntry = StatusChangeEntry<LeadStatus>;

/** A lead with every fact of the lead-field table (schemas/lead-fields.ts). */
export interface LeadDetail extends LeadSummary, LeadFactAnswers {
  kind: LeadKind;
  spamReason: string | null;
  fillMs: number | null;
  userAgent: string | null;
}

export interface LeadOwnerChangeEntry {
  id: string;
  createdAt: number;
  /** E-mail addresses of the previous and new owner (null: unassigned). */
  fromOwner: string | null;
  toOwner: string | null;
  by: string;
}

/** One submission in a person's thread. */
export interface LeadThreadEntry {
  id: string;
  createdAt: number;
  formSource: string;
  status: LeadStatus;
  kind: LeadKind;
  /** The start of the message. */
  message: string | null;
}

export interface LeadDetailAnswer {
  lead: LeadDetail;
  /** Every submission of the same person (this one included), newest first. */
  thread: LeadThreadEntry[];
  deliveries: LeadDelivery[];
  history: LeadStatusChangeEntry[];
  ownerChanges: LeadOwnerChangeEntry[];
}

export interface StaffMember {
  id: string;
  email: string;
}

/** The staff accounts leads can be assigned to, and which one is signed in. */
export interface StaffAnswer {
  staff: StaffMember[];
  meId: string;
}

export interface BulkActionAnswer {
  /** How many of the selected leads changed. */
  changed: number;
  /** What puts each changed lead back as it was (POST leadsRestore): the staff app's Undo. */
  undo: LeadRestoreItem[];
}

/** Whether recruiters are being alerted about new leads by e-mail. */
export interface DeliveryHealth {
  /** `off`: not configured; `failing`: deliveries gave up recently; `overdue`: pending past their next attempt. */
  email: "ok" | "off" | "failing" | "overdue";
  /** What is missing when `off` (environment variable names). */
  missing: string[];
  failed: number;
  overdue: number;
  /**
   * The applications' deliveries (recruiters' e-mail, webhook, candidate's confirmation): waiting to be sent
   * or being sent, and given up on in the last 7 days.
   */
  applications: { pending: number; failed: number };
}

/** Sign-in attempts refused before or after the password check; counted, not listed one by one. */
export const REFUSED_SIGN_IN_ACTIONS = ["sign_in_failed", "sign_in_locked", "sign_in_busy"] as const;

export interface AuditEntry {
  id: string;
  createdAt: number;
  action: string;
  /** An e-mail address (the account acted as, or the one typed at a refused sign-in), or null. */
  actor: string | null;
  /** How many attempts the row counts (refused sign-ins are counted per client, account and quarter hour). */
  attempts: number;
  /** The latest attempt counted, when there were several. */
  lastAt: number | null;
  detail: Record<string, unknown>;
}

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_KINDS = ["all", "staff", "refused"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** GET /api/admin/audit: which entries, and where the page starts. */
export const AuditQuerySchema = z.object({
  kind: z._default(z.enum(AUDIT_KINDS, { error: "Unknown kind of entry" }), "all"),
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, "Invalid cursor"))),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,4}$/, "Invalid limit")),
      z.transform((value) => Math.min(200, Math.max(1, Number(value)))),
    ),
  ),
});

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** A sign-in lock a recruiter can lift. */
export interface SignInLockEntry {
  email: string;
  /** "account": every client is refused (too many failures in all); "client": one or more clients are. */
  scope: "account" | "client";
  clients: number;
  lockedUntil: number;
}

export const UnlockSchema = z.object({
  email: z
    .string({ error: "Name the account to unlock" })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, "Name the account to unlock"), z.maxLength(254)),
});

/** Form sources seen so far, for the source filter. */
export interface LeadSourcesAnswer {
  sources: string[];
}

/** Response-time ranges of the dashboard, in business minutes (upper bounds; the last is open). */
export const RESPONSE_BUCKETS = [
  { label: "Under 5 min", upToMin: 5 },
  { label: "5–10 min", upToMin: 10 },
  { label: "10–20 min", upToMin: 20 },
  { label: "20–60 min", upToMin: 60 },
  { label: "1–4 h", upToMin: 240 },
  { label: "Over 4 h", upToMin: null },
] as const;

export interface DashboardDay {
  /** Local date in the business time zone, YYYY-MM-DD. */
  date: string;
  total: number;
  bySource: Record<string, number>;
  byType: Record<UserType, number>;
}

export interface DashboardAnswer {
  /** The period: the last `days` days, from `since` up to `until` (epoch ms). */
  days: number;
  since: number;
  until: number;
  businessHours: string;
  timeZone: string;
  sources: string[];
  perDay: DashboardDay[];
  response: {
    /** Leads per response-time range (business minutes), then those with no response yet. */
    buckets: Array<{ label: string; count: number }>;
    unanswered: number;
    /** Answered within 20 business minutes. */
    withinPromise: number;
    /** Leads the promise can be judged on: answered, or waiting longer than 20 business minutes. */
    measured: number;
    /** Median business minutes to the first response, or null without responses. */
    medianMinutes: number | null;
  };
  /**
   * How far each source's leads got, by their current status; `placed`: leads that reached "placed"
   * (placed now, or placed and then closed), the conversion the firm counts.
   */
  bySource: Array<{
    source: string;
    leads: number;
    responded: number;
    qualified: number;
    closed: number;
    placed: number;
  }>;
  /** The promise per recruiter: leads by owner (key null: unassigned). */
  byOwner: ResponseGroup[];
}
