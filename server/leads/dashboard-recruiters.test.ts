import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardAnswer, LeadsPage } from "#schemas/admin";
import { parseBusinessHours } from "#schemas/business-hours";
import type { ResponseGroup } from "#schemas/response-figures";
import { testDialects } from "../test-support/db";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";
import { dashboardFigures } from "./dashboard.repository";

/** New York wall-clock time in January (EST, UTC-5). */
const ny = (iso: string) => Date.parse(`${iso}-05:00`);
const hours = {
  ...parseBusinessHours("Mon-Fri 8:00-18:00", "America/New_York")!,
  text: "Mon-Fri 8:00-18:00",
};

describe.each(testDialects)("the promise per recruiter (%s)", (dialect) => {
  let t: AdminTestApp;
  let ria = "";
  let sam = "";
  let cookie = "";
  // Monday 2025-01-20, 9:00 in New York.
  const now = ny("2025-01-20T09:00:00");

  async function lead(name: string, at: string, owner: string | null, answeredAt?: string) {
    const row = await t.addLead({ created_at: ny(at), first_name: name });
    await t.kdb.updateTable("leads").set({ owner_id: owner }).where("id", "=", row.id).execute();
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
          user_id: owner ?? ria,
          user_email: "ria@apex.example",
        })
        .execute();
      await t.kdb.updateTable("leads").set({ status: "contacted" }).where("id", "=", row.id).execute();
    }
    return row;
  }

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    ria = (await t.addUser("ria@apex.example")).id;
    sam = (await t.addUser("sam@apex.example")).id;
    cookie = await t.signIn("ria@apex.example");
    // Ria: Friday 17:55 answered Monday 8:05 (10 business minutes, across the weekend: within);
    // Friday 10:00 answered 10:45 (45 minutes: late).
    await lead("A", "2025-01-17T17:55:00", ria, "2025-01-20T08:05:00");
    await lead("B", "2025-01-17T10:00:00", ria, "2025-01-17T10:45:00");
    // Sam: Friday 17:50, still waiting on Monday at 9:00: 10 + 60 business minutes, overdue.
    await lead("C", "2025-01-17T17:50:00", sam);
    // Sam: Monday 8:50, waiting 10 minutes: not yet judged, not overdue.
    await lead("D", "2025-01-20T08:50:00", sam);
    // Nobody's: Thursday 9:00 answered 9:19 (19 minutes: within, at the edge).
    await lead("E", "2025-01-16T09:00:00", null, "2025-01-16T09:19:00");
    // Sam: from November, never answered: out of the period but still waiting, so overdue now.
    await lead("Old", "2024-11-04T10:00:00", sam);
    // Spam counts for nobody.
    const spam = await t.addLead({ created_at: ny("2025-01-17T11:00:00"), status: "spam" });
    await t.kdb.updateTable("leads").set({ owner_id: sam }).where("id", "=", spam.id).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const group = (groups: ResponseGroup[], key: string | null) => groups.find((g) => g.key === key);

  it("measures each owner's time to first response in business hours, and what still waits", async () => {
    const figures = await dashboardFigures(t.kdb, hours, now);
    expect(group(figures.byOwner, ria)).toEqual({
      key: ria,
      label: "ria@apex.example",
      records: 2,
      answered: 2,
      unanswered: 0,
      overdue: 0,
      withinPromise: 1,
      measured: 2,
      medianMinutes: 27.5,
    });
    expect(group(figures.byOwner, sam)).toEqual({
      key: sam,
      label: "sam@apex.example",
      records: 2,
      answered: 0,
      unanswered: 3,
      overdue: 2,
      withinPromise: 0,
      measured: 1,
      medianMinutes: null,
    });
    expect(group(figures.byOwner, null)).toMatchObject({
      label: "Unassigned",
      records: 1,
      withinPromise: 1,
      measured: 1,
      medianMinutes: 19,
    });
    // The period starts at midnight of its first day in the firm's time zone.
    expect(figures.since).toBe(ny("2024-12-22T00:00:00"));
    expect(figures.perDay[0]!.date).toBe("2024-12-22");
  });

  it("links each count to a list holding exactly those leads", async () => {
    // Both read at the same clock (today): the answer's counts and the lists they open.
    const dashboard = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie } });
    const figures = dashboard.json() as DashboardAnswer;
    const sams = group(figures.byOwner, sam)!;
    const list = async (query: string) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/leads?${query}`,
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as LeadsPage).total;
    };
    expect(await list(`owner=${sam}&waiting=unanswered`)).toBe(sams.unanswered);
    expect(await list(`owner=${sam}&waiting=overdue`)).toBe(sams.overdue);
    expect(sams).toMatchObject({ unanswered: 3, overdue: 3 });
    // The period's leads of the unassigned: E is older than the period when read today.
    expect(await list(`owner=none&from=${figures.since}`)).toBe(0);
    expect(await list("owner=none&from=0")).toBe(1);
    expect(await list("waiting=unanswered")).toBe(3);
  });

  it("is part of the dashboard's answer", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as DashboardAnswer;
    // Read today, every lead above is older than the period: only those still waiting count.
    expect(answer.byOwner).toEqual([
      expect.objectContaining({ key: sam, records: 0, unanswered: 3, overdue: 3 }),
    ]);
  });
});
