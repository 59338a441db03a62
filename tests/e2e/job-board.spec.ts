/**
 * The job board as a candidate meets it in a real Chromium against the real server: a fresh start with
 * nothing open, a posting imported from the command line and found by a word of its description and by its
 * city (with and without JavaScript, the back button restoring a search), the phone's folded filters, the
 * landing page's way to the jobs on a phone's first screen, and the apply bar after applying.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { jobs } from "#app/content/jobs/index";
import { SAMPLE_PDF } from "#server/test-support/applications";
import { daysFromNow } from "#server/test-support/jobs";
import { runAdminCli } from "#server/test-support/process";
import {
  expect,
  expectNoA11yViolations,
  type Harness,
  startOwnSite,
  test,
  waitForHydration,
  DESKTOP,
  PHONE,
} from "./fixtures";

const IMPORTED = "/job-decatur-pmr";
/** A word only the imported posting's description holds. */
const DESCRIPTION_WORD = "hyperbaric";

const cards = (page: Page) =>
  page.locator("[data-job-card] h2 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));

test.describe("the job board for candidates", () => {
  let h: Harness;
  let dir: string;
  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser, { APPLICATION_RATE_LIMIT: "1000" });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "job-board-e2e-"));
  });
  test.afterAll(async () => {
    await h?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("on a fresh start lists none of the seed postings and says plainly that nothing is open", async () => {
    test.setTimeout(60_000);
    for (const options of [PHONE, DESKTOP]) {
      const { page, problems, close } = await h.open("/jobs", options);
      await waitForHydration(page);
      expect(await page.locator("h1").textContent()).toBe("NP and PA Jobs");
      const nothing = page.locator("[data-slot='jobs-nothing-open']");
      expect(await nothing.getByRole("heading").textContent()).toBe("No NP or PA role is open right now");
      expect(
        await nothing
          .getByRole("link", { name: "Tell a recruiter what you are looking for" })
          .getAttribute("href"),
      ).toBe("/#contact");
      expect(await page.locator("[data-job-card]").count()).toBe(0);
      // The seed postings ended in 2025: not even under "Recently closed".
      for (const job of jobs)
        expect(await page.locator(`main a[href='${job.path}']`).count(), job.path).toBe(0);
      expect(await page.locator("[data-slot='recently-closed']").count()).toBe(0);
      await expectNoA11yViolations(page, "/jobs with nothing open");
      await page.screenshot({
        path: `reports/screenshots/jobs-nothing-open-${options.viewport.width}.png`,
        fullPage: true,
      });
      expect(problems).toEqual([]);
      await close();
    }
  });

  test("after an import, search finds the posting by a word of its description and by its city", async () => {
    test.setTimeout(120_000);
    const atlanta = jobs.find((job) => job.path === "/job-atlanta-pmr")!;
    const decatur = {
      ...atlanta,
      path: IMPORTED,
      identifier: "decatur-pmr",
      legacyPaths: [],
      title: "PM&R Nurse Practitioner or Physician Assistant - Decatur, GA",
      shortTitle: "PM&R NP/PA - Decatur, GA",
      locations: [{ locality: "Decatur", region: "GA", postalCode: "30030" }],
      about: [...atlanta.about, `The clinic also runs a ${DESCRIPTION_WORD} oxygen suite for wound healing.`],
      validThrough: daysFromNow(45),
    };
    const file = path.join(dir, "decatur.json");
    fs.writeFileSync(file, JSON.stringify(decatur));
    const imported = await runAdminCli(["jobs", "import", file], { DATA_DIR: h.dataDir, DATABASE_URL: "" });
    expect(imported).toMatchObject({ code: 0, stdout: `Created ${IMPORTED}: open.\n` });
    // The running site follows the command line's change by itself.
    await expect
      .poll(async () => (await fetch(`${h.baseUrl}/jobs`).then((r) => r.text())).includes(IMPORTED), {
        timeout: 20_000,
      })
      .toBe(true);

    // Without JavaScript: the GET form, answered by the server.
    const plain = await h.open(undefined, { ...DESKTOP, javaScriptEnabled: false });
    await plain.page.goto("/jobs", { waitUntil: "load" });
    expect(await cards(plain.page)).toEqual([IMPORTED]);
    expect(await plain.page.getByRole("status").textContent()).toBe("Showing 1 job, all open now.");
    await plain.page.getByLabel("Keyword").fill(DESCRIPTION_WORD);
    await plain.page.getByLabel("Keyword").press("Enter");
    await plain.page.waitForURL(`**/jobs?q=${DESCRIPTION_WORD}*`);
    expect(await cards(plain.page)).toEqual([IMPORTED]);
    expect(await plain.page.locator("meta[name='robots']").getAttribute("content")).toBe("noindex");
    await plain.page.getByLabel("Keyword").fill("Decatur");
    await plain.page.getByRole("button", { name: "Search" }).click();
    await plain.page.waitForURL("**/jobs?q=Decatur*");
    expect(await cards(plain.page)).toEqual([IMPORTED]);
    await plain.page.getByLabel("Keyword").fill("Savannah");
    await plain.page.getByLabel("Keyword").press("Enter");
    await plain.page.waitForURL("**/jobs?q=Savannah*");
    expect(await cards(plain.page)).toEqual([]);
    expect(await plain.page.locator("[data-slot='jobs-no-match']").isVisible()).toBe(true);
    await plain.page.goBack();
    await plain.page.waitForURL("**/jobs?q=Decatur*");
    expect(await plain.page.getByLabel("Keyword").inputValue()).toBe("Decatur");
    expect(await cards(plain.page)).toEqual([IMPORTED]);
    await plain.close();

    // With JavaScript: a client navigation to the same address; the back button restores the last search.
    const { page, problems, close } = await h.open("/jobs", DESKTOP);
    await waitForHydration(page);
    await page.getByLabel("Keyword").fill(DESCRIPTION_WORD.toUpperCase());
    await page.getByLabel("Keyword").press("Enter");
    await page.waitForURL(`**/jobs?q=${DESCRIPTION_WORD.toUpperCase()}`);
    // The list held this one posting before the search too, so the search's own answer is its status line.
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe(`1 job of 1 open matches “${DESCRIPTION_WORD.toUpperCase()}”.`);
    expect(await cards(page)).toEqual([IMPORTED]);
    await page.getByLabel("Keyword").fill("decatur");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/jobs?q=decatur");
    await expect.poll(() => cards(page)).toEqual([IMPORTED]);
    // A filter applies as soon as it is chosen.
    await page.locator("select[name='role']").selectOption("NP");
    await page.waitForURL("**/jobs?q=decatur&role=NP");
    await expect.poll(() => cards(page)).toEqual([IMPORTED]);
    await page.getByLabel("Schedule").selectOption("part-time");
    await page.waitForURL("**/jobs?q=decatur&role=NP&schedule=part-time");
    await expect.poll(() => cards(page)).toEqual([]);
    await expectNoA11yViolations(page, "/jobs search with no match");
    await page.goBack();
    await page.waitForURL("**/jobs?q=decatur&role=NP");
    await expect.poll(() => cards(page)).toEqual([IMPORTED]);
    expect(await page.getByLabel("Keyword").inputValue()).toBe("decatur");
    expect(await page.locator("select[name='role']").inputValue()).toBe("NP");
    await expectNoA11yViolations(page, "/jobs search");
    await page.screenshot({ path: "reports/screenshots/jobs-search-1280.png", fullPage: true });
    await page.getByRole("link", { name: "Clear the search and show all open jobs" }).click();
    await page.waitForURL(/\/jobs$/);
    await expect.poll(() => cards(page)).toEqual([IMPORTED]);
    expect(problems).toEqual([]);
    await close();
  });

  test("folds the filters behind one button on a phone, with results on the first screen", async () => {
    test.setTimeout(60_000);
    const { page, problems, close } = await h.open("/jobs?state=GA", PHONE);
    await waitForHydration(page);
    const summary = page.locator("[data-jobs-filters] > summary");
    expect(await summary.isVisible()).toBe(true);
    expect((await summary.textContent())?.replace(/\s+/g, " ").trim()).toBe("Filters1 active");
    expect(await page.locator("select[name='role']").isVisible()).toBe(false);
    const firstCard = (await page.locator("[data-job-card]").first().boundingBox())!;
    expect(firstCard.y).toBeLessThan(844);
    await page.screenshot({ path: "reports/screenshots/jobs-search-390.png" });
    await summary.click();
    await expect.poll(() => page.locator("select[name='role']").isVisible()).toBe(true);
    expect(await page.getByLabel("State").inputValue()).toBe("GA");
    await expectNoA11yViolations(page, "/jobs on a phone, filters open");
    await page.screenshot({ path: "reports/screenshots/jobs-filters-open-390.png" });
    expect(problems).toEqual([]);
    await close();

    // On a wide screen, and without JavaScript, the filters are simply there.
    const wide = await h.open(undefined, { ...DESKTOP, javaScriptEnabled: false });
    await wide.page.goto("/jobs", { waitUntil: "load" });
    expect(await wide.page.locator("select[name='role']").isVisible()).toBe(true);
    expect(await wide.page.locator("[data-jobs-filters] > summary").isVisible()).toBe(false);
    await wide.page.screenshot({ path: "reports/screenshots/jobs-open-1280.png", fullPage: true });
    await wide.close();
    const phone = await h.open(undefined, { ...PHONE, javaScriptEnabled: false });
    await phone.page.goto("/jobs", { waitUntil: "load" });
    expect(await phone.page.locator("select[name='role']").isVisible()).toBe(false);
    await phone.page.locator("[data-jobs-filters] > summary").click();
    expect(await phone.page.locator("select[name='role']").isVisible()).toBe(true);
    await phone.close();
  });

  test("leads from the landing page's first phone screen to the jobs", async () => {
    test.setTimeout(60_000);
    const { page, problems, close } = await h.open("/", PHONE);
    await waitForHydration(page);
    const link = page.getByRole("link", { name: "See open NP and PA roles" });
    const box = (await link.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: "reports/screenshots/landing-hero-390.png" });
    await link.click();
    await page.waitForURL("**/jobs");
    await expect.poll(() => cards(page)).toEqual([IMPORTED]);
    expect(problems).toEqual([]);
    await close();
    const desktop = await h.open("/", DESKTOP);
    await waitForHydration(desktop.page);
    expect(await desktop.page.getByRole("link", { name: "See open NP and PA roles" }).isVisible()).toBe(true);
    await desktop.page.screenshot({ path: "reports/screenshots/landing-hero-1280.png" });
    await desktop.close();
  });

  test("says on the sticky apply bar that the candidate has applied, with no second Apply button", async () => {
    test.setTimeout(90_000);
    const { page, problems, close } = await h.open(IMPORTED, PHONE);
    await waitForHydration(page);
    const bar = page.locator("[data-slot='mobile-apply-bar']");
    expect(await bar.getByRole("link", { name: "Apply Now" }).count()).toBe(1);
    await page.locator("#apply-now").scrollIntoViewIfNeeded();
    await page.waitForSelector("#apply-form[data-enhanced='true']");
    const resume = path.join(dir, "resume.pdf");
    fs.writeFileSync(resume, SAMPLE_PDF);
    await page.fill("#apply-firstName", "Maya");
    await page.fill("#apply-lastName", "Okafor");
    await page.fill("#apply-email", "maya.okafor@example.com");
    await page.fill("#apply-phone", "(404) 555-0142");
    await page.check("#apply-credential-NP");
    if ((await page.locator("#apply-licenseStates-picker").getAttribute("open")) === null)
      await page.click("#apply-licenseStates");
    await page.check("#apply-licenseStates-GA");
    await page.fill("#apply-yearsExperience", "6");
    await page.setInputFiles("#apply-resume", resume);
    await page.check("#apply-consent");
    await page.locator("#apply-form button[type='submit']").click();
    await page.getByTestId("application-sent").waitFor({ state: "visible", timeout: 30_000 });
    await expect.poll(() => bar.locator("[data-slot='applied']").textContent()).toBe("You applied");
    expect(await bar.getByRole("link", { name: /Apply/ }).count()).toBe(0);
    expect(await bar.getByRole("link", { name: /^Call / }).count()).toBe(1);
    await expectNoA11yViolations(page, `${IMPORTED} after applying`);
    await page.screenshot({ path: "reports/screenshots/posting-applied-390.png" });
    expect(problems).toEqual([]);
    await close();
    const desktop = await h.open(IMPORTED, DESKTOP);
    await desktop.page.screenshot({ path: "reports/screenshots/posting-1280.png" });
    await desktop.close();
  });
});
