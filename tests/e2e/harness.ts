/**
 * The browser tests' site: the real server on the production build (in this process, with a fresh SQLite
 * data directory) and Chromium driven by playwright-core. The tests take it through `fixtures.ts`.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type axeCore from "axe-core";
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

export interface OpenOptions extends BrowserContextOptions {
  /** Statuses at or above 400 that the page may receive without it counting as a problem. */
  allowStatus?: number[];
  /** Console errors that do not count as problems. */
  allowConsole?: RegExp[];
  /**
   * Whether the page may be one another test of this worker closed with the same options (`pagePool`): its
   * cookies, storage and permissions cleared, the site's scripts still in its cache, as a returning visitor's
   * browser has them. On unless the test is about a first visit (the scripts a page requests, the bytes it
   * loads, what happens before they arrive): `reuse: false` gives a new context and page.
   */
  reuse?: boolean;
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
   * A context and page (one another test closed, unless `reuse: false`) that records every console error and
   * failed request; given a path, it opens it and waits for load and, where the page has scripts, for
   * hydration. Its `close()` puts the page back for another test or closes it (`pagePool`).
   */
  open(path?: string, options?: OpenOptions): Promise<PageSession>;
  close(): Promise<void>;
}

/** The port of this worker's last site, and the pages closed on each address (`pagePool`). */
let lastPort: number | undefined;
const pools = new Map<string, ReturnType<typeof pagePool>>();

