import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { seedApplication } from "#server/test-support/applications";
import { startTestApp, validContact } from "#server/test-support/app";
import { createTestDatabase, TEST_DATABASE_URL } from "#server/test-support/db";
import { leadRow } from "#server/test-support/staff";
import { hashPassword } from "#server/staff-auth/passwords";
import { createUser } from "#server/staff-auth/users.repository";
import {
  expect,
  expectNoA11yViolations,
  type Harness,
  type PageSession,
  startOwnSite,
  test,
  waitForHydration,
  PASSWORD,
  MINUTE,
  PHONE,
} from "./fixtures";

const HOUR = 60 * MINUTE;
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const LANDING_FORM = "Get Matched with Top Healthcare Talent in 20 Minutes";
/** Business hours round the clock: what is overdue does not hang on when the test runs. */
const ROUND_THE_CLOCK = { BUSINESS_HOURS: "Mon-Sun 0:00-24:00", BUSINESS_TZ: "UTC" };
/** The promise: a new lead is on every open list within this long. */
const PUSH_BOUND_MS = 2_000;

function shot(page: Page, name: string) {
  if (!process.env.SCREENSHOT_DIR) return Promise.resolve();
  fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
  return page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** Records desktop notifications and permission requests, so the test can see what the page asked for. */
const WATCH_NOTIFICATIONS = () => {
  const seen = { shown: [] as string[], asked: 0 };
  (window as unknown as { notes: typeof seen }).notes = seen;
  const Real = window.Notification;
  if (!Real) return;
  class Watched extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      seen.shown.push(title);
    }
    static override requestPermission(...args: Parameters<typeof Real.requestPermission>) {
      seen.asked += 1;
      return Real.requestPermission(...args);
    }
    static override get permission() {
      return Real.permission;
    }
  }
  window.Notification = Watched as unknown as typeof Notification;
};

async function signIn(h: Harness, pagePath: string, options: object) {
  const session = await h.open(pagePath, { allowStatus: [401], ...options });
  await session.page.addInitScript(WATCH_NOTIFICATIONS);
  await session.page.reload({ waitUntil: "networkidle" });
  await waitForHydration(session.page);
  await session.page.getByLabel("E-mail address").fill("maria@apex.example");
  await session.page.getByLabel("Password").fill(PASSWORD);
  await session.page.getByRole("button", { name: "Sign in" }).click();
  return session;
}

/** The ids of the list's rows, top to bottom. */
const rowIds = (page: Page) =>
  page.locator("[data-lead-id]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-lead-id")));

