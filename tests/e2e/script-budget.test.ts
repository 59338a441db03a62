import type { Page } from "playwright-core";
import { renewAllPostings } from "#server/test-support/jobs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ScriptBytes, scriptBudgetKib, staticScriptBytes } from "../../scripts/lib/script-bytes";
import { builtPagePaths } from "../../scripts/lib/serve-build";
import { describeBrowser, type Harness, startHarness } from "./harness";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
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
 * run forward, so timers such as the floating button's fire without the test waiting for them).
 */
async function scriptsLoadedUntouched(page: Page, path: string): Promise<string[]> {
  const urls = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.add(new URL(request.url()).pathname);
  });
  await page.clock.install();
  await page.goto(path, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.clock.runFor(10_000);
  await page.waitForLoadState("networkidle");
  return [...urls].sort();
}

describeBrowser("script weight of every page (issue 15 budgets)", () => {
  let h: Harness;
  const measured = new Map<string, ScriptBytes>();
  beforeAll(async () => {
    h = await startHarness();
    // Open postings, as visitors meet them (the seed's 2025 postings have expired).
    await renewAllPostings(h.db);
    await h.site.refresh();
    for (const path of builtPagePaths()) {
      const html = await (await fetch(`${h.baseUrl}${path}`)).text();
      measured.set(path, await staticScriptBytes(path, html));
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  it("keeps the landing page within 130 KiB and every other page within 115 KiB of brotli script", () => {
    expect(measured.size).toBeGreaterThan(30);
    const over = [...measured.values()]
      .filter((m) => m.bytes / 1024 > scriptBudgetKib(m.path))
      .map((m) => `${m.path}: ${(m.bytes / 1024).toFixed(1)} KiB > ${scriptBudgetKib(m.path)} KiB`);
    expect(over).toEqual([]);
  });

  it("counts what a phone loads: the scripts requested in the first 10 s, untouched, are the ones counted", async () => {
    for (const path of SAMPLE_PATHS) {
      const { page, problems, close } = await h.open(undefined, PHONE);
      const loaded = await scriptsLoadedUntouched(page, path);
      expect(loaded, path).toEqual(
        measured
          .get(path)!
          .scripts.map((s) => s.url)
          .sort(),
      );
      expect(problems, path).toEqual([]);
      await close();
    }
  }, 180_000);
});
