import {
  JOB_ALERT_STAFF_ROUTES,
  JobAlertAddressSchema,
  JobAlertEraseAnswerSchema,
  JobAlertExportAnswerSchema,
  JobAlertLookupAnswerSchema,
  JobAlertSummarySchema,
} from "#schemas/job-alert";
import { FileAnswerSchema } from "#schemas/api-answers";
import { answers, zodRoutes } from "../http/schema-provider";
import type { StaffFeature } from "../staff-auth/staff.routes";
import { eraseAlertsOf, exportAlertsOf, lookupAlertsOf, summarizeAlerts } from "./alerts.repository";
import { alertsCsv } from "./csv";

/** Job alerts in the staff API: the subscribers per role, and one address's alerts exported or erased. */
export const jobAlertStaffRoutes: StaffFeature = (app, { db, config, now, audit }) => {
  const kdb = db.kysely;
  const routes = zodRoutes(app);

  routes.get(
    JOB_ALERT_STAFF_ROUTES.summary,
    { schema: { response: answers({ 200: JobAlertSummarySchema }) } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return summarizeAlerts(kdb);
    },
  );

  routes.post(
    JOB_ALERT_STAFF_ROUTES.lookup,
    { schema: { body: JobAlertAddressSchema, response: answers({ 200: JobAlertLookupAnswerSchema }) } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { alerts: await lookupAlertsOf(kdb, request.body.email) };
    },
  );

  routes.post(
    JOB_ALERT_STAFF_ROUTES.exportCsv,
    { schema: { body: JobAlertAddressSchema, response: answers({ 200: FileAnswerSchema }) } },
    async (request, reply) => {
      const alerts = await exportAlertsOf(kdb, request.body.email);
      await audit(request, "job_alert_export", { count: alerts.length, format: "csv" });
      const date = new Date(now()).toISOString().slice(0, 10);
      return reply
        .header("cache-control", "no-store")
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="job-alerts-${date}.csv"`)
        .header("x-content-type-options", "nosniff")
        .send(alertsCsv(alerts, config.BUSINESS_TZ));
    },
  );

  routes.post(
    JOB_ALERT_STAFF_ROUTES.export,
    { schema: { body: JobAlertAddressSchema, response: answers({ 200: JobAlertExportAnswerSchema }) } },
    async (request, reply) => {
      const alerts = await exportAlertsOf(kdb, request.body.email);
      // The log keeps that an export happened and of how many alerts, never whose.
      await audit(request, "job_alert_export", { count: alerts.length, format: "json" });
      reply.header("cache-control", "no-store");
      return { alerts };
    },
  );

  routes.post(
    JOB_ALERT_STAFF_ROUTES.erase,
    { schema: { body: JobAlertAddressSchema, response: answers({ 200: JobAlertEraseAnswerSchema }) } },
    async (request, reply) => {
      const ids = await eraseAlertsOf(kdb, request.body.email);
      await audit(request, "job_alert_erase", { count: ids.length, alertIds: ids });
      reply.header("cache-control", "no-store");
      return { count: ids.length };
    },
  );
};
