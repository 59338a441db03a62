/**
 * A job-alert subscriber's privacy request on the Jobs screen, in a real Chromium against the real server:
 * the recruiter finds the subscriber by e-mail address, downloads their alerts as CSV and JSON, and erases
 * them; the activity log names each step without the address. Axe on the dialog at 1280 and 390 px.
 * With SCREENSHOT_DIR set, the dialog is photographed there at both widths (docs/screenshots/).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { hashPassword } from "#server/staff-auth/passwords";
import { createUser } from "#server/staff-auth/users.repository";
import {
  closeNotifications,
  expect,
  expectNoA11yViolations,
  type Harness,
  startOwnSite,
  test,
  waitForHydration,
  PASSWORD,
  SIGNED_OUT,
  DESKTOP,
  PHONE,
  sidewaysOverflow,
} from "./fixtures";

const STAFF = "maria@apex.example";
const SUBSCRIBER = "jordan.candidate@example.org";
const OTHER = "casey.other@example.org";
const SHOTS = process.env.SCREENSHOT_DIR;

test.describe("a job-alert subscriber's data on the Jobs screen", () => {
  let h: Harness;

  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser, { SMTP_URL: "", NOTIFY_EMAIL_TO: "" });
    await createUser(h.db.kysely, STAFF, await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }));
    // Subscriptions as the public form stores them (that flow has its own test): two for the subscriber,
    // one confirmed and told of a posting, one waiting to confirm, and one of somebody else.
    const now = Date.now();
    const alert = (id: string, email: string, extra: Record<string, unknown>) => ({
      id,
      created_at: now - 3 * 86_400_000,
      updated_at: now - 3 * 86_400_000,
      email,
      role: "NP" as const,
      states: JSON.stringify(["GA"]),
      remote: 0,
      specialty: null,
      frequency: "immediately" as const,
      confirmed_at: null,
      page_path: "/jobs",
      spam_reason: null,
      fill_ms: 9000,
      ip_hash: "e2e-hash",
      user_agent: "Chromium e2e",
      idempotency_key: null,
      idempotency_body_hash: null,
      ...extra,
    });
    await h.db.kysely
      .insertInto("job_alerts")
      .values([
        alert("alert-one", SUBSCRIBER, {
          remote: 1,
          specialty: "Urgent care",
          confirmed_at: now - 86_400_000,
        }),
        alert("alert-two", SUBSCRIBER, { role: "PA", states: JSON.stringify(["FL"]), frequency: "daily" }),
        alert("alert-other", OTHER, { confirmed_at: now }),
      ])
      .execute();
    await h.db.kysely
      .insertInto("job_alert_matches")
      .values({ alert_id: "alert-one", posting_id: "posting-1", matched_at: now, notification_id: null })
      .execute();
  });
  test.afterAll(async () => {
    await h?.close();
  });

  async function signIn(path: string, viewport: typeof DESKTOP | typeof PHONE) {
    const session = await h.open(path, { ...SIGNED_OUT, ...viewport });
    await waitForHydration(session.page);
    await session.page.getByLabel("E-mail address").fill(STAFF);
    await session.page.getByLabel("Password").fill(PASSWORD);
    await session.page.getByRole("button", { name: "Sign in" }).click();
    return session;
  }

  async function findSubscriber(page: Page, typed: string) {
    await page.getByRole("button", { name: "Find a subscriber…" }).click();
    const dialog = page.getByRole("dialog", { name: "A job-alert subscriber's data" });
    await dialog.getByLabel("Subscriber's e-mail address").fill(typed);
    await dialog.getByRole("button", { name: "Find their alerts" }).click();
    await dialog.getByRole("status").waitFor();
    return dialog;
  }

  const auditActions = () =>
    h.db.kysely
      .selectFrom("admin_audit_log")
      .select(["action", "actor", "detail"])
      .where("action", "like", "job_alert_%")
      .orderBy("created_at")
      .orderBy("id")
      .execute();

  test("finds a subscriber by address, downloads their alerts as CSV and JSON, and erases them", async () => {
    test.setTimeout(120_000);
    const { page, problems, close } = await signIn("/admin/jobs", DESKTOP);
    await page.locator("[data-slot='job-alerts-card'] dd").first().waitFor();
    const dialog = await findSubscriber(page, "  Jordan.Candidate@Example.ORG ");
    expect(await dialog.getByRole("status").textContent()).toBe(`2 job alerts for ${SUBSCRIBER}:`);
    const items = dialog.getByRole("list", { name: "Their job alerts" }).getByRole("listitem");
    expect(await items.allTextContents()).toEqual([
      expect.stringMatching(
        /^NP roles · Georgia or remote · specialty “Urgent care” · e-mailed at once.*confirmed .*1 posting sent$/,
      ),
      expect.stringMatching(/^PA roles · Florida · daily digest.*waiting to confirm; 0 postings sent$/),
    ]);
    expect(await dialog.textContent()).not.toContain(OTHER);
    await expectNoA11yViolations(page, "a subscriber found");
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "recruiter-jobs-alert-subscriber.png") });

    const csvDownload = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download CSV" }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^job-alerts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = await readFile((await csv.path())!, "utf8");
    const lines = csvText
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"alert-one","${SUBSCRIBER}","NP","GA","yes","Urgent care","immediately"`);
    expect(lines[1]).toContain('"posting-1 at ');
    expect(lines[2]).toContain(`"alert-two","${SUBSCRIBER}","PA","FL","no","","daily digest"`);

    const jsonDownload = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download JSON" }).click();
    const json = JSON.parse(await readFile((await (await jsonDownload).path())!, "utf8"));
    expect(json.alerts.map((alert: { id: string }) => alert.id)).toEqual(["alert-one", "alert-two"]);
    expect(json.alerts[0].postingsSent).toEqual([{ postingId: "posting-1", at: expect.any(String) }]);

    // Erasing asks once more, then removes both alerts and nobody else's.
    await dialog.getByRole("button", { name: "Erase…" }).click();
    expect(await dialog.textContent()).toContain(`Erase 2 job alerts of ${SUBSCRIBER}?`);
    await expectNoA11yViolations(page, "erasing a subscriber: the last question");
    await dialog.getByRole("button", { name: "Erase 2 job alerts" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Subscriber erased", { exact: true }).waitFor();
    const left = await h.db.kysely.selectFrom("job_alerts").select(["id", "email"]).execute();
    expect(left).toEqual([{ id: "alert-other", email: OTHER }]);
    expect(await h.db.kysely.selectFrom("job_alert_matches").select("alert_id").execute()).toEqual([]);

    // Found again: nothing kept. (The notice of the erasure lies over the button for its five seconds.)
    await closeNotifications(page);
    const again = await findSubscriber(page, SUBSCRIBER);
    expect(await again.getByRole("status").textContent()).toContain(`No job alerts for ${SUBSCRIBER}.`);
    await page.keyboard.press("Escape");

    // The activity log: each step, with counts and never the address.
    const rows = await auditActions();
    expect(rows.map((row) => [row.action, row.actor, JSON.parse(row.detail)])).toEqual([
      ["job_alert_export", STAFF, { count: 2, format: "csv" }],
      ["job_alert_export", STAFF, { count: 2, format: "json" }],
      ["job_alert_erase", STAFF, { count: 2, alertIds: ["alert-one", "alert-two"] }],
    ]);
    for (const row of rows) expect(row.detail).not.toContain(SUBSCRIBER);
    await page.goto("/admin/activity");
    const log = page.getByRole("table");
    await log.getByText("Erased a job-alert subscriber's data").waitFor();
    expect(await log.getByText("Exported a job-alert subscriber's data").count()).toBe(2);
    expect(await log.textContent()).toContain("2 job alerts erased on request");
    expect(await log.textContent()).toContain("2 job alerts exported on request as CSV");
    expect(await log.textContent()).not.toContain(SUBSCRIBER);
    expect(problems).toEqual([]);
    await close();
  });

  test("works on a phone: the card's button, the found alert and the downloads fit at 390 px", async () => {
    test.setTimeout(120_000);
    const { page, problems, close } = await signIn("/admin/jobs", PHONE);
    await page.locator("[data-slot='job-alerts-card'] dd").first().waitFor();
    const dialog = await findSubscriber(page, OTHER);
    expect(await dialog.getByRole("status").textContent()).toBe(`1 job alert for ${OTHER}:`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page, "a subscriber found, on a phone");
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "recruiter-jobs-alert-subscriber-phone.png") });
    // Keyboard: Back returns to the address, which keeps what was typed.
    await dialog.getByRole("button", { name: "Back" }).focus();
    await page.keyboard.press("Enter");
    expect(await dialog.getByLabel("Subscriber's e-mail address").inputValue()).toBe(OTHER);
    expect(problems).toEqual([]);
    await close();
  });
});
