import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationDetailAnswer, ApplicationsPage } from "#schemas/application-admin";
import type { JobList } from "#schemas/job-admin";
import { adminApiPath } from "#schemas/paths";
import { importSeedPostings } from "../jobs/seed";
import { findPostingByPath } from "../jobs/jobs.repository";
import { seedApplication } from "../test-support/applications";
import { testDialects } from "../test-support/db";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";

const MINUTE = 60_000;
const RECRUITER = "avery.lang@apex.example";
const COLLEAGUE = "jordan.reyes@apex.example";

describe.each(testDialects)("applications as a pipeline (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  let posting: { id: string; path: string };
  let other: { id: string; path: string };
  let colleagueId: string;
  const now = Date.now();

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: { cookie, origin: t.origin }, payload });
  const detail = async (id: string) => {
    const response = await get(adminApiPath("application", { id }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ApplicationDetailAnswer;
  };
  const seed = async (firstName: string, at: number, postingId = posting.id) =>
    (
      await seedApplication(t.db, {
        created_at: at,
        posting_id: postingId,
        job_path: postingId === posting.id ? posting.path : other.path,
        first_name: firstName,
        last_name: "Pipeline",
        email: `${firstName.toLowerCase()}@example.com`,
      })
    ).id;

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    await importSeedPostings(t.db);
    const a = (await findPostingByPath(t.kdb, "/job-atlanta-pmr"))!;
    posting = { id: a.id, path: a.posting.path };
    const h = (await findPostingByPath(t.kdb, "/job-hyannis-pmr"))!;
    other = { id: h.id, path: h.posting.path };
    await t.addUser(RECRUITER);
    await t.addUser(COLLEAGUE);
    colleagueId = (
      await t.kdb
        .selectFrom("admin_users")
        .select("id")
        .where("email", "=", COLLEAGUE)
        .executeTakeFirstOrThrow()
    ).id;
    cookie = await t.signIn(RECRUITER);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("moves an application through every stage; each change is in its history with who and when", async () => {
    const id = await seed("Nadia", now - 30 * MINUTE);
    expect((await detail(id)).application.status).toBe("new");
    const stages = ["screening", "submitted", "interview", "offer", "placed"] as const;
    for (const status of stages) {
      const response = await post(adminApiPath("applicationStatus", { id }), { status });
      expect(response.statusCode, response.body).toBe(200);
    }
    const answer = await detail(id);
    expect(answer.application.status).toBe("placed");
    // Newest first: who moved it, from which stage to which, and when.
    expect(answer.history.map((entry) => `${entry.fromStatus}>${entry.toStatus}`)).toEqual([
      "offer>placed",
      "interview>offer",
      "submitted>interview",
      "screening>submitted",
      "new>screening",
    ]);
    expect(new Set(answer.history.map((entry) => entry.by))).toEqual(new Set([RECRUITER]));
    for (const entry of answer.history) expect(entry.createdAt).toBeGreaterThanOrEqual(now);
    // The old names are no stages.
    for (const status of ["reviewing", "hired", "rejected"]) {
      expect((await post(adminApiPath("applicationStatus", { id }), { status })).statusCode).toBe(400);
    }
    const notFit = await post(adminApiPath("applicationStatus", { id }), { status: "not_fit" });
    expect(notFit.statusCode).toBe(200);
    const placed = (
      await get(`${adminApiPath("applications")}?status=not_fit&q=nadia`)
    ).json() as ApplicationsPage;
    expect(placed.applications.map((application) => application.id)).toEqual([id]);
  });

  it("gives an application an owner, shown in the list and logged, and takes it back", async () => {
    const id = await seed("Omar", now - 20 * MINUTE);
    const url = adminApiPath("applicationOwner", { id });
    const given = await post(url, { ownerId: colleagueId });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ ownerId: colleagueId, ownerEmail: COLLEAGUE });
    expect((await post(url, { ownerId: colleagueId })).statusCode).toBe(409);
    expect((await post(url, { ownerId: "no-such-account" })).statusCode).toBe(400);
    const page = (await get(`${adminApiPath("applications")}?q=omar`)).json() as ApplicationsPage;
    expect(page.applications[0]).toMatchObject({ id, ownerId: colleagueId, ownerEmail: COLLEAGUE });
    expect((await detail(id)).application.ownerEmail).toBe(COLLEAGUE);
    const logged = await t.kdb
      .selectFrom("admin_audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "application_owner")
      .execute();
    expect(logged.map((row) => [row.actor, JSON.parse(row.detail)])).toContainEqual([
      RECRUITER,
      { applicationId: id, to: COLLEAGUE },
    ]);
    const taken = await post(url, { ownerId: null });
    expect(taken.json()).toEqual({ ownerId: null, ownerEmail: null });
    expect((await detail(id)).application.ownerId).toBeNull();
  });

  it("moves and assigns many at once, each with its own history entry, counting only those changed", async () => {
    const ids = [await seed("Priya", now - 9 * MINUTE), await seed("Quinn", now - 8 * MINUTE)];
    const bulk = adminApiPath("applicationsBulk");
    const moved = await post(bulk, { ids, action: { type: "status", status: "screening" } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ changed: 2 });
    // Already there: nothing changes and nothing is counted.
    expect((await post(bulk, { ids, action: { type: "status", status: "screening" } })).json()).toEqual({
      changed: 0,
    });
    for (const id of ids) {
      const answer = await detail(id);
      expect(answer.application.status).toBe("screening");
      expect(answer.history).toHaveLength(1);
      expect(answer.history[0]).toMatchObject({ fromStatus: "new", toStatus: "screening", by: RECRUITER });
    }
    const assigned = await post(bulk, {
      ids: [...ids, "gone-application"],
      action: { type: "assign", ownerId: colleagueId },
    });
    expect(assigned.json()).toEqual({ changed: 2 });
    for (const id of ids) expect((await detail(id)).application.ownerEmail).toBe(COLLEAGUE);
    expect(
      (await post(bulk, { ids, action: { type: "assign", ownerId: "no-such-account" } })).statusCode,
    ).toBe(400);
    expect((await post(bulk, { ids: [], action: { type: "status", status: "offer" } })).statusCode).toBe(400);
  });

  it("counts each posting's applications per stage on the Jobs list, spam aside", async () => {
    const fresh = (await findPostingByPath(t.kdb, "/job-hyannis-pmr"))!;
    const a = await seed("Rosa", now - 5 * MINUTE, fresh.id);
    const b = await seed("Sam", now - 4 * MINUTE, fresh.id);
    await seed("Tara", now - 3 * MINUTE, fresh.id);
    await seedApplication(t.db, {
      created_at: now - 2 * MINUTE,
      posting_id: fresh.id,
      job_path: other.path,
      spam_reason: "honeypot",
    });
    await post(adminApiPath("applicationStatus", { id: a }), { status: "interview" });
    await post(adminApiPath("applicationStatus", { id: b }), { status: "interview" });
    const response = await get(adminApiPath("jobs"));
    expect(response.statusCode, response.body).toBe(200);
    const entry = (response.json() as JobList).postings.find((p) => p.id === fresh.id)!;
    expect(entry.applications).toBe(3);
    expect(entry.stages).toEqual({ new: 1, interview: 2 });
  });
});
