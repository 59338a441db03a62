/**
 * The browser tests' site: the real server on the production build (in this process, with a fresh SQLite
 * data directory) and Chromium driven by playwright-core. The tests take it through `fixtures.ts`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { FastifyInstance } from "fastify";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { buildApp } from "#server/app";
import { connectDb, type Db, migrateToLatest } from "#server/db/connect";
import { type Config, loadConfig } from "#server/env";
import { importSeedPostings } from "#server/jobs/seed";
import type { LiveSite } from "#server/site/live-site";
import { configurePasswordHasher, DEFAULT_HASHER_OPTIONS } from "#server/staff-auth/password-hasher";
import { startTestSite } from "#server/test-support/build";
import { freePort } from "#server/test-support/process";

export interface PageSession {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors, failed requests and 4xx/5xx responses seen so far. */
  problems: string[];
  close(): Promise<void>;
}

export interface Harness {
  baseUrl: string;
  app: FastifyInstance;
  config: Config;
  db: Db;
  /** The rendered site; `refresh()` renders it again after a test changed the postings. */
  site: LiveSite;
  dataDir: string;
  browser: Browser;
  /**
   * A fresh context and page that records every console error and failed request; given a path, it opens
   * it and waits for load and, where the page has scripts, for hydration.
   */
  open(
    path?: string,
    options?: BrowserContextOptions & { allowStatus?: number[]; allowConsole?: RegExp[] },
  ): Promise<PageSession>;
  close(): Promise<void>;
}

/** Starts the site, whose pages open in `browser` (the runner's own, which records traces; left open). */
export async function startHarness(browser: Browser, env: Record<string, string> = {}): Promise<Harness> {
  // Sign-ins check passwords at the server's own priority, as in Vitest (server/test-support/setup.ts).
  await configureTestPasswordChecks();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
  const port = await freePort();
  // The inbox accepts changes only from SITE_URL's origin, which is where the browser opens it here.
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: "",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    LEAD_RATE_LIMIT: "1000",
    SITE_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  const db = connectDb({ databaseUrl: config.DATABASE_URL, dataDir });
  await migrateToLatest(db);
  await importSeedPostings(db);
  const site = await startTestSite(db, config.SITE_URL, { buildDir: config.BUILD_DIR });
  const app = await buildApp({ config, db, site });
  await app.listen({ port, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server did not bind");
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const open: Harness["open"] = async (pagePath, options = {}) => {
    const { allowStatus = [], allowConsole = [], ...contextOptions } = options;
    const context = await browser.newContext({ baseURL: baseUrl, ...contextOptions });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (allowConsole.some((pattern) => pattern.test(text))) return;
      if (allowStatus.length > 0 && /Failed to load resource/.test(text)) return;
      problems.push(`console: ${text}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    page.on("requestfailed", (request) => {
      const failure = request.failure()?.errorText ?? "";
      // Navigations that replace a page cancel its pending requests; that is not a failure.
      if (failure.includes("ERR_ABORTED")) return;
      problems.push(`requestfailed: ${request.url()} ${failure}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400 && !allowStatus.includes(response.status())) {
        problems.push(`http ${response.status()}: ${response.url()}`);
      }
    });
    if (pagePath) {
      await page.goto(pagePath, { waitUntil: "load" });
      // A page with scripts is ready when React has hydrated it; a page without (a confirmation answered
      // by the server), or any page with JavaScript off, is ready at load.
      const scripts = contextOptions.javaScriptEnabled !== false;
      if (scripts && (await page.locator("script[type='module']").count())) await waitForHydration(page);
    }
    return { page, context, problems, close: () => context.close() };
  };

  return {
    baseUrl,
    app,
    config,
    db,
    site,
    dataDir,
    browser,
    open,
    async close() {
      await app.close();
      await site.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let passwordChecksConfigured: Promise<unknown> | undefined;
function configureTestPasswordChecks() {
  passwordChecksConfigured ??= configurePasswordHasher({ ...DEFAULT_HASHER_OPTIONS, niceness: 0 });
  return passwordChecksConfigured;
}

/** Waits until React has hydrated the document (root.tsx marks it). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * axe-core with the WCAG 2.x A/AA rules: each violation on a line (none: an empty list). In the page itself
 * (`axe.run` from the top frame, reaching the same-origin frames it injects into; the site has no other
 * kind): the default runs each frame apart and then joins the results in a new blank page, which took
 * 6.4 CPU-seconds a page here against 2.8, for the same results.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  );
}
