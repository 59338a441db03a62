import { randomUUID } from "node:crypto";
import type { AuditEntry } from "#schemas/admin";
import type { AdminKysely } from "./db";

export type AuditAction =
  | "sign_in"
  | "sign_in_failed"
  | "sign_in_locked"
  | "sign_out"
  | "export"
  | "delivery_retry"
  | "retention_purge"
  | "user_created"
  | "password_reset";

export interface AuditRecord {
  action: AuditAction;
  userId?: string | null;
  actor?: string | null;
  ipHash?: string | null;
  detail?: Record<string, unknown>;
  now?: number;
}

export async function recordAudit(db: AdminKysely, record: AuditRecord): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("admin_audit_log")
    .values({
      id,
      created_at: record.now ?? Date.now(),
      action: record.action,
      user_id: record.userId ?? null,
      actor: record.actor ?? null,
      ip_hash: record.ipHash ?? null,
      detail: JSON.stringify(record.detail ?? {}),
    })
    .execute();
  return id;
}

export async function updateAuditDetail(db: AdminKysely, id: string, detail: Record<string, unknown>) {
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

/** Newest first. */
export async function listAudit(db: AdminKysely, limit = 100): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("admin_audit_log")
    .select(["id", "created_at", "action", "actor", "detail"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    action: row.action,
    actor: row.actor,
    detail: parseDetail(row.detail),
  }));
}
