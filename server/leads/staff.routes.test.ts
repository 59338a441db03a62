import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadDetailAnswer, LeadsPage } from "#schemas/admin";
import { createOutboxWorker } from "./outbox";
import { testDialects } from "../test-support/db";
import { validContact } from "../test-support/app";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDialects)("inbox API (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  const now = Date.now();
  const ids: Record<string, string> = {};

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: { cookie, origin: t.origin }, payload });
  const page = async (query: string) => {
    const response = await get(`/api/admin/leads${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LeadsPage;
  };
  const names = (p: LeadsPage) => p.leads.map((lead) => `${lead.firstName} ${lead.lastName}`);

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    await t.addUser("recruiter@apex.example");
    cookie = await t.signIn("recruiter@apex.example");
    ids.ana = (
      await t.addLead({
        created_at: now - 5 * MINUTE,
        first_name: "Ana",
        last_name: "Lopez",
        email: "ana.lopez@clinic.example",
        phone: "+1 (555) 010-2233",
        user_type: "job_seeker",
        organization: null,
        form_source: "Floating CTA Button",
        kind: "quick",
        utm: JSON.stringify({ utm_source: "newsletter", utm_campaign: "spring" }),
      })
    ).id;
    ids.bo = (
      await t.addLead({
        created_at: now - 30 * MINUTE,
        first_name: "Bo",
        last_name: "Chen",
        email: "bo@valleyhealth.example",
        phone: "555.777.1234",
        organization: "Valley Health Partners",
        form_source: "Homepage Main Contact Form",
        status: "contacted",
      })
    ).id;
    ids.cy = (
      await t.addLead({
        created_at: now - 3 * DAY,
        first_name: "Cy",
        last_name: "Okafor",
        email: "cy@okafor.example",
        user_type: "job_seeker",
        organization: null,
        form_source: "NP Salary Guide Page",
        status: "qualified",
      })
    ).id;
    ids.spam = (
      await t.addLead({
        created_at: now - 1 * MINUTE,
        first_name: "Spam",
        last_name: "Bot",
        email: "bot@spam.example",
        status: "spam",
        spam_reason: "honeypot",
      })
    ).id;
    ids.percent = (
      await t.addLead({
        created_at: now - 10 * DAY,
        first_name: "Per",
        last_name: "Cent_Sign",
        email: "100%@odd.example",
        organization: "50% Off Staffing",
      })
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists leads newest first, without spam unless asked, with a total", async () => {
    const all = await page("");
    expect(names(all)).toEqual(["Ana Lopez", "Bo Chen", "Cy Okafor", "Per Cent_Sign"]);
    expect(all.total).toBe(4);
    expect(all.nextCursor).toBeNull();
    expect(all.leads[0]).toMatchObject({
      userType: "job_seeker",
      formSource: "Floating CTA Button",
      pagePath: "/",
      campaign: { utm_source: "newsletter", utm_campaign: "spring" },
      status: "new",
      failedDeliveries: 0,
    });
    expect(names(await page("?status=all"))).toContain("Spam Bot");
    expect(names(await page("?status=spam"))).toEqual(["Spam Bot"]);
  });

  it("filters by status, visitor type, source and date range", async () => {
    expect(names(await page("?status=contacted"))).toEqual(["Bo Chen"]);
    expect(names(await page("?userType=job_seeker"))).toEqual(["Ana Lopez", "Cy Okafor"]);
    expect(names(await page(`?source=${encodeURIComponent("NP Salary Guide Page")}`))).toEqual(["Cy Okafor"]);
    expect(names(await page(`?from=${now - DAY}`))).toEqual(["Ana Lopez", "Bo Chen"]);
    expect(names(await page(`?from=${now - 4 * DAY}&to=${now - 20 * MINUTE}`))).toEqual([
      "Bo Chen",
      "Cy Okafor",
    ]);
    expect(names(await page("?userType=employer&status=new"))).toEqual(["Per Cent_Sign"]);
  });

  it("searches name, full name, e-mail, phone (any punctuation) and organization, case-insensitively", async () => {
    expect(names(await page("?q=LOPEZ"))).toEqual(["Ana Lopez"]);
    expect(names(await page(`?q=${encodeURIComponent("bo chen")}`))).toEqual(["Bo Chen"]);
    expect(names(await page("?q=valleyhealth.example"))).toEqual(["Bo Chen"]);
    expect(names(await page(`?q=${encodeURIComponent("555-777")}`))).toEqual(["Bo Chen"]);
    expect(names(await page("?q=5550102233"))).toEqual(["Ana Lopez"]);
    expect(names(await page("?q=valley%20health"))).toEqual(["Bo Chen"]);
    // LIKE wildcards in the search are literal characters.
    expect(names(await page("?q=50%25"))).toEqual(["Per Cent_Sign"]);
    expect(names(await page("?q=t_s"))).toEqual(["Per Cent_Sign"]);
    expect(names(await page("?q=%25"))).toEqual(["Per Cent_Sign"]);
    expect(names(await page("?q=zzzz"))).toEqual([]);
  });

  it("rejects malformed filters with 400", async () => {
    for (const query of [
      "?status=archived",
      "?userType=admin",
      "?from=yesterday",
      "?cursor=!!",
      `?q=${"x".repeat(201)}`,
    ]) {
      expect((await get(`/api/admin/leads${query}`)).statusCode, query).toBe(400);
    }
  });

  it("pages through every lead with a cursor, no duplicates, even with equal timestamps", async () => {
    const extra = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const lead = await t.addLead({
        created_at: now - 2 * DAY,
        first_name: `Same${i}`,
        form_source: "Pager",
      });
      extra.add(lead.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result: LeadsPage = await page(`?source=Pager&limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      if (pages === 0) expect(result.total).toBe(25);
      else expect(result.total).toBeNull();
      seen.push(...result.leads.map((lead) => lead.id));
      cursor = result.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(25);
    expect(new Set(seen)).toEqual(extra);
  });

  it("shows a lead's every field, deliveries and history; 404 for an unknown lead", async () => {
    await t.addDelivery(ids.bo!, "email", "sent", { attempts: 1, sent_at: now - 29 * MINUTE });
    await t.addDelivery(ids.bo!, "webhook", "failed", { attempts: 20, last_error: "connect ECONNREFUSED" });
    const response = await get(`/api/admin/leads/${ids.bo}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as LeadDetailAnswer;
    expect(detail.lead).toMatchObject({
      id: ids.bo,
      firstName: "Bo",
      organization: "Valley Health Partners",
      message: "We need two family NPs for our rural clinics by spring.",
      location: "Tulsa, OK",
      kind: "contact",
      failedDeliveries: 1,
      userAgent: "Mozilla/5.0",
    });
    expect(detail.deliveries).toEqual([
      expect.objectContaining({ channel: "email", status: "sent", attempts: 1, sentAt: now - 29 * MINUTE }),
      expect.objectContaining({
        channel: "webhook",
        status: "failed",
        attempts: 20,
        lastError: "connect ECONNREFUSED",
      }),
    ]);
    expect((await page("?status=contacted")).leads[0]!.failedDeliveries).toBe(1);
    expect((await get("/api/admin/leads/00000000-0000-4000-8000-00000000dead")).statusCode).toBe(404);
    expect((await get("/api/admin/leads/..%2F..%2Fetc")).statusCode).toBe(404);
  });

  it("changes status with a note, recorded with who and when, and back again", async () => {
    const first = await post(`/api/admin/leads/${ids.ana}/status`, {
      status: "contacted",
      note: "  Left a voicemail  ",
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().entry).toMatchObject({
      fromStatus: "new",
      toStatus: "contacted",
      note: "Left a voicemail",
      by: "recruiter@apex.example",
    });
    const back = await post(`/api/admin/leads/${ids.ana}/status`, { status: "new" });
    expect(back.statusCode).toBe(200);
    const detail = (await get(`/api/admin/leads/${ids.ana}`)).json() as LeadDetailAnswer;
    expect(detail.lead.status).toBe("new");
    expect(detail.history.map((h) => [h.fromStatus, h.toStatus, h.note, h.by])).toEqual([
      ["contacted", "new", "", "recruiter@apex.example"],
      ["new", "contacted", "Left a voicemail", "recruiter@apex.example"],
    ]);
    expect(detail.history[0]!.createdAt).toBeGreaterThanOrEqual(detail.history[1]!.createdAt);
    expect(Math.abs(detail.history[0]!.createdAt - Date.now())).toBeLessThan(60_000);

    // A note alone (same status) is recorded; nothing at all is refused.
    expect(
      (await post(`/api/admin/leads/${ids.ana}/status`, { status: "new", note: "No answer" })).statusCode,
    ).toBe(200);
    expect((await post(`/api/admin/leads/${ids.ana}/status`, { status: "new", note: "" })).statusCode).toBe(
      409,
    );
  });

  it("refuses an unknown status, an over-long note and an unknown lead", async () => {
    expect((await post(`/api/admin/leads/${ids.ana}/status`, { status: "archived" })).statusCode).toBe(400);
    expect(
      (await post(`/api/admin/leads/${ids.ana}/status`, { status: "closed", note: "x".repeat(501) }))
        .statusCode,
    ).toBe(400);
    const form = await t.app.inject({
      method: "POST",
      url: `/api/admin/leads/${ids.ana}/status`,
      headers: { cookie, origin: t.origin, "content-type": "application/x-www-form-urlencoded" },
      payload: "status=closed",
    });
    expect(form.statusCode).toBe(415);
    expect(
      (await post("/api/admin/leads/00000000-0000-4000-8000-00000000dead/status", { status: "closed" }))
        .statusCode,
    ).toBe(404);
  });

  it("retries a failed delivery: back to pending, due now, then delivered by the outbox", async () => {
    const lead = await t.addLead({ first_name: "Retry", last_name: "Me" });
    await t.addDelivery(lead.id, "email", "failed", { attempts: 3, last_error: "SMTP 451 try later" });
    await t.addDelivery(lead.id, "webhook", "sent", { attempts: 1, sent_at: now });
    expect((await post(`/api/admin/leads/${lead.id}/deliveries/webhook/retry`, {})).statusCode).toBe(409);
    expect((await post(`/api/admin/leads/${lead.id}/deliveries/sms/retry`, {})).statusCode).toBe(404);
    expect((await post(`/api/admin/leads/${ids.cy}/deliveries/email/retry`, {})).statusCode).toBe(404);

    const before = Date.now();
    const retried = await post(`/api/admin/leads/${lead.id}/deliveries/email/retry`, {});
    expect(retried.statusCode).toBe(202);
    const row = await t.kdb
      .selectFrom("lead_notifications")
      .selectAll()
      .where("lead_id", "=", lead.id)
      .where("channel", "=", "email")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 3, last_error: "SMTP 451 try later" });
    expect(Number(row.next_attempt_at)).toBeGreaterThanOrEqual(before);
    expect(Number(row.next_attempt_at)).toBeLessThanOrEqual(Date.now());

    const delivered: string[] = [];
    const worker = createOutboxWorker({
      db: t.db,
      config: t.config,
      log: t.app.log,
      deliverer: {
        email: async (target) => {
          delivered.push(target.id);
        },
        close() {},
      },
    });
    await worker.runOnce();
    expect(delivered).toContain(lead.id);
    const detail = (await get(`/api/admin/leads/${lead.id}`)).json() as LeadDetailAnswer;
    expect(detail.deliveries.find((d) => d.channel === "email")).toMatchObject({
      status: "sent",
      attempts: 4,
    });
    const audit = await t.kdb
      .selectFrom("admin_audit_log")
      .select("detail")
      .where("action", "=", "delivery_retry")
      .execute();
    expect(audit.map((entry) => JSON.parse(entry.detail))).toContainEqual({
      leadId: lead.id,
      channel: "email",
    });
  });

  it("lists the form sources seen, for the filter", async () => {
    const response = await get("/api/admin/lead-sources");
    expect(response.json().sources).toEqual(
      expect.arrayContaining(["Floating CTA Button", "Homepage Main Contact Form", "NP Salary Guide Page"]),
    );
  });

  it("returns HTML and script payloads as inert JSON strings, byte for byte", async () => {
    const payload = {
      firstName: '<script>alert("first")</script>',
      lastName: "<img src=x onerror=alert(1)>",
      email: "xss@example.org",
      organization: '"><svg onload=alert(2)>',
      message: "</textarea><script>document.title='pwned'</script> & more",
      location: "javascript:alert(3)",
    };
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: validContact(payload),
    });
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().id as string;
    const response = await get(`/api/admin/leads/${id}`);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    const detail = response.json() as LeadDetailAnswer;
    expect(detail.lead).toMatchObject(payload);
    const list = await page(`?q=${encodeURIComponent("<script>")}`);
    expect(list.leads.map((lead) => lead.firstName)).toEqual([payload.firstName]);
  });

  it("keeps an audit log of sign-ins and exports", async () => {
    await get("/api/admin/export.csv?status=contacted");
    const response = await get("/api/admin/audit");
    const actions = (response.json().entries as Array<{ action: string; actor: string }>).map(
      (e) => e.action,
    );
    expect(actions).toContain("sign_in");
    expect(actions).toContain("export");
  });
});
