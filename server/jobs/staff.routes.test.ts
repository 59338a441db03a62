import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";
import type { buildApp } from "../app";
import { startStaffAppWithSite } from "../test-support/build";
import { testDialects } from "../test-support/db";
import { daysFromNow } from "../test-support/jobs";
import { importSeedPostings, seedPostings as seed } from "./seed";

const RECRUITER = "avery.lang@apexnppa.com";
const OTHER = "jordan.reyes@apexnppa.com";

interface Listed {
  id: string;
  path: string;
  state: string;
  version: number;
  validThrough: string;
}

describe.each(testDialects)("staff API for job postings on %s", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  let other: string;
  const call = (method: string, url: string, payload?: unknown, as = cookie) =>
    t.app.inject({
      method: method as "GET",
      url: `/api/admin/jobs${url}`,
      headers: { cookie: as, origin: t.origin },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (query = "") => (await call("GET", `/${query}`)).json().postings as Listed[];
  const byPath = async (path: string) => (await list()).find((entry) => entry.path === path)!;

  // One app and two signed-in recruiters for every test; each test starts from the seed postings and an
  // empty activity log again.
  beforeAll(async () => {
    t = await startAdminApp(dialect);
    await t.addUser(RECRUITER);
    await t.addUser(OTHER);
    cookie = await t.signIn(RECRUITER);
    other = await t.signIn(OTHER);
  });
  beforeEach(async () => {
    await t.kdb.transaction().execute(async (trx) => {
      await trx.deleteFrom("job_notifications").execute();
      await trx.deleteFrom("job_redirects").execute();
      await trx.deleteFrom("job_revisions").execute();
      await trx.deleteFrom("job_postings").execute();
      await trx.deleteFrom("admin_audit_log").execute();
    });
    await importSeedPostings(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 401 without a session and 403 to a change from another origin", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/jobs/"],
      ["POST", "/api/admin/jobs/"],
      ["GET", "/api/admin/jobs/00000000-0000-0000-0000-000000000000"],
    ]) {
      const answer = await t.app.inject({ method: method as "GET", url, headers: { origin: t.origin } });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    const atlanta = await byPath("/job-atlanta-pmr");
    const forged = await t.app.inject({
      method: "POST",
      url: `/api/admin/jobs/${atlanta.id}/close`,
      headers: { cookie, origin: "https://evil.example" },
      payload: { version: atlanta.version },
    });
    expect(forged.statusCode).toBe(403);
    expect((await byPath("/job-atlanta-pmr")).state).toBe("expired");
  });

  it("lists postings with state, role, location and expiry, filtered and searched", async () => {
    const all = await list();
    expect(all).toHaveLength(seed.length);
    expect(all[0]).toMatchObject({
      path: "/job-valley-alabama",
      state: "expired",
      validThrough: "2025-04-30",
    });
    expect((all[0] as unknown as { locations: string[] }).locations).toEqual(["Valley, AL"]);
    expect(
      (await list("?role=PA")).every((entry) =>
        (entry as unknown as { roles: string[] }).roles.includes("PA"),
      ),
    ).toBe(true);
    expect((await list("?q=hyannis")).map((entry) => entry.path)).toEqual(["/job-hyannis-pmr"]);
    expect(await list("?state=open")).toEqual([]);
    expect((await call("GET", "/?state=bogus")).statusCode).toBe(400);
  });

  it("creates a draft, refuses one without a title (the rest waits for publishing), and stores nothing then", async () => {
    const bad = {
      ...seed[0],
      path: "/job-tulsa-fnp",
      title: "",
      pay: { kind: "range", min: 150000, max: 120000, unit: "YEAR", plus: false },
      meta: { ...seed[0]!.meta, description: "Too short" },
    };
    const refused = await call("POST", "/", { posting: bad });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(["title"]);
    expect(await list()).toHaveLength(seed.length);

    const taken = await call("POST", "/", { posting: { ...seed[0] } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ path: "Another posting already uses this address" });

    const created = await call("POST", "/", {
      posting: { ...seed[0], path: "/job-tulsa-fnp", identifier: "tulsa-fnp", legacyPaths: [] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ state: "draft", version: 1, posting: { path: "/job-tulsa-fnp" } });
  });

  it("publishes, renews, closes and relists, each in the audit log with who made it", async () => {
    const created = (
      await call("POST", "/", {
        posting: {
          ...seed[1],
          path: "/job-bronx-pa",
          identifier: "bronx-pa",
          legacyPaths: [],
          validThrough: daysFromNow(30),
        },
      })
    ).json();
    const published = await call("POST", `/${created.id}/publish`, { version: 1 });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      state: "open",
      version: 2,
      posting: { datePosted: new Date().toISOString().slice(0, 10) },
    });

    const renewTo = daysFromNow(90);
    const renewed = (
      await call("POST", `/${created.id}/renew`, { version: 2, validThrough: renewTo })
    ).json();
    expect(renewed.posting).toMatchObject({
      validThrough: renewTo,
      datePosted: published.json().posting.datePosted,
    });

    const closed = await call("POST", `/${created.id}/close`, { version: 3 }, other);
    expect(closed.json()).toMatchObject({ state: "closed", version: 4 });
    expect(closed.json().closedAt).toEqual(expect.any(Number));

    // A closed posting cannot be closed again, or deleted.
    expect((await call("POST", `/${created.id}/close`, { version: 4 })).statusCode).toBe(409);
    expect((await call("DELETE", `/${created.id}?version=4`)).statusCode).toBe(409);

    const relisted = await call("POST", `/${created.id}/relist`, {
      version: 4,
      validThrough: daysFromNow(60),
    });
    expect(relisted.json()).toMatchObject({ state: "open", version: 5, closedAt: null });

    const audit = (await t.app.inject({ url: "/api/admin/audit", headers: { cookie } })).json().entries as {
      action: string;
      actor: string;
      detail: Record<string, unknown>;
    }[];
    const jobEntries = audit.filter((entry) => entry.action.startsWith("job_")).reverse();
    expect(jobEntries.map((entry) => [entry.action, entry.actor])).toEqual([
      ["job_create", RECRUITER],
      ["job_publish", RECRUITER],
      ["job_renew", RECRUITER],
      ["job_close", OTHER],
      ["job_relist", RECRUITER],
    ]);
    expect(jobEntries[3]!.detail).toMatchObject({ path: "/job-bronx-pa", from: "open", to: "closed" });
  });

  it("schedules at a wall-clock time read in the firm's time zone, and says which zone it uses", async () => {
    const created = (
      await call("POST", "/", {
        posting: {
          ...seed[1],
          path: "/job-queens-pa",
          identifier: "queens-pa",
          legacyPaths: [],
          validThrough: daysFromNow(60),
        },
      })
    ).json();
    expect(created.timeZone).toBe("America/New_York");
    expect((await call("GET", "/")).json().timeZone).toBe("America/New_York");
    const day = daysFromNow(10);
    expect((await call("POST", `/${created.id}/schedule`, { version: 1 })).statusCode).toBe(400);
    expect(
      (await call("POST", `/${created.id}/schedule`, { version: 1, localTime: `${day}T25:00` })).statusCode,
    ).toBe(400);
    const scheduled = await call("POST", `/${created.id}/schedule`, {
      version: 1,
      localTime: `${day}T09:30`,
    });
    expect(scheduled.statusCode).toBe(200);
    const publishAt = scheduled.json().publishAt as number;
    const wallClock = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/New_York",
      dateStyle: "short",
      timeStyle: "short",
      hourCycle: "h23",
    }).format(publishAt);
    expect(wallClock).toBe(`${day}, 09:30`);
    expect(scheduled.json()).toMatchObject({ state: "scheduled", posting: { datePosted: day } });

    const unscheduled = await call("POST", `/${created.id}/unschedule`, {
      version: scheduled.json().version,
    });
    expect(unscheduled.statusCode).toBe(200);
    expect(unscheduled.json()).toMatchObject({ state: "draft", publishAt: null });
    // A draft has no schedule to cancel.
    expect(
      (await call("POST", `/${created.id}/unschedule`, { version: unscheduled.json().version })).statusCode,
    ).toBe(409);
  });

  it("answers 409 to the second of two saves of one version, with the current version and nothing lost", async () => {
    const atlanta = await byPath("/job-atlanta-pmr");
    const opened = (await call("GET", `/${atlanta.id}`)).json();
    const first = await call("PUT", `/${atlanta.id}`, {
      version: opened.version,
      posting: { ...opened.posting, hours: "36 hours per week" },
    });
    expect(first.statusCode).toBe(200);
    const second = await call(
      "PUT",
      `/${atlanta.id}`,
      { version: opened.version, posting: { ...opened.posting, schedule: "Four ten-hour days" } },
      other,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatch(/Someone else saved this posting/);
    expect(second.json().current).toMatchObject({ version: 2, posting: { hours: "36 hours per week" } });
    const stored = (await call("GET", `/${atlanta.id}`)).json();
    expect(stored.posting.hours).toBe("36 hours per week");
    expect(stored.posting.schedule).toBe(opened.posting.schedule);
    // Resubmitted on the current version, the second recruiter's change is kept as well.
    const retried = await call(
      "PUT",
      `/${atlanta.id}`,
      { version: 2, posting: { ...stored.posting, schedule: "Four ten-hour days" } },
      other,
    );
    expect(retried.json().posting).toMatchObject({
      hours: "36 hours per week",
      schedule: "Four ten-hour days",
    });
  });

  it("duplicates as a draft, deletes a draft only, and restores a revision", async () => {
    const hyannis = await byPath("/job-hyannis-pmr");
    const copy = await call("POST", `/${hyannis.id}/duplicate`, { path: "/job-hyannis-pmr-weekends" });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      state: "draft",
      posting: { path: "/job-hyannis-pmr-weekends", legacyPaths: [] },
    });
    // The copy's end date is its own: 60 days from the day it was made, whatever the original's was.
    const made = copy.json().posting.datePosted as string;
    expect(made).toBe(new Date(copy.json().createdAt).toISOString().slice(0, 10));
    expect(copy.json().posting.validThrough).toBe(
      new Date(Date.parse(`${made}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10),
    );
    expect(copy.json().posting.validThrough).not.toBe(hyannis.validThrough);
    expect(
      (await call("POST", `/${hyannis.id}/duplicate`, { path: "not a path" })).json().errors,
    ).toHaveProperty("path");
    expect((await call("DELETE", `/${copy.json().id}?version=1`)).statusCode).toBe(204);
    expect((await call("GET", `/${copy.json().id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/${hyannis.id}?version=1`)).statusCode).toBe(409);

    const original = (await call("GET", `/${hyannis.id}`)).json();
    await call("PUT", `/${hyannis.id}`, {
      version: 1,
      posting: { ...original.posting, title: "Cape Cod PM&R Provider" },
    });
    const revisions = (await call("GET", `/${hyannis.id}/revisions`)).json().revisions as {
      id: string;
      version: number;
      changed: string[];
      actor: string;
    }[];
    expect(revisions.map((r) => [r.version, r.changed, r.actor])).toEqual([
      [2, ["title"], RECRUITER],
      [1, expect.arrayContaining(["title", "path"]), "seed import"],
    ]);
    const restored = await call("POST", `/${hyannis.id}/revisions/${revisions[1]!.id}/restore`, {
      version: 2,
    });
    expect(restored.json()).toMatchObject({ version: 3, posting: { title: original.posting.title } });
  });

  it("a changed path is saved and the old path is kept for a redirect", async () => {
    const chatham = await byPath("/job-chatham-pmr");
    const opened = (await call("GET", `/${chatham.id}`)).json();
    const moved = await call("PUT", `/${chatham.id}`, {
      version: 1,
      posting: { ...opened.posting, path: "/job-chatham-harwich-pmr" },
    });
    expect(moved.json().posting.path).toBe("/job-chatham-harwich-pmr");
    const rows = await t.db.kysely
      .selectFrom("job_redirects")
      .selectAll()
      .where("posting_id", "=", chatham.id)
      .execute();
    expect(rows.map((row) => row.path).sort()).toEqual([
      "/job-chatham-pmr",
      "/jobs/chatham-harwich-pmr",
      "/jobs/chatham-pmr",
    ]);
  });
});

describe.each(testDialects)("the public site follows the staff API on %s", (dialect) => {
  // The app with its rendered site and a signed-in recruiter is set up once; the test is what follows.
  let t: AdminTestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, app, cookie, close } = await startStaffAppWithSite(dialect, RECRUITER));
  });
  afterAll(() => close?.());

  it("shows a publish and a close without a restart, with the old path answering 301", async () => {
    const call = (method: string, url: string, payload?: unknown) =>
      app.inject({
        method: method as "GET",
        url: `/api/admin/jobs${url}`,
        headers: { cookie, origin: t.origin },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const source = (await call("GET", "/?q=gainesville")).json().postings[0] as Listed;
    const draft = (
      await call("POST", `/${source.id}/duplicate`, { path: "/job-gainesville-pmr-evenings" })
    ).json();
    expect((await app.inject({ url: "/job-gainesville-pmr-evenings" })).statusCode).toBe(404);
    const renewed = await call("PUT", `/${draft.id}`, {
      version: 1,
      posting: { ...draft.posting, validThrough: daysFromNow(30) },
    });
    await call("POST", `/${draft.id}/publish`, { version: renewed.json().version });
    await expect
      .poll(async () => (await app.inject({ url: "/job-gainesville-pmr-evenings" })).statusCode, {
        timeout: 10_000,
        interval: 50,
      })
      .toBe(200);
    expect((await app.inject({ url: "/jobs.xml" })).body).toContain("/job-gainesville-pmr-evenings</link>");

    const live = (await call("GET", `/${draft.id}`)).json();
    await call("PUT", `/${draft.id}`, {
      version: live.version,
      posting: { ...live.posting, path: "/job-gainesville-pmr-nights" },
    });
    await call("POST", `/${draft.id}/close`, { version: live.version + 1 });
    await expect
      .poll(async () => (await app.inject({ url: "/job-gainesville-pmr-nights" })).body, {
        timeout: 10_000,
        interval: 50,
      })
      .toContain("This position has been filled");
    const old = await app.inject({ url: "/job-gainesville-pmr-evenings" });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/job-gainesville-pmr-nights");
    expect((await app.inject({ url: "/jobs.xml" })).body).not.toContain("gainesville-pmr-nights");
  });
});
