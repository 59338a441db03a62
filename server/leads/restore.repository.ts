import { randomUUID } from "node:crypto";
import type { LeadRestoreAnswer, LeadRestoreItem } from "#schemas/lead-undo";
import type { DbKysely } from "../db/schema";

type Outcome = "restored" | "skipped";

/**
 * Puts one lead back to the status and owner it had before a change (Undo), in one transaction: only when
 * it still holds what the change set, so a colleague's later change is never overwritten, and either both
 * come back or neither. Each value put back is recorded in the lead's history like any other change.
 */
async function restoreLead(
  db: DbKysely,
  item: LeadRestoreItem,
  user: { id: string; email: string },
  now: number,
): Promise<Outcome> {
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const lead = await trx
      .selectFrom("leads")
      .select(["status", "owner_id"])
      .select((eb) =>
        eb
          .selectFrom("admin_users")
          .select("email")
          .whereRef("admin_users.id", "=", "leads.owner_id")
          .as("owner_email"),
      )
      .where("id", "=", item.id)
      .executeTakeFirst();
    if (!lead) return "skipped";
    const { status, owner } = item;
    if (status && lead.status !== status.from) return "skipped";
    if (owner && lead.owner_id !== owner.from) return "skipped";
    let toEmail: string | null = null;
    if (owner?.to) {
      const account = await trx
        .selectFrom("admin_users")
        .select("email")
        .where("id", "=", owner.to)
        .executeTakeFirst();
      if (!account) return "skipped";
      toEmail = account.email;
    }
    const back = {
      ...(status && status.to !== status.from ? { status: status.to } : {}),
      ...(owner && owner.to !== owner.from ? { owner_id: owner.to } : {}),
    };
    if (Object.keys(back).length === 0) return "skipped";
    const updated = await trx
      .updateTable("leads")
      .set(back)
      .where("id", "=", item.id)
      .where("status", "=", lead.status)
      .where((eb) =>
        lead.owner_id === null ? eb("owner_id", "is", null) : eb("owner_id", "=", lead.owner_id),
      )
      .executeTakeFirst();
    // Changed by someone else between the read and the write.
    if (Number(updated.numUpdatedRows) !== 1) return "skipped";
    if (back.status !== undefined) {
      await trx
        .insertInto("lead_status_changes")
        .values({
          id: randomUUID(),
          lead_id: item.id,
          created_at: now,
          from_status: lead.status,
          to_status: back.status,
          note: "",
          user_id: user.id,
          user_email: user.email,
        })
        .execute();
    }
    if (back.owner_id !== undefined) {
      await trx
        .insertInto("lead_owner_changes")
        .values({
          id: randomUUID(),
          lead_id: item.id,
          created_at: now,
          from_email: lead.owner_email ?? null,
          to_email: toEmail,
          user_id: user.id,
          user_email: user.email,
        })
        .execute();
    }
    return "restored";
  });
}

/** Puts each lead back (the first item for a lead counts; repeats are skipped). */
export async function restoreLeads(
  db: DbKysely,
  items: LeadRestoreItem[],
  user: { id: string; email: string },
  now = Date.now(),
): Promise<LeadRestoreAnswer & { ids: string[] }> {
  const seen = new Set<string>();
  const ids: string[] = [];
  let skipped = 0;
  for (const item of items) {
    const outcome = seen.has(item.id) ? "skipped" : await restoreLead(db, item, user, now);
    seen.add(item.id);
    if (outcome === "restored") ids.push(item.id);
    else skipped += 1;
  }
  return { restored: ids.length, skipped, ids };
}
