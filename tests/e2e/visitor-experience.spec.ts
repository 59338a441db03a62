import type { Page } from "@playwright/test";
import { renewAllPostings } from "#server/test-support/jobs";
import { JOB_PATHS } from "../spec-routes";
import {
  expect,
  expectNoA11yViolations,
  type Harness,
  startOwnSite,
  test,
  waitForHydration,
  PHONE,
} from "./fixtures";

const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * Acts like a visitor on their way to a control (a pointer moving over the page), lets the code that
 * activity asks for arrive, then records every script requested from `open` until `isOpen` holds.
 */
async function scriptsFetchedWhileOpening(
  page: Page,
  open: () => Promise<void>,
  isOpen: () => Promise<boolean>,
): Promise<string[]> {
  await page.mouse.move(200, 300);
  await page.mouse.move(220, 320);
  await page.waitForLoadState("networkidle");
  const scripts: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  };
  page.on("request", onRequest);
  await open();
  await expect.poll(isOpen).toBe(true);
  page.off("request", onRequest);
  return scripts;
}

/** Boxes of every visible text run on screen that `box` overlaps (the button's own text aside). */
function textUnder(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const button = document.querySelector(sel);
    if (!button) return { shown: false, overlaps: [] as string[] };
    const b = button.getBoundingClientRect();
    const shown = b.top < window.innerHeight && b.bottom > 0;
    const overlaps: string[] = [];
    if (!shown) return { shown, overlaps };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || button.contains(node)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest("[aria-hidden='true'], .sr-only, [hidden]")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) {
          overlaps.push(text.slice(0, 40));
          break;
        }
      }
    }
    return { shown, overlaps };
  }, selector);
}

