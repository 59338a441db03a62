import type { FastifyInstance } from "fastify";
import { type LeadRestoreAnswer, LeadRestoreAnswerSchema, LeadRestoreSchema } from "#schemas/lead-undo";
import { ADMIN_API_ROUTES } from "#schemas/paths";
import { recordAudit } from "../audit/audit.repository";
import type { DbKysely } from "../db/schema";
import { answers, zodRoutes } from "../http/schema-provider";
import { restoreLeads } from "./restore.repository";

/**
 * `POST /leads/restore`: Undo. Puts leads back to the status and owner they had before a change (the bulk
 * action's answer lists what to send); each lead comes back only while it still holds what the change set.
 * The audit trail records who undid how many, by lead id.
 */
export function registerLeadRestoreRoute(
  app: FastifyInstance,
  { kdb, now }: { kdb: DbKysely; now: () => number },
) {
  const restore = {
    schema: { body: LeadRestoreSchema, response: answers({ 200: LeadRestoreAnswerSchema }) },
  };
  zodRoutes(app).post(ADMIN_API_ROUTES.leadsRestore, restore, async (request) => {
    const session = request.adminSession!;
    const user = { id: session.userId, email: session.email };
    const at = now();
    const { ids, ...counts } = await restoreLeads(kdb, request.body.items, user, at);
    await recordAudit(kdb, {
      action: "lead_restore",
      userId: user.id,
      actor: user.email,
      detail: { restored: counts.restored, skipped: counts.skipped, leadIds: ids },
      now: at,
    });
    const answer: LeadRestoreAnswer = counts;
    return answer;
  });
}
