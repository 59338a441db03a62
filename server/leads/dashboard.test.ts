import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardAnswer } from "#schemas/admin";
import { testDialects } from "../test-support/db";
import { parseBusinessHours } from "#schemas/business-hours";
import { dashboardFigures } from "./dashboard.repository";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";

/** New York wall-clock time in January (EST, UTC-5). */
const ny = (iso: string) => Date.parse(`${iso}-05:00`);
const hours = {
  ...parseBusinessHours("Mon-Fri 8:00-18:00", "America/New_York")!,
  text: "Mon-Fri 8:00-18:00",
};

describe.each(testDialects)("dashboard figures (%s)", (dialect) => {
  let t: AdminTestApp;
  let userId = "";
  // Friday 2025-01-17, 16:00 in New York.
  const now = ny("2025-01-17T16:00:00");

  async function lead(key: string, at: string, source: string, answeredAt?: string, extra = {}) {
    const row = await t.addLead({ created_at: ny(at), first_name: key, form_source: source, ...extra });
    if (answeredAt) {
      await t.kdb
        .insertInto("lead_status_changes")
        .values({
          id: randomUUID(),
          lead_id: row.id,
          created_at: ny(answeredAt),
          from_status: "new",
          to_status: "contacted",
          note: "",
          user_id: userId,
          user_email: "ria@apex.example",
        })
        .execute();
      await t.kdb.updateTable("leads").set({ status: "contacted" }).where("id", "=", row.id).execute();
    }
    return row;
  }

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    userId = (await t.addUser("ria@apex.example")).id;
    // 17:55 on Thursday, answered at 8:05 on Friday: 10 business minutes.
    await lead("A", "2025-01-16T17:55:00", "Homepage Main Contact Form", "2025-01-17T08:05:00");
    await lead("B", "2025-01-16T10:00:00", "Homepage Main Contact Form", "2025-01-16T10:30:00", {
      user_type: "job_seeker",
    });
    await lead("C", "2025-01-17T09:00:00", "Floating CTA Button", "2025-01-17T09:04:00");
    // Waiting 10 business minutes so far: too early to judge.
    await lead("D", "2025-01-17T15:50:00", "Floating CTA Button");
    // Waiting five hours: a broken promise.
    await lead("E", "2025-01-17T11:00:00", "Exit Intent Popup", undefined, { user_type: "job_seeker" });
    // Wednesday noon, answered Thursday 13:00: 6 h + 5 h = 11 business hours.
    await lead("F", "2025-01-15T12:00:00", "Homepage Main Contact Form", "2025-01-16T13:00:00");
    await t.kdb.updateTable("leads").set({ status: "qualified" }).where("first_name", "=", "F").execute();
    await lead("Spam", "2025-01-16T11:00:00", "Exit Intent Popup", undefined, { status: "spam" });
    // Older than 30 days.
    await lead("Old", "2024-12-01T11:00:00", "Exit Intent Popup");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("measures time to first response in business hours, and the share within 20 minutes", async () => {
    const figures = await dashboardFigures(t.kdb, hours, now);
    expect(figures.response.buckets).toEqual([
      { label: "Under 5 min", count: 1 },
      { label: "5–10 min", count: 0 },
      { label: "10–20 min", count: 1 },
      { label: "20–60 min", count: 1 },
      { label: "1–4 h", count: 0 },
      { label: "Over 4 h", count: 1 },
    ]);
    // Within: A (10 min) and C (4 min). Judged: A, B, C, E, F; D has waited only 10 minutes.
    expect(figures.response).toMatchObject({
      unanswered: 2,
      withinPromise: 2,
      measured: 5,
      medianMinutes: 20,
    });
  });

  it("counts leads per day by source and visitor type, and how far each source's leads got", async () => {
    const figures = await dashboardFigures(t.kdb, hours, now);
    expect(figures.perDay).toHaveLength(30);
    const byDate = Object.fromEntries(figures.perDay.map((day) => [day.date, day]));
    expect(byDate["2025-01-15"]).toMatchObject({ total: 1, bySource: { "Homepage Main Contact Form": 1 } });
    expect(byDate["2025-01-16"]).toMatchObject({
      total: 2,
      bySource: { "Homepage Main Contact Form": 2 },
      byType: { employer: 1, job_seeker: 1 },
    });
    expect(byDate["2025-01-17"]).toMatchObject({
      total: 3,
      bySource: { "Floating CTA Button": 2, "Exit Intent Popup": 1 },
      byType: { employer: 2, job_seeker: 1 },
    });
    expect(figures.perDay.at(-1)!.date).toBe("2025-01-17");
    expect(figures.bySource).toEqual([
      { source: "Homepage Main Contact Form", leads: 3, responded: 3, qualified: 1, closed: 0, placed: 0 },
      { source: "Floating CTA Button", leads: 2, responded: 1, qualified: 0, closed: 0, placed: 0 },
      { source: "Exit Intent Popup", leads: 1, responded: 0, qualified: 0, closed: 0, placed: 0 },
    ]);
  });

  it("answers signed-in staff only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/dashboard" })).statusCode).toBe(401);
    const cookie = await t.signIn("ria@apex.example");
    const response = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as DashboardAnswer;
    expect(answer).toMatchObject({
      days: 30,
      businessHours: "Mon-Fri 8:00-18:00",
      timeZone: "America/New_York",
    });
  });
});

describe.each(testDialects)("conversion to placed by source (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie = "";
  const HOUR = 60 * 60_000;
  const now = Date.now();

  /** Walks a lead through statuses the way a recruiter does, through the staff API. */
  async function lead(source: string, hoursAgo: number, statuses: string[]) {
    const row = await t.addLead({ created_at: now - hoursAgo * HOUR, form_source: source });
    for (const status of statuses) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/admin/leads/${row.id}/status`,
        headers: { cookie, origin: t.origin },
        payload: { status, note: "" },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    return row;
  }

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    await t.addUser("ria@apex.example");
    cookie = await t.signIn("ria@apex.example");
    const home = "Homepage Main Contact Form";
    // Placed now; placed and then closed (still a placement); placed by mistake and set back to
    // qualified (not one); closed without a placement.
    await lead(home, 30, ["contacted", "qualified", "placed"]);
    await lead(home, 60, ["contacted", "placed", "closed"]);
    await lead(home, 20, ["contacted", "placed", "qualified"]);
    await lead(home, 10, ["contacted", "closed"]);
    const floating = "Floating CTA Button";
    await lead(floating, 5, ["placed"]);
    await lead(floating, 2, []);
    const exit = "Exit Intent Popup";
    await lead(exit, 3, ["contacted"]);
    // Left out: a lead marked as spam after all, and a placement from a lead older than 30 days.
    await lead(exit, 4, ["placed", "spam"]);
    await lead(exit, 31 * 24, ["placed"]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts, per source form, the leads of the last 30 days that reached placed", async () => {
    const figures = await dashboardFigures(t.kdb, hours, Date.now());
    // By hand: home 2 of 4 (placed; placed then closed), floating 1 of 2, exit 0 of 1.
    expect(
      figures.bySource.map(({ source, leads, placed, closed }) => ({ source, leads, placed, closed })),
    ).toEqual([
      { source: "Homepage Main Contact Form", leads: 4, placed: 2, closed: 2 },
      { source: "Floating CTA Button", leads: 2, placed: 1, closed: 0 },
      { source: "Exit Intent Popup", leads: 1, placed: 0, closed: 0 },
    ]);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie } });
    expect((response.json() as DashboardAnswer).bySource.map((row) => row.placed)).toEqual([2, 1, 0]);
  });
});
