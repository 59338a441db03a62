/**
 * The browser tests' fixtures (`@playwright/test`): one site per worker, on the runner's own browser (so a
 * failed test leaves its trace and screenshots), and axe as an assertion.
 * A file that changes data other files read, or needs other settings, starts its own (`startOwnSite`).
 */
import { test as base, expect, type Page } from "@playwright/test";
import { a11yViolations, type Harness, startHarness } from "./harness";

export { expect } from "@playwright/test";
export { type Harness, type PageSession, waitForHydration } from "./harness";

/** The staff tests' password, and the screens and answers they open pages with. */
export const PASSWORD = "correct horse battery staple";
export const MINUTE = 60_000;
export const SIGNED_OUT = { allowStatus: [401] };
export const DESKTOP = { viewport: { width: 1280, height: 900 } };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export const test = base.extend<object, { site: Harness }>({
  site: [
    async ({ browser }, use) => {
      const site = await startHarness(browser);
      await use(site);
      await site.close();
    },
    { scope: "worker" },
  ],
});

/**
 * A site of the file's own, on the runner's browser, for a file that changes data other files read or that
 * needs other settings: started in the file's `test.beforeAll`, closed in its `test.afterAll`.
 */
export const startOwnSite = startHarness;

/**
 * Closes every notification on screen and waits until they are gone, as a recruiter closes one that lies over
 * the control they want next (the staff app's notices stand at the top right for 5 to 10 seconds, where a
 * click would otherwise wait them out).
 */
export async function closeNotifications(page: Page): Promise<void> {
  for (const button of await page.getByRole("button", { name: "Close notification" }).all()) {
    // One whose time runs out meanwhile leaves by itself.
    await button.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(page.locator("[data-slot='toast']")).toHaveCount(0);
}

/**
 * How far the document reaches past the right edge of the viewport the test set, in CSS pixels (0 or less:
 * nothing scrolls sideways). Compared with the set width, not `innerWidth`: a phone's browser widens its
 * layout to fit content that overflows, which would hide the overflow it measures. `afterResize` waits two
 * frames first, so that what the page does on a resize (its media-query listeners) is drawn; not under a
 * paused `page.clock`, which holds the frames.
 */
export async function sidewaysOverflow(page: Page, { afterResize = false } = {}): Promise<number> {
  const width = page.viewportSize()?.width;
  if (!width) throw new Error("sidewaysOverflow needs a page with a set viewport");
  const scrollWidth = await page.evaluate(
    (frames) =>
      new Promise<number>((resolve) => {
        const measure = () => resolve(document.documentElement.scrollWidth);
        if (!frames) measure();
        else requestAnimationFrame(() => requestAnimationFrame(measure));
      }),
    afterResize,
  );
  return scrollWidth - width;
}

/** axe-core with the WCAG 2.x A/AA rules; fails with a readable list of violations. */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  expect(await a11yViolations(page), `axe violations on ${label}`).toEqual([]);
}
