import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_API_PREFIX,
  ADMIN_API_ROUTES,
  adminApiPath,
  LEAD_API_PATHS,
  THANK_YOU_PATH,
} from "#schemas/paths";
import { startIsolatedApp, validQuick } from "./test-support/app";

/** The addresses the browser calls (schemas/paths.ts) are the ones the server answers. */
describe("shared API paths", () => {
  let t: Awaited<ReturnType<typeof startIsolatedApp>>;
  beforeAll(async () => {
    t = await startIsolatedApp("sqlite");
  });
  afterAll(async () => {
    await t?.close();
  });

  const has = (method: HTTPMethods, url: string) => t.app.hasRoute({ method, url });

  it("registers every staff API route under the staff prefix", () => {
    const expected: Array<[HTTPMethods, keyof typeof ADMIN_API_ROUTES]> = [
      ["POST", "session"],
      ["GET", "session"],
      ["DELETE", "session"],
      ["GET", "leads"],
      ["GET", "lead"],
      ["POST", "leadStatus"],
      ["POST", "leadOwner"],
      ["POST", "leadsBulk"],
      ["POST", "leadsRestore"],
      ["POST", "retryDelivery"],
      ["GET", "leadSources"],
      ["GET", "exportCsv"],
      ["GET", "audit"],
      ["GET", "signInLocks"],
      ["POST", "unlock"],
      ["GET", "staff"],
      ["GET", "health"],
      ["GET", "dashboard"],
      ["GET", "jobs"],
      ["GET", "applications"],
      ["GET", "application"],
      ["POST", "applicationStatus"],
      ["POST", "applicationOwner"],
      ["POST", "applicationsBulk"],
      ["GET", "applicationsDashboard"],
      ["GET", "applicationResume"],
      ["POST", "applicationRetry"],
      ["GET", "applicationsCsv"],
      ["POST", "applicationsErase"],
      ["GET", "events"],
    ];
    expect(new Set(expected.map(([, route]) => route))).toEqual(new Set(Object.keys(ADMIN_API_ROUTES)));
    for (const [method, route] of expected)
      expect(has(method, `${ADMIN_API_PREFIX}${ADMIN_API_ROUTES[route]}`), `${method} ${route}`).toBe(true);
  });

  it("fills a route's parameters the way the server reads them", async () => {
    expect(adminApiPath("retryDelivery", { id: "lead-1", channel: "email" })).toBe(
      "/api/admin/leads/lead-1/deliveries/email/retry",
    );
    // Without a session the staff API answers 401 on a known route, 404 on an unknown one.
    const known = await t.app.inject({ method: "GET", url: adminApiPath("lead", { id: "lead-1" }) });
    expect(known.statusCode).toBe(401);
  });

  it("takes each lead form at its path and sends a form post without JavaScript to the thank-you page", async () => {
    for (const path of Object.values(LEAD_API_PATHS)) expect(has("POST", path), path).toBe(true);
    const response = await t.app.inject({
      method: "POST",
      url: LEAD_API_PATHS.quick,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...validQuick(), fillMs: "9000" }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(THANK_YOU_PATH);
  });
});
