import { randomUUID } from "node:crypto";
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { BulkAction, DeliveryHealth, LeadOwnerChangeEntry, StaffMember } from "#schemas/admin";
import type { LeadRestoreItem } from "#schemas/lead-undo";
import type { Config } from "../env";
import { changeLeadStatus } from "./staff.repository";
import type { DbKysely } from "../db/schema";
import { LEAD_RECORD, moveOwner, newOwnerEmail } from "../audit/record-work";

export async function listStaff(db: DbKysely): Promise<StaffMember[]> {
  return db.selectFrom("admin_users").select(["id", "email"]).orderBy("email").execute();
}

export type AssignOutcome =
  | { outcome: "changed"; entry: LeadOwnerChangeEntry; fromOwnerId: string | null }
  | { outcome: "not_found" }
  | { outcome: "no_such_owner" }
  | { outcome: "unchanged" };

/** Assigns a lead to a staff account (or to nobody) and records the change, in one transaction. */
export async function assignLead(
  db: DbKysely,
  leadId: string,
  ownerId: string | null,
  user: { id: string; email: string },
  now = Date.now(),
): Promise<AssignOutcome> {
  const run = async (trx: DbKysely): Promise<AssignOutcome> => {
    const lead = await trx
      .selectFrom("leads")
      .select(["owner_id"])
      .select((eb) =>
        eb
          .selectFrom("admin_users")
          .select("email")
          .whereRef("admin_users.id", "=", "leads.owner_id")
          .as("owner_email"),
      )
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!lead) return { outcome: "not_found" };
    if (lead.owner_id === ownerId) return { outcome: "unchanged" };
    const toEmail = await newOwnerEmail(trx, ownerId);
    if (toEmail === undefined) return { outcome: "no_such_owner" };
    const current = lead.owner_id;
    if (!(await moveOwner(trx, LEAD_RECORD, leadId, current, ownerId))) return { outcome: "unchanged" };
    const entry: LeadOwnerChangeEntry = {
      id: randomUUID(),
      createdAt: now,
      fromOwner: lead.owner_email ?? null,
      toOwner: toEmail,
      by: user.email,
    };
    await trx
      .insertInto("lead_owner_changes")
      .values({
        id: entry.id,
        lead_id: leadId,
        created_at: now,
        from_email: entry.fromOwner,
        to_email: entry.toOwner,
        user_id: user.id,
        user_email: user.email,
      })
      .execute();
    return { outcome: "changed", entry, fromOwnerId: current };
  };
  return db.transaction().execute(run);
}

export type BulkOutcome =
  | { outcome: "done"; changed: number; undo: LeadRestoreItem[] }
  | { outcome: "no_such_owner" };

/**
 * One action on many leads. Each lead changes in its own transaction, with its own history entry;
 * leads that already are as asked, or no longer exist, are left alone and not counted.
 */
export async function bulkLeadAction(
  db: DbKysely,
  { ids, action }: BulkAction,
  user: { id: string; email: string },
  now = Date.now(),
): Promise<BulkOutcome> {
  if (action.type === "assign" && (await newOwnerEmail(db, action.ownerId)) === undefined) {
    return { outcome: "no_such_owner" };
  }
  const undo: LeadRestoreItem[] = [];
  for (const id of new Set(ids)) {
    if (action.type === "assign") {
      const result = await assignLead(db, id, action.ownerId, user, now);
      if (result.outcome === "changed")
        undo.push({ id, owner: { from: action.ownerId, to: result.fromOwnerId } });
    } else {
      const result = await changeLeadStatus(db, id, { status: action.status, note: "" }, user, now);
      if (result.outcome === "changed")
        undo.push({ id, status: { from: action.status, to: result.entry.fromStatus } });
    }
  }
  return { outcome: "done", changed: undo.length, undo };
}

/** A pending notification this long past its next attempt means nothing is sending it. */
export const OVERDUE_GRACE_MS = 5 * 60_000;
/** Failures this recent count as "failing". */
export const FAILING_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** SUM(CASE WHEN … THEN 1 ELSE 0 END): the rows that match, counted in the same scan as the other figures. */
function countWhen<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, condition: Expression<SqlBool>) {
  return eb.fn.sum<number | string | null>(eb.case().when(condition).then(1).else(0).end());
}

/** Whether the recruiters' e-mail alerts work: configured, not failing, not stuck. */
export async function deliveryHealth(
  db: DbKysely,
  config: Pick<Config, "SMTP_URL" | "NOTIFY_EMAIL_TO">,
  now = Date.now(),
): Promise<DeliveryHealth> {
  const missing = [
    ...(config.SMTP_URL ? [] : ["SMTP_URL"]),
    ...(config.NOTIFY_EMAIL_TO ? [] : ["NOTIFY_EMAIL_TO"]),
  ];
  const counts = await db
    .selectFrom("lead_notifications")
    .select((eb) => [
      countWhen(
        eb,
        eb.and([eb("status", "=", "failed"), eb("updated_at", ">=", now - FAILING_WINDOW_MS)]),
      ).as("failed"),
      countWhen(
        eb,
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<", now - OVERDUE_GRACE_MS)]),
      ).as("overdue"),
    ])
    .where("channel", "=", "email")
    .where("status", "in", ["failed", "pending"])
    .executeTakeFirst();
  const failed = Number(counts?.failed ?? 0);
  const overdue = Number(counts?.overdue ?? 0);
  const email = missing.length > 0 ? "off" : failed > 0 ? "failing" : overdue > 0 ? "overdue" : "ok";
  return { email, missing, failed, overdue, applications: await applicationDeliveryCounts(db, now) };
}

/** The applications' outbox: deliveries waiting (or being sent), and failed in the last 7 days. */
async function applicationDeliveryCounts(db: DbKysely, now: number): Promise<DeliveryHealth["applications"]> {
  const counts = await db
    .selectFrom("application_notifications")
    .select((eb) => [
      countWhen(eb, eb("status", "in", ["pending", "sending"])).as("pending"),
      countWhen(
        eb,
        eb.and([eb("status", "=", "failed"), eb("updated_at", ">=", now - FAILING_WINDOW_MS)]),
      ).as("failed"),
    ])
    .where("status", "in", ["pending", "sending", "failed"])
    .executeTakeFirst();
  return { pending: Number(counts?.pending ?? 0), failed: Number(counts?.failed ?? 0) };
}