/** Sends the landing page's full form as a clinician, the way a visitor does. */
async function sendLandingForm(
  h: Harness,
  lastName: string,
): Promise<{ at: number; close(): Promise<void> }> {
  const visitor = await h.open();
  // The page's clock runs 10 s behind: the form was shown long enough ago for a person to have typed it
  // (one sent faster than a person types is stored as spam).
  await visitor.page.clock.install({ time: Date.now() - 10_000 });
  await visitor.page.goto("/", { waitUntil: "networkidle" });
  await waitForHydration(visitor.page);
  const form = visitor.page.getByRole("form", { name: LANDING_FORM });
  await form.hover();
  await expect.poll(() => form.getAttribute("data-enhanced")).toBe("true");
  await form.getByLabel("NP/PA Professional").check();
  await form.getByLabel("First name").fill("Imani");
  await form.getByLabel("Last name").fill(lastName);
  await form.getByLabel("Email").fill(`imani.${lastName.toLowerCase()}@example.org`);
  await form.getByLabel("Phone").fill("(614) 555-0199");
  await form.getByLabel(/^Desired position/).fill("Family Nurse Practitioner");
  await form.getByLabel(/^Specialty/).fill("Primary care");
  await form.getByLabel(/^Location/).fill("Columbus, OH");
  await form.getByLabel("Message").fill("Looking for a 4-day week in primary care.\nI can start in March.");
  const answered = visitor.page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await form.getByRole("button", { name: "Submit" }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  return { at: Date.now(), close: visitor.close };
}

test.describe("the recruiter's day: pushed leads, overdue first, the facts in sight", () => {
  let h: Harness;
  const now = Date.now();
  const id: Record<string, string> = {};

  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser, { SMTP_URL: "", NOTIFY_EMAIL_TO: "", ...ROUND_THE_CLOCK });
    const kdb = h.db.kysely;
    const user = await createUser(
      kdb,
      "maria@apex.example",
      await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }),
    );
    const rows = {
      oldest: leadRow({ created_at: now - 3 * HOUR, first_name: "Olive", last_name: "Oldest" }),
      overdue: leadRow({ created_at: now - HOUR, first_name: "Owen", last_name: "Overdue" }),
      answered: leadRow({
        created_at: now - 2 * HOUR,
        first_name: "Ada",
        last_name: "Answered",
        status: "contacted",
      }),
      fresh: leadRow({ created_at: now - 5 * MINUTE, first_name: "Fern", last_name: "Fresh" }),
    };
    await kdb.insertInto("leads").values(Object.values(rows)).execute();
    for (const [key, row] of Object.entries(rows)) id[key] = row.id;
    await kdb
      .insertInto("lead_status_changes")
      .values({
        id: randomUUID(),
        lead_id: rows.answered.id,
        created_at: now - 2 * HOUR + 12 * MINUTE,
        from_status: "new",
        to_status: "contacted",
        note: "",
        user_id: user.id,
        user_email: user.email,
      })
      .execute();
    id.lateApplication = (await seedApplication(h.db, { created_at: now - 2 * HOUR, first_name: "Lena" }))
      .id!;
    id.newApplication = (
      await seedApplication(h.db, {
        created_at: now - 2 * MINUTE,
        first_name: "Nico",
        email: "nico@example.org",
      })
    ).id!;
  });

  test.afterAll(async () => {
    await h?.close();
  });

  test("lists the overdue first with each row's wait and facts, filters to them, and passes axe", async () => {
    for (const [size, options] of [
      ["1280", DESKTOP],
      ["390", PHONE],
    ] as const) {
      const { page, problems, close } = await signIn(h, "/admin", options);
      await page.locator("[data-lead-id]").first().waitFor();
      expect(await rowIds(page)).toEqual([id.oldest, id.overdue, id.fresh, id.answered]);
      const row = (key: string) => page.locator(`[data-lead-id="${id[key]}"]`);
      expect(await row("oldest").getAttribute("data-overdue")).toBe("true");
      expect(await row("oldest").locator("[data-wait]").textContent()).toContain("waiting 3 h");
      expect(await row("answered").locator("[data-wait]").textContent()).toContain("answered in 12 min");
      expect(await row("fresh").getAttribute("data-overdue")).toBeNull();
      expect(await row("oldest").locator("[data-lead-facts]").textContent()).toContain(
        "Tulsa, OK — “We need two family NPs for our rural clinics by spring.”",
      );
      await expectNoA11yViolations(page, `leads, overdue first, at ${size} px`);
      await shot(page, `staff-overdue-first-${size}`);

      // The overdue filter (folded under "More filters" on a phone).
      if (size === "390") await page.getByText("More filters").click();
      await page.getByLabel("Waiting", { exact: true }).selectOption("overdue");
      await expect.poll(() => rowIds(page)).toEqual([id.oldest, id.overdue]);
      expect(page.url()).toContain("waiting=overdue");
      await page.getByLabel("Order", { exact: true }).selectOption({ label: "Newest first" });
      await expect.poll(() => rowIds(page)).toEqual([id.overdue, id.oldest]);
      await expectNoA11yViolations(page, `leads, overdue only, at ${size} px`);
      expect(problems).toEqual([]);
      await close();
    }
  });

  test("a lead sent through the public form appears in the open list within 2 s, counted in the title, with selection, focus and scroll kept", async () => {
    const staff = await signIn(h, "/admin", { ...DESKTOP, viewport: { width: 1280, height: 420 } });
    const { page } = staff;
    await page.locator("[data-lead-id]").first().waitFor();
    // Never asked for notifications on load.
    expect(await page.evaluate(() => (window as unknown as { notes: { asked: number } }).notes.asked)).toBe(
      0,
    );
    await staff.context.grantPermissions(["notifications"]);
    await page.getByRole("button", { name: "Notify me of new leads" }).click();
    await page.getByRole("button", { name: "Notifying of new leads" }).waitFor();

    // Work in the list: select one lead, move to another with the keyboard, scroll a little.
    await page.getByLabel("Select Fern Fresh").check();
    await page.locator(`[data-lead-id="${id.overdue}"]`).focus();
    await page.keyboard.press("j");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-lead-id"))).toBe(id.fresh);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const titleBefore = await page.title();
    expect(titleBefore).not.toMatch(/^\(\d+\)/);
    const navigations = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    const scrollBefore = await page.evaluate(() => window.scrollY);

    const sent = await sendLandingForm(h, "Pushed");
    const lead = await h.db.kysely
      .selectFrom("leads")
      .select("id")
      .where("last_name", "=", "Pushed")
      .executeTakeFirstOrThrow();
    const row = page.locator(`[data-lead-id="${lead.id}"]`);
    await row.waitFor({ timeout: Math.max(1, PUSH_BOUND_MS - (Date.now() - sent.at)) });
    await sent.close();

    // In place: the same document, no navigation, the selection and the focused lead kept.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(navigations);
    expect(await page.getByLabel("Select Fern Fresh").isChecked()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-lead-id"))).toBe(id.fresh);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThanOrEqual(60);
    // The facts under the name, the message's first line only.
    expect(await row.locator("[data-lead-facts]").textContent()).toBe(
      "Family Nurse Practitioner · Primary care · Columbus, OH — “Looking for a 4-day week in primary care.”",
    );
    // The title counts it until the recruiter looks; a desktop notification said so (without a name).
    await expect.poll(() => page.title()).toBe(`(1) ${titleBefore}`);
    const shown = await page.evaluate(
      () => (window as unknown as { notes: { shown: string[] } }).notes.shown,
    );
    expect(shown).toEqual(["New lead"]);
    await shot(page, "staff-pushed-lead-1280");
    await page.keyboard.press("Shift");
    await expect.poll(() => page.title()).toBe(titleBefore);
    await expectNoA11yViolations(page, "leads after a pushed lead");

    // The detail shows the facts in its header; the technical data stays folded.
    await row.getByRole("link").click();
    const header = page.locator("article header");
    await header.waitFor();
    expect(await header.locator("[data-lead-facts]").textContent()).toBe(
      "NP/PA Professional · Family Nurse Practitioner · Primary care · Columbus, OH",
    );
    expect(await header.locator("[data-message-start]").textContent()).toBe(
      "“Looking for a 4-day week in primary care.”",
    );
    expect(
      await page.locator("details", { hasText: "Attribution and technical data" }).getAttribute("open"),
    ).toBeNull();
    await expectNoA11yViolations(page, "lead detail with its facts");
    await shot(page, "staff-lead-facts-1280");
    expect(staff.problems).toEqual([]);
    await staff.close();
  });

  test("applications: the overdue first, their waits and the message's first line; a new one arrives pushed", async () => {
    const { page, problems, close } = await signIn(h, "/admin/applications", DESKTOP);
    const rows = page.locator("[data-application-id]");
    await rows.first().waitFor();
    const ids = () => rows.evaluateAll((all) => all.map((row) => row.getAttribute("data-application-id")));
    expect((await ids()).slice(0, 2)).toEqual([id.lateApplication, id.newApplication]);
    const late = page.locator(`[data-application-id="${id.lateApplication}"]`);
    expect(await late.locator("[data-wait]").textContent()).toContain("waiting 2 h");
    expect(await late.locator("[data-message-start]").textContent()).toBe(
      "“Board-certified FNP with six years in outpatient rehab.”",
    );
    await page.getByLabel("Waiting", { exact: true }).selectOption("overdue");
    await expect.poll(ids).toEqual([id.lateApplication]);
    await expectNoA11yViolations(page, "applications, overdue only");
    await page.getByLabel("Waiting", { exact: true }).selectOption("");
    await expect.poll(async () => (await ids()).length).toBe(2);
    const added = await seedApplication(h.db, { first_name: "Pia", email: "pia@example.org" });
    // Seeded straight into the database, as another process would: announced the way a stored one is.
    const { announceStaffItems } = await import("#server/db/staff-items");
    await announceStaffItems(h.db, { topic: "applications", change: "created", count: 1 });
    await page.locator(`[data-application-id="${added.id}"]`).waitFor({ timeout: PUSH_BOUND_MS });
    await shot(page, "staff-applications-overdue-1280");
    expect(problems).toEqual([]);
    await close();
  });
});

