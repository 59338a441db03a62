import { renewAllPostings } from "#server/test-support/jobs";
import { JOB_MENU_LIMIT } from "#schemas/job-board";
import { CONTENT_PATHS, JOB_PATHS } from "../spec-routes";
import {
  expect,
  expectNoA11yViolations,
  type Harness,
  type PageSession,
  PHONE,
  startOwnSite,
  test,
  waitForHydration,
  sidewaysOverflow,
} from "./fixtures";

const EXTRA_PATHS = ["/jobs", "/privacy-policy", "/terms-of-service"];
const ALL_PATHS = [...CONTENT_PATHS, ...JOB_PATHS, ...EXTRA_PATHS];

test.describe("platform in a real browser", () => {
  // Its tests share the file's site and change nothing in it after the set-up, so any worker may take any.
  test.describe.configure({ mode: "parallel" });
  let h: Harness;
  // The route visits share one page per worker, which keeps the scripts in its cache as a visitor's would.
  let routeVisits: PageSession;
  let phoneVisits: PageSession;
  const cspViolations: string[] = [];
  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser);
    // The seed's 2025 postings have expired; renewed, all sixteen are open and fill the menu.
    await renewAllPostings(h.db);
    await h.site.refresh();
    routeVisits = await h.open();
    phoneVisits = await h.open(undefined, PHONE);
    await routeVisits.page.exposeFunction("reportCspViolation", (text: string) => cspViolations.push(text));
    await routeVisits.page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
  });
  test.afterAll(async () => {
    await routeVisits?.close();
    await phoneVisits?.close();
    await h?.close();
  });

  // Each route owes its status, hydration, one h1, no console error, failed request or CSP violation, and
  // zero axe violations on a desktop screen; one test per route, so a slow machine spreads them over the
  // workers and a failure names its route. Phones: the tests after these.
  for (const path of [...ALL_PATHS, "/thank-you"]) {
    test(`${path} renders and hydrates with no console error, failed request, CSP violation or axe violation`, async () => {
      const { page, problems } = routeVisits;
      problems.length = 0;
      cspViolations.length = 0;
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      await expect.poll(() => page.locator("h1").count(), { message: path }).toBe(1);
      await expectNoA11yViolations(page, path);
      expect(problems).toEqual([]);
      expect(cspViolations).toEqual([]);
    });
  }

  // Each route on a phone: loaded at 390 px and narrowed to 375 and 320 px, as a phone turned or a window
  // dragged would (a layout that overflows at a width overflows whichever way it got there), with no sideways
  // scrolling at any of them, and zero axe violations at 375 px. The job pages' axe check on a phone is in the
  // jobs' test, which sees them as a fresh start serves them.
  for (const path of ALL_PATHS) {
    const axe = !path.startsWith("/job");
    test(`${path} on a phone: one h1, no sideways scrolling at 390, 375 and 320 px${axe ? ", no axe violation" : ""}`, async () => {
      const { page, problems } = phoneVisits;
      problems.length = 0;
      await page.setViewportSize(PHONE.viewport);
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      expect(await page.locator("h1").count(), path).toBe(1);
      for (const width of [390, 375, 320]) {
        if (width !== 390) await page.setViewportSize({ width, height: PHONE.viewport.height });
        const overflow = await sidewaysOverflow(page, { afterResize: true });
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        if (width === 375 && axe) await expectNoA11yViolations(page, `${path} at 375 px`);
      }
      expect(problems).toEqual([]);
    });
  }

  test("blocks an inline script that the build did not emit", async () => {
    const session = await h.open(undefined, { allowConsole: [/Content Security Policy/] });
    await session.page.route("**/faq", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</body>",
        "<script>window.injected = true;</script></body>",
      );
      await route.fulfill({ response, body: html });
    });
    const blocked: string[] = [];
    session.page.on("console", (message) => {
      if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
    });
    await session.page.goto("/faq", { waitUntil: "load" });
    await waitForHydration(session.page);
    expect(
      await session.page.evaluate(() => (window as unknown as { injected?: boolean }).injected),
    ).toBeUndefined();
    expect(blocked.join("\n")).toMatch(/script-src/);
    await session.close();
  });

  test("answers an unknown address with a 404 status and the not-found page", async () => {
    const session = await h.open(undefined, { allowStatus: [404] });
    const response = await session.page.goto("/definitely-not-here", { waitUntil: "load" });
    expect(response?.status()).toBe(404);
    await waitForHydration(session.page);
    await expect.poll(() => session.page.locator("h1").textContent()).toBe("404 Page Not Found");
    // Help for a visitor instead of the developer's sentence: jobs, guides and the contact form.
    const main = session.page.locator("main");
    expect(await main.textContent()).not.toContain("Did you forget to add the page to the router?");
    for (const [name, href] of [
      ["See open NP & PA jobs", "/jobs"],
      ["Guides for employers and clinicians", "/our-expertise#guides"],
      ["Contact a recruiter", "/#contact"],
    ]) {
      expect(await main.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    await main.getByRole("link", { name: "See open NP & PA jobs" }).click();
    await session.page.waitForURL("**/jobs");
    expect(session.problems).toEqual([]);
    await session.close();
  });

  test("opens the header dropdowns by mouse and keyboard and lists every job", async () => {
    const { page, problems, close } = await h.open("/", { viewport: { width: 1280, height: 900 } });
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const jobsTrigger = nav.getByRole("button", { name: "Current Jobs" });
    await jobsTrigger.click();
    await expect.poll(() => jobsTrigger.getAttribute("aria-expanded")).toBe("true");
    const jobLinks = nav.locator('a[href^="/job-"]');
    expect(await jobLinks.count()).toBe(Math.min(JOB_PATHS.length, JOB_MENU_LIMIT));
    await expect.poll(() => jobLinks.first().isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "View all jobs" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => jobsTrigger.getAttribute("aria-expanded")).toBe("false");

    // The keyboard half: the pointer is out of the way, as it is for someone using the keyboard. Leaving a
    // trigger starts the menu's 150 ms close timer, so the page is loaded afresh with the pointer already away;
    // otherwise that timer would close the menu opened next.
    await page.mouse.move(640, 880);
    await page.reload();
    await waitForHydration(page);
    const npTrigger = nav.getByRole("button", { name: "Nurse Practitioner" });
    await npTrigger.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => npTrigger.getAttribute("aria-expanded")).toBe("true");
    const salary = nav.getByRole("link", { name: "NP Salary Guide" });
    await expect.poll(() => salary.isVisible()).toBe(true);
    // Tab moves from the trigger into its menu; on to the salary guide, and Enter follows it.
    let steps = 0;
    while (!(await salary.evaluate((link) => link === document.activeElement)) && steps < 8) {
      await page.keyboard.press("Tab");
      steps += 1;
    }
    expect(await salary.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/nurse-practitioner-salary-guide");
    await expect.poll(() => page.locator("h1").textContent()).toContain("Salary");
    expect(problems).toEqual([]);
    await close();
  });

  test("scrolls to the top on a route change and on a link to the page already shown", async () => {
    const { page, problems, close } = await h.open("/faq", { viewport: { width: 1280, height: 800 } });
    await waitForHydration(page);
    // Taller than any viewport whatever the page's length, so that there is somewhere to scroll from.
    await page.evaluate(() => {
      document.body.style.paddingBottom = "3000px";
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL("**/privacy-policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test("takes 'Get Started' to the landing page's contact section from another page", async () => {
    const { page, problems, close } = await h.open("/faq", { viewport: { width: 1280, height: 800 } });
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#contact");
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getElementById("contact")?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
        ),
      )
      .toBeLessThan(200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    await close();
  });

  test("smooth-scrolls only when the visitor has not asked for reduced motion", async () => {
    const smooth = await h.open("/", { reducedMotion: "no-preference" });
    expect(await smooth.page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      "smooth",
    );
    await smooth.close();
    const reduced = await h.open("/", { reducedMotion: "reduce" });
    expect(await reduced.page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      "auto",
    );
    await reduced.close();
  });

  test("offers a slide-out menu at 375 px that traps focus, closes with Escape and navigates", async () => {
    const { page, problems, close } = await h.open("/", {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await waitForHydration(page);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const openButton = page.getByRole("button", { name: "Open menu" });
    await openButton.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Focus moves into the menu once it is drawn: onto its close button, its first control.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Close menu");
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Open menu");

    await openButton.click();
    await dialog.getByText("Physician Assistant", { exact: true }).click();
    await dialog.getByRole("link", { name: "PA Supervision" }).click();
    await page.waitForURL("**/physician-assistant-supervision");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
