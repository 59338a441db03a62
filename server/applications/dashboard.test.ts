import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationsPage } from "#schemas/application-admin";
import { parseBusinessHours } from "#schemas/business-hours";
import type { ApplicationDashboardAnswer, ResponseGroup } from "#schemas/response-figures";
import { seedApplication } from "../test-support/applications";
import { testDialects } from "../test-support/db";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";
import { applicationDashboard } from "./dashboard.repository";

/** New York wall-clock time in January (EST, UTC-5). */
const ny = (iso: string) => Date.parse(`${iso}-05:00`);
const hours = parseBusinessHours("Mon-Fri 8:00-18:00", "America/New_York")!;

describe.each(testDialects)("the applications' promise per recruiter and posting (%s)", (dialect) => {
  let t: AdminTestApp;
  let ria = "";
  let cookie = "";
  // Monday 2025-01-20, 9:00 in New York.
  const now = ny("2025-01-20T09:00:00");

  async function application(
    posting: "atlanta" | "tulsa",
    at: string,
    owner: string | null,
    answeredAt?: string,
    extra = {},
  ) {
    const row = await seedApplication(t.db, {
      created_at: ny(at),
      posting_id: `posting-${posting}`,
      job_title: posting === "atlanta" ? "PM&R NP - Atlanta, GA" : "Family NP - Tulsa, OK",
      owner_id: owner,
      ...extra,
    });
    if (answeredAt)
      await t.kdb
        .insertInto("application_status_changes")
        .values({
          id: randomUUID(),
          application_id: row.id,
          created_at: ny(answeredAt),
          from_status: "new",
          to_status: "screening",
          note: "",
          user_id: ria,
          user_email: "ria@apex.example",
        })
        .execute();
    if (answeredAt)
      await t.kdb.updateTable("applications").set({ status: "screening" }).where("id", "=", row.id).execute();
    return row;
  }

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    ria = (await t.addUser("ria@apex.example")).id;
    cookie = await t.signIn("ria@apex.example");
    // Atlanta, Ria's: Friday 17:58 answered Monday 8:10 (12 business minutes, within); Friday 9:00
    // answered 10:00 (60 minutes, late).
    await application("atlanta", "2025-01-17T17:58:00", ria, "2025-01-20T08:10:00");
    await application("atlanta", "2025-01-17T09:00:00", ria, "2025-01-17T10:00:00");
    // Tulsa, nobody's: Friday 16:00, still waiting on Monday 9:00 (3 business hours): overdue.
    await application("tulsa", "2025-01-17T16:00:00", null);
    // Tulsa, nobody's: Monday 8:55, waiting 5 minutes.
    await application("tulsa", "2025-01-20T08:55:00", null);
    // Spam is left out.
    await application("tulsa", "2025-01-17T12:00:00", null, undefined, { spam_reason: "honeypot" });
  });
  afterAll(async () => {
    await t?.close();
  });

  const group = (groups: ResponseGroup[], key: string | null) => groups.find((g) => g.key === key)!;

  it("measures time to first response in business hours, over all, per recruiter and per posting", async () => {
    const figures = await applicationDashboard(t.kdb, hours, now);
    expect(figures.response).toMatchObject({
      records: 4,
      answered: 2,
      unanswered: 2,
      overdue: 1,
      withinPromise: 1,
      measured: 3,
      medianMinutes: 36,
    });
    expect(group(figures.byOwner, ria)).toMatchObject({
      label: "ria@apex.example",
      records: 2,
      withinPromise: 1,
    });
    expect(group(figures.byOwner, null)).toMatchObject({ label: "Unassigned", unanswered: 2, overdue: 1 });
    expect(group(figures.byPosting, "posting-atlanta")).toMatchObject({
      label: "PM&R NP - Atlanta, GA",
      records: 2,
      answered: 2,
      medianMinutes: 36,
    });
    expect(group(figures.byPosting, "posting-tulsa")).toMatchObject({
      label: "Family NP - Tulsa, OK",
      records: 2,
      unanswered: 2,
      overdue: 1,
      measured: 1,
    });
  });

  it("answers staff at its route, and each count opens a list holding exactly those applications", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/dashboard/applications" })).statusCode).toBe(
      401,
    );
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboard/applications",
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json() as ApplicationDashboardAnswer;
    const list = async (query: string) => {
      const page = await t.app.inject({
        method: "GET",
        url: `/api/admin/applications?${query}`,
        headers: { cookie },
      });
      expect(page.statusCode, page.body).toBe(200);
      return (page.json() as ApplicationsPage).applications.length;
    };
    const tulsa = group(figures.byPosting, "posting-tulsa");
    // Read today, the January applications are before the period; those still waiting are overdue.
    expect(tulsa).toMatchObject({ records: 0, unanswered: 2, overdue: 2 });
    expect(await list("posting=posting-tulsa&waiting=unanswered")).toBe(tulsa.unanswered);
    expect(await list("posting=posting-tulsa&waiting=overdue")).toBe(tulsa.overdue);
    expect(await list(`owner=${ria}`)).toBe(2);
    expect(await list("owner=none")).toBe(2);
    expect(await list(`owner=${ria}&from=${figures.since}`)).toBe(group(figures.byOwner, ria)?.records ?? 0);
    expect(await list(`from=${ny("2025-01-17T12:00:00")}&to=${ny("2025-01-20T00:00:00")}`)).toBe(2);
  });
});
