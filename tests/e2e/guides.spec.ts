import type { Page, Request } from "@playwright/test";
import { npSalaryGuide } from "#app/content/guides/np-salary";
import { paSalaryGuide } from "#app/content/guides/pa-salary";
import { leadCapture } from "#app/content/lead-capture";
import { site } from "#app/content/site";
import { expect, test, waitForHydration } from "./fixtures";

const RECRUITING_GUIDES = ["/how-to-recruit-nurse-practitioners", "/how-to-recruit-physician-assistants"];
const GUIDE_PATHS = [
  ...RECRUITING_GUIDES,
  "/nurse-practitioner-salary-guide",
  "/nurse-practitioner-specialties",
  "/nurse-practitioner-job-market",
  "/nurse-practitioner-licensing",
  "/physician-assistant-salary-guide",
  "/physician-assistant-specialties",
  "/physician-assistant-job-market",
  "/physician-assistant-supervision",
];

const desktop = { viewport: { width: 1280, height: 900 } };

function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
}

function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (elementId) => document.getElementById(elementId)?.getBoundingClientRect().top ?? -1,
    id,
  );
}

test.describe("guide pages in a real browser", () => {
  for (const path of GUIDE_PATHS)
    test(`${path}: one h1, ordered headings, a working table of contents, structured data and live links`, async ({
      site: h,
    }) => {
      const { page, problems, close } = await h.open(path, desktop);
      await waitForHydration(page);

      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      for (let i = 1; i < levels.length; i++) {
        expect(
          levels[i]! - levels[i - 1]!,
          `heading ${i} of ${path}: ${levels.join(",")}`,
        ).toBeLessThanOrEqual(1);
      }

      const toc = page.getByRole("navigation", { name: "On this page" });
      const targets = await toc
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(targets.length).toBeGreaterThanOrEqual(4);
      for (const href of targets) {
        expect(href).toMatch(/^#[a-z][a-z0-9-]*$/);
        expect(await page.locator(href).count(), href).toBe(1);
      }

      const blocks = (await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")))) as {
        "@type": string;
        itemListElement?: { position: number; name: string; item: string }[];
        headline?: string;
        publisher?: { name: string; logo?: { url: string } };
        mainEntityOfPage?: { "@id": string };
      }[];
      const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
      const article = blocks.find((block) => block["@type"] === "Article");
      const h1 = (await page.locator("h1").textContent())?.trim();
      expect(breadcrumb?.itemListElement?.map((item) => item.name)).toEqual(["Home", h1]);
      expect(breadcrumb?.itemListElement?.[1]?.item).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      expect(article?.headline).toBe(h1);
      expect(article?.publisher?.name).toBe(site.name);
      expect(article?.publisher?.logo?.url).toMatch(/^https?:\/\//);
      expect(article?.mainEntityOfPage?.["@id"]).toMatch(new RegExp(`${path}$`));

      const hrefs = await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
      expect(hrefs.length).toBeGreaterThan(3);
      for (const href of hrefs) {
        const target = href.split("#")[0] || "/";
        const response = await fetch(new URL(target, h.baseUrl), { redirect: "manual" });
        expect(response.status, `${path} -> ${href}`).toBe(200);
      }

      expect(problems).toEqual([]);
      await close();
    });

  for (const path of RECRUITING_GUIDES)
    test(`${path} scrolls smoothly to the process steps from the hero button`, async ({ site: h }) => {
      const { page, problems, close } = await h.open(path, desktop);
      await waitForHydration(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
        "smooth",
      );
      expect(await topOf(page, "process-steps")).toBeGreaterThan(900);

      const button = page.getByRole("link", { name: "See the six-step process" });
      expect(await button.getAttribute("href")).toBe("#process-steps");
      await button.click();

      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#process-steps");
      // Lands just below the sticky header (scroll-padding-top is 5rem).
      await expect.poll(() => topOf(page, "process-steps"), { timeout: 5000 }).toBeGreaterThanOrEqual(0);
      await expect.poll(() => topOf(page, "process-steps"), { timeout: 5000 }).toBeLessThanOrEqual(90);
      const steps = page.locator("#process-steps ol > li");
      expect(await steps.count()).toBe(6);
      expect(await steps.first().isVisible()).toBe(true);
      expect(problems).toEqual([]);
      await close();
    });

  test("jumps without animation when the visitor prefers reduced motion", async ({ site: h }) => {
    const { page, close } = await h.open(RECRUITING_GUIDES[0], { ...desktop, reducedMotion: "reduce" });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    await page.getByRole("link", { name: "See the six-step process" }).click();
    await expect.poll(() => topOf(page, "process-steps")).toBeLessThanOrEqual(90);
    await close();
  });

  for (const [path, leadForm] of [
    ["/nurse-practitioner-salary-guide", npSalaryGuide.leadForm!],
    ["/physician-assistant-salary-guide", paSalaryGuide.leadForm!],
  ] as const)
    test(`${path} sends its lead form with the page's own source label`, async ({ site: h }) => {
      const { page, problems, close } = await h.open(path, desktop);
      await waitForHydration(page);
      const sent: Request[] = [];
      await page.route("**/api/contact", async (route) => {
        sent.push(route.request());
        await route.fulfill({ status: 201, contentType: "application/json", body: '{"ok":true}' });
      });

      const heading = page.getByRole("heading", { level: 2, name: leadForm.title, exact: true });
      expect(await heading.count()).toBe(1);
      await page.getByRole("link", { name: leadForm.title }).first().click();
      const form = page.getByRole("form", { name: leadForm.title });
      await form.getByLabel("First name").fill("Jordan");
      await form.getByLabel("Last name").fill("Rivera");
      await form.getByLabel("Email").fill("jordan.rivera@example.org");
      await form.getByLabel("Phone").fill("555-010-4477");
      await form.getByLabel("Message").fill("Please benchmark an offer for a full-time role in Atlanta.");
      await form.getByRole("button", { name: "Submit" }).click();

      await expect.poll(() => sent.length).toBe(1);
      const request = sent[0]!;
      expect(request.method()).toBe("POST");
      expect(request.postDataJSON()).toMatchObject({
        formSource: leadForm.source,
        firstName: "Jordan",
        lastName: "Rivera",
        email: "jordan.rivera@example.org",
        userType: "employer",
      });
      // The form's own confirmation line; the toast is the form's concern and is tested with it.
      await expect
        .poll(() => form.getByRole("status").textContent())
        .toBe(leadCapture.contactForm.inlineThanks);
      expect(problems).toEqual([]);
      await close();
    });
});
