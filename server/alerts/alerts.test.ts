import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { JOB_ALERT_PATHS, JOB_ALERT_STAFF_ROUTES } from "#schemas/job-alert";
import { close, dayOf, type PostingRecord, relist, renew, schedule } from "#schemas/job-lifecycle";
import { ADMIN_API_PREFIX } from "#schemas/paths";
import { findPostingBySlug, listPostingRecords, savePosting } from "../jobs/jobs.repository";
import { importSeedPostings } from "../jobs/seed";
import { purgeJobAlerts } from "../retention";
import { testDialects } from "../test-support/db";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../test-support/smtp";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";
import { alertMatches, nextDigestAt } from "./matching";
import { createJobAlertWorker, type JobAlertWorker } from "./outbox";
import { alertIdOfToken, TOKEN_LIFETIME_MS, tokenHash } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
const RECRUITER = { name: "avery.lang@apexnppa.com" };

function tokenIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, "\\/")}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1]!;
}

describe.each(testDialects)("job alerts (%s)", (dialect) => {
  let t: AdminTestApp;
  let smtp: TestSmtpServer;
  let worker: JobAlertWorker;
  /** The worker's clock: the real one unless a test sets it. */
  let clock: number | undefined;
  let addressCount = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startAdminApp(dialect, { SMTP_URL: smtp.url, SMTP_FROM: "Apex <alerts@example.org>" });
    await importSeedPostings(t.db);
    worker = createJobAlertWorker({
      db: t.db,
      config: t.config,
      log: t.app.log,
      postings: listPostingRecords,
      now: () => clock ?? Date.now(),
    });
  });
  afterEach(() => {
    clock = undefined;
  });
  const at = () => clock ?? Date.now();
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await smtp?.close();
  });

  /** Runs the worker until it has nothing left that is due. */
  async function drain() {
    while ((await worker.runOnce()) > 0) {}
  }

  async function reopen(slug: string, how: "renew" | "relist" = "renew"): Promise<PostingRecord> {
    const record = (await findPostingBySlug(t.kdb, slug))!;
    const change = how === "renew" ? renew : relist;
    return savePosting(
      t.kdb,
      record,
      record.version,
      change(record, dayOf(at() + 60 * DAY_MS), at()),
      RECRUITER,
      how,
      at(),
    );
  }

  async function closeBySlug(slug: string) {
    const record = (await findPostingBySlug(t.kdb, slug))!;
    return savePosting(t.kdb, record, record.version, close(record, at()), RECRUITER, "close", at());
  }

  async function subscribe(body: Record<string, unknown>) {
    return t.app.inject({
      method: "POST",
      url: JOB_ALERT_PATHS.subscribe,
      payload: { startedAt: Date.now() - 10_000, remote: false, frequency: "immediately", ...body },
    });
  }

  /** Subscribes and confirms through the e-mail's link; resolves to the address and its manage token. */
  async function confirmedAlert(criteria: Record<string, unknown>) {
    addressCount += 1;
    const email = `candidate${addressCount}.${dialect}@example.org`;
    const before = smtp.mails.length;
    expect((await subscribe({ email, ...criteria })).statusCode).toBe(202);
    await drain();
    await smtp.waitFor(before + 1);
    const mail = smtp.mails.at(-1)!;
    expect(mail.envelopeTo).toEqual([email]);
    const token = tokenIn(mail, JOB_ALERT_PATHS.confirm);
    const confirmed = await t.app.inject({
      method: "POST",
      url: JOB_ALERT_PATHS.confirm,
      payload: `token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(confirmed.statusCode).toBe(303);
    return {
      email,
      confirmToken: token,
      manageToken: /token=([^&]+)/.exec(confirmed.headers.location as string)![1]!,
    };
  }

  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.envelopeTo.includes(email));

  it("sends nothing but the confirmation before it is confirmed, and a GET of its link confirms nothing", async () => {
    const email = `first.${dialect}@example.org`;
    // The address is kept as the schema reads it: trimmed and in lower case.
    const answer = await subscribe({ email: ` First.${dialect}@Example.org `, role: "NP", states: ["AL"] });
    expect(answer.statusCode).toBe(202);
    await drain();
    await smtp.waitFor(1);
    const confirmation = smtp.mails.at(-1)!;
    expect(confirmation.envelopeTo).toEqual([email]);
    expect(confirmation.header("subject")).toBe("Confirm your NP & PA job alert");
    const token = tokenIn(confirmation, JOB_ALERT_PATHS.confirm);

    // A matching posting opens before the confirmation: nothing is sent for it.
    const sentBefore = smtp.mails.length;
    await reopen("valley-alabama");
    await worker.matchNow();
    await drain();
    expect(smtp.mails.length).toBe(sentBefore);

    const page = await t.app.inject({ method: "GET", url: `${JOB_ALERT_PATHS.confirm}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Confirm my job alert");
    expect(page.headers["content-security-policy"]).toContain("form-action 'self'");
    const stillPending = await t.kdb
      .selectFrom("job_alerts")
      .select("confirmed_at")
      .executeTakeFirstOrThrow();
    expect(stillPending.confirmed_at).toBeNull();
    await closeBySlug("valley-alabama");
  });

  it("keeps each token to its one purpose, once for a confirmation, stored only as a hash, and not after it expires", async () => {
    const { confirmToken, manageToken } = await confirmedAlert({ role: "PA", states: ["NY"] });
    expect(confirmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(manageToken).not.toBe(confirmToken);
    // Used once: the same link confirms nothing again.
    const again = await t.app.inject({
      method: "POST",
      url: JOB_ALERT_PATHS.confirm,
      payload: { token: confirmToken },
    });
    expect(again.statusCode).toBe(404);
    // Single purpose: a manage token neither confirms nor unsubscribes, and a confirmation token manages nothing.
    expect(
      (await t.app.inject({ method: "GET", url: `${JOB_ALERT_PATHS.confirm}?token=${manageToken}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: `${JOB_ALERT_PATHS.unsubscribe}?token=${manageToken}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `${JOB_ALERT_PATHS.manage}?token=${manageToken}` }))
        .statusCode,
    ).toBe(200);
    // Guessing: a token of the right shape that was never issued, and garbage, find nothing.
    const guess = "A".repeat(43);
    expect(
      (await t.app.inject({ method: "GET", url: `${JOB_ALERT_PATHS.manage}?token=${guess}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `${JOB_ALERT_PATHS.manage}?token=%00%27` })).statusCode,
    ).toBe(404);
    // Only hashes are stored.
    const stored = await t.kdb.selectFrom("job_alert_tokens").select(["token_hash", "purpose"]).execute();
    expect(stored.some((row) => row.token_hash === manageToken || row.token_hash.includes(manageToken))).toBe(
      false,
    );
    expect(stored.some((row) => row.token_hash === tokenHash("manage", manageToken))).toBe(true);
    // Expired: the manage link stops working after its lifetime.
    const now = Date.now();
    expect(await alertIdOfToken(t.kdb, "manage", manageToken, now)).toBeDefined();
    expect(
      await alertIdOfToken(t.kdb, "manage", manageToken, now + TOKEN_LIFETIME_MS.manage + DAY_MS),
    ).toBeUndefined();
  });

  it("e-mails a matching posting once per subscriber, with one-click unsubscribe, and never twice for a relisted one", async () => {
    const { email } = await confirmedAlert({ role: "NP", states: ["GA"], specialty: "rehabilitation" });
    const other = await confirmedAlert({ role: "PA", states: ["MN"] });
    const before = mailsTo(email).length;
    await reopen("atlanta-pmr");
    await reopen("nyc-manhattan");
    await worker.matchNow();
    await drain();
    await smtp.waitFor(smtp.mails.length);
    const received = mailsTo(email).slice(before);
    expect(received.map((mail) => mail.header("subject"))).toEqual([expect.stringContaining("New role:")]);
    const mail = received[0]!;
    expect(mail.text).toContain("/job-atlanta-pmr");
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.header("list-unsubscribe")).toMatch(
      /^<http:\/\/localhost:3000\/job-alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}>, <mailto:/,
    );
    expect(mail.text).toContain(`${JOB_ALERT_PATHS.manage}?token=`);
    expect(mailsTo(other.email).filter((m) => m.header("subject")?.startsWith("New role"))).toEqual([]);

    // Filled, then relisted: it opens again, and the subscriber who heard of it hears nothing more.
    await closeBySlug("atlanta-pmr");
    await worker.matchNow();
    await reopen("atlanta-pmr", "relist");
    await worker.matchNow();
    await drain();
    expect(mailsTo(email).length).toBe(before + 1);

    // One-click unsubscribe (RFC 8058): a POST with the header's body, nothing more; the next match sends nothing.
    const unsubscribe = await t.app.inject({
      method: "POST",
      url: `${JOB_ALERT_PATHS.unsubscribe}?token=${tokenIn(mail, JOB_ALERT_PATHS.unsubscribe)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribe.statusCode).toBe(200);
    expect(unsubscribe.body).toContain("You are unsubscribed");
    await reopen("gainesville-conyers-pmr");
    await worker.matchNow();
    await drain();
    expect(mailsTo(email).length).toBe(before + 1);
    await closeBySlug("atlanta-pmr");
    await closeBySlug("gainesville-conyers-pmr");
    await closeBySlug("nyc-manhattan");
  });

  it("gathers a daily digest and sends it once, at the digest hour, listing every posting still open", async () => {
    const { email } = await confirmedAlert({ role: "both", states: ["MN"], frequency: "daily" });
    const before = mailsTo(email).length;
    clock = Date.parse("2026-12-01T15:00:00Z");
    await reopen("minneapolis-pmr");
    await reopen("minneapolis-osseo-pmr");
    await worker.matchNow();
    await drain();
    expect(mailsTo(email).length).toBe(before);
    const digest = await t.kdb
      .selectFrom("job_alert_notifications")
      .select(["kind", "next_attempt_at"])
      .where("kind", "=", "digest")
      .execute();
    expect(digest).toHaveLength(1);
    // 8:00 in New York the next morning.
    expect(Number(digest[0]!.next_attempt_at)).toBe(Date.parse("2026-12-02T13:00:00Z"));
    clock = Date.parse("2026-12-02T13:00:01Z");
    await drain();
    await smtp.waitFor(smtp.mails.length);
    const sent = mailsTo(email).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.header("subject")).toBe("2 new NP and PA roles for your job alert");
    expect(sent[0]!.text).toContain("/job-minneapolis-pmr");
    expect(sent[0]!.text).toContain("/job-minneapolis-osseo-pmr");
    expect(sent[0]!.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    await closeBySlug("minneapolis-pmr");
    await closeBySlug("minneapolis-osseo-pmr");
  });

  it("matches a scheduled posting when it goes live, by the clock alone", async () => {
    const { email } = await confirmedAlert({ role: "NP", states: ["MI"] });
    const before = mailsTo(email).length;
    const start = Date.now();
    const record = (await findPostingBySlug(t.kdb, "hastings-mi-pmr-parttime"))!;
    const closed = await savePosting(
      t.kdb,
      record,
      record.version,
      close(record, start),
      RECRUITER,
      "close",
      start,
    );
    // A closed posting cannot be scheduled: make it a draft first, as a duplicate would be.
    const draft = await savePosting(
      t.kdb,
      closed,
      closed.version,
      {
        status: "draft",
        publishAt: null,
        closedAt: null,
        posting: { ...closed.posting, validThrough: dayOf(start + 60 * DAY_MS) },
      },
      RECRUITER,
      "update",
      start,
    );
    const goesLive = start + 60_000;
    await savePosting(
      t.kdb,
      draft,
      draft.version,
      schedule(draft, goesLive, start),
      RECRUITER,
      "schedule",
      start,
    );
    await worker.matchNow();
    await drain();
    expect(mailsTo(email).length).toBe(before);
    clock = goesLive + 1;
    await drain();
    await smtp.waitFor(smtp.mails.length);
    expect(
      mailsTo(email)
        .slice(before)
        .map((mail) => mail.text.includes("/job-hastings-mi-pmr-parttime")),
    ).toEqual([true]);
    await closeBySlug("hastings-mi-pmr-parttime");
  });

  it("changes an alert on its manage page and deletes it there", async () => {
    const { manageToken } = await confirmedAlert({ role: "NP", states: ["OK"] });
    const changed = await t.app.inject({
      method: "POST",
      url: JOB_ALERT_PATHS.manage,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${manageToken}&action=save&role=PA&states=TX&states=OK&remote=on&frequency=daily&specialty=`,
    });
    expect(changed.statusCode).toBe(303);
    const page = await t.app.inject({ method: "GET", url: changed.headers.location as string });
    expect(page.body).toContain("Your changes are saved.");
    expect(page.body).toMatch(/value="TX" checked/);
    const invalid = await t.app.inject({
      method: "POST",
      url: JOB_ALERT_PATHS.manage,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${manageToken}&action=save&role=PA&frequency=daily`,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain("Choose at least one state, or remote roles");
    const deleted = await t.app.inject({
      method: "POST",
      url: JOB_ALERT_PATHS.manage,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${manageToken}&action=delete`,
    });
    expect(deleted.headers.location).toBe(JOB_ALERT_PATHS.ended);
    expect(
      (await t.app.inject({ method: "GET", url: `${JOB_ALERT_PATHS.manage}?token=${manageToken}` }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses a bad subscription with the field's message, as JSON and as a page, and stores spam without e-mailing it", async () => {
    const json = await subscribe({ email: "not-an-address", role: "NP", states: [] });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toMatchObject({ email: "Please enter a valid email" });
    const form = await t.app.inject({
      method: "POST",
      url: JOB_ALERT_PATHS.subscribe,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40example.org&role=NP&frequency=immediately",
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain("Choose at least one state, or remote roles");
    const posted = await t.app.inject({
      method: "POST",
      url: JOB_ALERT_PATHS.subscribe,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `email=plain.${dialect}%40example.org&role=NP&states=GA&states=FL&frequency=immediately&startedAt=${Date.now() - 10_000}`,
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(JOB_ALERT_PATHS.sent);
    const before = smtp.mails.length;
    const spam = await subscribe({
      email: `bot.${dialect}@example.org`,
      role: "NP",
      states: ["GA"],
      website: "http://spam",
    });
    expect(spam.statusCode).toBe(202);
    await drain();
    await smtp.waitFor(before + 1);
    expect(smtp.mails.slice(before).map((mail) => mail.envelopeTo[0])).toEqual([
      `plain.${dialect}@example.org`,
    ]);
  });

  it("counts confirmed subscribers per role for the staff, exports and erases one address's alerts", async () => {
    const { email } = await confirmedAlert({ role: "both", states: ["IL"] });
    await t.addUser("staff.alerts@apexnppa.com");
    const cookie = await t.signIn("staff.alerts@apexnppa.com");
    const headers = { cookie, origin: t.origin };
    const summary = await t.app.inject({
      method: "GET",
      url: `${ADMIN_API_PREFIX}${JOB_ALERT_STAFF_ROUTES.summary}`,
      headers,
    });
    expect(summary.statusCode).toBe(200);
    const counts = summary.json();
    expect(counts.both).toBeGreaterThanOrEqual(1);
    expect(counts.total).toBe(counts.NP + counts.PA + counts.both);
    const exported = await t.app.inject({
      method: "POST",
      url: `${ADMIN_API_PREFIX}${JOB_ALERT_STAFF_ROUTES.export}`,
      headers,
      payload: { email: email.toUpperCase() },
    });
    expect(exported.json().alerts).toEqual([
      expect.objectContaining({ email, role: "both", states: ["IL"] }),
    ]);
    const erased = await t.app.inject({
      method: "POST",
      url: `${ADMIN_API_PREFIX}${JOB_ALERT_STAFF_ROUTES.erase}`,
      headers,
      payload: { email },
    });
    expect(erased.json()).toEqual({ count: 1 });
    const after = (
      await t.app.inject({
        method: "GET",
        url: `${ADMIN_API_PREFIX}${JOB_ALERT_STAFF_ROUTES.summary}`,
        headers,
      })
    ).json();
    expect(after.both).toBe(counts.both - 1);
  });

  it("finds one subscriber by address for the staff, exports it as CSV and erases it, each recorded without the address", async () => {
    const { email, manageToken } = await confirmedAlert({
      role: "PA",
      states: ["GA", "FL"],
      specialty: "Urgent care",
    });
    const other = await confirmedAlert({ role: "PA", states: ["GA"] });
    await t.addUser("privacy.alerts@apexnppa.com");
    const headers = { cookie: await t.signIn("privacy.alerts@apexnppa.com"), origin: t.origin };
    const post = (route: string, payload: object, as = headers) =>
      t.app.inject({ method: "POST", url: `${ADMIN_API_PREFIX}${route}`, headers: as, payload });
    const auditRows = async () =>
      t.kdb
        .selectFrom("admin_audit_log")
        .select(["action", "actor", "detail"])
        .where("action", "like", "job_alert_%")
        .where("actor", "=", "privacy.alerts@apexnppa.com")
        .orderBy("created_at")
        .orderBy("id")
        .execute();

    // Found by the address however it is typed; the other subscriber is not among them.
    const found = await post(JOB_ALERT_STAFF_ROUTES.lookup, { email: ` ${email.toUpperCase()} ` });
    expect(found.statusCode).toBe(200);
    expect(found.json().alerts).toEqual([
      expect.objectContaining({
        email,
        role: "PA",
        states: ["GA", "FL"],
        specialty: "Urgent care",
        postingsSent: 0,
      }),
    ]);
    expect(found.json().alerts[0].confirmedAt).toEqual(expect.any(Number));
    // Looking up records nothing; without a session it is refused.
    expect(await auditRows()).toEqual([]);
    expect(
      (await post(JOB_ALERT_STAFF_ROUTES.lookup, { email }, { cookie: "", origin: t.origin })).statusCode,
    ).toBe(401);

    const csv = await post(JOB_ALERT_STAFF_ROUTES.exportCsv, { email });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="job-alerts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(
      '"E-mail","Role","States","Remote roles","Specialty","Frequency","Subscribed (',
    );
    expect(lines[1]).toContain(`"${email}","PA","GA; FL","no","Urgent care","immediately"`);
    expect(lines[1]).not.toContain(other.email);

    const json = await post(JOB_ALERT_STAFF_ROUTES.export, { email });
    expect(json.json().alerts).toHaveLength(1);

    const erased = await post(JOB_ALERT_STAFF_ROUTES.erase, { email });
    expect(erased.json()).toEqual({ count: 1 });
    expect((await post(JOB_ALERT_STAFF_ROUTES.lookup, { email })).json().alerts).toEqual([]);
    expect(await alertIdOfToken(t.kdb, "manage", manageToken, Date.now())).toBeUndefined();
    expect((await post(JOB_ALERT_STAFF_ROUTES.lookup, { email: other.email })).json().alerts).toHaveLength(1);

    // The activity log: who did what, how many, in which format; never whose alerts.
    const rows = await auditRows();
    expect(rows.map((row) => row.action)).toEqual([
      "job_alert_export",
      "job_alert_export",
      "job_alert_erase",
    ]);
    expect(rows.map((row) => JSON.parse(row.detail))).toEqual([
      { count: 1, format: "csv" },
      { count: 1, format: "json" },
      { count: 1, alertIds: [found.json().alerts[0].id] },
    ]);
    for (const row of rows) expect(row.detail).not.toContain(email);
  });

  it("deletes unconfirmed alerts after a few days and confirmed ones after the retention period", async () => {
    const kept = await confirmedAlert({ role: "NP", states: ["AL"] });
    addressCount += 1;
    const unconfirmed = `unconfirmed${addressCount}.${dialect}@example.org`;
    expect((await subscribe({ email: unconfirmed, role: "NP", states: ["AL"] })).statusCode).toBe(202);
    const now = Date.now();
    expect(await purgeJobAlerts(t.db, 730, 30, now)).toBe(0);
    const ids = async (email: string) =>
      (await t.kdb.selectFrom("job_alerts").select("id").where("email", "=", email).execute()).length;
    // Five days on, the unconfirmed request is gone and the confirmed alert stays.
    await purgeJobAlerts(t.db, 730, 30, now + 5 * DAY_MS);
    expect(await ids(unconfirmed)).toBe(0);
    expect(await ids(kept.email)).toBe(1);
    // Past the retention period since it was confirmed, the alert goes too, with its tokens.
    await purgeJobAlerts(t.db, 730, 30, now + 731 * DAY_MS);
    expect(await ids(kept.email)).toBe(0);
    expect(await alertIdOfToken(t.kdb, "manage", kept.manageToken, now)).toBeUndefined();
  });
});

describe("matching rules", () => {
  const posting = {
    roles: ["NP", "PA"] as ("NP" | "PA")[],
    locations: [{ locality: "Atlanta", region: "GA" as const }],
    remote: undefined,
    specialty: "Physical Medicine & Rehabilitation",
    title: "Nurse Practitioner, Atlanta",
    keywords: ["PM&R"],
  };
  it("needs a role, a place and every word of the specialty", () => {
    const alert = { role: "NP" as const, states: ["GA"], remote: false, specialty: null };
    expect(alertMatches(alert, posting)).toBe(true);
    expect(alertMatches({ ...alert, role: "PA" }, { ...posting, roles: ["NP"] })).toBe(false);
    expect(alertMatches({ ...alert, states: ["FL"] }, posting)).toBe(false);
    expect(alertMatches({ ...alert, specialty: "rehabilitation medicine" }, posting)).toBe(true);
    expect(alertMatches({ ...alert, specialty: "cardiology" }, posting)).toBe(false);
    const remote = {
      ...posting,
      locations: [],
      remote: { label: "Remote", applicantLocations: [{ type: "State" as const, region: "TX" as const }] },
    };
    expect(alertMatches({ ...alert, states: [], remote: true }, remote)).toBe(true);
    expect(alertMatches({ ...alert, states: ["GA"], remote: true }, remote)).toBe(false);
    expect(alertMatches({ ...alert, states: ["TX"], remote: true }, remote)).toBe(true);
    expect(alertMatches({ ...alert, states: ["TX"], remote: false }, remote)).toBe(false);
  });
  it("sends a digest at the next 8:00 in the firm's time zone, across daylight saving", () => {
    expect(nextDigestAt(Date.parse("2026-07-01T11:00:00Z"), "America/New_York")).toBe(
      Date.parse("2026-07-01T12:00:00Z"),
    );
    expect(nextDigestAt(Date.parse("2026-07-01T12:00:00Z"), "America/New_York")).toBe(
      Date.parse("2026-07-02T12:00:00Z"),
    );
    expect(nextDigestAt(Date.parse("2026-12-01T15:00:00Z"), "America/New_York")).toBe(
      Date.parse("2026-12-02T13:00:00Z"),
    );
  });
});
