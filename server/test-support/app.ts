import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import { type Config, loadConfig } from "../env";
import type { StaticSite } from "../site/static-site";
import { createTestDatabase, type TestDatabase, type TestDialect } from "./db";

/** A site with no pages: lead tests need the API only. */
export function emptySite(siteUrl = "http://localhost:3000"): StaticSite {
  const html = (body: string) => ({
    contentType: "text/html; charset=utf-8",
    cacheControl: "no-store",
    etag: `"${body.length}"`,
    isHtml: true,
    scriptHashes: [],
    styleHashes: [],
    bodies: { identity: Buffer.from(`<!doctype html><title>Test</title>${body}`) },
  });
  return {
    manifest: {
      siteUrl,
      builtAt: new Date(0).toISOString(),
      redirects: {},
      scriptHashes: {},
      styleHashes: {},
    },
    assets: new Map(),
    notFound: html("<h1>404 Page Not Found</h1>"),
    spaShell: html('<div id="root"></div>'),
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** Config from an explicit environment only (the developer's own variables never leak in). */
export function testConfig(
  database: Pick<TestDatabase, "dataDir" | "databaseUrl">,
  env: Record<string, string> = {},
) {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SITE_URL: "http://localhost:3000",
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? "",
    LEAD_RATE_LIMIT: "1000",
    ...env,
  });
}

/** buildApp on a migrated database; `close` closes the app and then the database. */
export async function startTestApp(
  database: Pick<TestDatabase, "dataDir" | "databaseUrl">,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const config = testConfig(database, env);
  const db = connectDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(db);
  const app = await buildApp({ config, db, site: emptySite(config.SITE_URL) });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** A fresh database plus an app on it, dropped on close. */
export async function startIsolatedApp(dialect: TestDialect, env: Record<string, string> = {}) {
  const database = await createTestDatabase(dialect);
  const testApp = await startTestApp(database, env);
  return {
    ...testApp,
    database,
    close: async () => {
      await testApp.close();
      await database.drop();
    },
  };
}

export function validQuick(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Dana",
    lastName: "Whitfield",
    email: "dana.whitfield@example.org",
    phone: "(555) 201-8890",
    userType: "employer",
    formSource: "Floating CTA Button",
    ...overrides,
  };
}

export function validContact(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Marcus",
    lastName: "Oyelaran",
    email: "m.oyelaran@riverbendhealth.example",
    phone: "555-330-1294",
    userType: "employer",
    organization: "Riverbend Community Health",
    position: "",
    specialty: "",
    location: "Tulsa, OK",
    message: "We need two family NPs for our rural clinics by spring.",
    formSource: "Homepage Main Contact Form",
    ...overrides,
  };
}

/**
 * An app whose database is gone: SQLite's connection closed after migrating, or PostgreSQL at an address
 * where nothing listens. For the 503 answers.
 */
export async function startAppWithoutDatabase(dialect: TestDialect) {
  // PostgreSQL's database is never reached here: an empty one, the cheapest to make.
  const database = await createTestDatabase(dialect, { empty: dialect === "postgres" });
  const config = testConfig(
    dialect === "postgres"
      ? { dataDir: database.dataDir, databaseUrl: "postgres://127.0.0.1:1/none" }
      : database,
  );
  const db = connectDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (dialect === "sqlite") await migrateToLatest(db);
  const app = await buildApp({ config, db, site: emptySite() });
  if (dialect === "sqlite") db.sqlite!.close();
  return {
    app,
    close: async () => {
      await app.close();
      await db.close().catch(() => {});
      await database.drop();
    },
  };
}
