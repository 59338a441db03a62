import type { Page, Request } from "@playwright/test";
import { renewAllPostings } from "#server/test-support/jobs";
import {
  IDLE_SCRIPT_BUDGET_KIB,
  pageScriptBytes,
  type ScriptBytes,
  scriptBudgetKib,
} from "../../scripts/lib/script-bytes";
import { builtPagePaths } from "../../scripts/lib/serve-build";
import { expect, type Harness, startOwnSite, test, PHONE } from "./fixtures";

/** One page of each route module and layout: the cross-check below runs each in a browser. */
const SAMPLE_PATHS = [
  "/",
  "/faq",
  "/compare-services",
  "/our-expertise",
  "/linkedin-network",
  "/how-to-recruit-nurse-practitioners",
  "/nurse-practitioner-salary-guide",
  "/nurse-practitioner-licensing",
  "/jobs",
  "/privacy-policy",
  "/job-valley-alabama",
  "/job-np-remote-telemedicine",
];

/**
 * Scripts a phone requests for `path` when nobody touches the page during its first 10 s (the clock is
 * run forward, so timers such as the floating button's and the browser's idle callbacks fire without the
 * test waiting for them).
 */
async function scriptsLoadedUntouched(page: Page, path: string): Promise<string[]> {
  const urls = new Set<string>();
  let inFlight = 0;
  const settled = (request: Request) => {
    if (request.resourceType() === "script") inFlight -= 1;
  };
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    urls.add(new URL(request.url()).pathname);
    inFlight += 1;
  });
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  await page.clock.install();
  // Load, not network idle: the scripts asked for after it are counted as they come, and waited for below.
  await page.goto(path, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Ten seconds of the page's clock, a step at a time: each idle-loaded module asks for the next only once it
  // has arrived (real time, however busy the machine), so every step waits for the scripts in flight.
  for (let elapsed = 0; elapsed < 10_000; elapsed += 500) {
    await page.clock.runFor(500);
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await page.waitForLoadState("networkidle");
  return [...urls].sort();
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

test.describe("script weight of every page (issue 15 and 24 budgets)", () => {
  let h: Harness;
  /** Per page: what it loads before it is interactive, and the interaction code it loads when idle. */
  const measured = new Map<string, { interactive: ScriptBytes; idle: ScriptBytes }>();
  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser);
    // Open postings, as visitors meet them (the seed's 2025 postings have expired).
    await renewAllPostings(h.db);
    await h.site.refresh();
    for (const path of builtPagePaths()) {
      const html = await (await fetch(`${h.baseUrl}${path}`)).text();
      measured.set(path, await pageScriptBytes(path, html));
    }
    // Both figures of every page, in the test's output.
    console.info(
      [
        "| page | before interactive (KiB) | budget | interaction code, idle (KiB) | budget |",
        "|---|---|---|---|---|",
        ...[...measured.values()].map(
          ({ interactive, idle }) =>
            `| ${interactive.path} | ${kib(interactive.bytes)} | ${scriptBudgetKib(interactive.path)} | ${kib(idle.bytes)} | ${IDLE_SCRIPT_BUDGET_KIB} |`,
        ),
      ].join("\n"),
    );
  });
  test.afterAll(async () => {
    await h?.close();
  });

  test("keeps the landing page within 130 KiB and every other page within 115 KiB of brotli script", () => {
    expect(measured.size).toBeGreaterThan(30);
    const over = [...measured.values()]
      .map((m) => m.interactive)
      .filter((m) => m.bytes / 1024 > scriptBudgetKib(m.path))
      .map((m) => `${m.path}: ${kib(m.bytes)} KiB > ${scriptBudgetKib(m.path)} KiB`);
    expect(over).toEqual([]);
  });

  test("keeps the interaction code each page loads when idle within 60 KiB more, and loads some on every page", () => {
    const idle = [...measured.values()].map((m) => m.idle);
    const over = idle
      .filter((m) => m.bytes / 1024 > IDLE_SCRIPT_BUDGET_KIB)
      .map((m) => `${m.path}: ${kib(m.bytes)} KiB > ${IDLE_SCRIPT_BUDGET_KIB} KiB`);
    expect(over).toEqual([]);
    // Every public page has at least the phone menu and the toasts to load.
    expect(idle.filter((m) => m.scripts.length === 0).map((m) => m.path)).toEqual([]);
  });

  test("counts what a phone loads: the scripts requested in the first 10 s, untouched, are the ones counted in both parts", async () => {
    test.setTimeout(180_000);
    for (const path of SAMPLE_PATHS) {
      const { page, problems, close } = await h.open(undefined, { ...PHONE, reuse: false });
      const loaded = await scriptsLoadedUntouched(page, path);
      const { interactive, idle } = measured.get(path)!;
      expect(loaded, path).toEqual([...interactive.scripts, ...idle.scripts].map((s) => s.url).sort());
      expect(problems, path).toEqual([]);
      await close();
    }
  });
});
