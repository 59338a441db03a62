import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { buildApp } from "../app";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import { emptySite, testConfig } from "../test-support/app";
import { createTestDatabase, type TestDatabase } from "../test-support/db";

/**
 * Every route Fastify registers declares its schemas (server/http/schema-provider.ts): its answers, its path
 * parameters when the path has any, and its body when its methods carry one. A part a handler validates
 * itself must say so with the `validatedInHandler` marker, naming the schema it applies and why.
 */

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

interface Listed {
  methods: string[];
  url: string;
  schema?: Record<string, unknown>;
  config?: RouteOptions["config"];
}

/** What a route lacks, one line each; empty when it declares all it must. */
function missingSchemas(route: Listed): string[] {
  const name = `${route.methods.join(",")} ${route.url}`;
  const schema = route.schema ?? {};
  const problems: string[] = [];
  const response = schema.response as Record<string, unknown> | undefined;
  if (!response || Object.keys(response).length === 0) problems.push(`${name}: no answer schema`);
  if (/[:*]/.test(route.url) && !schema.params) problems.push(`${name}: no params schema`);
  // A route for every method (GET among them, where Fastify allows no body schema) reads no body.
  if (route.methods.every((method) => BODY_METHODS.has(method)) && !schema.body) {
    const marker = route.config?.validatedInHandler;
    if (marker?.part !== "body" || !marker.schema || !marker.why)
      problems.push(`${name}: no body schema (nor the validatedInHandler marker)`);
  }
  return problems;
}

describe("route schemas", () => {
  let database: TestDatabase;
  let db: Db;
  const routes: Listed[] = [];
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    // A key, so that the IndexNow key file's route is registered too.
    const config = testConfig(database, { INDEXNOW_KEY: "0123456789abcdef0123456789abcdef" });
    db = connectDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await migrateToLatest(db);
    const app = await buildApp({
      config,
      db,
      site: emptySite(config.SITE_URL),
      onRoute: (route) =>
        routes.push({
          methods: [route.method].flat(),
          url: route.url,
          schema: route.schema as Record<string, unknown> | undefined,
          config: route.config,
        }),
    });
    await app.ready();
    close = async () => {
      await app.close();
      await db.close();
      await database.drop();
    };
  });

  afterAll(async () => {
    await close?.();
  });

  it("lists every route of the app: the public API, the staff API, health, the key file and the site", () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const url of [
      "/api/quick-contact",
      "/api/contact",
      "/api/applications",
      "/api/admin/session",
      "/api/admin/leads/:id",
      "/api/admin/jobs/:id",
      "/healthz",
      "/0123456789abcdef0123456789abcdef.txt",
      "/*",
    ])
      expect(urls).toContain(url);
    expect(routes.length).toBeGreaterThan(40);
  });

  it("finds no route without its schemas", () => {
    expect(routes.flatMap(missingSchemas)).toEqual([]);
  });

  it("accepts a missing body only with the marker: the application upload is the one route carrying it", () => {
    const marked = routes.filter((route) => route.config?.validatedInHandler);
    expect(marked.map((route) => route.url)).toEqual(["/api/applications"]);
    expect(marked[0]!.config!.validatedInHandler).toMatchObject({
      part: "body",
      schema: /ApplicationSchema/,
    });
  });

  it("would fail a route whose schema is taken away, and one whose marker gives no reason", () => {
    const answers = { 200: z.object({ id: z.string() }) };
    const declared: Listed = {
      methods: ["POST"],
      url: "/api/things/:id",
      schema: { params: z.object({ id: z.string() }), body: z.object({}), response: answers },
    };
    expect(missingSchemas(declared)).toEqual([]);
    expect(missingSchemas({ ...declared, schema: undefined })).toEqual([
      "POST /api/things/:id: no answer schema",
      "POST /api/things/:id: no params schema",
      "POST /api/things/:id: no body schema (nor the validatedInHandler marker)",
    ]);
    expect(missingSchemas({ ...declared, schema: { ...declared.schema, body: undefined } })).toHaveLength(1);
    expect(
      missingSchemas({
        ...declared,
        schema: { ...declared.schema, body: undefined },
        config: { validatedInHandler: { part: "body", schema: "ThingSchema", why: "" } } as Listed["config"],
      }),
    ).toHaveLength(1);
  });
});