test.describe("two instances on one PostgreSQL", () => {
  let h: Harness | undefined;
  let other: Awaited<ReturnType<typeof startTestApp>> | undefined;
  let drop: (() => Promise<void>) | undefined;

  test.beforeAll(async ({ browser }) => {
    if (!TEST_DATABASE_URL) return;
    const database = await createTestDatabase("postgres");
    drop = database.drop;
    h = await startOwnSite(browser, {
      DATABASE_URL: database.databaseUrl!,
      SMTP_URL: "",
      NOTIFY_EMAIL_TO: "",
    });
    other = await startTestApp(database);
    await createUser(
      h.db.kysely,
      "maria@apex.example",
      await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }),
    );
  });

  test.afterAll(async () => {
    await other?.close();
    await h?.close();
    await drop?.();
  });

  test("a lead sent to one instance appears on a list served by the other within 2 s", async () => {
    test.skip(!TEST_DATABASE_URL, "needs PostgreSQL (TEST_DATABASE_URL)");
    const staff: PageSession = await signIn(h!, "/admin", DESKTOP);
    const { page } = staff;
    await page.getByText("No leads match these filters").waitFor();
    const answer = await other!.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: validContact({ lastName: "Elsewhere", email: "elsewhere@example.org" }),
    });
    expect(answer.statusCode).toBe(201);
    const sentAt = Date.now();
    const row: Locator = page.locator(`[data-lead-id="${answer.json().id}"]`);
    await row.waitFor({ timeout: Math.max(1, PUSH_BOUND_MS - (Date.now() - sentAt)) });
    await expect.poll(() => page.title()).toMatch(/^\(1\) /);
    expect(staff.problems).toEqual([]);
    await staff.close();
  });
});
