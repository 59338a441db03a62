import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import type { ApplicationRoutesOptions } from "../applications/public.routes";
import { applicationRoutes } from "../applications/public.routes";
import { mapError } from "../http/error-mapper";
import { installZodSchemas } from "../http/schema-provider";
import { findPostingByPath } from "../jobs/jobs.repository";
import { connectDb, migrateToLatest } from "../db/connect";
import { testConfig } from "./app";
import { type PostingsByState, preparePostings } from "./application-postings";
import { createTestDatabase, type TestDialect } from "./db";

/**
 * The application intake alone on a fresh database, listening on 127.0.0.1 (a free port), with what it
 * logs kept as JSON lines. `options` passes the routes' test seams (a pace, a budget).
 */
export async function startApplicationServer(
  dialect: TestDialect,
  options: Partial<Omit<ApplicationRoutesOptions, "config" | "db">> = {},
) {
  const database = await createTestDatabase(dialect);
  const config = testConfig(database, { APPLICATION_RATE_LIMIT: "1000" });
  const db = connectDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(db);
  const postings: PostingsByState = await preparePostings(db);
  const logLines: string[] = [];
  const app = Fastify({
    logger: { level: "info", stream: { write: (line: string) => void logLines.push(line) } },
  });
  // As the app sets up its root (server/app.ts): answers encoded through their zod schemas, one error mapper.
  installZodSchemas(app);
  app.setErrorHandler(mapError);
  await app.register(applicationRoutes, { config, db, findPosting: findPostingByPath, ...options });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    db,
    postings,
    port: (app.server.address() as AddressInfo).port,
    /** What was logged so far, parsed. */
    logs: () => logLines.map((line) => JSON.parse(line) as Record<string, unknown> & { msg?: string }),
    logText: () => logLines.join(""),
    close: async () => {
      await app.close();
      await db.close();
      await database.drop();
    },
  };
}

export type ApplicationServer = Awaited<ReturnType<typeof startApplicationServer>>;
