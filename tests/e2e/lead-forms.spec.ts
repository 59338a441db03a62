/**
 * Every lead-form placement in a real Chromium against the real server: validation, conditional
 * fields, states, toasts, overlay timings (Playwright's clock), dialogs' focus handling, the 375 px
 * variants and a submission without JavaScript.
 */
import type { Locator, Page, Request } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  type Harness,
  type PageSession,
  startOwnSite,
  test,
  waitForHydration,
  sidewaysOverflow,
} from "./fixtures";

const LANDING_TITLE = "Get Matched with Top Healthcare Talent in 20 Minutes";
const FULL_MESSAGES = [
  "First name must be at least 2 characters",
  "Last name must be at least 2 characters",
  "Please enter a valid email",
  "Please enter a valid phone number",
  "Message must be at least 10 characters",
];
const QUICK_MESSAGES = [
  "First name is required",
  "Last name is required",
  "Valid email required",
  "Phone number required",
];
const FULL_SUCCESS = "Your information has been submitted. We'll contact you within 20 minutes!";
const QUICK_SUCCESS = "We'll contact you within 20 minutes!";
const FULL_FAILURE = "Failed to submit form. Please try again.";
const QUICK_FAILURE = "Failed to submit. Please try again.";
const SALARY_GUIDES = [
  {
    path: "/nurse-practitioner-salary-guide",
    source: "NP Salary Guide Page",
    title: "Get Your Free Salary Consultation",
  },
  {
    path: "/physician-assistant-salary-guide",
    source: "PA Salary Guide Page",
    title: "Start Your Salary Consultation",
  },
];
const START = new Date("2026-01-05T15:00:00Z").getTime();

