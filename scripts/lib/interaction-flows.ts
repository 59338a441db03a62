/**
 * Lighthouse user flows (timespan mode, Lighthouse's mobile throttling: CPU slowed 4×) over the
 * interactions that must answer in the next frame; each reports Interaction to Next Paint.
 */
import { startFlow } from "lighthouse";
import type { Browser as PwBrowser, Page as PwPage } from "playwright-core";
import type { Browser, ElementHandle, Page } from "puppeteer-core";

export interface InteractionFlow {
  name: string;
  path: string;
  viewport: { width: number; height: number; mobile: boolean };
  /** Runs before the timespan starts (the visitor's approach: moving the pointer, waiting for a button). */
  prepare?(page: Page): Promise<void>;
  /** The interaction itself; resolves once what it opens is visible. */
  act(page: Page): Promise<void>;
}

const PHONE = { width: 390, height: 844, mobile: true };
const DESKTOP = { width: 1280, height: 800, mobile: false };

/**
 * Waits until one of the matches is visible. Dialogs rendered before they open match while still hidden,
 * and puppeteer's `waitForSelector` looks only at the first match.
 */
async function waitForShown(page: Page, selector: string) {
  await page.waitForFunction(
    (wanted: string) => [...document.querySelectorAll(wanted)].some((el) => el.checkVisibility()),
    {},
    selector,
  );
}

/** Clicks the visible one of the matches (see `waitForShown`). */
async function clickShown(page: Page, selector: string) {
  await waitForShown(page, selector);
  const handle = await page.evaluateHandle(
    (wanted: string) => [...document.querySelectorAll(wanted)].find((el) => el.checkVisibility()),
    selector,
  );
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) throw new Error(`nothing visible matches ${selector}`);
  await element.click();
}

async function approach(page: Page) {
  await page.mouse.move(200, 300);
  await page.mouse.move(220, 330);
  await page.waitForNetworkIdle({ idleTime: 500 });
}

export const interactionFlows: InteractionFlow[] = [
  {
    name: "floating button → dialog",
    path: "/",
    viewport: DESKTOP,
    async prepare(page) {
      await page.waitForSelector("[data-slot='floating-cta']", { visible: true });
      await approach(page);
    },
    async act(page) {
      await page.click("[data-slot='floating-cta']");
      await waitForShown(page, "[role='dialog']");
    },
  },
  {
    name: "exit popup (pointer leaves the top), then its first field",
    path: "/",
    viewport: DESKTOP,
    prepare: approach,
    async act(page) {
      await page.mouse.move(600, 10);
      await page.mouse.move(600, -5);
      await waitForShown(page, "[role='dialog']");
      // Leaving the window is not an interaction in INP's sense; the click into the popup's form is.
      await clickShown(page, "[role='dialog'] input[autocomplete='given-name']");
    },
  },
  {
    name: "phone menu",
    path: "/faq",
    viewport: PHONE,
    prepare: approach,
    async act(page) {
      await page.click("button[aria-label='Open menu']");
      await waitForShown(page, "[role='dialog']");
    },
  },
  {
    name: "header dropdown (Current Jobs)",
    path: "/faq",
    viewport: DESKTOP,
    prepare: approach,
    async act(page) {
      await page.click("nav[aria-label='Main'] li:last-child > button");
      await page.waitForSelector("nav[aria-label='Main'] a[href='/jobs']", { visible: true });
    },
  },
  {
    name: "FAQ item",
    path: "/faq",
    viewport: PHONE,
    prepare: approach,
    async act(page) {
      const triggers = await page.$$("[data-slot='accordion-trigger']");
      await triggers[1]!.click();
      await page.waitForFunction(
        () =>
          (
            document.querySelectorAll("[data-slot='accordion-trigger']")[1]
              ?.parentElement as HTMLDetailsElement
          )?.open === true,
      );
    },
  },
];

