import type { LeadKind } from "./lead-fields";

/**
 * Addresses both sides name: the server registers its routes under them and the browser calls or links
 * to them. Patterns use Fastify's `:param` syntax; `fillPath` puts values in for a request.
 */

/** Where each kind of lead form posts. */
export const LEAD_API_PATHS = {
  quick: "/api/quick-contact",
  contact: "/api/contact",
} as const satisfies Record<LeadKind, `/api/${string}`>;

/** The page a lead form without JavaScript lands on after a successful submission. */
export const THANK_YOU_PATH = "/thank-you";

/**
 * The longest address a job posting may have: the posting's own rule and the "Apply now" form's `job` field
 * share it, so every posting that can be saved can also receive applications.
 */
export const JOB_PATH_MAX_LENGTH = 120;

/** Where the "Apply now" form of a job page posts (multipart, with the résumé). */
export const APPLICATION_API_PATH = "/api/applications";

/** The page an application sent without JavaScript lands on (303) once it is stored. */
export const APPLICATION_THANK_YOU_PATH = "/application-received";

/** The staff app's pages (rendered in the browser only). */
export const ADMIN_PATH = "/admin";
export const ADMIN_PAGE_PATHS = {
  inbox: ADMIN_PATH,
  dashboard: `${ADMIN_PATH}/dashboard`,
  activity: `${ADMIN_PATH}/activity`,
  templates: `${ADMIN_PATH}/templates`,
  lead: `${ADMIN_PATH}/leads/:id`,
  jobs: `${ADMIN_PATH}/jobs`,
  newJob: `${ADMIN_PATH}/jobs/new`,
  job: `${ADMIN_PATH}/jobs/:id`,
  jobRevisions: `${ADMIN_PATH}/jobs/:id/revisions`,
  /** The applications to one posting, by stage. */
  jobPipeline: `${ADMIN_PATH}/jobs/:id/pipeline`,
  applications: `${ADMIN_PATH}/applications`,
  application: `${ADMIN_PATH}/applications/:id`,
} as const;

/** The staff API: every route below is registered under this prefix. */
export const ADMIN_API_PREFIX = "/api/admin";
export const ADMIN_API_ROUTES = {
  session: "/session",
  leads: "/leads",
  lead: "/leads/:id",
  leadStatus: "/leads/:id/status",
  leadOwner: "/leads/:id/owner",
  leadsBulk: "/leads/bulk",
  /** Puts leads back to their former status and owner (Undo). */
  leadsRestore: "/leads/restore",
  retryDelivery: "/leads/:id/deliveries/:channel/retry",
  leadSources: "/lead-sources",
  exportCsv: "/export.csv",
  audit: "/audit",
  signInLocks: "/sign-in-locks",
  unlock: "/sign-in-locks/unlock",
  staff: "/staff",
  health: "/health",
  dashboard: "/dashboard",
  /** The applications' side of the dashboard: the promise per recruiter and per posting. */
  applicationsDashboard: "/dashboard/applications",
  jobs: "/jobs",
  applications: "/applications",
  application: "/applications/:id",
  applicationStatus: "/applications/:id/status",
  applicationOwner: "/applications/:id/owner",
  applicationsBulk: "/applications/bulk",
  applicationResume: "/applications/:id/resume",
  applicationRetry: "/applications/:id/deliveries/:channel/retry",
  applicationsCsv: "/applications.csv",
  /** Erases every application of one candidate (by e-mail address), files included. */
  applicationsErase: "/applications/erase",
  /** Server-sent events: leads and applications arrived or changed (kinds, counts and ids only). */
  events: "/events",
} as const;
export type AdminApiRoute = keyof typeof ADMIN_API_ROUTES;

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route pattern with its `:params` replaced by the given values (URL-encoded). */
export function fillPath<P extends string>(pattern: P, params: Record<ParamsOf<P>, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ""),
  );
}

/** The full address of a staff API route, e.g. `adminApiPath("leadStatus", { id })`. */
export function adminApiPath<R extends AdminApiRoute>(
  route: R,
  ...params: ParamsOf<(typeof ADMIN_API_ROUTES)[R]> extends never
    ? []
    : [Record<ParamsOf<(typeof ADMIN_API_ROUTES)[R]>, string>]
): string {
  return ADMIN_API_PREFIX + fillPath(ADMIN_API_ROUTES[route], (params[0] ?? {}) as never);
}

/** The staff app's editor of one job posting, or its revisions. */
export function adminJobPath(id: string, page: "job" | "jobRevisions" | "jobPipeline" = "job"): string {
  return fillPath(ADMIN_PAGE_PATHS[page], { id });
}

/** The staff app's page of one application. */
export function adminApplicationPath(id: string): string {
  return fillPath(ADMIN_PAGE_PATHS.application, { id });
}

/** The staff app's page of one lead. */
export function adminLeadPath(id: string): string {
  return fillPath(ADMIN_PAGE_PATHS.lead, { id });
}