interface LeadRequest {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

test.describe("lead forms in a real browser", () => {
  let h: Harness;
  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser);
  });
  test.afterAll(async () => {
    await h?.close();
  });

  /** A page whose clock stands still until the test moves it, with its lead requests and CSP reports. */
  async function openPage(
    path: string,
    options: Parameters<Harness["open"]>[1] & { clock?: boolean } = {},
  ): Promise<PageSession & { requests: LeadRequest[]; csp: string[] }> {
    const { clock = true, ...openOptions } = options;
    const session = await h.open(undefined, openOptions);
    const requests: LeadRequest[] = [];
    // Recorded on the page's own context: its events do not depend on Playwright mapping the
    // request back to a frame of the page.
    session.context.on("request", (request: Request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith("/api/")) return;
      requests.push(leadRequest(request));
    });
    const csp: string[] = [];
    await session.page.exposeFunction("reportCspViolation", (text: string) => csp.push(text));
    await session.page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    if (clock) {
      await session.page.clock.install({ time: START });
      await session.page.clock.pauseAt(START + 1000);
    }
    await session.page.goto(path, { waitUntil: "networkidle" });
    await waitForHydration(session.page);
    return { ...session, requests, csp };
  }

  /** axe-core needs running timers: let the clock run for the scan, then pause it again. */
  async function checkA11y(page: Page, label: string) {
    await page.clock.resume();
    await expectNoA11yViolations(page, label);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  }

  /** Lets queued timers and animation frames run (the clock is paused). */
  const settle = (page: Page) => page.clock.runFor(50);

  /**
   * Moves the paused clock on in small steps until `check` passes: lazily loaded parts (dialog,
   * toasts) appear through React Suspense, which reveals content on a timer. `maxMs` bounds the
   * page time spent; a real-time limit covers a slow chunk download on a busy machine.
   */
  async function advanceUntil(page: Page, check: () => Promise<boolean>, what: string, maxMs = 10_000) {
    const deadline = Date.now() + 15_000;
    for (let elapsed = 0; elapsed <= maxMs && Date.now() < deadline; elapsed += 25) {
      if (await check()) return;
      await page.clock.runFor(25);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (await check()) return;
    throw new Error(`${what}: not seen within ${maxMs} ms of page time`);
  }

  function contactForm(page: Page, title: string): Locator {
    return page.getByRole("form", { name: title });
  }

  async function waitForEnhancement(form: Locator) {
    // The form's code arrives at the visitor's first activity on the page: here, reaching the form.
    await form.hover();
    await expect.poll(() => form.getAttribute("data-enhanced")).toBe("true");
  }

  async function fillFull(form: Locator, values: Record<string, string> = {}) {
    const v = {
      firstName: "Dana",
      lastName: "Whitfield",
      email: "dana.whitfield@lakeside-clinic.example",
      phone: "(614) 555-0187",
      message: "We need a full-time FNP for our urgent care clinic.",
      ...values,
    };
    await form.getByLabel("First name").fill(v.firstName);
    await form.getByLabel("Last name").fill(v.lastName);
    await form.getByLabel("Email").fill(v.email);
    await form.getByLabel("Phone").fill(v.phone);
    await form.getByLabel("Message").fill(v.message);
  }

  async function fillQuick(scope: Locator) {
    await scope.getByLabel("First name").fill("Sam");
    await scope.getByLabel("Last name").fill("Rivera");
    await scope.getByLabel("Email").fill("sam.rivera@example.org");
    await scope.getByLabel("Phone").fill("312-555-0144");
  }

  async function expectMessages(scope: Locator, messages: string[]) {
    for (const message of messages) {
      await expect.poll(() => scope.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
    }
  }

  const activeLabel = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.labels?.[0]?.textContent ?? el?.getAttribute("aria-label") ?? el?.textContent ?? "";
    });

  const focusInDialog = (page: Page) =>
    page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

  function leadRequest(request: Request): LeadRequest {
    return {
      path: new URL(request.url()).pathname,
      headers: request.headers(),
      body: request.postDataJSON(),
    };
  }

  /**
   * Holds the next request to `path` until the returned function is called. That function waits until
   * the request has reached the route (the page shows its submitting state as soon as it calls fetch,
   * a moment before Playwright hands the request over), lets it go on and resolves to it.
   */
  async function holdRequest(page: Page, path: string) {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let reached!: (held: { request: LeadRequest; handled: Promise<void> }) => void;
    const held = new Promise<{ request: LeadRequest; handled: Promise<void> }>((resolve) => {
      reached = resolve;
    });
    await page.route(`**${path}`, (route) => {
      const handled = gate.then(() => route.continue());
      reached({ request: leadRequest(route.request()), handled });
      return handled;
    });
    return async (): Promise<LeadRequest> => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const missing = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no request to ${path} was held`)), 15_000);
      });
      const { request, handled } = await Promise.race([held, missing]).finally(() => clearTimeout(timer));
      open();
      await handled;
      await page.unroute(`**${path}`);
      return request;
    };
  }

  async function storedLead(formSource: string) {
    return h.db.kysely
      .selectFrom("leads")
      .selectAll()
      .where("form_source", "=", formSource)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
  }

  const toastText = async (page: Page) =>
    (await page.locator('[data-slot="toast"]').allTextContents()).join(" ");

  async function expectToast(page: Page, title: string, description: string) {
    await advanceUntil(page, async () => (await toastText(page)).includes(description), description);
    expect(await toastText(page)).toContain(title);
  }

  test("landing form: messages, conditional fields, submitting state, success toast, reset and attribution", async () => {
    const s = await openPage("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-hiring", {
      extraHTTPHeaders: { referer: "https://news.example.org/issue-12" },
    });
    const { page } = s;
    const form = contactForm(page, LANDING_TITLE);
    await waitForEnhancement(form);

    await form.getByRole("button", { name: "Submit" }).click();
    await expectMessages(form, FULL_MESSAGES);
    expect(await activeLabel(page)).toBe("First name");
    const firstName = form.getByLabel("First name");
    expect(await firstName.getAttribute("aria-invalid")).toBe("true");
    const describedBy = await firstName.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(FULL_MESSAGES[0]);
    await checkA11y(page, "landing form with errors");
    expect(s.requests).toEqual([]);

    // Conditional fields follow the visitor type; the employer is the default.
    expect(await form.getByLabel("Healthcare Organization").isChecked()).toBe(true);
    expect(await form.getByLabel(/^Organization/).isVisible()).toBe(true);
    expect(await form.getByLabel(/^Desired position/).isVisible()).toBe(false);
    expect(await form.getByLabel(/^Specialty/).isVisible()).toBe(false);
    await form.getByLabel("NP/PA Professional").check();
    expect(await form.getByLabel(/^Organization/).isVisible()).toBe(false);
    expect(await form.getByLabel(/^Desired position/).isVisible()).toBe(true);
    expect(await form.getByLabel(/^Specialty/).isVisible()).toBe(true);
    await form.getByLabel("Healthcare Organization").check();
    expect(await form.getByLabel(/^Organization/).isVisible()).toBe(true);

    await fillFull(form);
    await form.getByLabel(/^Organization/).fill("Lakeside Urgent Care");
    await form.getByLabel(/^Location/).fill("Columbus, OH");
    const release = await holdRequest(page, "/api/contact");
    await form.getByRole("button", { name: "Submit" }).click();
    const submitting = form.getByRole("button", { name: "Submitting..." });
    await expect.poll(() => submitting.isDisabled()).toBe(true);
    await release();

    // The inline thank-you line appears with the success and stays 5000 ms.
    const thanks = form.getByText(/Thank you! Your details are with our recruiters/);
    await expect.poll(() => thanks.isVisible()).toBe(true);
    const pageNow = () => page.evaluate(() => Date.now());
    const runTo = async (at: number) => {
      const ahead = at - (await pageNow());
      if (ahead > 0) await page.clock.runFor(ahead);
    };
    const thanksAt = await pageNow();
    expect(await form.getByLabel("First name").inputValue()).toBe("");
    expect(await form.getByLabel("Message").inputValue()).toBe("");
    expect(await form.getByLabel("Healthcare Organization").isChecked()).toBe(true);
    // The success toast comes with it; on a busy machine its code may still be arriving, so the clock steps
    // until it shows, and its display time is counted from then.
    await advanceUntil(page, async () => (await toastText(page)).includes("Success!"), "success toast", 4000);
    const toastAt = await pageNow();
    expect(await toastText(page)).toContain(FULL_SUCCESS);
    // The line and the toast each stay 5000 ms from when they appeared (the same moment, once the toast's
    // code is in memory): each is checked 100 ms before its end, in the order they come.
    const moments = [
      { at: thanksAt + 4900, check: async () => expect(await thanks.count()).toBe(1) },
      { at: toastAt + 4900, check: async () => expect(await toastText(page)).toContain("Success!") },
    ].sort((a, b) => a.at - b.at);
    for (const { at, check } of moments) {
      await runTo(at);
      await check();
    }
    await runTo(thanksAt + 5000);
    await expect.poll(() => thanks.count()).toBe(0);
    await advanceUntil(page, async () => (await toastText(page)) === "", "toast dismissed", 1000);

    expect(s.requests).toHaveLength(1);
    const [request] = s.requests;
    expect(request!.path).toBe("/api/contact");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(request!.body).toMatchObject({
      firstName: "Dana",
      userType: "employer",
      organization: "Lakeside Urgent Care",
      formSource: "Homepage Main Contact Form",
      attribution: {
        pagePath: "/",
        referrer: "https://news.example.org/issue-12",
        utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring-hiring" },
      },
      website: "",
    });
    expect(request!.body).not.toHaveProperty("position");

    const lead = await storedLead("Homepage Main Contact Form");
    expect(lead).toMatchObject({
      kind: "contact",
      first_name: "Dana",
      email: "dana.whitfield@lakeside-clinic.example",
      organization: "Lakeside Urgent Care",
      page_path: "/",
      referrer: "https://news.example.org/issue-12",
    });
    expect(JSON.parse(lead!.utm!)).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring-hiring",
    });
    expect(s.problems).toEqual([]);
    expect(s.csp).toEqual([]);
    await s.close();
  });

  test("landing form: a failed submission shows the error toast and keeps every value", async () => {
    const s = await openPage("/", { allowStatus: [500] });
    const { page } = s;
    const form = contactForm(page, LANDING_TITLE);
    await waitForEnhancement(form);
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "" }));
    await form.getByLabel("NP/PA Professional").check();
    await fillFull(form, { message: "Looking for a PM&R role near Atlanta." });
    await form.getByLabel(/^Desired position/).fill("PA-C");
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Error", FULL_FAILURE);
    expect(await form.getByLabel("First name").inputValue()).toBe("Dana");
    expect(await form.getByLabel("Message").inputValue()).toBe("Looking for a PM&R role near Atlanta.");
    expect(await form.getByLabel(/^Desired position/).inputValue()).toBe("PA-C");
    expect(await form.getByLabel("NP/PA Professional").isChecked()).toBe(true);
    expect(await form.getByRole("button", { name: "Submit" }).isEnabled()).toBe(true);
    expect(await form.getByText(/Thank you!/).count()).toBe(0);

    // A network failure reads the same; the retry carries a new Idempotency-Key.
    await page.unroute("**/api/contact");
    await page.route("**/api/contact", (route) => route.abort("connectionfailed"));
    await page.clock.runFor(6000);
    expect(await toastText(page)).toBe("");
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Error", FULL_FAILURE);
    expect(s.requests).toHaveLength(2);
    expect(s.requests[0]!.headers["idempotency-key"]).not.toBe(s.requests[1]!.headers["idempotency-key"]);
    expect(await form.getByLabel("Email").inputValue()).toBe("dana.whitfield@lakeside-clinic.example");
    expect(s.problems.filter((p) => !p.startsWith("requestfailed:"))).toEqual([]);
    await s.close();
  });

  test("floating button: shows after 3 s and opens the quick form in a dialog that traps focus", async () => {
    const s = await openPage("/", { viewport: { width: 1280, height: 800 } });
    const { page } = s;
    const cta = page.getByRole("button", { name: "Get Matched Today" });
    await page.clock.runFor(2900);
    expect(await cta.count()).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => cta.isVisible()).toBe(true);

    await cta.click();
    const dialog = page.getByRole("dialog", { name: "Get Matched in 20 Minutes" });
    await advanceUntil(page, () => dialog.isVisible(), "floating CTA dialog");
    // Focus moves into the first field once the dialog is drawn (the page's clock runs its frames).
    await advanceUntil(
      page,
      async () => (await activeLabel(page)) === "First name",
      "focus in the first field",
    );
    await checkA11y(page, "floating CTA dialog");
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press("Tab");
      expect(await focusInDialog(page)).toBe(true);
    }
    await dialog.getByLabel("First name").focus();
    await page.keyboard.press("Shift+Tab");
    expect(await activeLabel(page)).toBe("Close");
    await page.keyboard.press("Escape");
    await settle(page);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => activeLabel(page)).toContain("Get Matched Today");

    await cta.click();
    await advanceUntil(page, () => dialog.isVisible(), "floating CTA dialog, again");
    await dialog.getByRole("button", { name: "Get Matched Now" }).click();
    await expectMessages(dialog, QUICK_MESSAGES);
    expect(await activeLabel(page)).toBe("First name");
    await fillQuick(dialog);
    await dialog.getByLabel("NP/PA Professional").check();
    const release = await holdRequest(page, "/api/quick-contact");
    await dialog.getByRole("button", { name: "Get Matched Now" }).click();
    await expect.poll(() => dialog.getByRole("button", { name: "Submitting..." }).isDisabled()).toBe(true);
    await release();
    // The confirmation line appears in the same update as the success; the dialog closes 2000 ms later.
    await expect.poll(() => dialog.getByText("Thank you! We'll contact you soon.").isVisible()).toBe(true);
    expect(await dialog.getByLabel("First name").inputValue()).toBe("");
    await page.clock.runFor(1950);
    expect(await dialog.isVisible()).toBe(true);
    expect(await toastText(page)).toContain("Success!");
    expect(await toastText(page)).toContain(QUICK_SUCCESS);
    await page.clock.runFor(50);
    await settle(page);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => activeLabel(page)).toContain("Get Matched Today");

    // F8 moves focus to the notifications region.
    await page.keyboard.press("F8");
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[role="region"]')?.getAttribute("aria-label"),
      ),
    ).toBe("Notifications (F8)");

    expect(s.requests.map((r) => r.path)).toEqual(["/api/quick-contact"]);
    expect(s.requests[0]!.body).toMatchObject({
      firstName: "Sam",
      userType: "job_seeker",
      formSource: "Floating CTA Button",
      attribution: { pagePath: "/" },
    });
    expect(s.requests[0]!.headers["idempotency-key"]).toBeTruthy();
    expect(await storedLead("Floating CTA Button")).toMatchObject({ kind: "quick", last_name: "Rivera" });
    expect(s.problems).toEqual([]);
    expect(s.csp).toEqual([]);
    await s.close();
  });

  test("floating button: a failed quick submission keeps the dialog open with the values", async () => {
    const s = await openPage("/", { allowStatus: [503] });
    const { page } = s;
    await page.route("**/api/quick-contact", (route) => route.fulfill({ status: 503, body: "" }));
    await page.clock.runFor(3000);
    await page.getByRole("button", { name: "Get Matched Today" }).click();
    const dialog = page.getByRole("dialog", { name: "Get Matched in 20 Minutes" });
    await advanceUntil(page, () => dialog.isVisible(), "floating CTA dialog");
    await fillQuick(dialog);
    await dialog.getByRole("button", { name: "Get Matched Now" }).click();
    await expectToast(page, "Error", QUICK_FAILURE);
    await page.clock.runFor(3000);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Email").inputValue()).toBe("sam.rivera@example.org");

    // A toast swiped right by less than 50 px stays; further, it goes.
    const swipe = async (distance: number) => {
      const box = (await page.locator('[data-slot="toast"]').boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 40, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 40 + distance, y, { steps: 8 });
      await page.mouse.up();
      await settle(page);
    };
    await swipe(30);
    expect(await toastText(page)).toContain(QUICK_FAILURE);
    await swipe(120);
    await advanceUntil(page, async () => (await toastText(page)) === "", "swiped toast gone", 500);
    expect(s.problems).toEqual([]);
    await s.close();
  });

  test("exit intent: opens when the pointer leaves the top, once per session, and closes 2 s after success", async () => {
    const s = await openPage("/", { viewport: { width: 1280, height: 800 } });
    const { page } = s;
    const popup = page.getByRole("dialog", { name: "Wait! Don't Miss Out" });
    await page.mouse.move(600, 400);
    await page.mouse.move(600, 200);
    await settle(page);
    expect(await popup.count()).toBe(0);
    await page.mouse.move(600, -5);
    await advanceUntil(page, () => popup.isVisible(), "exit-intent popup");
    expect(await popup.getByRole("listitem").count()).toBe(3);
    // Nobody asked for it: focus is on the dialog itself rather than in a field.
    // (It moves there once the dialog is drawn.)
    const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute("role"));
    await advanceUntil(page, async () => (await focusedRole()) === "dialog", "focus on the popup");
    await checkA11y(page, "exit-intent popup");
    await page.keyboard.press("Escape");
    await settle(page);
    await expect.poll(() => popup.count()).toBe(0);

    await page.mouse.move(600, 300);
    await page.mouse.move(600, -5);
    await page.clock.runFor(1000);
    expect(await popup.count()).toBe(0);
    await page.reload({ waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.mouse.move(600, 300);
    await page.mouse.move(600, -5);
    await page.clock.runFor(1000);
    expect(await popup.count()).toBe(0);
    expect(s.problems).toEqual([]);
    await s.close();

    // A new browser session gets it again; this time the visitor fills it in.
    const next = await openPage("/", { viewport: { width: 1280, height: 800 } });
    await next.page.mouse.move(600, 300);
    await next.page.mouse.move(600, -5);
    const again = next.page.getByRole("dialog", { name: "Wait! Don't Miss Out" });
    await advanceUntil(next.page, () => again.isVisible(), "exit-intent popup, new session");
    await again.getByRole("button", { name: "Get Matched Now" }).click();
    await expectMessages(again, QUICK_MESSAGES);
    await fillQuick(again);
    await again.getByRole("button", { name: "Get Matched Now" }).click();
    await expect.poll(() => again.getByText("Thank you! We'll contact you soon.").isVisible()).toBe(true);
    await next.page.clock.runFor(1950);
    expect(await again.isVisible()).toBe(true);
    expect(await toastText(next.page)).toContain(QUICK_SUCCESS);
    await next.page.clock.runFor(50);
    await settle(next.page);
    await expect.poll(() => again.count()).toBe(0);
    expect(next.requests.map((r) => r.body.formSource)).toEqual(["Exit Intent Popup"]);
    expect(await storedLead("Exit Intent Popup")).toMatchObject({ kind: "quick", first_name: "Sam" });
    expect(next.problems).toEqual([]);
    expect(next.csp).toEqual([]);
    await next.close();
  });

  test("375 px: the button reads 'Contact', the popup comes after 30 s, and the forms fit the screen", async () => {
    const s = await openPage("/", { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const { page } = s;
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.clock.runFor(3000);
    const cta = page.getByRole("button", { name: "Contact", exact: true });
    await expect.poll(() => cta.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Get Matched Today" }).count()).toBe(0);

    const popup = page.getByRole("dialog", { name: "Wait! Don't Miss Out" });
    await page.clock.runFor(30_000 - 3000 - 100);
    expect(await popup.count()).toBe(0);
    await page.clock.runFor(100);
    await advanceUntil(page, () => popup.isVisible(), "exit-intent popup after 30 s");
    const box = await popup.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await popup.getByRole("button", { name: "Close" }).click();
    await settle(page);
    await expect.poll(() => popup.count()).toBe(0);

    // Shown over the hero too: on a phone the page keeps room at its end instead (first-interactions.test.ts).
    await expect.poll(() => cta.isVisible()).toBe(true);
    await cta.click();
    const dialog = page.getByRole("dialog", { name: "Get Matched in 20 Minutes" });
    await advanceUntil(page, () => dialog.isVisible(), "floating CTA dialog");
    await fillQuick(dialog);
    await dialog.getByRole("button", { name: "Get Matched Now" }).click();
    await expect.poll(() => dialog.getByText("Thank you! We'll contact you soon.").isVisible()).toBe(true);
    await page.clock.runFor(2000);
    await settle(page);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await toastText(page)).toContain(QUICK_SUCCESS);

    const form = contactForm(page, LANDING_TITLE);
    await form.getByRole("button", { name: "Submit" }).click();
    await expectMessages(form, FULL_MESSAGES);
    const formBox = await form.boundingBox();
    expect(formBox!.x + formBox!.width).toBeLessThanOrEqual(375);
    expect(s.problems).toEqual([]);
    await s.close();
  });

  for (const guide of SALARY_GUIDES) {
    test(`${guide.path}: the consultation form validates, adapts to the visitor type and submits`, async () => {
      const s = await openPage(guide.path, { allowStatus: [500] });
      const { page } = s;
      const form = contactForm(page, guide.title);
      await waitForEnhancement(form);
      await form.getByRole("button", { name: "Submit" }).click();
      await expectMessages(form, FULL_MESSAGES);
      expect(await activeLabel(page)).toBe("First name");
      await form.getByLabel("NP/PA Professional").check();
      expect(await form.getByLabel(/^Organization/).isVisible()).toBe(false);
      await fillFull(form, { message: "I would like to benchmark an offer I received." });
      await form.getByLabel(/^Specialty/).fill("Dermatology");
      const release = await holdRequest(page, "/api/contact");
      await form.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => form.getByRole("button", { name: "Submitting..." }).isDisabled()).toBe(true);
      const sent = await release();
      await expectToast(page, "Success!", FULL_SUCCESS);
      expect(await form.getByLabel("First name").inputValue()).toBe("");
      expect(sent.body).toMatchObject({
        formSource: guide.source,
        userType: "job_seeker",
        specialty: "Dermatology",
        attribution: { pagePath: guide.path },
      });
      expect(await storedLead(guide.source)).toMatchObject({
        page_path: guide.path,
        specialty: "Dermatology",
      });

      await page.clock.runFor(6000);
      await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "" }));
      await fillFull(form);
      await form.getByRole("button", { name: "Submit" }).click();
      await expectToast(page, "Error", FULL_FAILURE);
      expect(await form.getByLabel("Last name").inputValue()).toBe("Whitfield");
      expect(s.problems).toEqual([]);
      await s.close();
    });
  }

  test("without JavaScript: the landing form posts, is answered with a 303 and lands on the thank-you page", async () => {
    const { page, problems, close } = await h.open("/", { javaScriptEnabled: false });
    const form = contactForm(page, LANDING_TITLE);
    await form.getByLabel("NP/PA Professional").check();
    // The conditional fields follow the radio buttons through CSS alone.
    expect(await form.getByLabel(/^Organization/).isVisible()).toBe(false);
    expect(await form.getByLabel(/^Desired position/).isVisible()).toBe(true);
    await fillFull(form, { firstName: "Jordan", message: "Seeking a part-time PM&R position in Illinois." });
    await form.getByLabel(/^Desired position/).fill("Nurse Practitioner");
    await form.getByLabel(/^Location/).fill("Godfrey, IL");

    const answers: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/api/contact") answers.push(response.status());
    });
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL("**/thank-you");
    expect(answers).toEqual([303]);
    expect(await page.locator("h1").textContent()).toBe("Thank You, We Have Your Details");
    expect(await page.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");

    const lead = await storedLead("Homepage Main Contact Form");
    expect(lead).toMatchObject({
      first_name: "Jordan",
      user_type: "job_seeker",
      position: "Nurse Practitioner",
      location: "Godfrey, IL",
      page_path: "/",
      status: "new",
    });
    // With JavaScript off, Chromium refuses the page's module scripts (reported as "csp").
    expect(problems.filter((p) => !/^requestfailed: \S+\.js csp$/.test(p))).toEqual([]);
    await close();
  });
  test("the landing form's code loads after the page's own, and it loads on a client-side visit too", async () => {
    const s = await openPage("/faq", { clock: false, reuse: false });
    const scripts: string[] = [];
    s.page.on("request", (request: Request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await s.page.locator('header a[href="/"]').first().click();
    await s.page.waitForURL((url) => url.pathname === "/");
    const form = contactForm(s.page, LANDING_TITLE);
    await waitForEnhancement(form);
    expect(scripts.some((path) => /\/assets\/contact-form-[\w-]+\.js$/.test(path))).toBe(true);
    await form.getByRole("button", { name: "Submit" }).click();
    for (const message of FULL_MESSAGES) {
      await expect.poll(() => form.getByText(message).isVisible()).toBe(true);
    }
    expect(s.problems).toEqual([]);
    await s.close();

    // On a first visit the form arrives with its HTML and its code comes after the page's modules.
    const first = await h.open(undefined, { reuse: false });
    const order: string[] = [];
    first.page.on("request", (request: Request) => order.push(new URL(request.url()).pathname));
    await first.page.goto("/", { waitUntil: "networkidle" });
    await waitForEnhancement(contactForm(first.page, LANDING_TITLE));
    const formCode = order.findIndex((path) => /\/assets\/contact-form-[\w-]+\.js$/.test(path));
    const entry = order.findIndex((path) => /\/assets\/entry\.client-[\w-]+\.js$/.test(path));
    expect(entry).toBeGreaterThan(-1);
    expect(formCode).toBeGreaterThan(entry);
    await first.close();
  });
  test("keeps a visitor type and text entered before the form's code arrived, and sends them", async () => {
    const session = await h.open(undefined);
    const { page } = session;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds back the form's own code, as a slow phone would, while the rest of the page hydrates.
    await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    const form = contactForm(page, LANDING_TITLE);
    await form.getByLabel("NP/PA Professional").check();
    await fillFull(form, { lastName: "Okafor", message: "Looking for a full-time FNP role near Atlanta." });
    await form.getByLabel(/^Desired position/).fill("Family Nurse Practitioner");
    expect(await form.getAttribute("data-enhanced")).toBeNull();

    release();
    await waitForEnhancement(form);
    expect(await form.getByLabel("NP/PA Professional").isChecked()).toBe(true);
    expect(await form.getByLabel(/^Desired position/).isVisible()).toBe(true);
    expect(await form.getByLabel("Last name").inputValue()).toBe("Okafor");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect.poll(async () => (await storedLead("Homepage Main Contact Form"))?.last_name).toBe("Okafor");
    expect(await storedLead("Homepage Main Contact Form")).toMatchObject({
      user_type: "job_seeker",
      position: "Family Nurse Practitioner",
      organization: null,
    });
    expect(session.problems).toEqual([]);
    await session.close();
  });
});
