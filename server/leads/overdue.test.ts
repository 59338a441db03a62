import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadsPage } from "#schemas/admin";
import type { ApplicationsPage } from "#schemas/application-admin";
import { parseBusinessHours, zonedInstant } from "#schemas/business-hours";
import { findApplicationsPage } from "../applications/staff.repository";
import { seedApplication } from "../test-support/applications";
import { testDialects } from "../test-support/db";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";
import { findLeadDetail, findLeadsPage } from "./staff.repository";

const MINUTE = 60_000;
const hours = parseBusinessHours("Mon-Fri 8:00-18:00", "America/New_York")!;
const at = (local: string) => zonedInstant(local, "America/New_York");

/**
 * Overdue first: unanswered past 20 business minutes, on top with the longest wait first, then the rest
 * newest first; the "overdue" filter; each record's wait. Monday 2026-11-30 in New York, after a weekend.
 */
describe.each(testDialects)("overdue first, the overdue filter and the waits (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await startAdminApp(dialect, { BUSINESS_HOURS: "Mon-Sun 0:00-24:00", BUSINESS_TZ: "UTC" });
    await t.addUser("ria@apex.example");
    cookie = await t.signIn("ria@apex.example");
    const user = await t.kdb.selectFrom("admin_users").select(["id", "email"]).executeTakeFirstOrThrow();
    const lead = async (key: string, createdAt: number, extra: object = {}) => {
      id[key] = (await t.addLead({ created_at: createdAt, first_name: key, ...extra })).id;
    };
    // Friday 17:55: 5 minutes before closing.
    await lead("friday", at("2026-11-27T17:55"));
    // Friday 10:00, answered at 10:12 with a status change.
    await lead("answered", at("2026-11-27T10:00"), { status: "contacted" });
    await t.kdb
      .insertInto("lead_status_changes")
      .values({
        id: randomUUID(),
        lead_id: id.answered!,
        created_at: at("2026-11-27T10:12"),
        from_status: "new",
        to_status: "contacted",
        note: "",
        user_id: user.id,
        user_email: user.email,
      })
      .execute();
    // Thursday 9:00, never answered: the longest wait.
    await lead("thursday", at("2026-11-26T09:00"));
    // Monday 8:10.
    await lead("monday", at("2026-11-30T08:10"));
    // Worked (qualified) with no history kept: not waiting, however old.
    await lead("worked", at("2026-11-26T10:00"), { status: "qualified" });
    // Spam never waits.
    await lead("spam", at("2026-11-26T08:00"), { status: "spam", spam_reason: "honeypot" });
  });

  afterAll(async () => {
    await t?.close();
  });

  const names = (page: { leads: Array<{ firstName: string }> }) => page.leads.map((lead) => lead.firstName);

  it("at Monday 8:14 Friday's 17:55 lead has waited 19 business minutes, at 8:16 21: overdue", async () => {
    const early = await findLeadsPage(
      t.kdb,
      {},
      { limit: 50, clock: { now: at("2026-11-30T08:14"), hours } },
    );
    const friday = early.leads.find((lead) => lead.firstName === "friday")!;
    expect(friday.wait).toEqual({ firstResponseAt: null, businessMs: 19 * MINUTE, overdue: false });
    const later = await findLeadsPage(
      t.kdb,
      {},
      { limit: 50, clock: { now: at("2026-11-30T08:16"), hours } },
    );
    expect(later.leads.find((lead) => lead.firstName === "friday")!.wait.overdue).toBe(true);
    const answered = later.leads.find((lead) => lead.firstName === "answered")!;
    expect(answered.wait).toEqual({
      firstResponseAt: at("2026-11-27T10:12"),
      businessMs: 12 * MINUTE,
      overdue: false,
    });
  });

  it("orders the overdue first, longest waiting on top, then the rest newest first", async () => {
    const clock = { now: at("2026-11-30T08:16"), hours };
    const page = await findLeadsPage(t.kdb, {}, { limit: 50, sort: "overdue", clock });
    expect(names(page)).toEqual(["thursday", "friday", "monday", "answered", "worked"]);
    const before = await findLeadsPage(
      t.kdb,
      {},
      { limit: 50, sort: "overdue", clock: { ...clock, now: at("2026-11-30T08:14") } },
    );
    expect(names(before)).toEqual(["thursday", "monday", "friday", "answered", "worked"]);
    // Paged by offset: the second page goes on where the first stopped.
    const first = await findLeadsPage(t.kdb, {}, { limit: 3, sort: "overdue", clock });
    expect(first.next).toEqual({ offset: 3 });
    const second = await findLeadsPage(t.kdb, {}, { limit: 3, offset: 3, sort: "overdue", clock });
    expect([...names(first), ...names(second)]).toEqual(names(page));
  });

  it("filters to the overdue ones, counting them; spam is never overdue", async () => {
    const clock = { now: at("2026-11-30T08:16"), hours };
    const page = await findLeadsPage(t.kdb, { waiting: "overdue" }, { limit: 50, clock });
    expect(names(page)).toEqual(["friday", "thursday"]);
    expect(page.total).toBe(2);
    const withSpam = await findLeadsPage(t.kdb, { waiting: "overdue", status: "all" }, { limit: 50, clock });
    expect(names(withSpam)).toEqual(["friday", "thursday"]);
    // Saturday night: still the last 20 minutes worked, Friday 17:40 on; the 17:55 lead is 5 minutes in.
    const weekend = await findLeadsPage(
      t.kdb,
      { waiting: "overdue" },
      { limit: 50, clock: { now: at("2026-11-28T23:00"), hours } },
    );
    expect(names(weekend)).toEqual(["thursday"]);
  });

  it("the detail carries the facts and the wait", async () => {
    const detail = await findLeadDetail(t.kdb, id.friday!, { now: at("2026-11-30T08:16"), hours });
    expect(detail!.lead.wait.overdue).toBe(true);
    expect(detail!.lead.location).toBe("Tulsa, OK");
    expect(detail!.lead.messageStart).toBe("We need two family NPs for our rural clinics by spring.");
  });

  it("the API sorts and filters by the configured hours, and refuses unknown values (400)", async () => {
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
    // Round the clock in UTC, now: overdue are the unanswered leads in 20 minutes ago or earlier.
    const created = {
      thursday: at("2026-11-26T09:00"),
      friday: at("2026-11-27T17:55"),
      monday: at("2026-11-30T08:10"),
    };
    const late = Object.entries(created)
      .filter(([, when]) => when < Date.now() - 21 * MINUTE)
      .sort((a, b) => a[1] - b[1])
      .map(([name]) => name);
    const rest = [
      ...Object.entries(created).filter(([name]) => !late.includes(name)),
      ["answered", at("2026-11-27T10:00")] as const,
      ["worked", at("2026-11-26T10:00")] as const,
    ]
      .sort((a, b) => Number(b[1]) - Number(a[1]))
      .map(([name]) => name);
    const sorted = await get("/api/admin/leads?sort=overdue");
    expect(sorted.statusCode, sorted.body).toBe(200);
    expect(names(sorted.json() as LeadsPage)).toEqual([...late, ...rest]);
    const filtered = await get("/api/admin/leads?waiting=overdue");
    expect((filtered.json() as LeadsPage).total).toBe(late.length);
    expect((await get("/api/admin/leads?waiting=late")).statusCode).toBe(400);
    expect((await get("/api/admin/leads?sort=urgent")).statusCode).toBe(400);
    const lead = (sorted.json() as LeadsPage).leads[0]!;
    expect(lead.messageStart).toBe("We need two family NPs for our rural clinics by spring.");
    expect(lead.wait.overdue).toBe(true);
    expect(lead.wait.businessMs).toBeGreaterThan(20 * MINUTE);
  });

  it("applications: overdue first and the filter, in the database and through the API", async () => {
    const user = await t.kdb.selectFrom("admin_users").select(["id", "email"]).executeTakeFirstOrThrow();
    const seed = async (name: string, createdAt: number, extra: object = {}) =>
      (
        await seedApplication(t.db, {
          created_at: createdAt,
          first_name: name,
          email: `${name}@example.org`,
          ...extra,
        })
      ).id!;
    await seed("late", at("2026-11-27T17:55"), { message: "\n  First line here.\nSecond line." });
    const answered = await seed("replied", at("2026-11-27T09:00"));
    await t.kdb
      .insertInto("application_status_changes")
      .values({
        id: randomUUID(),
        application_id: answered,
        created_at: at("2026-11-27T09:05"),
        from_status: "new",
        to_status: "screening",
        note: "",
        user_id: user.id,
        user_email: user.email,
      })
      .execute();
    await seed("oldest", at("2026-11-26T09:00"));
    await seed("fresh", at("2026-11-30T08:10"));
    await seed("junk", at("2026-11-25T09:00"), { spam_reason: "honeypot" });
    const clock = { now: at("2026-11-30T08:16"), hours };
    const page = await findApplicationsPage(t.kdb, {}, { limit: 50, sort: "overdue", clock });
    expect(page.applications.map((a) => a.firstName)).toEqual(["oldest", "late", "fresh", "replied"]);
    expect(page.applications[1]!.messageStart).toBe("First line here.");
    expect(page.applications[3]!.wait).toEqual({
      firstResponseAt: at("2026-11-27T09:05"),
      businessMs: 5 * MINUTE,
      overdue: false,
    });
    const overdue = await findApplicationsPage(t.kdb, { waiting: "overdue" }, { limit: 50, clock });
    expect(overdue.applications.map((a) => a.firstName)).toEqual(["late", "oldest"]);

    const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
    // Through the API the clock is now, round the clock in UTC: the same order as the database gives.
    const expected = (
      await findApplicationsPage(
        t.kdb,
        {},
        {
          limit: 50,
          sort: "overdue",
          clock: { now: Date.now(), hours: parseBusinessHours("Mon-Sun 0:00-24:00", "UTC")! },
        },
      )
    ).applications.map((a) => a.firstName);
    expect(expected[0]).toBe("oldest");
    const api = await get("/api/admin/applications?sort=overdue&limit=2");
    expect(api.statusCode, api.body).toBe(200);
    const first = api.json() as ApplicationsPage;
    const next = await get(`/api/admin/applications?sort=overdue&limit=2&cursor=${first.nextCursor}`);
    expect(
      [...first.applications, ...(next.json() as ApplicationsPage).applications].map((a) => a.firstName),
    ).toEqual(expected);
    const overdueNow = (await get("/api/admin/applications?waiting=overdue")).json() as ApplicationsPage;
    expect(overdueNow.applications.every((a) => a.wait.overdue)).toBe(true);
    const all = (await get("/api/admin/applications?sort=overdue")).json() as ApplicationsPage;
    expect(overdueNow.total).toBe(all.applications.filter((a) => a.wait.overdue).length);
    expect(overdueNow.total).toBeGreaterThanOrEqual(1);
    expect((await get("/api/admin/applications?sort=oldest")).statusCode).toBe(400);
  });
});