/** INP in milliseconds of one run of `flow`, or null where Lighthouse saw no interaction. */
export async function runInteractionFlow(
  browser: Browser,
  baseUrl: string,
  flow: InteractionFlow,
): Promise<number | null> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({
      width: flow.viewport.width,
      height: flow.viewport.height,
      isMobile: flow.viewport.mobile,
      hasTouch: flow.viewport.mobile,
    });
    await page.goto(`${baseUrl}${flow.path}`, { waitUntil: "networkidle0" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await flow.prepare?.(page);
    const userFlow = await startFlow(page, {
      config: {
        extends: "lighthouse:default",
        settings: {
          formFactor: flow.viewport.mobile ? "mobile" : "desktop",
          screenEmulation: { ...flow.viewport, deviceScaleFactor: 1, disabled: false },
          throttling: {
            cpuSlowdownMultiplier: 4,
            rttMs: 0,
            throughputKbps: 0,
            requestLatencyMs: 0,
            downloadThroughputKbps: 0,
            uploadThroughputKbps: 0,
          },
          throttlingMethod: "devtools",
        },
      },
    });
    await userFlow.startTimespan({ name: flow.name });
    await flow.act(page);
    // The interaction is reported (Event Timing) only after the frame it led to is painted: wait for two
    // frames and a moment more, or a timespan that ends at once (a click into a field, a details element that
    // opens synchronously) holds no interaction at all.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
        ),
    );
    await userFlow.endTimespan();
    const result = await userFlow.createFlowResult();
    const inp = result.steps[0]?.lhr.audits["interaction-to-next-paint"]?.numericValue;
    return typeof inp === "number" ? inp : null;
  } finally {
    await context.close();
  }
}

/**
 * What a visitor sees (issue 24): the time from their input to the first frame in which what it opens is
 * visible, measured in the page, on a freshly loaded page with the CPU slowed 4× from the start. INP alone
 * does not show this wait: it ends at the next paint, which may paint nothing yet.
 */
export interface VisibleFlow {
  name: string;
  path: string;
  device: "desktop" | "phone";
  /** Waits until the visitor can act (the floating button appears 3 s after load). */
  ready?(page: PwPage): Promise<void>;
  /** The input: a click after the pointer rested on the control, a tap, the pointer leaving the page. */
  act(page: PwPage): Promise<void>;
  /** The input event whose time starts the clock (its `timeStamp`, when the browser received it). */
  input: "pointerdown" | "leave";
  /** What must be visible: the dialog's form, the open menu. */
  shown: string;
}

const REST_MS = 250;

/** The pointer moves onto the control, rests there, then clicks: a desktop visitor. */
async function restThenClick(page: PwPage, selector: string) {
  const box = (await page.locator(selector).first().boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x - 120, y - 80);
  await page.mouse.move(x, y, { steps: 5 });
  await page.waitForTimeout(REST_MS);
  await page.mouse.down();
  await page.mouse.up();
}

