import http from "node:http";
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from "fastify";
import { adminRoutes } from "./staff-auth/staff.routes";
import { type StaffEventsOptions, staffEventRoutes } from "./staff-auth/events.routes";
import { applicationRoutes } from "./applications/public.routes";
import { jobAlertRoutes } from "./alerts/public.routes";
import { jobAlertStaffRoutes } from "./alerts/staff.routes";
import { messageStaffRoutes } from "./messages/staff.routes";
import { announcePostingsChanged } from "./alerts/store";
import { UPLOAD_PACE } from "./applications/upload";
import type { Db } from "./db/connect";
import type { Config } from "./env";
import {
  admitRequest,
  answerClientError,
  bodyDeadline,
  DEADLINE_CHECK_INTERVAL_MS,
} from "./http/connection-guards";
import { refuseControlCharacters } from "./http/input-rules";
import { indexNowKeyRoute, indexNowTarget } from "./jobs/indexnow";
import { jobAdminRoutes } from "./jobs/staff.routes";
import { findPostingByPath } from "./jobs/jobs.repository";
import { leadStaffRoutes } from "./leads/staff.routes";
import { applicationStaffRoutes } from "./applications/staff.routes";
import { applicationDashboardRoutes } from "./applications/dashboard.routes";
import { samePersonStaffRoutes } from "./audit/same-person.routes";
import { countApplicationsByPosting } from "./applications/staff.repository";
import { leadRoutes } from "./leads/public.routes";
import { installPageLane, type PageLane } from "./site/page-lane";
import { createDirectPageResponder, type SiteSource, siteAnswerer } from "./site/page-responses";
import { healthRoutes } from "./http/health.routes";
import { pageRoutes } from "./site/pages.routes";
import { RESOURCE_SECURITY_HEADERS } from "./http/security-headers";
import { mapError } from "./http/error-mapper";
import { installZodSchemas } from "./http/schema-provider";
import { openApiRoute, registerOpenApi } from "./http/openapi";
import { ADMIN_API_PREFIX, ADMIN_API_ROUTES } from "#schemas/paths";

