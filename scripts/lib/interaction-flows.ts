/**
 * Lighthouse user flows (timespan mode, Lighthouse's mobile throttling: CPU slowed 4×) over the
 * interactions that must answer in the next frame; each reports Interaction to Next Paint.
 */
import { startFlow } from "lighthouse";
import type { Browser, Page } from "puppeteer-core";

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
      await page.waitForSelector("[role='dialog']", { visible: true });
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
      await page.waitForSelector("[role='dialog']", { visible: true });
      // Leaving the window is not an interaction in INP's sense; the click into the popup's form is.
      await page.click("[role='dialog'] input[autocomplete='given-name']");
    },
  },
  {
    name: "phone menu",
    path: "/faq",
    viewport: PHONE,
    prepare: approach,
    async act(page) {
      await page.click("button[aria-label='Open menu']");
      await page.waitForSelector("[role='dialog']", { visible: true });
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
