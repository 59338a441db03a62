import type { FastifyInstance, FastifyRequest } from "fastify";
import { AssignSchema, type BulkActionAnswer, BulkActionSchema, type StaffAnswer } from "#schemas/admin";
import { fieldErrors } from "#schemas/lead";
import type { Config } from "../env";
import { parseBusinessHours } from "#schemas/business-hours";
import { dashboardFigures } from "./dashboard.repository";
import { assignLead, bulkLeadAction, deliveryHealth, listStaff } from "./work.repository";
import type { DbKysely } from "../db/schema";
import { ADMIN_API_ROUTES } from "#schemas/paths";

const LEAD_ID = /^[A-Za-z0-9-]{1,100}$/;

/** Working the list: staff accounts, assignment, bulk actions and the delivery-health check. */
export function registerLeadWorkRoutes(
  app: FastifyInstance,
  { kdb, config, now }: { kdb: DbKysely; config: Config; now: () => number },
) {
  const actor = (request: FastifyRequest) => {
    const session = request.adminSession!;
    return { id: session.userId, email: session.email };
  };

  app.get(ADMIN_API_ROUTES.staff, async (request) => {
    const answer: StaffAnswer = { staff: await listStaff(kdb), meId: request.adminSession!.userId };
    return answer;
  });

  app.post<{ Params: { id: string } }>(ADMIN_API_ROUTES.leadOwner, async (request, reply) => {
    if (!LEAD_ID.test(request.params.id)) return reply.code(404).send({ error: "No such lead." });
    const parsed = AssignSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ errors: fieldErrors(parsed.error) });
    const result = await assignLead(kdb, request.params.id, parsed.data.ownerId, actor(request), now());
    if (result.outcome === "not_found") return reply.code(404).send({ error: "No such lead." });
    if (result.outcome === "no_such_owner")
      return reply.code(400).send({ errors: { ownerId: "Unknown staff account" } });
    if (result.outcome === "unchanged")
      return reply.code(409).send({ error: "The lead is already assigned this way." });
    return { entry: result.entry };
  });

  app.post(ADMIN_API_ROUTES.leadsBulk, async (request, reply) => {
    const parsed = BulkActionSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ errors: fieldErrors(parsed.error) });
    const result = await bulkLeadAction(kdb, parsed.data, actor(request), now());
    if (result.outcome === "no_such_owner")
      return reply.code(400).send({ errors: { ownerId: "Unknown staff account" } });
    const answer: BulkActionAnswer = { changed: result.changed };
    return answer;
  });

  app.get(ADMIN_API_ROUTES.health, async () => deliveryHealth(kdb, config, now()));

  const hours = {
    ...parseBusinessHours(config.BUSINESS_HOURS, config.BUSINESS_TZ)!,
    text: config.BUSINESS_HOURS,
  };
  app.get(ADMIN_API_ROUTES.dashboard, async () => dashboardFigures(kdb, hours, now()));
}