test.describe("the visitor's experience", () => {
  let h: Harness;
  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser);
    // The seed's 2025 postings have expired; renewed, they are open and fill the menus and openings tables.
    await renewAllPostings(h.db);
    await h.site.refresh();
  });
  test.afterAll(async () => {
    await h?.close();
  });

  test("opens the floating dialog, the exit popup and a header menu without fetching code at the click", async () => {
    const { page, problems, close } = await h.open("/", { ...DESKTOP, reuse: false });
    await waitForHydration(page);
    const cta = page.getByRole("button", { name: "Get Matched Today" });
    await expect.poll(() => cta.isVisible()).toBe(true);
    const dialog = page.getByRole("dialog", { name: "Get Matched in 20 Minutes" });
    expect(
      await scriptsFetchedWhileOpening(
        page,
        () => cta.click(),
        () => dialog.isVisible(),
      ),
    ).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    const nav = page.getByRole("navigation", { name: "Main" });
    const jobs = nav.getByRole("button", { name: "Current Jobs" });
    expect(
      await scriptsFetchedWhileOpening(
        page,
        () => jobs.click(),
        () => nav.getByRole("link", { name: "View all jobs" }).isVisible(),
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);
    await close();

    // A fresh session for the exit popup (it stays closed once a lead dialog was opened).
    const fresh = await h.open("/", { ...DESKTOP, reuse: false });
    await waitForHydration(fresh.page);
    const popup = fresh.page.getByRole("dialog", { name: "Wait! Don't Miss Out" });
    expect(
      await scriptsFetchedWhileOpening(
        fresh.page,
        () => fresh.page.mouse.move(600, -5),
        () => popup.isVisible(),
      ),
    ).toEqual([]);
    expect(fresh.problems).toEqual([]);
    await fresh.close();
  });

  test("opens the phone menu and an FAQ answer without fetching code at the tap", async () => {
    const { page, problems, close } = await h.open("/faq", { ...PHONE, reuse: false });
    await waitForHydration(page);
    const menu = page.getByRole("dialog", { name: "Menu" });
    expect(
      await scriptsFetchedWhileOpening(
        page,
        () => page.getByRole("button", { name: "Open menu" }).click(),
        () => menu.isVisible(),
      ),
    ).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.count()).toBe(0);

    const trigger = page.locator("[data-slot='accordion-trigger']").nth(1);
    expect(
      await scriptsFetchedWhileOpening(
        page,
        () => trigger.click(),
        () => trigger.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open),
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  test("keeps the exit popup closed once the floating dialog was opened in the session", async () => {
    const { page, problems, close } = await h.open("/", DESKTOP);
    await waitForHydration(page);
    const cta = page.getByRole("button", { name: "Get Matched Today" });
    await expect.poll(() => cta.isVisible()).toBe(true);
    await cta.click();
    const dialog = page.getByRole("dialog", { name: "Get Matched in 20 Minutes" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    await page.mouse.move(600, 300);
    await page.mouse.move(600, -5);
    // The trigger runs synchronously on the pointer leaving: had it fired, the session would record it.
    expect(await page.evaluate(() => sessionStorage.getItem("apex:exit-intent-shown"))).toBeNull();
    expect(await page.getByRole("dialog").count()).toBe(0);
    // Also on the next page load of the session.
    await page.reload({ waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.mouse.move(600, 300);
    await page.mouse.move(600, -5);
    expect(await page.evaluate(() => sessionStorage.getItem("apex:exit-intent-shown"))).toBeNull();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test("on a phone: the 30 s popup is a bottom sheet, and never comes once the visitor used a form", async () => {
    const sheet = await h.open(undefined, PHONE);
    await sheet.page.clock.install();
    await sheet.page.goto("/", { waitUntil: "networkidle" });
    await waitForHydration(sheet.page);
    await sheet.page.clock.runFor(30_000);
    const popup = sheet.page.getByRole("dialog", { name: "Wait! Don't Miss Out" });
    await expect
      .poll(async () => {
        await sheet.page.clock.runFor(50);
        return popup.isVisible();
      })
      .toBe(true);
    const box = (await popup.boundingBox())!;
    // Along the bottom edge, the whole width, with the top of the page still in view above it.
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(Math.round(box.width)).toBe(390);
    expect(box.y).toBeGreaterThan(844 * 0.25);
    await sheet.page.getByRole("heading", { level: 1 }).isVisible();
    await popup.getByRole("button", { name: "Close" }).tap();
    await expect.poll(() => popup.count()).toBe(0);
    expect(sheet.problems).toEqual([]);
    await sheet.close();

    const formFirst = await h.open(undefined, PHONE);
    await formFirst.page.clock.install();
    await formFirst.page.goto("/", { waitUntil: "networkidle" });
    await waitForHydration(formFirst.page);
    const field = formFirst.page.getByRole("textbox", { name: /First name/ }).first();
    await field.tap();
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await formFirst.page.clock.runFor(31_000);
    expect(await formFirst.page.evaluate(() => sessionStorage.getItem("apex:exit-intent-shown"))).toBeNull();
    expect(await formFirst.page.getByRole("dialog").count()).toBe(0);
    expect(formFirst.problems).toEqual([]);
    await formFirst.close();
  });

  test("the floating button covers no text of a desktop's first screen, and a guide at 390 × 844 has none", async () => {
    const selector = "[data-slot='floating-cta']";
    for (const [path, viewport] of [
      ["/nurse-practitioner-salary-guide", PHONE],
      ["/", DESKTOP],
    ] as const) {
      const label = `${path} at ${viewport.viewport.width} px`;
      const { page, problems, close } = await h.open(undefined, viewport);
      await page.clock.install();
      await page.goto(path, { waitUntil: "load" });
      await waitForHydration(page);
      // Past the 3 s after which the button appears.
      await page.clock.runFor(3100);
      if (path === "/") {
        await expect.poll(() => page.locator(selector).count(), { message: label }).toBe(1);
        await expect.poll(async () => (await textUnder(page, selector)).shown, { message: label }).toBe(true);
      } else expect(await page.locator(selector).count(), label).toBe(0);
      await expect
        .poll(async () => (await textUnder(page, selector)).overlaps, { message: label })
        .toEqual([]);
      expect(problems, label).toEqual([]);
      await close();
    }
  });

  test("shows the salary guides' pay columns and whole captions on a 320 px phone", async () => {
    const { page, problems, close } = await h.open(undefined, { viewport: { width: 320, height: 740 } });
    for (const path of ["/nurse-practitioner-salary-guide", "/physician-assistant-salary-guide"]) {
      await page.goto(path, { waitUntil: "load" });
      const cards = page.locator("[data-slot='data-table-cards']").filter({ hasText: "Base pay" });
      expect(await cards.count(), path).toBeGreaterThan(0);
      const card = cards.first();
      for (const label of ["Base pay", "Bonus"]) {
        const term = card.locator("dt", { hasText: label }).first();
        const value = term.locator("xpath=following-sibling::dd[1]");
        const box = (await value.boundingBox())!;
        expect(box.x, `${path} ${label}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${path} ${label}`).toBeLessThanOrEqual(320);
        expect((await value.textContent())?.trim().length).toBeGreaterThan(0);
      }
      const caption = card.locator("p").first();
      const captionBox = (await caption.boundingBox())!;
      expect(captionBox.x + captionBox.width).toBeLessThanOrEqual(320);
      expect(await caption.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await page.goto("/compare-services", { waitUntil: "networkidle" });
    const feature = page.locator("[data-slot='comparison-cards'] li").first();
    for (const label of ["Apex NP & PA Recruiting", "General Healthcare Recruiters", "Job Boards"]) {
      const box = (await feature.getByText(label).boundingBox())!;
      expect(box.x + box.width, label).toBeLessThanOrEqual(320);
    }
    expect(problems).toEqual([]);
    await close();
  });

  test("shows pay and location above the fold of every posting at 390×844, above the apply bar", async () => {
    const { page, problems, close } = await h.open(undefined, PHONE);
    for (const path of JOB_PATHS) {
      await page.goto(path, { waitUntil: "load" });
      const bar = (await page.locator("[data-slot='mobile-apply-bar']").boundingBox())!;
      // Open postings: the bar leads to the application form (e-mail stays in the apply card).
      expect(await page.locator("[data-slot='mobile-apply-bar'] a[href='#apply-now']").isVisible()).toBe(
        true,
      );
      expect(await page.locator("[data-slot='mobile-apply-bar'] a[href^='tel:']").isVisible()).toBe(true);
      for (const fact of ["pay", "location"]) {
        const box = (await page.locator(`[data-fact='${fact}']`).first().boundingBox())!;
        expect(box.y + box.height, `${path} ${fact}`).toBeLessThanOrEqual(bar.y);
      }
    }
    expect(problems).toEqual([]);
    await close();
  });

  test("offers to clear an empty /jobs filter and to talk to a recruiter", async () => {
    const { page, problems, close } = await h.open("/jobs?role=PA&state=remote", PHONE);
    await waitForHydration(page);
    const help = page.locator("[data-slot='jobs-no-match']");
    await expect.poll(() => help.isVisible()).toBe(true);
    expect(await help.getByRole("link", { name: "Talk to a recruiter" }).getAttribute("href")).toBe(
      "/#contact",
    );
    await expectNoA11yViolations(page, "/jobs with no match");
    await help.getByRole("link", { name: "Show all open jobs" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe(`Showing ${JOB_PATHS.length} jobs, all open now.`);
    expect(new URL(page.url()).search).toBe("");
    expect(await help.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test("keeps a toast clear of the form it reports on and of the floating button", async () => {
    const { page, problems, close } = await h.open("/", PHONE);
    await waitForHydration(page);
    const cta = page.getByRole("button", { name: "Contact", exact: true });
    await expect.poll(() => cta.isVisible()).toBe(true);
    const form = page.getByRole("form", { name: /Get Matched with Top Healthcare Talent/ });
    await form.scrollIntoViewIfNeeded();
    await form.hover();
    await expect.poll(() => form.getAttribute("data-enhanced")).toBe("true");
    await form.getByLabel("First name").fill("Sam");
    await form.getByLabel("Last name").fill("Rivera");
    await form.getByLabel("Email").fill("sam.rivera@example.org");
    await form.getByLabel("Phone").fill("312-555-0144");
    await form.getByLabel("Message").fill("We need a full-time FNP for our urgent care clinic.");
    await form.getByRole("button", { name: "Submit" }).click();
    const toast = page.locator("[data-slot='toast']");
    await expect.poll(() => toast.isVisible()).toBe(true);
    const status = form.getByRole("status");
    await expect.poll(async () => (await status.textContent())?.trim().length ?? 0).toBeGreaterThan(0);
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const toastBox = (await toast.boundingBox())!;
    expect(overlaps(toastBox, (await status.boundingBox())!)).toBe(false);
    expect(overlaps(toastBox, (await form.getByRole("button", { name: "Submit" }).boundingBox())!)).toBe(
      false,
    );
    const ctaBox = await cta.boundingBox();
    if (ctaBox) expect(overlaps(toastBox, ctaBox)).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  test("has zero axe violations with the new states open: jobs menu, exit sheet, keyword list", async () => {
    const desktop = await h.open("/jobs", DESKTOP);
    await waitForHydration(desktop.page);
    await desktop.page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Current Jobs" })
      .click();
    await expectNoA11yViolations(desktop.page, "jobs menu open");
    await desktop.page.goto("/job-hyannis-pmr", { waitUntil: "networkidle" });
    await desktop.page.getByText(/Show \d+ related searches/).click();
    await expectNoA11yViolations(desktop.page, "keyword list open");
    expect(desktop.problems).toEqual([]);
    await desktop.close();

    const phone = await h.open(undefined, PHONE);
    await phone.page.clock.install();
    await phone.page.goto("/", { waitUntil: "networkidle" });
    await waitForHydration(phone.page);
    await phone.page.clock.runFor(30_000);
    const popup = phone.page.getByRole("dialog", { name: "Wait! Don't Miss Out" });
    await expect
      .poll(async () => {
        await phone.page.clock.runFor(50);
        return popup.isVisible();
      })
      .toBe(true);
    await phone.page.clock.resume();
    await expectNoA11yViolations(phone.page, "exit sheet");
    expect(phone.problems).toEqual([]);
    await phone.close();
  });
});
