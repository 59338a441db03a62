/**
 * Job alerts as a candidate meets them, in a real Chromium against the real server and a real SMTP
 * receiver: subscribing on /jobs, the confirmation e-mail and its page (a button confirms, the link alone
 * does not), a posting published through the staff API e-mailed to the subscriber once, and the one-click
 * unsubscribe (RFC 8058) of that e-mail stopping the next; axe on every page of the alert.
 */
import { createJobAlertWorker, type JobAlertWorker } from "#server/alerts/outbox";
import { findPostingByPath, listPostingRecords } from "#server/jobs/jobs.repository";
import { hashPassword } from "#server/staff-auth/passwords";
import { createUser } from "#server/staff-auth/users.repository";
import { daysFromNow } from "#server/test-support/jobs";
import { pollUntil } from "#server/test-support/poll";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "#server/test-support/smtp";
import { JOB_ALERT_PATHS } from "#schemas/job-alert";
import { MIN_FILL_TIME_MS } from "#schemas/lead";
import { adminApiPath } from "#schemas/paths";
import {
  expect,
  expectNoA11yViolations,
  type Harness,
  startOwnSite,
  test,
  waitForHydration,
  PASSWORD,
  DESKTOP,
  PHONE,
} from "./fixtures";

const EMAIL = "jordan.candidate@example.org";

