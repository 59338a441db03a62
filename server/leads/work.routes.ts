import type { FastifyInstance, FastifyRequest } from "fastify";
import { AssignSchema, type BulkActionAnswer, BulkActionSchema, type StaffAnswer } from "#schemas/admin";
import {
  BulkActionAnswerSchema,
  DashboardAnswerSchema,
  DeliveryHealthSchema,
  OwnerEntryAnswerSchema,
  StaffAnswerSchema,
} from "#schemas/admin-answers";
import { answers, zodRoutes } from "../http/schema-provider";
import { LeadParamsSchema, NO_SUCH_LEAD } from "./lead-params";
import type { Config } from "../env";
import { parseBusinessHours } from "#schemas/business-hours";
import { dashboardFigures } from "./dashboard.repository";
import { registerLeadRestoreRoute } from "./restore.routes";
import { assignLead, bulkLeadAction, deliveryHealth, listStaff } from "./work.repository";
import type { DbKysely } from "../db/schema";
import { ADMIN_API_ROUTES } from "#schemas/paths";

/** Working the list: staff accounts, assignment, bulk actions and the delivery-health check. */
export function registerLeadWorkRoutes(
  app: FastifyInstance,
  { kdb, config, now }: { kdb: DbKysely; config: Config; now: () => number },
) {
  const actor = (request: FastifyRequest) => {
    const session = request.adminSession!;
    return { id: session.userId, email: session.email };
  };

  const routes = zodRoutes(app);
  const staff = { schema: { response: answers({ 200: StaffAnswerSchema }) } };
  routes.get(ADMIN_API_ROUTES.staff, staff, async (request) => {
    const answer: StaffAnswer = { staff: await listStaff(kdb), meId: request.adminSession!.userId };
    return answer;
  });

  const owner = {
    config: { notFound: NO_SUCH_LEAD },
    schema: {
      params: LeadParamsSchema,
      body: AssignSchema,
      response: answers({ 200: OwnerEntryAnswerSchema }),
    },
  };
  routes.post(ADMIN_API_ROUTES.leadOwner, owner, async (request, reply) => {
    const result = await assignLead(kdb, request.params.id, request.body.ownerId, actor(request), now());
    if (result.outcome === "not_found") return reply.code(404).send({ error: "No such lead." });
    if (result.outcome === "no_such_owner")
      return reply.code(400).send({ errors: { ownerId: "Unknown staff account" } });
    if (result.outcome === "unchanged")
      return reply.code(409).send({ error: "The lead is already assigned this way." });
    return { entry: result.entry };
  });

  const bulk = { schema: { body: BulkActionSchema, response: answers({ 200: BulkActionAnswerSchema }) } };
  routes.post(ADMIN_API_ROUTES.leadsBulk, bulk, async (request, reply) => {
    const result = await bulkLeadAction(kdb, request.body, actor(request), now());
    if (result.outcome === "no_such_owner")
      return reply.code(400).send({ errors: { ownerId: "Unknown staff account" } });
    const answer: BulkActionAnswer = { changed: result.changed, undo: result.undo };
    return answer;
  });

  registerLeadRestoreRoute(app, { kdb, now });

  const health = { schema: { response: answers({ 200: DeliveryHealthSchema }) } };
  routes.get(ADMIN_API_ROUTES.health, health, async () => deliveryHealth(kdb, config, now()));

  const hours = {
    ...parseBusinessHours(config.BUSINESS_HOURS, config.BUSINESS_TZ)!,
    text: config.BUSINESS_HOURS,
  };
  const dashboard = { schema: { response: answers({ 200: DashboardAnswerSchema }) } };
  routes.get(ADMIN_API_ROUTES.dashboard, dashboard, async () => dashboardFigures(kdb, hours, now()));
}
