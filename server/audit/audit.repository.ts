import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { z } from "zod";
import { type AuditEntry, REFUSED_SIGN_IN_ACTIONS } from "#schemas/admin";
import type { DbKysely } from "../db/schema";

export type AuditAction =
  | "sign_in"
  | "sign_in_failed"
  | "sign_in_locked"
  | "sign_in_busy"
  | "sign_in_unlocked"
  | "audit_purge"
  | "sign_out"
  | "export"
  | "delivery_retry"
  | "lead_restore"
  | "retention_purge"
  | "application_retention_purge"
  | "user_created"
  | "password_reset"
  | ApplicationAuditAction
  | JobAuditAction
  | MessageAuditAction
  | "job_alert_export"
  | "job_alert_erase"
  | "job_alert_retention_purge";

/** What recruiters do with applications; the detail names ids and counts, never the candidate. */
export type ApplicationAuditAction =
  | "application_status"
  | "application_owner"
  | "application_export"
  | "application_erase"
  | "resume_download";

/** Changes to the firm's e-mail templates (e-mail from the record); the detail names the template only. */
export type MessageAuditAction = "template_create" | "template_update" | "template_delete";

/** Every change to a job posting, by the inbox or the command line. */
export type JobAuditAction =
  | "job_create"
  | "job_update"
  | "job_publish"
  | "job_schedule"
  | "job_unschedule"
  | "job_close"
  | "job_renew"
  | "job_relist"
  | "job_duplicate"
  | "job_delete"
  | "job_restore"
  | "job_import";

export interface AuditRecord {
  action: AuditAction;
  userId?: string | null;
  actor?: string | null;
  ipHash?: string | null;
  detail?: Record<string, unknown>;
  now?: number;
}

export async function recordAudit(db: DbKysely, record: AuditRecord): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("admin_audit_log")
    .values({
      id,
      created_at: record.now ?? Date.now(),
      action: record.action,
      user_id: record.userId ?? null,
      actor: record.actor ? emailShapedActor(record.actor) : null,
      ip_hash: record.ipHash ?? null,
      detail: JSON.stringify(record.detail ?? {}),
    })
    .execute();
  return id;
}

export async function updateAuditDetail(db: DbKysely, id: string, detail: Record<string, unknown>) {
  await db
    .updateTable("admin_audit_log")
    .set({ detail: JSON.stringify(detail) })
    .where("id", "=", id)
    .execute();
}

