import { parseBusinessHours } from "#schemas/business-hours";
import { ADMIN_API_ROUTES } from "#schemas/paths";
import { ApplicationDashboardAnswerSchema } from "#schemas/response-figures";
import { answers, zodRoutes } from "../http/schema-provider";
import type { StaffFeature } from "../staff-auth/staff.routes";
import { applicationDashboard } from "./dashboard.repository";

/** The applications' figures on the staff dashboard (time to first response per recruiter and posting). */
export const applicationDashboardRoutes: StaffFeature = (app, { db, config, now }) => {
  const hours = parseBusinessHours(config.BUSINESS_HOURS, config.BUSINESS_TZ)!;
  const route = { schema: { response: answers({ 200: ApplicationDashboardAnswerSchema }) } };
  zodRoutes(app).get(ADMIN_API_ROUTES.applicationsDashboard, route, async () =>
    applicationDashboard(db.kysely, hours, now()),
  );
};
