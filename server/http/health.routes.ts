import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connect";
import { HealthAnswerSchema, ReadinessAnswerSchema } from "#schemas/api-answers";
import { answers, zodRoutes } from "./schema-provider";
import { checkWrites, logWriteHealth } from "../db/write-health";

/**
 * `/healthz`, liveness: the process answers and can read its database. `/readyz`, readiness for a load
 * balancer: 503 while the database refuses writes (a full disk, a read-only file system or database), so no
 * visitor is sent to an instance that cannot store a form; 200 again once a write succeeds.
 */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  logWriteHealth(db, app.log);

  const routes = zodRoutes(app);
  const health = { schema: { response: answers({ 200: HealthAnswerSchema, 503: HealthAnswerSchema }) } };
  routes.get("/healthz", health, async (_request, reply) => {
    try {
      await db.kysely.selectNoFrom((eb) => eb.val(1).as("ok")).execute();
      return { status: "ok", database: db.dialect };
    } catch {
      return reply.code(503).send({ status: "unavailable", database: db.dialect });
    }
  });

  const readiness = {
    schema: { response: answers({ 200: ReadinessAnswerSchema, 503: ReadinessAnswerSchema }) },
  };
  routes.get("/readyz", readiness, async (_request, reply) => {
    const writes = await checkWrites(db);
    reply.header("cache-control", "no-store");
    if (writes.ok) return { status: "ready", database: db.dialect, writes: "ok" };
    return reply.code(503).send({ status: "unavailable", database: db.dialect, writes: "failing" });
  });
}
