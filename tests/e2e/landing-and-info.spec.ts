import type { Page } from "@playwright/test";
import { comparisonRows } from "#app/content/comparison";
import { thoughtLeadership } from "#app/content/expertise";
import { faqCategories } from "#app/content/faq";
import { landingFaq } from "#app/content/landing-faq";
import { linkedinGroups } from "#app/content/linkedin";
import { resourceCards } from "#app/content/resources";
import { site } from "#app/content/site";
import { leadershipTeam } from "#app/content/team";
import {
  expect,
  expectNoA11yViolations,
  type Harness,
  startOwnSite,
  test,
  waitForHydration,
  sidewaysOverflow,
} from "./fixtures";

const desktop = { viewport: { width: 1280, height: 900 } };

/** Distance of an element's top edge from the top of the viewport. */
function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (elementId) =>
      document.getElementById(elementId)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
    id,
  );
}

/** "true" or "false" per FAQ question: whether its answer is open (the `<details>` the summary heads). */
function expanded(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => String((node.parentElement as HTMLDetailsElement).open)));
}

test.describe("landing and informational pages in a real browser", () => {
  let h: Harness;
  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser);
  });
  test.afterAll(async () => {
    await h?.close();
  });

  test("lays out the landing sections in the spec's order with their scroll-target ids", async () => {
    const { page, problems, close } = await h.open("/", desktop);
    await waitForHydration(page);
    const sections = await page
      .locator("main > section")
      .evaluateAll((nodes) => nodes.map((node) => node.id || node.getAttribute("aria-labelledby")));
    expect(sections).toEqual([
      "hero-heading",
      "services",
      "process",
      "contact",
      "testimonials",
      "trust-heading",
      "faq-heading",
      "resources",
      "job-seekers-heading",
    ]);
    expect(await page.locator("h1").count()).toBe(1);

    const hero = page.locator("main > section").first();
    expect(await hero.getByRole("link", { name: "Start Hiring Today" }).getAttribute("href")).toBe(
      "#contact",
    );
    expect(await hero.getByRole("link", { name: "Learn Our Process" }).getAttribute("href")).toBe("#process");

    const serviceLinks = page.locator("#services li > a");
    expect(await serviceLinks.count()).toBe(6);
    expect(
      new Set(await serviceLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))),
    ).toEqual(new Set(["#contact"]));

    const steps = await page.locator("#process ol > li h3").allTextContents();
    expect(steps.map((step) => step.replace(/^Step \d: /, ""))).toEqual([
      "Reach Out",
      "Connect",
      "Review Candidates",
      "Interview & Offer",
      "Hire & Onboard",
    ]);
    expect(
      await page.locator("#process").getByRole("link", { name: "Get Started" }).getAttribute("href"),
    ).toBe("#contact");

    const contact = page.locator("#contact");
    expect(await contact.getByText("Get Matched with Top Healthcare Talent in 20 Minutes").count()).toBe(1);
    expect(await contact.locator('input[name="formSource"]').inputValue()).toBe("Homepage Main Contact Form");

    const stats = await page.locator('[aria-labelledby="trust-heading"] dd').allTextContents();
    expect(stats).toEqual(["18+", "5,000+", "48hr", "95%"]);

    const readMore = page.locator("#resources").getByRole("link", { name: /^Read More/ });
    expect(await readMore.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      resourceCards.map((card) => card.href),
    );
    expect(await page.getByRole("link", { name: "View All Resources" }).getAttribute("href")).toBe(
      "/our-expertise#guides",
    );
    expect(await page.getByRole("link", { name: "View NP Positions" }).getAttribute("href")).toBe(
      "/jobs?role=NP",
    );
    expect(await page.getByRole("link", { name: "View PA Positions" }).getAttribute("href")).toBe(
      "/jobs?role=PA",
    );
    expect(problems).toEqual([]);
    await close();
  });

  test("scrolls to the process and contact sections from the hero buttons", async () => {
    const { page, problems, close } = await h.open("/", { ...desktop, reducedMotion: "reduce" });
    await waitForHydration(page);
    await page.getByRole("link", { name: "Learn Our Process" }).click();
    await expect.poll(() => topOf(page, "process")).toBeLessThan(120);
    await page.locator("#process").getByRole("link", { name: "Get Started" }).click();
    await expect.poll(() => topOf(page, "contact")).toBeLessThan(120);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Start Hiring Today" }).click();
    await expect.poll(() => topOf(page, "contact")).toBeLessThan(120);
    expect(new URL(page.url()).hash).toBe("#contact");
    expect(problems).toEqual([]);
    await close();
  });

  test("shows six testimonials whose local logos load lazily with fixed dimensions", async () => {
    const { page, problems, close } = await h.open("/", desktop);
    await waitForHydration(page);
    const figures = page.locator("#testimonials figure");
    expect(await figures.count()).toBe(6);
    const logos = page.locator("#testimonials img");
    const attributes = await logos.evaluateAll((images) =>
      images.map((img) => ({
        src: img.getAttribute("src"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
      })),
    );
    for (const logo of attributes) {
      expect(logo.src).toMatch(/^\/logos\/[a-z-]+\.svg$/);
      expect(logo).toMatchObject({ width: "48", height: "48", loading: "lazy" });
    }
    await page.locator("#testimonials").scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        logos.evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  test("lets several landing FAQ items be open at once, with the first open on load", async () => {
    const { page, problems, close } = await h.open("/", desktop);
    await waitForHydration(page);
    const section = page.locator('[aria-labelledby="faq-heading"]');
    const triggers = section.locator("details > summary");
    expect(await triggers.count()).toBe(8);
    const selector = '[aria-labelledby="faq-heading"] details > summary';
    expect(await expanded(page, selector)).toEqual(["true", ...Array(7).fill("false")]);
    expect(await section.getByText(landingFaq[0]!.answer).isVisible()).toBe(true);
    expect(await section.getByText(landingFaq[1]!.answer).isVisible()).toBe(false);

    await triggers.nth(1).click();
    await triggers.nth(4).click();
    await expect
      .poll(() => expanded(page, selector))
      .toEqual(["true", "true", "false", "false", "true", "false", "false", "false"]);
    expect(await section.getByText(landingFaq[4]!.answer).isVisible()).toBe(true);
    await triggers.first().click();
    await expect.poll(() => expanded(page, selector).then((all) => all[0])).toBe("false");
    expect((await expanded(page, selector))[1]).toBe("true");
    await expectNoA11yViolations(page, "/ with several FAQ items open");
    expect(problems).toEqual([]);
    await close();
  });

  test("prerenders every FAQ answer so that it is in the page without JavaScript", async () => {
    for (const path of ["/", "/faq"]) {
      const { page, close } = await h.open(path, { javaScriptEnabled: false });
      const text = await page.locator("main").textContent();
      const answers = path === "/" ? landingFaq : faqCategories.flatMap((category) => category.items);
      for (const item of answers) expect(text, path).toContain(item.answer);
      await close();
    }
  });

  test("opens one FAQ-page item at a time per topic, closes it again and moves focus with the keyboard", async () => {
    const { page, problems, close } = await h.open("/faq", desktop);
    await waitForHydration(page);
    const headings = await page.locator("main h2").allTextContents();
    for (const category of faqCategories) expect(headings).toContain(category.title);

    const general = page.locator('section[aria-labelledby="general"]');
    const triggers = general.locator("details > summary");
    expect(await triggers.count()).toBe(5);
    const selector = 'section[aria-labelledby="general"] details > summary';
    expect(await expanded(page, selector)).toEqual(Array(5).fill("false"));

    await triggers.nth(0).click();
    await expect.poll(() => expanded(page, selector)).toEqual(["true", "false", "false", "false", "false"]);
    await triggers.nth(2).click();
    await expect.poll(() => expanded(page, selector)).toEqual(["false", "false", "true", "false", "false"]);
    await triggers.nth(2).click();
    await expect.poll(() => expanded(page, selector)).toEqual(Array(5).fill("false"));

    const focusedQuestion = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    const questions = faqCategories[0]!.items.map((item) => item.question);
    // Each question stays a heading of the page outline inside its control.
    expect(await general.getByRole("heading", { level: 3 }).allTextContents()).toEqual(questions);
    await triggers.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedQuestion).toBe(questions[1]);
    await page.keyboard.press("End");
    await expect.poll(focusedQuestion).toBe(questions[4]);
    await page.keyboard.press("Home");
    await expect.poll(focusedQuestion).toBe(questions[0]);
    await page.keyboard.press("ArrowUp");
    await expect.poll(focusedQuestion).toBe(questions[4]);
    await page.keyboard.press("Enter");
    await expect.poll(() => expanded(page, selector).then((all) => all[4])).toBe("true");
    await page.keyboard.press("Space");
    await expect.poll(() => expanded(page, selector).then((all) => all[4])).toBe("false");

    expect(await page.locator("main dl dd").count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByRole("link", { name: /^Email/ }).getAttribute("href")).toBe(
      `mailto:${site.email}`,
    );
    expect(
      await page
        .getByRole("link", { name: new RegExp(`Call ${site.phone.replace(/[()]/g, "\\$&")}`) })
        .getAttribute("href"),
    ).toBe(site.phoneHref);
    await triggers.nth(1).click();
    await expectNoA11yViolations(page, "/faq with an item open");
    expect(problems).toEqual([]);
    await close();
  });

  // Below 640 px the comparison is one card per feature (tests/e2e/visitor-experience.spec.ts).
  test("shows the comparison as a real table that scrolls inside its own region at 640 px", async () => {
    const { page, problems, close } = await h.open("/compare-services", {
      viewport: { width: 640, height: 800 },
    });
    await waitForHydration(page);
    const table = page.locator("table");
    expect(await table.count()).toBe(1);
    expect(await table.locator('thead th[scope="col"]').count()).toBe(5);
    expect(await table.locator('tbody th[scope="row"]').count()).toBe(comparisonRows.length);
    const firstRow = await table.locator("tbody tr").first().textContent();
    expect(firstRow).toMatch(/Yes/);
    expect(firstRow).toMatch(/No/);

    const region = page.getByRole("region", { name: /Feature comparison/ });
    expect(await region.getAttribute("tabindex")).toBe("0");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await region.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  test("opens the company page and each group in a new tab", async () => {
    const { page, context, problems, close } = await h.open(undefined, desktop);
    await context.route("https://www.linkedin.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>LinkedIn</title>" }),
    );
    await page.goto("/linkedin-network", { waitUntil: "networkidle" });
    await waitForHydration(page);
    const follow = page.getByRole("link", { name: /Follow Our Company Page on LinkedIn/ });
    expect(await follow.getAttribute("href")).toBe(site.social.linkedin);
    const joins = page.getByRole("link", { name: /^Join This Group/ });
    expect(await joins.count()).toBe(3);
    for (const link of [follow, ...(await joins.all())]) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect((await link.getAttribute("rel"))?.split(" ").sort()).toEqual(["noopener", "noreferrer"]);
      expect(await link.textContent()).toContain("(opens in a new tab)");
    }
    expect(await joins.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      linkedinGroups.map((group) => group.url),
    );
    const [popup] = await Promise.all([context.waitForEvent("page"), joins.first().click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(linkedinGroups[0]!.url);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(new URL(page.url()).pathname).toBe("/linkedin-network");
    expect(problems).toEqual([]);
    await close();
  });

  test("takes a /#contact link on another page to the landing page's contact section", async () => {
    for (const path of ["/linkedin-network", "/faq"]) {
      const { page, problems, close } = await h.open(path, desktop);
      await waitForHydration(page);
      await page.locator("main").getByRole("link", { name: "Get Started", exact: true }).last().click();
      await page.waitForURL((url) => url.pathname === "/" && url.hash === "#contact");
      await expect.poll(() => topOf(page, "contact"), { message: path }).toBeLessThan(200);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      expect(problems).toEqual([]);
      await close();
    }
  });

  test("leads 'View All Resources' to the full list of guides", async () => {
    const { page, problems, close } = await h.open("/", desktop);
    await waitForHydration(page);
    await page.getByRole("link", { name: "View All Resources" }).click();
    await page.waitForURL((url) => url.pathname === "/our-expertise" && url.hash === "#guides");
    await expect.poll(() => topOf(page, "guides")).toBeLessThan(200);
    const guides = page.locator("#guides").getByRole("link", { name: /^Read the guide/ });
    expect(await guides.count()).toBe(thoughtLeadership.length);
    expect(await page.locator('[aria-labelledby="leadership-heading"] article h3').count()).toBe(
      leadershipTeam.length,
    );
    expect(problems).toEqual([]);
    await close();
  });

  test("sends job seekers to the jobs list filtered by role", async () => {
    const { page, problems, close } = await h.open("/", desktop);
    await waitForHydration(page);
    await page.getByRole("link", { name: "View PA Positions" }).click();
    await page.waitForURL((url) => url.pathname === "/jobs" && url.searchParams.get("role") === "PA");
    // The seed's postings ended in 2025: with nothing open, the list says so instead of offering filters.
    await expect
      .poll(() => page.locator("[data-slot='jobs-nothing-open'] h2").textContent())
      .toBe("No NP or PA role is open right now");
    expect(problems).toEqual([]);
    await close();
  });

  test("publishes a privacy policy and terms that cover what the forms collect and the fees", async () => {
    const { page, problems, close } = await h.open("/", desktop);
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL("**/privacy-policy");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Privacy Policy");
    const privacy = (await page.locator("main").textContent()) ?? "";
    for (const fact of [
      "first and last name",
      "email address",
      "phone number",
      "healthcare organization or an NP/PA professional",
      "organization",
      "position",
      "specialty",
      "location",
      "message",
      "the page you sent it from",
      "campaign tags",
      "set no cookies",
      "webhook",
      "recruiting mailbox",
      site.email,
      "delete",
    ]) {
      expect(privacy).toContain(fact);
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await page.waitForURL("**/terms-of-service");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Terms of Service");
    const terms = (await page.locator("main").textContent()) ?? "";
    expect(terms).toContain("We never charge NPs or PAs");
    expect(terms).toContain("20-25% of the provider's first-year base salary");
    expect(terms).toContain("until a provider we introduced starts work");
    expect(problems).toEqual([]);
    await close();
  });
});
