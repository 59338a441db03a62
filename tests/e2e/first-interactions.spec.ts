/**
 * What a visitor meets when they act at once (issue 24): the floating button on a phone (shown 3 s after
 * load, out of the way of the page's end, of the keyboard and of dialogs), and a lead form's submit
 * pressed as the very first thing on the page.
 */
import type { Page, Request } from "@playwright/test";
import { expect, type Harness, startOwnSite, test, waitForHydration } from "./fixtures";

const START = new Date("2026-01-05T15:00:00Z").getTime();
const PHONE_375 = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const CTA = "[data-slot='floating-cta']";
const FULL_MESSAGES = [
  "First name must be at least 2 characters",
  "Last name must be at least 2 characters",
  "Please enter a valid email",
  "Please enter a valid phone number",
  "Message must be at least 10 characters",
];
const FORMS = [
  { path: "/", title: "Get Matched with Top Healthcare Talent in 20 Minutes" },
  { path: "/nurse-practitioner-salary-guide", title: "Get Your Free Salary Consultation" },
];

type Box = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Scrolls to the very end of the page and returns the box of its last line of visible text (the
 * floating button's own label aside), the box of the floating button if it is on screen, and whether
 * the element the browser finds at the middle of that line is the line's own (nothing lies over it).
 */
function endOfPage(page: Page) {
  return page.evaluate((ctaSelector) => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    const cta = document.querySelector(ctaSelector);
    let last: { box: Box; node: Text } | undefined;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || cta?.contains(node)) continue;
      if (parent.closest("[aria-hidden='true'], .sr-only, [hidden], script, style")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      const r = rects.at(-1);
      if (r && (!last || r.bottom >= last.box.bottom))
        last = { box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom }, node: node as Text };
    }
    if (!last) throw new Error("no text on the page");
    const { box, node } = last;
    const atLine = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
    const b = cta?.getBoundingClientRect();
    const ctaShown =
      !!b && !!cta?.checkVisibility({ visibilityProperty: true }) && b.top < window.innerHeight;
    return {
      text: node.textContent!.trim().slice(0, 60),
      line: box,
      onScreen: box.bottom <= window.innerHeight && box.top >= 0,
      cta: ctaShown ? { left: b.left, top: b.top, right: b.right, bottom: b.bottom } : null,
      uncovered: !!atLine && (atLine === node.parentElement || node.parentElement!.contains(atLine)),
    };
  }, CTA);
}

/** Polls that move a paused page clock between looks: one look every 100 ms, for up to 20 s. */
const POLL_ADVANCING = { intervals: [100], timeout: 20_000 };
const advanced = new WeakMap<Page, number>();

/** Moves the page's paused clock by `step` ms, up to `limit` ms in all for that page. */
async function advance(page: Page, step: number, limit: number): Promise<void> {
  const done = advanced.get(page) ?? 0;
  if (done + step > limit) return;
  advanced.set(page, done + step);
  await page.clock.runFor(step);
}