function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]+`).exec(
    mail.text,
  );
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[0];
}

test.describe("job alerts", () => {
  let h: Harness;
  let smtp: TestSmtpServer;
  let worker: JobAlertWorker;
  let cookie = "";

  test.beforeAll(async ({ browser }) => {
    smtp = await startSmtpServer();
    h = await startOwnSite(browser, { SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: "" });
    worker = createJobAlertWorker({
      db: h.db,
      config: h.config,
      log: h.app.log,
      postings: listPostingRecords,
    });
    worker.start();
    await createUser(
      h.db.kysely,
      "maria@apex.example",
      await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }),
    );
    const session = await fetch(`${h.baseUrl}${adminApiPath("session")}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: h.config.SITE_URL },
      body: JSON.stringify({ email: "maria@apex.example", password: PASSWORD }),
    });
    expect(session.status).toBe(200);
    cookie = (session.headers.get("set-cookie") ?? "").split(";")[0]!;
  });
  test.afterAll(async () => {
    await worker?.stop();
    await h?.close();
    await smtp?.close();
  });

  /** Renews an expired posting through the staff API, as the Jobs screen does. */
  async function renewThroughStaffApi(path: string) {
    const record = (await findPostingByPath(h.db.kysely, path))!;
    const response = await fetch(`${h.baseUrl}${adminApiPath("jobs")}/${record.id}/renew`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: h.config.SITE_URL, cookie },
      body: JSON.stringify({ version: record.version, validThrough: daysFromNow(60) }),
    });
    expect(response.status).toBe(200);
  }

  const mailsTo = () => smtp.mails.filter((mail) => mail.envelopeTo.includes(EMAIL));

  test("subscribes on /jobs, confirms through the e-mail's page, hears of a matching posting once, and one click unsubscribes", async () => {
    const { page, problems, close } = await h.open(undefined, DESKTOP);
    // The page's clock set back: the form counts as filled in by a person, not a machine (the fill time).
    await page.addInitScript((behind) => {
      const now = Date.now.bind(Date);
      Date.now = () => now() - behind;
    }, MIN_FILL_TIME_MS + 1000);
    await page.goto("/jobs", { waitUntil: "networkidle" });
    await waitForHydration(page);
    const section = page.locator("[data-slot='job-alert-section']");
    expect(await section.getByRole("heading", { level: 2 }).textContent()).toBe(
      "Get an email when a role opens",
    );
    await expectNoA11yViolations(page, "/jobs with the alert form");
    const form = section.locator("form");
    await form
      .locator("[data-enhanced='true']")
      .or(page.locator("form[data-enhanced='true']"))
      .first()
      .waitFor();
    await form.getByLabel("Email").fill(EMAIL);
    await form.getByText("States (choose one or more)").click();
    await form.getByLabel("Georgia").check();
    await form.getByLabel("Minnesota").check();
    await form.getByRole("button", { name: "Create job alert" }).click();
    await section.getByRole("heading", { name: "Check your inbox" }).waitFor();
    expect(problems).toEqual([]);
    await close();

    // The confirmation, and nothing else.
    await smtp.waitFor(1);
    const confirmation = mailsTo()[0]!;
    expect(confirmation.header("subject")).toBe("Confirm your NP & PA job alert");
    const confirmLink = new URL(linkIn(confirmation, JOB_ALERT_PATHS.confirm));

    // Opening the link (as a mail scanner would) confirms nothing; its button does.
    const confirmPage = await h.open(`${confirmLink.pathname}${confirmLink.search}`, PHONE);
    expect(await confirmPage.page.locator("h1").textContent()).toBe("Confirm your job alert");
    const pending = await h.db.kysely
      .selectFrom("job_alerts")
      .select("confirmed_at")
      .executeTakeFirstOrThrow();
    expect(pending.confirmed_at).toBeNull();
    await expectNoA11yViolations(confirmPage.page, "the confirm page");
    await confirmPage.page.getByRole("button", { name: "Confirm my job alert" }).click();
    await confirmPage.page.getByText("Your job alert is confirmed.").waitFor();
    expect(await confirmPage.page.locator("h1").textContent()).toBe("Your job alert");
    await expectNoA11yViolations(confirmPage.page, "the manage page");
    expect(confirmPage.problems).toEqual([]);
    await confirmPage.close();

    // A matching posting published through the staff API: one e-mail, with one-click unsubscribe.
    await renewThroughStaffApi("/job-atlanta-pmr");
    await smtp.waitFor(2);
    // Another matching one: a second e-mail, and still one about the first.
    await renewThroughStaffApi("/job-gainesville-conyers-pmr");
    await smtp.waitFor(3);
    const alerts = mailsTo().slice(1);
    expect(alerts.map((mail) => mail.text.includes("/job-atlanta-pmr"))).toEqual([true, false]);
    expect(alerts[1]!.text).toContain("/job-gainesville-conyers-pmr");
    const latest = alerts[1]!;
    expect(latest.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const header = latest.header("list-unsubscribe")!;
    const unsubscribeUrl = /^<(https?:\/\/[^>]+)>, <mailto:[^>]+>$/.exec(header)![1]!;

    // The unsubscribe link opened in a browser shows a button; axe on it.
    const unsubscribePage = await h.open(
      new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search,
      DESKTOP,
    );
    expect(await unsubscribePage.page.locator("h1").textContent()).toBe("Unsubscribe from this job alert");
    await expectNoA11yViolations(unsubscribePage.page, "the unsubscribe page");
    await unsubscribePage.close();

    // RFC 8058: the mail provider's one POST unsubscribes, with no further step.
    const oneClick = await fetch(unsubscribeUrl.replace(h.config.SITE_URL, h.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);

    // The next matching posting opens: matched (the worker has seen it open) and sent to nobody.
    const sentBefore = smtp.mails.length;
    await renewThroughStaffApi("/job-minneapolis-pmr");
    const minneapolis = (await findPostingByPath(h.db.kysely, "/job-minneapolis-pmr"))!;
    await pollUntil(
      async () =>
        await h.db.kysely
          .selectFrom("job_alert_open_postings")
          .select("posting_id")
          .where("posting_id", "=", minneapolis.id)
          .executeTakeFirst(),
      { what: "the opened posting to be matched" },
    );
    await worker.runOnce();
    expect(smtp.mails.length).toBe(sentBefore);
    expect(await h.db.kysely.selectFrom("job_alerts").selectAll().execute()).toEqual([]);
  });
});
