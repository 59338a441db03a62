import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "#schemas/content-rules";
import { adminApiPath, APPLICATION_API_PATH, LEAD_API_PATHS } from "#schemas/paths";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";
import { validContact } from "../test-support/app";
import { preparePostings } from "../test-support/application-postings";
import { countApplications, PDF_FILE, validApplication } from "../test-support/application-requests";
import { multipartBody } from "../test-support/resume-files";
import { testDialects } from "../test-support/db";

describe("hasControlCharacter", () => {
  it("finds NUL, the other C0 controls and DEL, and allows tab and line breaks only on multi-line fields", () => {
    for (const value of ["a\u0000", "\u0001", "x\u001by", "\u007f", "\u000b", "\u000c"]) {
      expect(hasControlCharacter(value)).toBe(true);
    }
    expect(hasControlCharacter("Line one\r\nLine two\tend")).toBe(false);
    expect(hasControlCharacter("one\ttwo", { multiLine: false })).toBe(true);
    expect(hasControlCharacter("one\ntwo", { multiLine: false })).toBe(true);
    expect(hasControlCharacter("Zoë, RN–C 😀")).toBe(false);
  });
});

describe.each(testDialects)("control characters sent to the API (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startAdminApp(dialect);
    await t.addUser("lead.recruiter@example.com");
    cookie = await t.signIn("lead.recruiter@example.com");
    await t.addLead();
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a NUL in the sign-in's e-mail with 400, before any check", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: adminApiPath("session"),
      headers: { origin: t.origin },
      payload: { email: "a\u0000@x.com", password: "x" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: CONTROL_CHARACTER_MESSAGE });
  });

  it.each([
    ["the leads list's search", `${adminApiPath("leads")}?q=%00`],
    ["the leads list's source", `${adminApiPath("leads")}?source=%00`],
    ["the leads CSV export", `${adminApiPath("exportCsv")}?q=a%00b`],
    ["the applications list's search", `${adminApiPath("applications")}?q=%00`],
    ["the applications list's source", `${adminApiPath("applications")}?source=%01`],
    ["the applications CSV export", `${adminApiPath("applicationsCsv")}?q=%00`],
    ["a lead's address", `${adminApiPath("leads")}/a%00b`],
    ["the activity log", `${adminApiPath("audit")}?action=%7F`],
  ])("refuses a control character in %s with 400", async (_name, url) => {
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CONTROL_CHARACTER_MESSAGE });
  });

  it("still answers those lists without one", async () => {
    const response = await t.app.inject({ url: `${adminApiPath("leads")}?q=Whit`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a lead with a NUL in a field, naming the field, and stores nothing", async () => {
    const before = await t.kdb
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: "POST",
      url: LEAD_API_PATHS.contact,
      payload: validContact({ lastName: "Whit\u0000field" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ lastName: CONTROL_CHARACTER_MESSAGE });
    const after = await t.kdb
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses a NUL in a nested field and in a form post", async () => {
    const nested = await t.app.inject({
      method: "POST",
      url: LEAD_API_PATHS.contact,
      payload: { ...validContact(), attribution: { utm: { utm_source: "mail\u0000" } } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual({ "attribution.utm.utm_source": CONTROL_CHARACTER_MESSAGE });
    const form = await t.app.inject({
      method: "POST",
      url: LEAD_API_PATHS.contact,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...validContact(), firstName: "Mar%00cus" })
        .toString()
        .replace("Mar%2500cus", "Mar%00cus"),
    });
    expect(form.statusCode).toBe(400);
  });

  it("refuses a NUL in a field of a multipart application, naming the field, and stores nothing", async () => {
    const postings = await preparePostings(t.db);
    const { body, contentType } = multipartBody(
      validApplication(postings.open, { lastName: "Oka\u0000for" }),
      PDF_FILE,
    );
    const response = await t.app.inject({
      method: "POST",
      url: APPLICATION_API_PATH,
      headers: { "content-type": contentType, accept: "application/json" },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ lastName: CONTROL_CHARACTER_MESSAGE });
    expect(await countApplications(t.db)).toBe(0);
  });

  it("keeps a message's line breaks and tabs", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: LEAD_API_PATHS.contact,
      payload: validContact({ message: "We need two NPs:\r\n\t- family medicine\n\t- urgent care" }),
    });
    expect(response.statusCode).toBe(201);
  });
});