const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** Node's deadline for a whole request: past every route's own (a résumé upload's is the longest). */
const NODE_REQUEST_TIMEOUT_MS = UPLOAD_PACE.deadlineMs + 60_000;

export interface AppDeps {
  config: Config;
  db: Db;
  /** A fixed site, or the live one that follows the postings. */
  site: SiteSource;
  /** The staff screens' live updates (heartbeat, limits); the defaults serve production. */
  staffEvents?: StaffEventsOptions;
  /** Sees every route as Fastify adds it (the route-schema test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp({
  config,
  db,
  site,
  staffEvents,
  onRoute,
}: AppDeps): Promise<FastifyInstance> {
  const routes = routePaths();
  const fromMemory = siteAnswerer(site, routes.owns);
  const answerFromMemory = createDirectPageResponder(fromMemory);
  let closing = false;
  // One per listening server (Fastify makes a second one when the host name has two addresses).
  const lanes: PageLane[] = [];
  const app = Fastify({
    // Files of the site are answered straight from memory: by the page lane from the socket, or, for what the
    // lane hands on, ahead of Fastify's routing. All else goes to Fastify, and so does everything once the
    // server is closing (it then answers 503 and closes the connection).
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          headersTimeout: config.REQUEST_HEADERS_TIMEOUT_MS,
          // The outer bound for any request, uploads included: they have their own rate and deadline within it.
          requestTimeout: NODE_REQUEST_TIMEOUT_MS,
          connectionsCheckingInterval: DEADLINE_CHECK_INTERVAL_MS,
        },
        (request, response) => {
          if (!admitRequest(request, response, { trustProxy: config.TRUST_PROXY })) return;
          if (closing || !answerFromMemory(request, response)) handler(request, response);
        },
      );
      // What Fastify sets on a server it makes itself (its keepAliveTimeout option applies only to those).
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.on("clientError", answerClientError);
      lanes.push(installPageLane(server, fromMemory, () => closing));
      return server;
    },
    // One trusted hop: the client address is the one our proxy appended, never one the visitor sent along.
    trustProxy: config.TRUST_PROXY ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
    // Fastify answers these before any route or hook runs, by default with the path in the message and
    // without our headers: a URL that does not decode (`/%c0%ae<script>`) gets the same plain 400 as any
    // other bad request, with every security header and nothing of what was sent.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === "FST_ERR_BAD_URL" ? 400 : 500;
      (reply as FastifyReply)
        .code(status)
        .headers(RESOURCE_SECURITY_HEADERS)
        .header("cache-control", "no-store")
        .send({ error: status === 400 ? "Bad Request" : "Internal Server Error" });
    },
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            // Request logs carry method, path and status only: no bodies, addresses or query strings.
            serializers: {
              req: (req) => ({ method: req.method, url: req.url.split("?")[0], id: req.id }),
              res: (res) => ({ statusCode: res.statusCode }),
            },
          },
  });

  app.addHook("onRoute", (route) => {
    routes.add(route.url);
    onRoute?.(route);
  });

  app.addHook("preClose", (done) => {
    closing = true;
    for (const lane of lanes) lane.closeIdle();
    done();
  });

  // Synchronous, and skipped for pages that carry these headers already: it runs on the hot path.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (!reply.hasHeader("strict-transport-security")) {
      const csp = reply.getHeader("content-security-policy");
      reply.headers(RESOURCE_SECURITY_HEADERS);
      if (csp) reply.header("content-security-policy", csp);
    }
    done(null, payload);
  });

  app.addHook("onRequest", bodyDeadline(config.REQUEST_BODY_TIMEOUT_MS));
  app.addHook("preValidation", refuseControlCharacters);

  // One validation layer and one error handler for every route (http/schema-provider.ts, error-mapper.ts).
  installZodSchemas(app);
  app.setErrorHandler(mapError);

  // Collects the public API's routes for its OpenAPI document (served to staff at /api/admin/openapi.json).
  await registerOpenApi(app);

  await app.register(healthRoutes, { db });

  await app.register(leadRoutes, { config, db });
  await app.register(applicationRoutes, { config, db, findPosting: findPostingByPath });
  await app.register(jobAlertRoutes, { config, db });
  // A live site renders again after every change to a posting (a failed render is logged by the site and
  // the previous version stays served).
  const live = "current" in site ? site : undefined;
  const onJobsChanged = live?.refresh ? () => void live.refresh?.().catch(() => {}) : undefined;
  await app.register(adminRoutes, {
    prefix: ADMIN_API_PREFIX,
    config,
    db,
    features: [
      // First: it announces the changes the features' routes below make.
      staffEventRoutes(staffEvents),
      leadStaffRoutes,
      applicationStaffRoutes,
      applicationDashboardRoutes,
      samePersonStaffRoutes,
      jobAlertStaffRoutes,
      messageStaffRoutes,
      openApiRoute,
      async (staffApp, staff) => {
        await staffApp.register(jobAdminRoutes, {
          prefix: ADMIN_API_ROUTES.jobs,
          db,
          now: staff.now,
          // The site renders again, and the job alerts match what opened.
          onChange: () => {
            onJobsChanged?.();
            announcePostingsChanged(db);
          },
          indexNow: indexNowTarget(config),
          preview: live?.preview,
          timeZone: config.BUSINESS_TZ,
          countApplications: countApplicationsByPosting,
        });
      },
    ],
  });
  await app.register(indexNowKeyRoute, { key: config.INDEXNOW_KEY });
  await app.register(pageRoutes, { site });
  return app;
}

/**
 * The paths Fastify's own routes (the API, health, the IndexNow key) answer, worked out from the routes as they
 * are added, so that the site's answers from memory never stand in for one of them. A route with a parameter
 * owns every path under its fixed part.
 */
function routePaths() {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  return {
    add(url: string) {
      // The page route itself: everything else is the site's.
      if (url === "/*") return;
      const dynamicAt = url.search(/[:*]/);
      if (dynamicAt === -1) exact.add(url);
      else prefixes.add(url.slice(0, dynamicAt));
    },
    owns(pathname: string): boolean {
      if (exact.has(pathname)) return true;
      for (const prefix of prefixes) if (pathname.startsWith(prefix)) return true;
      return false;
    },
  };
}
