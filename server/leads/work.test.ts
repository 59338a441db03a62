import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeliveryHealth, LeadDetailAnswer, LeadsPage, StaffAnswer } from "#schemas/admin";
import { seedApplication } from "../test-support/applications";
import { testDialects } from "../test-support/db";
import { LEAD_CSV_HEADER } from "./csv";
import { type AdminTestApp, parseCsv, startAdminApp } from "../test-support/staff";

const MINUTE = 60_000;

describe.each(testDialects)("owners, sorting and bulk actions (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  let otherCookie: string;
  const now = Date.now();
  const ids: Record<string, string> = {};
  const staff: Record<string, string> = {};

  const get = (url: string, as = cookie) => t.app.inject({ method: "GET", url, headers: { cookie: as } });
  const post = (url: string, payload: object, as = cookie) =>
    t.app.inject({ method: "POST", url, headers: { cookie: as, origin: t.origin }, payload });
  const page = async (query: string, as = cookie) => {
    const response = await get(`/api/admin/leads${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LeadsPage;
  };
  const names = (p: LeadsPage) => p.leads.map((lead) => lead.firstName);
  const detail = async (id: string) => (await get(`/api/admin/leads/${id}`)).json() as LeadDetailAnswer;

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    staff.ria = (await t.addUser("ria@apex.example")).id;
    staff.sam = (await t.addUser("sam@apex.example")).id;
    cookie = await t.signIn("ria@apex.example");
    otherCookie = await t.signIn("sam@apex.example");
    const add = async (key: string, overrides: Parameters<AdminTestApp["addLead"]>[0]) => {
      ids[key] = (await t.addLead(overrides)).id;
    };
    await add("ana", {
      created_at: now - 1 * MINUTE,
      first_name: "Ana",
      last_name: "Zorn",
      form_source: "B form",
    });
    await add("bo", {
      created_at: now - 2 * MINUTE,
      first_name: "Bo",
      last_name: "Young",
      form_source: "A form",
    });
    await add("cy", {
      created_at: now - 3 * MINUTE,
      first_name: "Cy",
      last_name: "Adams",
      form_source: "C form",
      status: "qualified",
    });
    await add("di", {
      created_at: now - 4 * MINUTE,
      first_name: "Di",
      last_name: "Baker",
      form_source: "A form",
      status: "contacted",
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the staff accounts and says which one is signed in", async () => {
    const answer = (await get("/api/admin/staff")).json() as StaffAnswer;
    expect(answer.staff).toEqual([
      { id: staff.ria, email: "ria@apex.example" },
      { id: staff.sam, email: "sam@apex.example" },
    ]);
    expect(answer.meId).toBe(staff.ria);
  });

  it("assigns a lead, shows the owner in the list, filters mine and unassigned, and keeps every change", async () => {
    expect((await page("")).leads.every((lead) => lead.ownerId === null)).toBe(true);
    const assigned = await post(`/api/admin/leads/${ids.ana}/owner`, { ownerId: staff.ria });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await post(`/api/admin/leads/${ids.ana}/owner`, { ownerId: staff.ria })).statusCode).toBe(409);
    expect((await post(`/api/admin/leads/${ids.bo}/owner`, { ownerId: staff.sam })).statusCode).toBe(200);

    const list = await page("");
    expect(list.leads.find((lead) => lead.id === ids.ana)).toMatchObject({
      ownerId: staff.ria,
      ownerEmail: "ria@apex.example",
    });
    expect(names(await page("?owner=me"))).toEqual(["Ana"]);
    expect(names(await page("?owner=me", otherCookie))).toEqual(["Bo"]);
    expect(names(await page(`?owner=${staff.sam}`))).toEqual(["Bo"]);
    expect(names(await page("?owner=none"))).toEqual(["Cy", "Di"]);

    // Reassign, then unassign: each step is in the history with who did it.
    expect(
      (await post(`/api/admin/leads/${ids.ana}/owner`, { ownerId: staff.sam }, otherCookie)).statusCode,
    ).toBe(200);
    expect((await post(`/api/admin/leads/${ids.ana}/owner`, { ownerId: null })).statusCode).toBe(200);
    const { lead, ownerChanges } = await detail(ids.ana!);
    expect(lead.ownerId).toBeNull();
    expect(ownerChanges.map((c) => [c.fromOwner, c.toOwner, c.by])).toEqual([
      ["sam@apex.example", null, "ria@apex.example"],
      ["ria@apex.example", "sam@apex.example", "sam@apex.example"],
      [null, "ria@apex.example", "ria@apex.example"],
    ]);
    expect(names(await page("?owner=none"))).toEqual(["Ana", "Cy", "Di"]);
  });

  it("refuses unknown leads, unknown accounts and malformed bodies", async () => {
    expect(
      (await post("/api/admin/leads/00000000-0000-4000-8000-00000000dead/owner", { ownerId: null }))
        .statusCode,
    ).toBe(404);
    expect((await post(`/api/admin/leads/${ids.cy}/owner`, { ownerId: "nobody-here" })).statusCode).toBe(400);
    expect((await post(`/api/admin/leads/${ids.cy}/owner`, { ownerId: "<script>" })).statusCode).toBe(400);
    expect((await post(`/api/admin/leads/${ids.cy}/owner`, {})).statusCode).toBe(400);
    expect((await get("/api/admin/leads?owner=%3Cx%3E")).statusCode).toBe(400);
    expect((await get("/api/admin/leads?sort=email")).statusCode).toBe(400);
    expect(
      (await post("/api/admin/leads/bulk", { ids: [], action: { type: "status", status: "spam" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post("/api/admin/leads/bulk", { ids: [ids.cy], action: { type: "delete" } })).statusCode,
    ).toBe(400);
    expect(
      (await post("/api/admin/leads/bulk", { ids: [ids.cy], action: { type: "assign", ownerId: "ghost" } }))
        .statusCode,
    ).toBe(400);
    const signedOut = await t.app.inject({
      method: "POST",
      url: "/api/admin/leads/bulk",
      headers: { origin: t.origin },
      payload: { ids: [ids.cy], action: { type: "status", status: "spam" } },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("sorts by name, source, status and owner both ways, and pages a sorted list by offset", async () => {
    expect(names(await page("?sort=name"))).toEqual(["Cy", "Di", "Bo", "Ana"]);
    expect(names(await page("?sort=name&dir=desc"))).toEqual(["Ana", "Bo", "Di", "Cy"]);
    // Equal sources fall back to newest first.
    expect(names(await page("?sort=source"))).toEqual(["Bo", "Di", "Ana", "Cy"]);
    expect(names(await page("?sort=status"))).toEqual(["Ana", "Bo", "Di", "Cy"]);
    expect(names(await page("?sort=received&dir=asc"))).toEqual(["Di", "Cy", "Bo", "Ana"]);
    await post(`/api/admin/leads/${ids.di}/owner`, { ownerId: staff.ria });
    // Unassigned last either way.
    expect(names(await page("?sort=owner"))).toEqual(["Di", "Bo", "Ana", "Cy"]);
    expect(names(await page("?sort=owner&dir=desc"))).toEqual(["Bo", "Di", "Ana", "Cy"]);

    const first = await page("?sort=name&limit=3");
    expect(names(first)).toEqual(["Cy", "Di", "Bo"]);
    expect(first.total).toBe(4);
    const second = await page(`?sort=name&limit=3&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(["Ana"]);
    expect(second.nextCursor).toBeNull();
    expect((await get("/api/admin/leads?sort=name&cursor=bm90LWFuLW9mZnNldA")).statusCode).toBe(400);
  });

  it("assigns, sets the status of and marks as spam many leads at once, each with its history", async () => {
    const assign = await post("/api/admin/leads/bulk", {
      ids: [ids.ana, ids.bo, ids.cy],
      action: { type: "assign", ownerId: staff.sam },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    // Bo already belonged to Sam.
    expect(assign.json()).toMatchObject({ changed: 2 });
    expect(names(await page(`?owner=${staff.sam}`))).toEqual(["Ana", "Bo", "Cy"]);

    const status = await post("/api/admin/leads/bulk", {
      ids: [ids.ana, ids.bo, "00000000-0000-4000-8000-00000000dead"],
      action: { type: "status", status: "contacted" },
    });
    expect(status.json()).toMatchObject({ changed: 2 });
    expect(names(await page("?status=contacted"))).toEqual(["Ana", "Bo", "Di"]);
    expect((await detail(ids.ana!)).history[0]).toMatchObject({
      fromStatus: "new",
      toStatus: "contacted",
      by: "ria@apex.example",
    });

    const spam = await post("/api/admin/leads/bulk", {
      ids: [ids.bo],
      action: { type: "status", status: "spam" },
    });
    expect(spam.json()).toMatchObject({ changed: 1 });
    expect(names(await page(""))).not.toContain("Bo");
    expect(names(await page("?status=spam"))).toEqual(["Bo"]);
  });

  it("records placements, one lead or many: its own filter, pipeline order, history and CSV", async () => {
    const one = await post(`/api/admin/leads/${ids.cy}/status`, {
      status: "placed",
      note: "Started at Riverbend on Monday",
    });
    expect(one.statusCode, one.body).toBe(200);
    const many = await post("/api/admin/leads/bulk", {
      ids: [ids.ana, ids.cy],
      action: { type: "status", status: "placed" },
    });
    // Cy already was.
    expect(many.json()).toMatchObject({ changed: 1 });
    expect(names(await page("?status=placed"))).toEqual(["Ana", "Cy"]);
    expect((await detail(ids.cy!)).history[0]).toMatchObject({
      fromStatus: "qualified",
      toStatus: "placed",
      note: "Started at Riverbend on Monday",
      by: "ria@apex.example",
    });
    // Pipeline order: Di is contacted, the placed leads follow (newest first among them).
    expect(names(await page("?sort=status"))).toEqual(["Di", "Ana", "Cy"]);
    expect((await post(`/api/admin/leads/${ids.di}/status`, { status: "hired" })).statusCode).toBe(400);

    const csv = await get("/api/admin/export.csv?status=placed");
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body.slice(1));
    const at = (name: (typeof LEAD_CSV_HEADER)[number]) => LEAD_CSV_HEADER.indexOf(name);
    expect(rows.slice(1).map((row) => [row[at("First name")], row[at("Status")]])).toEqual([
      ["Ana", "Placed"],
      ["Cy", "Placed"],
    ]);
  });
});