test.describe("first interactions", () => {
  let h: Harness;
  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser);
  });
  test.afterAll(async () => {
    await h?.close();
  });

  test("375 px: the floating button reads 'Contact' 3 s after load, over the hero, and the last line of the landing page and of a guide scrolls clear of it", async () => {
    const { page, problems, close } = await h.open(undefined, { ...PHONE_375, reuse: false });
    // The page's clock stands still from its load on, until the test moves it.
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1000);
    await page.goto("/", { waitUntil: "networkidle" });
    await waitForHydration(page);
    const cta = page.locator(CTA);
    await page.clock.runFor(2900);
    expect(await cta.count()).toBe(0);
    await page.clock.runFor(100);
    // On the first screen, where the hero's text is: it is never held back for the hero.
    await expect.poll(() => cta.isVisible()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // biome-ignore lint/performance/useDomNodeTextContent: the label as rendered (the long one is hidden).
    expect((await cta.innerText()).trim()).toBe("Contact");
    const box = (await cta.boundingBox())!;
    // Compact, at the bottom right.
    expect(box.width).toBeLessThan(375 / 2);
    expect(box.x + box.width).toBeGreaterThan(375 - 40);
    expect(box.y + box.height).toBeGreaterThan(740 - 40);

    const landing = await endOfPage(page);
    expect(landing.onScreen, landing.text).toBe(true);
    expect(landing.cta, "the button at the end of the landing page").not.toBeNull();
    expect(overlaps(landing.line, landing.cta!), landing.text).toBe(false);
    expect(landing.uncovered, landing.text).toBe(true);

    // A guide: whatever stays fixed on screen, its last line can be read.
    await page.goto("/nurse-practitioner-salary-guide", { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.clock.runFor(3100);
    const guide = await endOfPage(page);
    expect(guide.onScreen, guide.text).toBe(true);
    if (guide.cta) expect(overlaps(guide.line, guide.cta), guide.text).toBe(false);
    expect(guide.uncovered, guide.text).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  test("375 px: the floating button hides while a text field has focus and while a dialog is open", async () => {
    const { page, problems, close } = await h.open(undefined, { ...PHONE_375, reuse: false });
    await page.clock.install();
    await page.goto("/", { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.clock.runFor(3000);
    const cta = page.locator(CTA);
    await expect.poll(() => cta.isVisible()).toBe(true);

    const form = page.getByRole("form", { name: FORMS[0]!.title });
    const firstName = form.getByLabel("First name");
    await firstName.tap();
    await expect.poll(() => firstName.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => cta.isVisible()).toBe(false);
    // A radio button brings no keyboard up.
    await form.getByLabel("NP/PA Professional").tap();
    await expect.poll(() => cta.isVisible()).toBe(true);
    await form.getByLabel("Message").tap();
    await expect.poll(() => cta.isVisible()).toBe(false);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => cta.isVisible()).toBe(true);

    // The phone menu is a dialog.
    await page.getByRole("button", { name: "Open menu" }).tap();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => cta.isVisible()).toBe(false);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => cta.isVisible()).toBe(true);

    // Its own dialog.
    await cta.tap();
    const dialog = page.getByRole("dialog", { name: "Get Matched in 20 Minutes" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => cta.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  /** Every request from now on that could carry the form: a post, a fetch, or a page loading. */
  function watchSends(page: Page) {
    const sent: string[] = [];
    page.on("request", (request: Request) => {
      if (request.method() === "GET" && !["document", "fetch", "xhr"].includes(request.resourceType()))
        return;
      sent.push(`${request.method()} ${new URL(request.url()).pathname} (${request.resourceType()})`);
    });
    return sent;
  }

  for (const { path, title } of FORMS) {
    test(`${path}: a submit clicked as the first action after load shows the form's messages and sends nothing`, async () => {
      const { page, problems, close } = await h.open(undefined, { ...PHONE_375, reuse: false });
      await page.goto(path, { waitUntil: "load" });
      const sent = watchSends(page);
      const form = page.getByRole("form", { name: title });
      await form.getByRole("button", { name: "Submit" }).click();
      // The form's code may still be on its way on a busy machine: wait for the messages, however long.
      for (const message of FULL_MESSAGES)
        await expect
          .poll(() => form.getByText(message, { exact: true }).isVisible(), { message, timeout: 15_000 })
          .toBe(true);
      expect(await form.getByLabel("First name").getAttribute("aria-invalid")).toBe("true");
      expect(new URL(page.url()).pathname).toBe(path);
      expect(sent).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    });
  }

  test("a submit made while the form's code is still on its way waits for it, then shows the messages", async () => {
    const { page, problems, close } = await h.open(undefined, { ...PHONE_375, reuse: false });
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/contact-form-[^/]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto("/nurse-practitioner-salary-guide", { waitUntil: "load" });
    await waitForHydration(page);
    const sent = watchSends(page);
    const form = page.getByRole("form", { name: FORMS[1]!.title });
    expect(await form.getAttribute("data-enhanced")).toBeNull();
    await form.getByLabel("First name").fill("D");
    await form.getByRole("button", { name: "Submit" }).click();
    release();
    for (const message of FULL_MESSAGES)
      await expect
        .poll(() => form.getByText(message, { exact: true }).isVisible(), { message, timeout: 15_000 })
        .toBe(true);
    expect(await form.getByLabel("First name").inputValue()).toBe("D");
    expect(new URL(page.url()).pathname).toBe("/nurse-practitioner-salary-guide");
    expect(sent).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  test("the floating dialog and the phone menu are in the page, hidden, before the click: the click only shows them, and each opening starts fresh", async () => {
    const { page, problems, close } = await h.open(undefined, {
      viewport: { width: 1280, height: 800 },
      reuse: false,
    });
    // The page's clock stands still from its load on; the test moves it.
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1000);
    await page.goto("/", { waitUntil: "load" });
    await waitForHydration(page);
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link").first();
    const under = (await link.boundingBox())!;
    // Where the pointer can leave the page, the exit popup may open at any moment: both dialogs (the
    // floating button's and the exit popup's) are rendered while the browser is idle after load, before
    // the floating button shows (3 s after load; the page's clock moves 2.5 s at most here).
    const hiddenForms = page.locator("[role='dialog'] form");
    await expect
      .poll(async () => {
        await advance(page, 100, 2500);
        return hiddenForms.count();
      }, POLL_ADVANCING)
      .toBe(2);
    expect(await page.locator(CTA).count()).toBe(0);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.clock.resume();
    await page.locator(CTA).waitFor();
    await hiddenForms.first().evaluate((form) => {
      (window as unknown as { before: Element }).before = form;
    });
    await page.locator(CTA).click();
    const dialog = page.getByRole("dialog", { name: "Get Matched in 20 Minutes" });
    await dialog.waitFor();
    // The form shown is the element that was there before the click.
    expect(
      await dialog
        .locator("form")
        .evaluate((form) => form === (window as unknown as { before: Element }).before),
    ).toBe(true);
    await dialog.getByLabel("First name").fill("Dana");
    // A click outside the dialog, on a link of the page under it, lands on the backdrop: the dialog
    // closes, and the link is not followed.
    await page.mouse.click(under.x + under.width / 2, under.y + under.height / 2);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/");
    // Opened again, it starts empty, as a dialog whose content is made anew.
    await page.locator(CTA).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel("First name").inputValue()).toBe("");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();

    const phone = await h.open(undefined, { ...PHONE_375, reuse: false });
    await phone.page.clock.install({ time: START });
    await phone.page.clock.pauseAt(START + 1000);
    await phone.page.goto("/", { waitUntil: "load" });
    await waitForHydration(phone.page);
    const menuNav = phone.page.locator("nav[aria-label='Mobile']");
    await expect
      .poll(async () => {
        await advance(phone.page, 100, 2500);
        return menuNav.count();
      }, POLL_ADVANCING)
      .toBe(1);
    expect(await menuNav.isVisible()).toBe(false);
    // On a phone the lead dialogs wait until the floating button is about to show, so that a tap on the
    // menu in the first seconds meets no render in progress.
    expect(await phone.page.locator("[role='dialog'] form").count()).toBe(0);
    await phone.page.clock.resume();
    await expect.poll(() => phone.page.locator("[role='dialog'] form").count()).toBe(2);
    await phone.page.getByRole("button", { name: "Open menu" }).tap();
    await phone.page.getByRole("dialog", { name: "Menu" }).waitFor();
    expect(await menuNav.isVisible()).toBe(true);
    expect(phone.problems).toEqual([]);
    await phone.close();
  });

  test("a click (or the pointer leaving) shows the dialog in its own task; focus, the scroll lock and the page's hiding come once it is drawn", async () => {
    // What the dialog's effects do to the page: focus inside it, scrolling locked, the rest of the page
    // hidden from assistive technology.
    const modalState = (page: Page) =>
      page.evaluate(() => ({
        focusInside: !!document.activeElement?.closest("[role='dialog']"),
        scrollLocked: document.documentElement.style.overflow === "hidden",
        pageHidden: document.querySelector("body > header")?.getAttribute("aria-hidden") === "true",
      }));
    // Clicked from the page's own script: what is on screen when the click's task (and its microtasks)
    // ends, before any other task or frame. The effects would double the work before that frame.
    const clickAndLook = (page: Page, control: string, shown: string) =>
      page.evaluate(
        async ({ control, shown }) => {
          const button = document.querySelector<HTMLElement>(control)!;
          button.click();
          await Promise.resolve();
          return {
            visible: [...document.querySelectorAll(shown)].some((el) => el.checkVisibility()),
            focusInside: !!document.activeElement?.closest("[role='dialog']"),
            scrollLocked: document.documentElement.style.overflow === "hidden",
            pageHidden: document.querySelector("body > header")?.getAttribute("aria-hidden") === "true",
          };
        },
        { control, shown },
      );
    const NOTHING_YET = { visible: true, focusInside: false, scrollLocked: false, pageHidden: false };
    const ALL_IN_PLACE = { focusInside: true, scrollLocked: true, pageHidden: true };

    const { page, problems, close } = await h.open("/", {
      viewport: { width: 1280, height: 800 },
      reuse: false,
    });
    await page.locator(CTA).waitFor({ timeout: 10_000 });
    await expect.poll(() => page.locator("[role='dialog'] form").count()).toBe(2);
    expect(await clickAndLook(page, CTA, "[role='dialog'] form")).toEqual(NOTHING_YET);
    const firstName = page
      .getByRole("dialog", { name: "Get Matched in 20 Minutes" })
      .getByLabel("First name");
    await expect.poll(() => firstName.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await modalState(page)).toEqual(ALL_IN_PLACE);
    expect(problems).toEqual([]);
    await close();

    // The pointer leaving through the top: React takes a mouse-out for a continuous event, whose updates
    // wait for a task of their own, after a frame; the popup is rendered in the mouse-out's own task.
    const leaving = await h.open("/", { viewport: { width: 1280, height: 800 }, reuse: false });
    await expect.poll(() => leaving.page.locator("[role='dialog'] form").count()).toBe(2);
    expect(
      await leaving.page.evaluate(async () => {
        document.dispatchEvent(
          new MouseEvent("mouseout", { bubbles: true, clientX: 600, clientY: 0, relatedTarget: null }),
        );
        await Promise.resolve();
        return [...document.querySelectorAll("[role='dialog']")]
          .filter((dialog) => dialog.checkVisibility())
          .map((dialog) => dialog.querySelector("h2")?.textContent);
      }),
    ).toEqual(["Wait! Don't Miss Out"]);
    await expect.poll(() => modalState(leaving.page)).toEqual(ALL_IN_PLACE);
    expect(leaving.problems).toEqual([]);
    await leaving.close();

    const phone = await h.open("/", { ...PHONE_375, reuse: false });
    await expect.poll(() => phone.page.locator("nav[aria-label='Mobile']").count()).toBe(1);
    expect(
      await clickAndLook(phone.page, "button[aria-label='Open menu']", "nav[aria-label='Mobile']"),
    ).toEqual(NOTHING_YET);
    await expect
      .poll(() => phone.page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Close menu");
    expect(await modalState(phone.page)).toEqual(ALL_IN_PLACE);
    expect(phone.problems).toEqual([]);
    await phone.close();
  });
});
