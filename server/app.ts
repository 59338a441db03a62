import Fastify, { type FastifyInstance } from "fastify";
import { adminRoutes } from "./admin/index";
import type { Db } from "./db/connect";
import type { Config } from "./env";
import { leadRoutes } from "./leads/routes";
import { pageRoutes } from "./routes/pages";
import { COMMON_SECURITY_HEADERS, RESOURCE_CSP } from "./security-headers";
import type { StaticSite } from "./static-site";

export interface AppDeps {
  config: Config;
  db: Db;
  site: StaticSite;
}

export async function buildApp({ config, db, site }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // One trusted hop: the client address is the one our proxy appended, never one the visitor sent along.
    trustProxy: config.TRUST_PROXY ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
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

  const securityHeaders = { ...COMMON_SECURITY_HEADERS, "content-security-policy": RESOURCE_CSP };
  // Synchronous, and skipped for pages that carry these headers already: it runs on the hot path.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (!reply.hasHeader("strict-transport-security")) {
      const csp = reply.getHeader("content-security-policy");
      reply.headers(securityHeaders);
      if (csp) reply.header("content-security-policy", csp);
    }
    done(null, payload);
  });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    reply.code(status).send({
      error: status >= 500 ? "Internal Server Error" : (error.message ?? "Bad Request"),
    });
  });

  app.get("/healthz", async (_request, reply) => {
    try {
      await db.kysely.selectNoFrom((eb) => eb.val(1).as("ok")).execute();
      return { status: "ok", database: db.dialect };
    } catch {
      return reply.code(503).send({ status: "unavailable", database: db.dialect });
    }
  });

  await app.register(leadRoutes, { config, db });
  await app.register(adminRoutes, { prefix: "/api/admin", config, db });
  await app.register(pageRoutes, { site });
  return app;
}