function parseDetail(value: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export type RefusedSignIn = (typeof REFUSED_SIGN_IN_ACTIONS)[number];

/** Refused sign-ins of one client, account and reason within this period share one counted row. */
export const REFUSED_AGGREGATE_MS = 15 * 60 * 1000;
/** Accounts named separately per client and period; the rest of that client's attempts share one row. */
export const REFUSED_ACCOUNTS_PER_CLIENT = 5;
/** Rows of refused sign-ins per period across all clients; beyond it, all further attempts share one row. */
export const REFUSED_ROWS_PER_PERIOD = 40;

const EMAIL = z.email();

/** The typed address, when it is one: anything else (a sentence, markup, 254 characters of noise) is not shown. */
export function emailShapedActor(value: string): string | null {
  const local = value.slice(0, value.lastIndexOf("@"));
  return value.length <= 254 && local.length <= 64 && EMAIL.safeParse(value).success ? value : null;
}

/** Counts one more under `key` for the current period, atomically in any dialect; resolves to the count. */
async function tally(db: DbKysely, key: string, now: number): Promise<number> {
  const { rows } = await sql<{ failures: number }>`
    INSERT INTO admin_login_limits AS l (key, window_start, failures, locked_until)
    VALUES (${key}, ${now}, 1, NULL)
    ON CONFLICT (key) DO UPDATE SET failures = l.failures + 1
    RETURNING failures
  `.execute(db);
  return Number(rows[0]?.failures ?? 0);
}

/**
 * Records a refused sign-in without letting a flood of them push real entries out. The attempt is counted
 * into the row of its client, account and reason for the current quarter hour. A new row needs a place:
 * each client names at most REFUSED_ACCOUNTS_PER_CLIENT accounts per quarter hour (its further attempts
 * share one row), and at most REFUSED_ROWS_PER_PERIOD rows are opened per quarter hour in all (further
 * attempts share one row for all clients). Places are counted atomically in the database, so concurrent
 * attempts on any number of instances cannot overshoot. The actor is the typed text only when it is shaped
 * like an e-mail address.
 */
export interface RefusedSignInRecord {
  action: RefusedSignIn;
  typed: string;
  ipHash: string;
  reason?: string;
  /** When the (first) attempt was made. */
  now: number;
  /** How many attempts this record stands for (1 unless buffered), and when the last one was made. */
  count?: number;
  lastAt?: number;
}

export async function recordRefusedSignIn(db: DbKysely, record: RefusedSignInRecord): Promise<void> {
  const count = record.count ?? 1;
  const lastAt = record.lastAt ?? record.now;
  const period = Math.floor(record.now / REFUSED_AGGREGATE_MS);
  const kind = `${record.action}|${record.reason ?? ""}`;
  let actor = emailShapedActor(record.typed);
  let ipHash: string | null = record.ipHash;
  const own = `${kind}|${ipHash}|${actor ?? "*"}|${period}`;
  const counted = await db
    .updateTable("admin_audit_log")
    .set((eb) => ({ attempts: eb("attempts", "+", count), last_at: lastAt }))
    .where("bucket", "=", own)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) > 0) return;

  if ((await tally(db, `audit:*:${period}`, record.now)) > REFUSED_ROWS_PER_PERIOD) {
    actor = null;
    ipHash = null;
  } else if (
    actor !== null &&
    (await tally(db, `audit:${ipHash}:${period}`, record.now)) > REFUSED_ACCOUNTS_PER_CLIENT
  ) {
    actor = null;
  }
  const detail: Record<string, unknown> = {};
  if (record.reason) detail.reason = record.reason;
  await db
    .insertInto("admin_audit_log")
    .values({
      id: randomUUID(),
      created_at: record.now,
      action: record.action,
      user_id: null,
      actor,
      ip_hash: ipHash,
      detail: JSON.stringify(detail),
      attempts: count,
      last_at: lastAt,
      bucket: `${kind}|${ipHash ?? "*"}|${actor ?? "*"}|${period}`,
    })
    .onConflict((oc) =>
      oc.column("bucket").doUpdateSet((eb) => ({
        attempts: eb("admin_audit_log.attempts", "+", count),
        last_at: lastAt,
      })),
    )
    .execute();
}

export interface AuditCursor {
  createdAt: number;
  id: string;
}

export interface AuditQuery {
  /** "staff": everything but refused sign-ins; "refused": only those. */
  kind?: "staff" | "refused";
  cursor?: AuditCursor | null;
  limit: number;
}

/** Newest first, a page at a time; `next` is where the following (older) page starts. */
export async function listAudit(
  db: DbKysely,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; next: AuditCursor | null }> {
  let select = db
    .selectFrom("admin_audit_log")
    .select(["id", "created_at", "action", "actor", "detail", "attempts", "last_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit + 1);
  if (query.kind === "staff") select = select.where("action", "not in", [...REFUSED_SIGN_IN_ACTIONS]);
  if (query.kind === "refused") select = select.where("action", "in", [...REFUSED_SIGN_IN_ACTIONS]);
  const cursor = query.cursor;
  if (cursor) {
    select = select.where((eb) =>
      eb.or([
        eb("created_at", "<", cursor.createdAt),
        eb.and([eb("created_at", "=", cursor.createdAt), eb("id", "<", cursor.id)]),
      ]),
    );
  }
  const rows = await select.execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      createdAt: Number(row.created_at),
      action: row.action,
      actor: row.actor,
      attempts: Number(row.attempts),
      lastAt: row.last_at === null ? null : Number(row.last_at),
      detail: parseDetail(row.detail),
    })),
    next: rows.length > query.limit && last ? { createdAt: Number(last.created_at), id: last.id } : null,
  };
}

/** Deletes audit rows recorded before `cutoff` (epoch milliseconds); resolves to how many. */
export async function deleteAuditBefore(db: DbKysely, cutoff: number): Promise<number> {
  const result = await db.deleteFrom("admin_audit_log").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