describe.each(testDialects)("delivery health (%s)", (dialect) => {
  it("says e-mail alerts are off without SMTP settings, and counts the leads left waiting", async () => {
    const t = await startAdminApp(dialect, { SMTP_URL: "", NOTIFY_EMAIL_TO: "" });
    try {
      await t.addUser("ria@apex.example");
      const cookie = await t.signIn("ria@apex.example");
      const lead = await t.addLead({});
      await t.addDelivery(lead.id, "email", "pending");
      await t.kdb
        .updateTable("lead_notifications")
        .set({ next_attempt_at: Date.now() - 60 * MINUTE })
        .execute();
      const health = (
        await t.app.inject({ method: "GET", url: "/api/admin/health", headers: { cookie } })
      ).json();
      expect(health).toEqual({
        email: "off",
        missing: ["SMTP_URL", "NOTIFY_EMAIL_TO"],
        failed: 0,
        overdue: 1,
        applications: { pending: 0, failed: 0 },
      } satisfies DeliveryHealth);
    } finally {
      await t.close();
    }
  });

  it("reports failing, then overdue, then healthy deliveries when SMTP is set", async () => {
    const t = await startAdminApp(dialect, {
      SMTP_URL: "smtp://127.0.0.1:1",
      NOTIFY_EMAIL_TO: "recruiters@apex.example",
    });
    try {
      await t.addUser("ria@apex.example");
      const cookie = await t.signIn("ria@apex.example");
      const health = async () =>
        (
          await t.app.inject({ method: "GET", url: "/api/admin/health", headers: { cookie } })
        ).json() as DeliveryHealth;
      expect(await health()).toEqual({
        email: "ok",
        missing: [],
        failed: 0,
        overdue: 0,
        applications: { pending: 0, failed: 0 },
      });

      const stuck = await t.addLead({});
      await t.addDelivery(stuck.id, "email", "pending");
      // Due a minute ago: the worker may simply not have got to it yet.
      await t.kdb
        .updateTable("lead_notifications")
        .set({ next_attempt_at: Date.now() - MINUTE })
        .execute();
      expect((await health()).email).toBe("ok");
      await t.kdb
        .updateTable("lead_notifications")
        .set({ next_attempt_at: Date.now() - 30 * MINUTE })
        .execute();
      expect(await health()).toMatchObject({ email: "overdue", overdue: 1 });

      const failed = await t.addLead({});
      await t.addDelivery(failed.id, "email", "failed", {
        attempts: 20,
        last_error: "535 Authentication failed",
      });
      expect(await health()).toMatchObject({ email: "failing", failed: 1, overdue: 1 });
      // Webhook problems are not the e-mail alerts'.
      await t.kdb.deleteFrom("lead_notifications").execute();
      await t.addDelivery(failed.id, "webhook", "failed");
      expect((await health()).email).toBe("ok");

      // The applications' deliveries are counted apart, every channel.
      const waiting = await seedApplication(t.db, {}, { channels: ["email", "confirmation"] });
      const givenUp = await seedApplication(t.db, {}, { channels: ["webhook"] });
      await t.kdb
        .updateTable("application_notifications")
        .set({ status: "failed", updated_at: Date.now() })
        .where("application_id", "=", givenUp.id)
        .execute();
      await t.kdb
        .updateTable("application_notifications")
        .set({ status: "sending" })
        .where("application_id", "=", waiting.id)
        .where("channel", "=", "confirmation")
        .execute();
      expect(await health()).toMatchObject({ email: "ok", applications: { pending: 2, failed: 1 } });
    } finally {
      await t.close();
    }
  });
});