/** Starts the site, whose pages open in `browser` (the runner's own, which records traces; left open). */
export async function startHarness(browser: Browser, env: Record<string, string> = {}): Promise<Harness> {
  // Sign-ins check passwords at the server's own priority, as in Vitest (server/test-support/setup.ts).
  await configureTestPasswordChecks();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
  // The port of the worker's previous site while it is free: the same address keeps that site's render
  // thread (test-support/build.ts) and its pooled pages, with the site's scripts in their cache, for this one.
  const port = await freePort(lastPort);
  lastPort = port;
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

  let pool = pools.get(baseUrl);
  if (!pool) {
    pool = pagePool(baseUrl);
    pools.set(baseUrl, pool);
  }
  const open: Harness["open"] = async (pagePath, options = {}) => {
    const { allowStatus = [], allowConsole = [], reuse = true, ...contextOptions } = options;
    const key = JSON.stringify(contextOptions);
    const pooled = reuse ? pool.take(key) : undefined;
    const context = pooled?.context ?? (await browser.newContext({ baseURL: baseUrl, ...contextOptions }));
    const page = pooled?.page ?? (await context.newPage());
    const session = pool.watch(context, page);
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
    return {
      page,
      context,
      problems,
      close: () => (reuse ? session.release(key) : context.close()),
    };
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
      // Pooled pages wait on a blank document, cleared, for the worker's next site at this address; the
      // browser closes them when the worker ends.
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

/** The rules the site answers to: WCAG 2.0-2.2 A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** axe-core itself, put into a document the first time a check runs in it (`a11yViolations`). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core with the WCAG 2.x A/AA rules: each violation on a line (none: an empty list). axe is put into each
 * frame of the page once per document (a frame that cannot take it, one being replaced, is left out, as
 * axe's own Playwright wrapper leaves it) and `axe.run` from the top frame reaches the others. The wrapper
 * sent and compiled axe's 640 KB twice on every check, a second page check on the same document too:
 * 0.50 s a job page against 0.30 s (decision 0495). Every node of each violation is kept, one example of
 * the other kinds (passes, incomplete, inapplicable): the selectors of every passing node took a fifth of a
 * check's time and nothing reads them.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(AXE_SOURCE);
    } catch {
      // A frame detached or navigating away while it was checked: nothing of it is left to test.
    }
  }
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axeCore }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    AXE_TAGS,
  );
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  );
}

/**
 * Methods whose effect on a page or its context outlives the test and that `release` cannot undo: a page or
 * context on which a test called one is closed, not reused.
 */
const LASTING_PAGE = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "addLocatorHandler",
  "emulateMedia",
  "setExtraHTTPHeaders",
  "setViewportSize",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
  "routeWebSocket",
  "routeFromHAR",
] as const;
const LASTING_CONTEXT = [
  ...LASTING_PAGE.filter(
    (name) => name !== "setViewportSize" && name !== "emulateMedia" && name !== "addLocatorHandler",
  ),
  "newPage",
  "setGeolocation",
  "setOffline",
  "setHTTPCredentials",
] as const;
const LASTING_CLOCK = [
  "install",
  "setFixedTime",
  "setSystemTime",
  "runFor",
  "fastForward",
  "pauseAt",
] as const;

/**
 * The pages at one site address that tests closed and another may take, also a test of a later site at the
 * same address (`OpenOptions.reuse`): a new context and page cost this machine about two CPU-seconds with the
 * site's scripts loaded, a navigation in a page that has them in its cache about half a second. A page is put back only when nothing the test did to it lasts: its
 * routes and listeners are removed, the site's cookies, storage and permissions cleared, and it waits on a
 * blank document; one a test changed in a lasting way (`LASTING_*`), led away from the site, or opened a second
 * page or a service worker from is closed instead.
 */
function pagePool(baseUrl: string) {
  const idle = new Map<string, { context: BrowserContext; page: Page }[]>();
  const lasting = new WeakSet<object>();
  const watched = new WeakSet<object>();

  // The listeners an emitter had when it was made (the runner's own, for traces and screenshots), which stay.
  const ownListeners = new WeakMap<object, Set<unknown>>();
  // Pages and contexts are Node event emitters, which their types do not say.
  type Emitter = Pick<NodeJS.EventEmitter, "eventNames" | "listeners" | "off">;
  function keepListeners(target: Page | BrowserContext) {
    const emitter = target as unknown as Emitter;
    if (ownListeners.has(emitter)) return;
    const own = new Set<unknown>();
    for (const name of emitter.eventNames())
      for (const listener of emitter.listeners(name)) own.add(listener);
    ownListeners.set(emitter, own);
  }
  function removeAddedListeners(target: Page | BrowserContext) {
    const emitter = target as unknown as Emitter;
    const own = ownListeners.get(emitter);
    for (const name of emitter.eventNames()) {
      for (const listener of emitter.listeners(name)) {
        if (!own?.has(listener)) emitter.off(name, listener as (...args: unknown[]) => void);
      }
    }
  }

  function mark(target: object, names: readonly string[]) {
    if (watched.has(target)) return;
    watched.add(target);
    const methods = target as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of names) {
      const method = methods[name];
      if (typeof method !== "function") continue;
      methods[name] = (...args: unknown[]) => {
        lasting.add(target);
        return method.apply(target, args);
      };
    }
  }

  async function reset(context: BrowserContext, page: Page): Promise<boolean> {
    if (lasting.has(context) || lasting.has(page) || lasting.has(page.clock)) return false;
    if (context.pages().length !== 1 || context.serviceWorkers().length > 0 || page.isClosed()) return false;
    if (new URL(page.url()).origin !== baseUrl) return false;
    removeAddedListeners(page);
    removeAddedListeners(context);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await page.evaluate(() => sessionStorage.clear());
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", { origin: baseUrl, storageTypes: "all" });
    await cdp.detach();
    await context.clearCookies();
    await context.clearPermissions();
    await page.goto("about:blank");
    // The pointer where a new page's is: at the corner, over nothing a test looks at.
    await page.mouse.move(0, 0);
    return true;
  }

  return {
    take(key: string) {
      const pages = idle.get(key) ?? [];
      for (let pooled = pages.pop(); pooled; pooled = pages.pop()) {
        if (!pooled.page.isClosed() && pooled.context.browser()?.isConnected()) return pooled;
      }
      return undefined;
    },
    /** Marks what a test does to `page` and `context` that would outlast it. */
    watch(context: BrowserContext, page: Page) {
      keepListeners(page);
      keepListeners(context);
      mark(page, LASTING_PAGE);
      mark(context, LASTING_CONTEXT);
      mark(page.clock, LASTING_CLOCK);
      return {
        async release(key: string) {
          const reusable = await reset(context, page).catch(() => false);
          if (!reusable) return context.close();
          const pages = idle.get(key) ?? [];
          pages.push({ context, page });
          idle.set(key, pages);
        },
      };
    },
  };
}
