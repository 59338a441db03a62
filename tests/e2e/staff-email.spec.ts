/**
 * E-mail from the record as a recruiter uses it, in a real Chromium against the real server and a real SMTP
 * receiver: the templates screen (axe), a template edited there, then sent to a lead from its detail through
 * the composer (the placeholders filled in, the message edited before sending), received by the SMTP server,
 * shown in the lead's history and counted as its first response.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createMessageOutboxWorker } from "#server/messages/outbox";
import type { OutboxWorker } from "#server/outbox/queue";
import { hashPassword } from "#server/staff-auth/passwords";
import { createUser } from "#server/staff-auth/users.repository";
import { seedApplication } from "#server/test-support/applications";
import { pollUntil } from "#server/test-support/poll";
import { startSmtpServer, type TestSmtpServer } from "#server/test-support/smtp";
import { leadRow } from "#server/test-support/staff";
import {
  closeNotifications,
  expect,
  expectNoA11yViolations,
  type Harness,
  startOwnSite,
  test,
  waitForHydration,
  PASSWORD,
  DESKTOP,
  PHONE,
  sidewaysOverflow,
} from "./fixtures";

const RECRUITER = "maria.lopez@apex.example";
const SUBJECT = "Thanks, {{first_name}}: a recruiter will call you today";

test.describe("e-mail from the record", () => {
  let h: Harness;
  let smtp: TestSmtpServer;
  let worker: OutboxWorker;
  const lead = leadRow({
    created_at: Date.now() - 40 * 60_000,
    first_name: "Nia",
    last_name: "Okafor",
    email: "nia.okafor@example.org",
    position: "Psychiatric NP",
  });

  test.beforeAll(async ({ browser }) => {
    smtp = await startSmtpServer();
    h = await startOwnSite(browser, { SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: "" });
    worker = createMessageOutboxWorker({ db: h.db, config: h.config, log: h.app.log });
    worker.start();
    await createUser(h.db.kysely, RECRUITER, await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }));
    await h.db.kysely.insertInto("leads").values(lead).execute();
  });
  test.afterAll(async () => {
    await worker?.stop();
    await h?.close();
    await smtp?.close();
  });

  async function signIn(page: Page) {
    await waitForHydration(page);
    await page.getByLabel("E-mail address").fill(RECRUITER);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
  }

  async function shoot(page: Page, name: string) {
    const out = process.env.SCREENSHOT_DIR;
    if (!out) return;
    fs.mkdirSync(out, { recursive: true });
    await page.screenshot({ path: path.join(out, name), fullPage: false });
  }

  test("a recruiter edits a template, sends it to a lead, and the lead is answered", async () => {
    const { page, problems, close } = await h.open("/admin/templates", { ...DESKTOP, allowStatus: [401] });
    await signIn(page);
    await page.getByRole("heading", { level: 1, name: "E-mail templates" }).waitFor();
    const nav = page.getByRole("navigation", { name: "Staff app" });
    expect(await nav.getByRole("link", { name: "Templates" }).getAttribute("aria-current")).toBe("page");
    const thanks = page.getByRole("region", { name: "Thanks, a recruiter will call you" });
    await thanks.getByLabel("Subject").waitFor();
    await expectNoA11yViolations(page, "templates screen");
    await shoot(page, "staff-guide-templates.png");

    // A misspelt placeholder is refused with the field's message; the corrected subject is saved.
    await thanks.getByLabel("Subject").fill("Thanks, {{firstname}}");
    await thanks.getByRole("button", { name: "Save template" }).click();
    await thanks.getByText("The subject names an unknown placeholder: {{firstname}}").waitFor();
    await thanks.getByLabel("Subject").fill(SUBJECT);
    await thanks.getByRole("button", { name: "Save template" }).click();
    await page.getByText(`Last saved by ${RECRUITER}`).waitFor();
    const saved = await h.db.kysely
      .selectFrom("message_templates")
      .select("subject")
      .where("name", "=", "Thanks, a recruiter will call you")
      .executeTakeFirstOrThrow();
    expect(saved.subject).toBe(SUBJECT);

    // The lead's detail: Send e-mail opens the composer; the template comes filled in for Nia.
    await page.goto(`/admin/leads/${lead.id}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(
      await h.db.kysely
        .selectFrom("lead_status_changes")
        .select("id")
        .where("lead_id", "=", lead.id)
        .execute(),
    ).toEqual([]);
    await page.getByRole("button", { name: "Send e-mail" }).click();
    const dialog = page.getByRole("dialog", { name: "Send e-mail" });
    await dialog.getByText("To: nia.okafor@example.org").waitFor();
    // The composer opens on its template box.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("SELECT");
    await dialog.getByLabel("Template").selectOption({ label: "Thanks, a recruiter will call you" });
    const subject = dialog.getByLabel("Subject");
    await expect.poll(() => subject.inputValue()).toBe("Thanks, Nia: a recruiter will call you today");
    const body = dialog.getByLabel("Message");
    const filled = await body.inputValue();
    expect(filled).toMatch(/^Hi Nia,\n/);
    expect(filled).toContain("to talk about Psychiatric NP");
    expect(filled).toContain("Maria Lopez\nApex NP & PA Recruiting");
    await body.fill(filled.replace("within one business day", "this afternoon, around 3 pm Eastern,"));
    await expectNoA11yViolations(page, "composer");
    await shoot(page, "staff-guide-email-composer.png");
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    // Focus is back on the button that opened it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe("Send e-mail");

    // The real SMTP server receives it: plain text, from the firm, replies to the recruiter.
    await smtp.waitFor(1);
    const mail = smtp.mails[0]!;
    expect(mail.envelopeTo).toEqual(["nia.okafor@example.org"]);
    expect(mail.header("subject")).toBe("Thanks, Nia: a recruiter will call you today");
    expect(mail.header("reply-to")).toContain(RECRUITER);
    expect(mail.text).toContain(
      "I will call you this afternoon, around 3 pm Eastern, to talk about Psychiatric NP",
    );
    expect(mail.html).toBe("");

    // The history shows it as an e-mail (not a note), the e-mail list says it was sent, and it is the lead's
    // first response.
    const history = page.getByRole("region", { name: "History" });
    const sent = history.getByRole("listitem").filter({
      has: page.getByText("E-mail sent: Thanks, Nia: a recruiter will call you today", { exact: true }),
    });
    await sent.waitFor();
    expect(await sent.getAttribute("data-kind")).toBe("email");
    expect(await sent.textContent()).toContain(`by ${RECRUITER}`);
    await sent
      .getByText("From the template “Thanks, a recruiter will call you”. The e-mail is in the E-mails list.")
      .waitFor();
    expect(await history.getByText(/^Note \(/).count()).toBe(0);
    await page.locator('[data-message="sent"]').waitFor();
    const answered = await pollUntil(async () => {
      const response = await page.request.get(`/api/admin/leads/${lead.id}`);
      const detail = (await response.json()) as { lead: { wait: { firstResponseAt: number | null } } };
      return detail.lead.wait.firstResponseAt;
    });
    const first = await h.db.kysely
      .selectFrom("record_messages")
      .select(["created_at", "status"])
      .where("lead_id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(answered).toBe(Number(first.created_at));
    expect(first.status).toBe("sent");
    await expectNoA11yViolations(page, "lead detail with its e-mail");
    await shoot(page, "staff-guide-email-sent.png");
    // The picture of the history, without the toast over it.
    await closeNotifications(page);
    await sent.scrollIntoViewIfNeeded();
    await shoot(page, "staff-guide-email-history.png");
    expect(problems).toEqual([]);
    await close();
  });

  test("sends the interview request to a candidate from the application's page", async () => {
    const application = await seedApplication(h.db, {
      first_name: "Grace",
      last_name: "Holm",
      email: "grace.holm@example.org",
      job_title: "Family Nurse Practitioner – Tulsa, OK",
    });
    const { page, problems, close } = await h.open(`/admin/applications/${application.id}`, {
      ...DESKTOP,
      allowStatus: [401],
    });
    await signIn(page);
    await page.getByRole("button", { name: "Send e-mail" }).click();
    const dialog = page.getByRole("dialog", { name: "Send e-mail" });
    await dialog.getByText("To: grace.holm@example.org").waitFor();
    await dialog.getByLabel("Template").selectOption({ label: "Interview request" });
    await expect
      .poll(() => dialog.getByLabel("Subject").inputValue())
      .toBe("Interview request: Family Nurse Practitioner – Tulsa, OK");
    const before = smtp.mails.length;
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await smtp.waitFor(before + 1);
    const mail = smtp.mails.at(-1)!;
    expect(mail.envelopeTo).toEqual(["grace.holm@example.org"]);
    expect(mail.text).toContain(
      "Hi Grace,\n\nThank you for your interest in Family Nurse Practitioner – Tulsa, OK.",
    );
    const history = page.getByRole("region", { name: "History" });
    await history
      .getByText("E-mail sent: Interview request: Family Nurse Practitioner – Tulsa, OK", { exact: true })
      .waitFor();
    await history.getByText("From the template “Interview request”.", { exact: false }).waitFor();
    expect(await history.getByText(/^Note \(/).count()).toBe(0);
    await page.locator('[data-message="sent"]').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test("the templates screen and the composer on a phone", async () => {
    const { page, problems, close } = await h.open("/admin/templates", { ...PHONE, allowStatus: [401] });
    await signIn(page);
    await page.getByRole("heading", { level: 1, name: "E-mail templates" }).waitFor();
    await page.getByRole("region", { name: "Interview request" }).getByLabel("Subject").waitFor();
    await expectNoA11yViolations(page, "templates screen on a phone");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, "staff-guide-templates-phone.png");
    await page.goto(`/admin/leads/${lead.id}`);
    await page.getByRole("button", { name: "Send e-mail" }).click();
    const dialog = page.getByRole("dialog", { name: "Send e-mail" });
    await dialog.getByLabel("Template").selectOption({ label: "Interview request" });
    await expect
      .poll(() => dialog.getByLabel("Subject").inputValue())
      .toBe("Interview request: Psychiatric NP");
    await shoot(page, "staff-guide-email-composer-phone.png");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // The history on a phone: the e-mail sent in the first test, as an e-mail, within the screen's width.
    const sent = page
      .getByRole("region", { name: "History" })
      .getByText("E-mail sent: Thanks, Nia: a recruiter will call you today", { exact: true });
    await sent.scrollIntoViewIfNeeded();
    await expectNoA11yViolations(page, "lead history with an e-mail on a phone");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, "staff-guide-email-history-phone.png");
    expect(problems).toEqual([]);
    await close();
  });
});
