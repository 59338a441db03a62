/**
 * The browser the tests run in: Playwright's own Chromium settings kept, and no address-bar popup pages beside
 * the site's (`DISABLED_FEATURES` in `chromium.ts`, decision 0490).
 */
import { expect, test } from "@playwright/test";

test.describe("the tests' Chromium", () => {
  test("keeps every feature Playwright turns off in its last --disable-features, and opens no popup pages of its own", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("chrome://version");
    const commandLine = (await page.locator("#command_line").textContent()) ?? "";
    // Playwright's switch comes first, the config's last; Chromium uses the last.
    const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) => (m[1] ?? "").split(","));
    expect(lists.length, commandLine).toBeGreaterThanOrEqual(2);
    const playwrights = lists[0] ?? [];
    const used = lists.at(-1) ?? [];
    expect(playwrights).toContain("PaintHolding");
    expect(playwrights.filter((feature) => !used.includes(feature))).toEqual([]);
    expect(used).toContain("WebUIOmniboxPopup");

    // Every target the browser has: the page above, none of the window's own (chrome://omnibox-popup…).
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send("Target.getTargets");
    await cdp.detach();
    expect(targetInfos.filter((target) => target.type !== "page").map((target) => target.url)).toEqual([]);
    await context.close();
  });
});