/** A tap with touch emulation: a phone visitor (no pointer moves before it). */
async function tap(page: PwPage, selector: string) {
  const box = (await page.locator(selector).first().boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const floatingButton = async (page: PwPage) => {
  await page.waitForSelector("[data-slot='floating-cta']", { state: "visible", timeout: 30_000 });
  // Its own slide-in has finished.
  await page.waitForTimeout(400);
};

export const visibleFlows: VisibleFlow[] = [
  {
    name: "floating button → dialog's form (click after the pointer rested)",
    path: "/",
    device: "desktop",
    ready: floatingButton,
    act: (page) => restThenClick(page, "[data-slot='floating-cta']"),
    input: "pointerdown",
    shown: "[role='dialog'] form",
  },
  {
    name: "floating button → dialog's form (tap)",
    path: "/",
    device: "phone",
    ready: floatingButton,
    act: (page) => tap(page, "[data-slot='floating-cta']"),
    input: "pointerdown",
    shown: "[role='dialog'] form",
  },
  {
    name: "phone menu (tap)",
    path: "/",
    device: "phone",
    act: (page) => tap(page, "button[aria-label='Open menu']"),
    input: "pointerdown",
    shown: "[role='dialog'] nav[aria-label='Mobile']",
  },
  {
    name: "phone menu (tap), a guide",
    path: "/nurse-practitioner-salary-guide",
    device: "phone",
    act: (page) => tap(page, "button[aria-label='Open menu']"),
    input: "pointerdown",
    shown: "[role='dialog'] nav[aria-label='Mobile']",
  },
  {
    name: "exit popup's form (pointer leaves the top)",
    path: "/",
    device: "desktop",
    async act(page) {
      await page.mouse.move(600, 300);
      await page.mouse.move(600, 10, { steps: 4 });
      await page.mouse.move(600, -5);
    },
    input: "leave",
    shown: "[role='dialog'] form",
  },
  {
    name: "header dropdown, Current Jobs (click after the pointer rested)",
    path: "/faq",
    device: "desktop",
    act: (page) => restThenClick(page, "nav[aria-label='Main'] li:last-child > button"),
    input: "pointerdown",
    shown: "nav[aria-label='Main'] a[href='/jobs']",
  },
];

/**
 * Runs in the page before the input. From the first input event (its `timeStamp`, when the browser got
 * it) it looks in every animation frame for the target: `frameMs` is the start of the first frame in
 * which the target is visible. The target and everything in it carry `elementtiming` from before they
 * paint (a mutation observer marks what is added, before the browser renders), so the Element Timing API
 * gives `paintMs`, when that frame was presented. (A string: the runner's transform would add helpers to a
 * function that the page does not have.)
 */
const ARM_VISIBLE_RUN = `({ input, shown }) => {
  const mark = (root) => {
    for (const el of root.querySelectorAll(shown)) {
      el.setAttribute("elementtiming", "visible-run");
      for (const inner of el.querySelectorAll("*")) inner.setAttribute("elementtiming", "visible-run");
    }
  };
  mark(document);
  new MutationObserver(() => mark(document)).observe(document.body, { childList: true, subtree: true });
  let painted;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === "visible-run" && entry.renderTime > 0 && painted === undefined) painted = entry.renderTime;
  }).observe({ type: "element", buffered: false });
  window.visibleRun = new Promise((resolve) => {
    let start;
    let frameTime;
    function visible() {
      // Any of the matches: a page may hold more than one, rendered and hidden until it opens.
      return [...document.querySelectorAll(shown)].some((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      });
    }
    function frame() {
      requestAnimationFrame((time) => {
        if (frameTime === undefined && visible()) frameTime = time;
        if (frameTime !== undefined && painted !== undefined)
          return resolve({ frameMs: frameTime - start, paintMs: painted - start, inputAt: start });
        if (frameTime !== undefined && performance.now() - frameTime > 5000)
          return resolve({ frameMs: frameTime - start, paintMs: null, inputAt: start });
        frame();
      });
    }
    function onInput(event) {
      if (start !== undefined) return;
      if (input === "leave" && (event.relatedTarget !== null || event.clientY > 0)) return;
      start = event.timeStamp;
      frame();
    }
    addEventListener(input === "leave" ? "mouseout" : "pointerdown", onInput, true);
  });
}`;

export interface VisibleRun {
  /** Input to the first frame in which the target is visible (that frame's start), ms. */
  frameMs: number;
  /** Input to that frame's presentation (Element Timing's `renderTime`), ms; null if none was reported. */
  paintMs: number | null;
  /** When the input came, ms after the page's navigation started. */
  inputAt: number;
}

/**
 * One run of `flow` on a fresh page: CPU slowed 4× before the page loads, the page loaded and hydrated
 * and the browser's idle-time loading done (network quiet for 500 ms), then the input.
 */
export async function runVisibleFlow(
  browser: PwBrowser,
  baseUrl: string,
  flow: VisibleFlow,
): Promise<VisibleRun> {
  const context = await browser.newContext(
    flow.device === "phone"
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 }
      : { viewport: { width: 1280, height: 800 } },
  );
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${baseUrl}${flow.path}`, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
      timeout: 30_000,
    });
    await page.waitForLoadState("networkidle");
    await flow.ready?.(page);
    await page.evaluate(`(${ARM_VISIBLE_RUN})(${JSON.stringify({ input: flow.input, shown: flow.shown })})`);
    await flow.act(page);
    return (await page.evaluate("window.visibleRun")) as VisibleRun;
  } finally {
    await context.close();
  }
}