describe.each(testDialects)("one person, one thread (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  const now = Date.now();
  const ids: Record<string, string> = {};
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    await t.addUser("ria@apex.example");
    cookie = await t.signIn("ria@apex.example");
    const add = async (key: string, overrides: Parameters<AdminTestApp["addLead"]>[0]) => {
      ids[key] = (await t.addLead(overrides)).id;
    };
    // Kim: first, again with the address in capitals, then from a work address with the same phone.
    await add("kim1", {
      created_at: now - 3 * 60 * MINUTE,
      first_name: "Kim",
      email: "kim.lee@example.org",
      phone: "(555) 010-4000",
      form_source: "Floating CTA Button",
    });
    await add("kim2", {
      created_at: now - 2 * 60 * MINUTE,
      first_name: "Kim",
      email: "KIM.LEE@example.org",
      phone: "555 010 4000",
      form_source: "Exit Intent Popup",
    });
    await add("kim3", {
      created_at: now - 60 * MINUTE,
      first_name: "Kimberly",
      email: "k.lee@clinic.example",
      phone: "555.010.4000",
      form_source: "Homepage Main Contact Form",
    });
    await add("kimSpam", {
      created_at: now - 30 * MINUTE,
      first_name: "Kim",
      email: "kim.lee@example.org",
      status: "spam",
      spam_reason: "honeypot",
    });
    await add("solo", { created_at: now - 10 * MINUTE, first_name: "Solo", email: "solo@example.org" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists each person once, as their latest submission, with how many they sent", async () => {
    const list = (await get("/api/admin/leads")).json() as LeadsPage;
    expect(list.leads.map((lead) => [lead.firstName, lead.submissions])).toEqual([
      ["Solo", 1],
      ["Kimberly", 3],
    ]);
    expect(list.total).toBe(2);
    // The spam view lists every spam submission on its own.
    const spam = (await get("/api/admin/leads?status=spam")).json() as LeadsPage;
    expect(spam.leads.map((lead) => lead.id)).toEqual([ids.kimSpam]);
    // A search finds the person through an older submission's details, and shows their latest.
    const found = (await get("/api/admin/leads?q=exit")).json() as LeadsPage;
    expect(found.leads).toEqual([]);
    const byPhone = (await get("/api/admin/leads?q=5550104000")).json() as LeadsPage;
    expect(byPhone.leads.map((lead) => lead.id)).toEqual([ids.kim3]);
  });

  it("shows every submission of the person in the detail, newest first", async () => {
    const latest = (await get(`/api/admin/leads/${ids.kim3}`)).json() as LeadDetailAnswer;
    expect(latest.thread.map((entry) => entry.id)).toEqual([ids.kim3, ids.kim2, ids.kim1]);
    expect(latest.thread[0]).toMatchObject({ formSource: "Homepage Main Contact Form", status: "new" });
    expect(latest.lead.submissions).toBe(3);
    // Matching is direct: the spam submission shares the first one's address, not the latest one's.
    const first = (await get(`/api/admin/leads/${ids.kim1}`)).json() as LeadDetailAnswer;
    expect(first.thread.map((entry) => entry.id)).toEqual([ids.kimSpam, ids.kim3, ids.kim2, ids.kim1]);
    expect(first.thread[0]).toMatchObject({ status: "spam" });
    const solo = (await get(`/api/admin/leads/${ids.solo}`)).json() as LeadDetailAnswer;
    expect(solo.thread.map((entry) => entry.id)).toEqual([ids.solo]);
  });
});

