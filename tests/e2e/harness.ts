/**
 * The browser-test harness for Vitest's files (`*.test.ts`): the site of `harness-core.ts`, a `describe`
 * that needs a Chromium, and axe as an assertion.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { chromiumPath } from "./chromium";
import { a11yViolations } from "./harness-core";

export { chromiumPath } from "./chromium";
export {
  type Harness,
  type PageSession,
  startHarness,
  waitForHydration,
} from "./harness-core";

/** `describe` that runs only where a Chromium is available (and fails under CI=true without one). */
export const describeBrowser = chromiumPath ? describe : describe.skip;

/** axe-core with the WCAG 2.x A/AA rules; fails with a readable list of violations. */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  expect(await a11yViolations(page), `axe violations on ${label}`).toEqual([]);
}
