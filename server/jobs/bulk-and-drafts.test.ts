import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dayOf } from "#schemas/job-lifecycle";
import { testDialects } from "../test-support/db";
import { daysFromNow } from "../test-support/jobs";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";
import { importSeedPostings } from "./seed";

const RECRUITER = "avery.lang@apexnppa.com";

interface Listed {
  id: string;
  path: string;
  title: string;
  state: string;
  status: string;
  version: number;
  validThrough: string;
  datePosted: string;
}

describe.each(testDialects)("drafts with a title alone, and bulk renew and relist, on %s", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: method as "GET",
      url: `/api/admin/jobs${url}`,
      headers: { cookie, origin: t.origin, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async () => (await call("GET", "/")).json().postings as Listed[];
  const byPath = async (path: string) => (await list()).find((entry) => entry.path === path)!;
  const auditOf = async (action: string) =>
    (await t.kdb.selectFrom("admin_audit_log").select(["detail"]).where("action", "=", action).execute()).map(
      (row) => JSON.parse(row.detail) as { postingId: string; from: string; to: string },
    );

  beforeEach(async () => {
    t = await startAdminApp(dialect);
    await importSeedPostings(t.db);
    await t.addUser(RECRUITER);
    cookie = await t.signIn(RECRUITER);
  });
  afterEach(async () => {
    await t.close();
  });

  it("saves a draft from its title alone, proposing its address and identifier; publishing names what is missing", async () => {
    const created = await call("POST", "/", { posting: { title: "Cardiology Nurse Practitioner" } });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json();
    const year = new Date().getUTCFullYear();
    expect(draft).toMatchObject({ status: "draft", state: "draft", version: 1 });
    expect(draft.posting).toMatchObject({
      title: "Cardiology Nurse Practitioner",
      path: "/job-cardiology-np",
      identifier: `cardiology-np-${year}`,
      layout: "A",
      datePosted: dayOf(Date.now()),
    });
    expect((await byPath("/job-cardiology-np")).title).toBe("Cardiology Nurse Practitioner");
    expect((await call("GET", `/${draft.id}`)).json().posting.title).toBe("Cardiology Nurse Practitioner");

    // The same title again: the next free address.
    const again = await call("POST", "/", { posting: { title: "Cardiology Nurse Practitioner" } });
    expect(again.json().posting.path).toBe("/job-cardiology-np-2");

    // An edit of the draft keeps it incomplete and saved.
    const edited = await call("PUT", `/${draft.id}`, {
      version: 1,
      posting: {
        ...draft.posting,
        specialty: "Cardiology",
        locations: [{ locality: "Macon", region: "GA" }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().posting.specialty).toBe("Cardiology");

    const publish = await call("POST", `/${draft.id}/publish`, { version: 2 });
    expect(publish.statusCode).toBe(400);
    const errors = publish.json().errors as Record<string, string>;
    for (const field of ["about", "recruiter", "hours", "pay", "meta", "whatWeOffer", "skills"]) {
      expect(
        Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`)),
        field,
      ).toBe(true);
    }
    expect((await call("GET", `/${draft.id}`)).json()).toMatchObject({ status: "draft", version: 2 });
    expect((await list()).filter((entry) => entry.state === "open")).toEqual([]);
  });

  it("refuses a draft without a title, and what a draft must never hold even unfinished", async () => {
    const refused = async (posting: unknown) => {
      const answer = await call("POST", "/", { posting });
      expect(answer.statusCode, JSON.stringify(posting)).toBe(400);
      return answer.json().errors as Record<string, string>;
    };
    expect(Object.keys(await refused({}))).toContain("title");
    expect(Object.keys(await refused({ title: "   " }))).toContain("title");
    expect(await refused("a string")).toHaveProperty("posting");
    expect(Object.keys(await refused({ title: "NP", about: ["<b>bold</b>"] }))).toContain("about.0");
    expect(Object.keys(await refused({ title: "NP", roles: "NP" }))).toContain("roles");
    expect(Object.keys(await refused({ title: "NP", salaryBand: "A" }))).toContain("posting");
    expect(Object.keys(await refused({ title: "NP", path: "/not a path" }))).toContain("path");
    expect(Object.keys(await refused({ title: "x".repeat(201) }))).toContain("title");
    expect(Object.keys(await refused({ title: "NP", validThrough: "someday" }))).toContain("validThrough");
    const count = await t.kdb
      .selectFrom("job_postings")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(16);
  });

  it("relists several postings in one step to one end date, each revised and audited", async () => {
    const through = daysFromNow(45);
    const chosen = await Promise.all(
      ["/job-atlanta-pmr", "/job-chatham-pmr", "/job-hyannis-pmr"].map((path) => byPath(path)),
    );
    const answer = await call("POST", "/bulk", {
      action: "relist",
      validThrough: through,
      postings: chosen.map(({ id, version }) => ({ id, version })),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().postings).toHaveLength(3);
    const today = dayOf(Date.now());
    for (const { path, id } of chosen) {
      expect(await byPath(path)).toMatchObject({
        state: "open",
        validThrough: through,
        datePosted: today,
        version: 2,
      });
      const revisions = (await call("GET", `/${id}/revisions`)).json().revisions as Array<{ action: string }>;
      expect(revisions[0]?.action).toBe("relist");
    }
    const audited = await auditOf("job_relist");
    expect(audited.map((entry) => entry.postingId).sort()).toEqual(chosen.map((entry) => entry.id).sort());
    expect(audited.every((entry) => entry.from === "expired" && entry.to === "open")).toBe(true);

    // Renewing keeps each posting's date; the open ones just relisted are renewed to a later end.
    const later = daysFromNow(90);
    const renewed = await call("POST", "/bulk", {
      action: "renew",
      validThrough: later,
      postings: (await list()).filter((e) => e.state === "open").map(({ id, version }) => ({ id, version })),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await byPath("/job-atlanta-pmr")).validThrough).toBe(later);
    expect((await auditOf("job_renew")).length).toBe(3);
  });

  it("changes nothing when one posting refuses, and names each refusal", async () => {
    const atlanta = await byPath("/job-atlanta-pmr");
    const chatham = await byPath("/job-chatham-pmr");
    const closed = await call("POST", `/${chatham.id}/close`, { version: chatham.version });
    expect(closed.statusCode).toBe(200);
    const hyannis = await byPath("/job-hyannis-pmr");
    const answer = await call("POST", "/bulk", {
      action: "renew",
      validThrough: daysFromNow(30),
      postings: [
        { id: atlanta.id, version: atlanta.version },
        { id: chatham.id, version: closed.json().version },
        { id: hyannis.id, version: hyannis.version + 5 },
      ],
    });
    expect(answer.statusCode).toBe(409);
    const failures = answer.json().failures as Array<{ id: string; error: string }>;
    expect(failures.map((entry) => entry.id)).toEqual([chatham.id, hyannis.id]);
    expect(failures[0]!.error).toMatch(/closed posting cannot be renewed/);
    expect(failures[1]!.error).toMatch(/changed this posting/);
    expect(await byPath("/job-atlanta-pmr")).toMatchObject({ state: "expired", version: atlanta.version });
    expect(await auditOf("job_renew")).toEqual([]);
  });

  it("answers 400 to a bad bulk request and 401 without a session", async () => {
    const atlanta = await byPath("/job-atlanta-pmr");
    const entry = { id: atlanta.id, version: atlanta.version };
    for (const [body, field] of [
      [{ action: "renew", validThrough: daysFromNow(30), postings: [] }, "postings"],
      [{ action: "close", validThrough: daysFromNow(30), postings: [entry] }, "action"],
      [{ action: "renew", validThrough: "soon", postings: [entry] }, "validThrough"],
      [{ action: "renew", validThrough: dayOf(Date.now()), postings: [entry] }, "validThrough"],
      [{ action: "renew", validThrough: daysFromNow(30), postings: [entry, entry] }, "postings"],
      [
        { action: "renew", validThrough: daysFromNow(30), postings: [{ id: "x", version: 1 }] },
        "postings.0.id",
      ],
      [["not", "an object"], "posting"],
    ] as const) {
      const answer = await call("POST", "/bulk", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json().errors), JSON.stringify(body)).toContain(field);
    }
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/admin/jobs/bulk",
      headers: { origin: t.origin },
      payload: { action: "renew", validThrough: daysFromNow(30), postings: [entry] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await byPath("/job-atlanta-pmr")).version).toBe(atlanta.version);
  });
});