describe.each(testDialects)("the list over 10,000 leads (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  let ownerId = "";
  const now = Date.now();
  const SOURCES = [
    "Homepage Main Contact Form",
    "Floating CTA Button",
    "Exit Intent Popup",
    "NP Salary Guide Page",
  ];
  const STATUSES = ["new", "contacted", "qualified", "closed", "spam"] as const;

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    ownerId = (await t.addUser("ria@apex.example")).id;
    cookie = await t.signIn("ria@apex.example");
    await t.addLeads(10_000, (i) => ({
      created_at: now - i * 61_000,
      first_name: `Person${i}`,
      form_source: SOURCES[i % 4]!,
      status: STATUSES[i % 5]!,
      user_type: i % 3 === 0 ? "job_seeker" : "employer",
    }));
    // Every tenth lead is assigned.
    await t.kdb
      .updateTable("leads")
      .set({ owner_id: ownerId })
      .where(sql`cast(substr(first_name, 7) as integer) % 10`, "=", 0)
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const page = async (query: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/leads${query}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LeadsPage;
  };

  it("answers each filter with the right page and total", async () => {
    const all = await page("");
    expect(all.total).toBe(8000);
    expect(all.leads).toHaveLength(50);
    expect(all.leads[0]!.firstName).toBe("Person0");
    const contacted = await page("?status=contacted");
    expect(contacted.total).toBe(2000);
    expect(contacted.leads.every((lead) => lead.status === "contacted")).toBe(true);
    const mine = await page("?owner=me");
    // Multiples of 10 are status new or spam (i % 5 is 0): only the new ones, not spam.
    expect(mine.total).toBe(1000);
    expect(mine.leads.every((lead) => lead.ownerId === ownerId)).toBe(true);
    const bySource = await page(`?source=${encodeURIComponent("Exit Intent Popup")}&userType=job_seeker`);
    expect(
      bySource.leads.every(
        (lead) => lead.formSource === "Exit Intent Popup" && lead.userType === "job_seeker",
      ),
    ).toBe(true);
    expect(bySource.total).toBe(
      Array.from({ length: 10_000 }, (_, i) => i).filter((i) => i % 4 === 2 && i % 3 === 0 && i % 5 !== 4)
        .length,
    );
    // Person9999 is spam (left out); the digits also search phone numbers, so other people may match.
    const found = await page("?q=Person9998");
    expect(found.leads.map((lead) => lead.firstName)).toContain("Person9998");
    expect(found.leads.map((lead) => lead.firstName)).not.toContain("Person9999");
    const sorted = await page("?sort=name&limit=3");
    expect(sorted.leads.map((lead) => lead.firstName)).toEqual(["Person0", "Person1", "Person10"]);
  });
});
