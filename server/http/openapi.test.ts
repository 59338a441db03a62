import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPath } from "#schemas/paths";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";

interface Operation {
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  responses: Record<string, unknown>;
}

describe("the public API's OpenAPI document", () => {
  let t: AdminTestApp;
  let cookie: string;
  const url = `${adminApiPath("session").replace(/\/session$/, "")}/openapi.json`;

  beforeAll(async () => {
    t = await startAdminApp("sqlite");
    await t.addUser("docs@example.org");
    cookie = await t.signIn("docs@example.org");
  });

  afterAll(async () => {
    await t?.close();
  });

  it("is for signed-in staff only", async () => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Sign in to continue." });
  });

  it("lists the lead forms and the application upload with their request schemas, and nothing of the staff API", async () => {
    const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(Object.keys(document.paths).sort()).toEqual([
      "/api/applications",
      "/api/contact",
      "/api/quick-contact",
    ]);

    const quick = document.paths["/api/quick-contact"]!.post!;
    const quickJson = quick.requestBody!.content["application/json"]!.schema;
    expect(quickJson.required).toEqual(["firstName", "lastName", "email", "phone"]);
    // With defaults, so not required: the schema's own rules, not a copy of them.
    expect(quickJson.properties!.userType).toMatchObject({
      enum: ["employer", "job_seeker"],
      default: "employer",
    });
    expect(Object.keys(quickJson.properties!)).toEqual(expect.arrayContaining(["formSource", "attribution"]));
    expect(Object.keys(quick.requestBody!.content)).toEqual([
      "application/json",
      "application/x-www-form-urlencoded",
    ]);
    expect(Object.keys(quick.responses)).toEqual(expect.arrayContaining(["201", "4XX", "5XX"]));

    const contact = document.paths["/api/contact"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(contact.required).toEqual(expect.arrayContaining(["message"]));
    expect(Object.keys(contact.properties!)).toEqual(
      expect.arrayContaining(["organization", "location", "attribution", "website"]),
    );

    const upload = document.paths["/api/applications"]!.post!;
    const form = upload.requestBody!.content["multipart/form-data"]!.schema;
    expect(form.properties!.resume).toMatchObject({ type: "string", format: "binary" });
    expect(form.required).toEqual(
      expect.arrayContaining(["job", "firstName", "email", "credential", "licenseStates", "resume"]),
    );
    expect(upload.responses["201"]).toBeDefined();
  });
});
