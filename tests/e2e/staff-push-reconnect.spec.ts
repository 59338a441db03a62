import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Page } from "@playwright/test";
import { RECONNECTING_NOTICE_MS, REFUSED_RETRY_MS } from "#app/components/admin/staff-events";
import { buildApp } from "#server/app";
import { hashPassword } from "#server/staff-auth/passwords";
import { createUser } from "#server/staff-auth/users.repository";
import { leadRow } from "#server/test-support/staff";
import {
  expect,
  expectNoA11yViolations,
  type Harness,
  type PageSession,
  startOwnSite,
  test,
  waitForHydration,
  PASSWORD,
  PHONE,
} from "./fixtures";

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const LANDING_FORM = "Get Matched with Top Healthcare Talent in 20 Minutes";
const EVENTS_PATH = "/api/admin/events";
const SESSION_PATH = "/api/admin/session";

function shot(page: Page, name: string) {
  if (!process.env.SCREENSHOT_DIR) return Promise.resolve();
  fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
  return page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** Notes, in the page, when the live status line first says "Reconnecting…" (the page's own clock). */
const WATCH_LIVE_STATUS = () => {
  const seen = window as unknown as { reconnectingAt?: number };
  new MutationObserver(() => {
    if (seen.reconnectingAt) return;
    if (document.querySelector('[data-live="reconnecting"]')) seen.reconnectingAt = Date.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-live"] });
};

/**
 * A recruiter signed in at /admin. With `clock`, the page's clock is Playwright's: it runs as the real one
 * does, and the test can move it on past a wait of the page's own (`fastForward`).
 */
async function signIn(h: Harness, options: object, { clock = false } = {}): Promise<PageSession> {
  // 502: the stand-in proxy's answers while the app is away (checked by `unexpected` below).
  const session = await h.open(undefined, { allowStatus: [401, 502], ...options });
  if (clock) await session.page.clock.install();
  await session.page.goto("/admin", { waitUntil: "load" });
  await waitForHydration(session.page);
  await session.page.getByLabel("E-mail address").fill("maria@apex.example");
  await session.page.getByLabel("Password").fill(PASSWORD);
  await session.page.getByRole("button", { name: "Sign in" }).click();
  await session.page.locator("[data-lead-id]").first().waitFor();
  await session.page.locator('[data-live="open"]').waitFor({ state: "attached" });
  await session.page.evaluate(WATCH_LIVE_STATUS);
  await session.page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  return session;
}

/**
 * What went wrong in a page apart from the outage itself: the stream and the sign-in check failing while
 * nothing (or only the proxy) answers on the port.
 */
function unexpected(problems: readonly string[]): string[] {
  return problems.filter(
    (problem) =>
      !(
        (problem.startsWith("requestfailed: ") && problem.includes(EVENTS_PATH)) ||
        (problem.startsWith("http 502: ") &&
          (problem.includes(EVENTS_PATH) || problem.includes(SESSION_PATH))) ||
        /EventSource's response has a MIME type \("text\/html"\)/.test(problem)
      ),
  );
}

/** Sends the landing page's form as a clinician, the way a visitor does; resolves to the stored lead's id. */
async function sendLandingForm(h: Harness, lastName: string): Promise<string> {
  const visitor = await h.open();
  // The page's clock runs 10 s behind: the form was shown long enough ago for a person to have typed it.
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
  await form.getByLabel("Message").fill("Looking for a 4-day week in primary care.");
  const answered = visitor.page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await form.getByRole("button", { name: "Submit" }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  expect(visitor.problems).toEqual([]);
  await visitor.close();
  const lead = await h.db.kysely
    .selectFrom("leads")
    .select("id")
    .where("last_name", "=", lastName)
    .executeTakeFirstOrThrow();
  return lead.id;
}

/** A proxy in front of an app that is restarting: every request answered 502 Bad Gateway. */
async function standInProxy(port: number): Promise<{ close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(502, { "content-type": "text/html; charset=utf-8" });
    response.end("<h1>502 Bad Gateway</h1>");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test.describe("live updates come back by themselves after the server restarts", () => {
  let h: Harness;
  let port: number;
  /** The app running now: the harness's first, then each one started again on the same port and data. */
  let current: FastifyInstance;
  const started: FastifyInstance[] = [];

  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser, { SMTP_URL: "", NOTIFY_EMAIL_TO: "" });
    port = Number(new URL(h.baseUrl).port);
    current = h.app;
    await createUser(
      h.db.kysely,
      "maria@apex.example",
      await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }),
    );
    await h.db.kysely
      .insertInto("leads")
      .values(leadRow({ first_name: "Fern", last_name: "Waiting" }))
      .execute();
  });

  test.afterAll(async () => {
    for (const app of started) await app.close();
    await h?.close();
  });

  /** Stops the running app (its open streams end, as in a deploy) and notes when. */
  async function stopApp(): Promise<number> {
    const at = Date.now();
    await current.close();
    return at;
  }

  /** Starts the app again on the same port, database and site, as the process manager would. */
  async function startAgain() {
    current = await buildApp({ config: h.config, db: h.db, site: h.site });
    started.push(current);
    await current.listen({ port, host: "127.0.0.1" });
  }

  /** The page says "Reconnecting…" no sooner than the documented delay after the drop, the list still shown. */
  async function expectReconnecting(session: PageSession, droppedAt: number, timeout: number) {
    const status = session.page.locator('[data-live="reconnecting"]');
    await status.waitFor({ timeout });
    expect(await status.textContent()).toBe("Reconnecting…");
    expect(await status.getAttribute("role")).toBe("status");
    const shownAt = await session.page.evaluate(
      () => (window as unknown as { reconnectingAt?: number }).reconnectingAt,
    );
    expect(shownAt).toBeGreaterThanOrEqual(droppedAt + RECONNECTING_NOTICE_MS);
    await session.page.getByText("Fern Waiting").first().waitFor();
  }

  /** Back: the line is empty again, and a new lead reaches the open list pushed, without a reload. */
  async function expectBack(sessions: PageSession[], lastName: string, timeout: number) {
    for (const { page } of sessions) {
      await page.locator('[data-live="open"]').waitFor({ state: "attached", timeout });
      expect(await page.locator("[data-live]").textContent()).toBe("");
    }
    const id = await sendLandingForm(h, lastName);
    for (const { page, problems } of sessions) {
      // Within the list's own 60-second refresh: only the reopened stream brings it this soon.
      await page.locator(`[data-lead-id="${id}"]`).waitFor({ timeout: 10_000 });
      await expect.poll(() => page.title()).toMatch(/^\(1\) /);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(unexpected(problems)).toEqual([]);
      // Seen: the next outage starts from a plain title.
      await page.keyboard.press("Shift");
      await expect.poll(() => page.title()).not.toMatch(/^\(\d+\) /);
    }
  }

  test("the app stops and starts again on the same port: Reconnecting… after a few seconds, then pushed leads again", async () => {
    const desktop = await signIn(h, DESKTOP);
    const phone = await signIn(h, PHONE);
    const sessions = [desktop, phone];

    const droppedAt = await stopApp();
    for (const session of sessions) await expectReconnecting(session, droppedAt, 15_000);
    await expectNoA11yViolations(desktop.page, "leads while reconnecting, 1280 px");
    await expectNoA11yViolations(phone.page, "leads while reconnecting, 390 px");
    await shot(desktop.page, "staff-reconnecting-1280");
    await shot(phone.page, "staff-reconnecting-390");

    await startAgain();
    await expectBack(sessions, "Restarted", 15_000);
    for (const session of sessions) await session.close();
  });

  test("a proxy answers 502 while the app restarts: the list stays, the sign-in is kept, and the stream comes back", async () => {
    const session = await signIn(h, DESKTOP, { clock: true });
    const { page } = session;
    // The page's clock is Playwright's: the drop is timed by it too.
    const droppedAt = await page.evaluate(() => Date.now());
    await stopApp();
    const proxy = await standInProxy(port);
    // The stream was refused (502): the page asked whether the recruiter is still signed in, and was told
    // nothing either way.
    const asked = page.waitForResponse(
      (response) => response.url().endsWith(SESSION_PATH) && response.status() === 502,
    );
    await expectReconnecting(session, droppedAt, 15_000);
    await asked;
    await expect.poll(() => page.locator('[data-live="reconnecting"]').count()).toBe(1);
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.getByText("Fern Waiting").first().waitFor();
    await expectNoA11yViolations(page, "leads while reconnecting behind a proxy");

    await proxy.close();
    await startAgain();
    // After a refusal the page tries again in 30 s: its clock is moved on to that moment.
    await page.clock.fastForward(REFUSED_RETRY_MS);
    await expectBack([session], "BehindProxy", 15_000);
    await session.close();
  });

  test("the sign-in expired while the app was away: the stream is refused 401 and the page asks to sign in again", async () => {
    const session = await signIn(h, DESKTOP);
    const { page } = session;
    await stopApp();
    await h.db.kysely
      .updateTable("admin_sessions")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const refused = page.waitForResponse(
      (response) => response.url().endsWith(EVENTS_PATH) && response.status() === 401,
    );
    await startAgain();
    await refused;
    await page.getByLabel("E-mail address").waitFor();
    expect(await page.locator("[data-lead-id]").count()).toBe(0);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(unexpected(session.problems)).toEqual([]);
    await session.close();
  });
});
