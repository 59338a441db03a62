import type { Page } from "@playwright/test";
import { jobs } from "#app/content/jobs/index";
import { site } from "#app/content/site";
import { formatPay } from "#app/lib/job-pay";
import { renewAllPostings } from "#server/test-support/jobs";
import {
  expect,
  expectNoA11yViolations,
  type Harness,
  startOwnSite,
  test,
  waitForHydration,
  sidewaysOverflow,
} from "./fixtures";

type Ld = Record<string, unknown>;

const many = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

async function jsonLd(page: Page): Promise<Ld[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Ld).filter((data) => data["@type"] === "JobPosting");
}

async function mainText(page: Page): Promise<string> {
  return ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, " ");
}

test.describe("job postings in a real browser", () => {
  let h: Harness;
  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser);
  });
  test.afterAll(async () => {
    await h?.close();
  });

  // Their axe check on a desktop screen is the platform test's visit to every route; here, at 390 px.
  test("serves all 17 job pages with one h1 and one main, no console error and zero axe violations on a phone", async () => {
    test.setTimeout(300_000);
    const session = await h.open(undefined, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    for (const path of [...jobs.map((job) => job.path), "/jobs"]) {
      const response = await session.page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(session.page);
      expect(await session.page.locator("h1").count(), path).toBe(1);
      expect(await session.page.getByRole("main").count(), path).toBe(1);
      await expectNoA11yViolations(session.page, `${path} at 390 px`);
    }
    expect(session.problems).toEqual([]);
    await session.close();
  });

  test("renders layout A with its badges, cards and apply card (Valley, Alabama)", async () => {
    const { page, problems, close } = await h.open("/job-valley-alabama");
    await waitForHydration(page);
    expect(await page.locator("[data-layout]").getAttribute("data-layout")).toBe("A");
    const badges = await page
      .getByRole("list", { name: "Position summary" })
      .getByRole("listitem")
      .allTextContents();
    expect(badges).toEqual([
      "$120,000-$140,000+ per year",
      "Valley, AL 36854",
      "Full-time",
      "Monday-Friday, 8:00 AM-5:00 PM",
      "Minimal on-call",
    ]);
    for (const name of [
      "Why Work Here",
      "What We Look For",
      "Schedule",
      "Location",
      "Compensation & Benefits",
      "Treatment Focus",
      "Apply for This Position",
    ]) {
      expect(await page.getByRole("heading", { level: 2, name }).isVisible(), name).toBe(true);
    }
    const apply = page.getByRole("link", { name: "Apply by E-mail" });
    const href = new URL((await apply.getAttribute("href")) ?? "");
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toBe(site.email);
    expect(href.searchParams.get("subject")).toBe("Application for NP/PA Position - Valley, Alabama");
    expect(
      await page
        .locator("#apply")
        .getByRole("link", { name: /^Call / })
        .getAttribute("href"),
    ).toBe(site.phoneHref);
    expect(problems).toEqual([]);
    await close();
  });

  test("presets the Manhattan subject exactly and keeps the neuropathy page without JSON-LD or home link", async () => {
    const { page, problems, close } = await h.open("/job-nyc-manhattan");
    const href = new URL(
      (await page.getByRole("link", { name: "Apply by E-mail" }).getAttribute("href")) ?? "",
    );
    expect(href.searchParams.get("subject")).toBe("Application for PA-C Position - Midtown Manhattan, NYC");
    expect(await page.locator("main a[href='/']").count()).toBe(1);

    await page.goto("/job-oklahoma-neuropathy", { waitUntil: "networkidle" });
    await waitForHydration(page);
    expect(await jsonLd(page)).toEqual([]);
    expect(await page.locator("main a[href='/']").count()).toBe(0);
    expect(await mainText(page)).toContain("$130,000 per year");
    expect(problems).toEqual([]);
    await close();
  });

  test("renders layout B with every section, 29-31 keyword badges and four new-tab outbound buttons", async () => {
    const { page, problems, close } = await h.open("/job-minneapolis-pmr");
    await waitForHydration(page);
    expect(await page.locator("[data-layout]").getAttribute("data-layout")).toBe("B");
    const badges = await page
      .getByRole("list", { name: "Position type and area" })
      .getByRole("listitem")
      .allTextContents();
    expect(badges).toEqual(["FULL-TIME", "TWIN CITIES"]);
    for (const name of [
      "About the Position",
      "Why You'll Love This Role",
      "Your Responsibilities",
      "Qualifications",
      "What We Offer",
      "Interested in Learning More?",
      "Explore More NP & PA Opportunities",
    ]) {
      expect(await page.getByRole("heading", { level: 2, name }).isVisible(), name).toBe(true);
    }
    const keywords = await page.locator("#keywords-title + details li").count();
    expect(keywords).toBeGreaterThanOrEqual(29);
    expect(keywords).toBeLessThanOrEqual(31);
    const explore = page.locator("#explore-title + ul a");
    expect(await explore.count()).toBe(4);
    for (const link of await explore.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect((await explore.allTextContents()).map((t) => t.replace(" (opens in a new tab)", ""))).toEqual([
      "All NP Jobs",
      "All PA Jobs",
      "Minnesota NP Jobs",
      "Minnesota PA Jobs",
    ]);
    const body = new URL(
      (await page.getByRole("link", { name: "Apply by E-mail" }).getAttribute("href")) ?? "",
    ).searchParams.get("body");
    expect(body).toContain("interest in the position as advertised on the site");
    expect(await page.locator("main a[href='/']").count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  test("opens the partner's job page in a new tab on Minneapolis/Osseo, with e-mail and no call button", async () => {
    const { page, problems, close } = await h.open("/job-minneapolis-osseo-pmr");
    await waitForHydration(page);
    const apply = page.locator("#apply");
    const partner = apply.getByRole("link", { name: /Apply on Partner Site/ });
    expect(await partner.getAttribute("target")).toBe("_blank");
    expect(await partner.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await apply.locator("a[href^='mailto:']").count()).toBe(1);
    expect(await apply.locator("a[href^='tel:']").count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test("uses the purple scheme on the Godfrey part-time page", async () => {
    const { page, close } = await h.open("/job-godfrey-il-pmr-parttime");
    expect(await page.locator("[data-scheme]").getAttribute("data-scheme")).toBe("purple");
    const color = await page
      .getByRole("link", { name: "Apply by E-mail" })
      .evaluate((a) => getComputedStyle(a).backgroundColor);
    const blue = await h.open("/job-hyannis-pmr");
    const blueColor = await blue.page
      .getByRole("link", { name: "Apply by E-mail" })
      .evaluate((a) => getComputedStyle(a).backgroundColor);
    expect(color).not.toBe(blueColor);
    await blue.close();
    await close();
  });

  test("shows every posting's distinctive terms", async () => {
    test.setTimeout(120_000);
    const terms: Record<string, string[]> = {
      "/job-valley-alabama": ["$120,000-$140,000+ per year", "direct-primary-care", "Alabama and Georgia"],
      "/job-nyc-manhattan": [
        "New York, NY 10036",
        "Monday-Friday, 10:00 AM-6:00 PM",
        "No on-call",
        "$140,000-$165,000 per year",
      ],
      "/job-oklahoma-neuropathy": [
        "Midwest City, OK",
        "Monday-Thursday, 7:00 AM-5:00 PM",
        "3 weeks paid time off (PTO)",
        "Paid sick days",
        "Active Oklahoma nurse practitioner license",
      ],
      "/job-sales-representative": [
        "$75,000 per year",
        "$500 bonus per facility onboarded",
        "$250 retention bonus after it has been active for 12 months",
        "40 hours per week",
        "2-3 tradeshows a year",
        "4-5 states",
      ],
      "/job-np-remote-telemedicine": [
        "Up to $60 per hour",
        "FNP, ANP or AGNP",
        "about 60 minutes",
        "30-40 minutes",
        "Full-time 32+ hours or part-time 12-16 hours per week",
        "5:30-6:00 PM",
        "Active Illinois nurse practitioner license",
        "Benefits for full-time staff",
      ],
      "/job-st-elmo-pmr": [
        "$75-$90+ per hour",
        "One day per week",
        "Part-time or PRN",
        "Active Illinois NP or PA license",
      ],
      "/job-hyannis-pmr": [
        "Up to $150,000 per year",
        "$35,000 annual bonus",
        "32-40 hours per week",
        "Active Massachusetts NP or PA license",
      ],
      "/job-gainesville-conyers-pmr": [
        "Gainesville, GA 30501",
        "Conyers, GA 30012",
        "Up to $140,000 per year",
        "Up to $26,000 bonus",
        "Active Georgia NP or PA license",
      ],
      "/job-atlanta-pmr": ["Atlanta, GA 30305", "30308", "Up to $140,000 per year", "$26,000 bonus"],
      "/job-chatham-pmr": ["Chatham, MA 02650", "Up to $150,000 per year", "$35,000 bonus", "Cape Cod"],
      "/job-spring-arbor-archbold-pmr": [
        "Spring Arbor, MI 49283",
        "Archbold, OH 43502",
        "Up to $135,000 per year",
        "preferred, not required",
      ],
      "/job-il-mo-pmr": [
        "Godfrey, IL 62035",
        "Alton, IL 62002",
        "Wood River, IL 62095",
        "St. Louis, MO 63125",
        "Ballwin, MO 63021",
        "willingness to obtain it",
      ],
      "/job-godfrey-il-pmr-parttime": [
        "$70-$90+ per hour",
        "24-32 hours per week",
        "No call or weekends",
        "Malpractice insurance covered",
        "Collaborating physician provided",
        "no additional employment benefits are included",
      ],
      "/job-minneapolis-pmr": [
        "TWIN CITIES",
        "Minneapolis, MN 55426",
        "Up to $140,000 per year",
        "$26,000 bonus",
        "Health insurance",
        "Retirement plan",
      ],
      "/job-minneapolis-osseo-pmr": [
        "Osseo, MN 55369",
        "no nights or weekends",
        "Up to $140,000 per year",
        "32-40 hours per week",
      ],
      "/job-hastings-mi-pmr-parttime": [
        "Hastings, MI 49058",
        "12-24 hours per week",
        "$70-$90+ per hour",
        "no additional employment benefits are included",
        "Michigan NP Jobs",
        "Michigan PA Jobs",
      ],
    };
    const { page, problems, close } = await h.open();
    for (const job of jobs) {
      await page.goto(job.path, { waitUntil: "load" });
      const text = (await mainText(page)).toLowerCase();
      for (const term of terms[job.path] ?? [])
        expect(text, `${job.path}: ${term}`).toContain(term.toLowerCase());
    }
    expect(problems).toEqual([]);
    await close();
  });

  test("embeds JobPosting JSON-LD whose title, salary and locations match what the page shows", async () => {
    test.setTimeout(120_000);
    const { page, problems, close } = await h.open();
    for (const job of jobs.filter((j) => j.structuredData)) {
      const response = await page.goto(job.path, { waitUntil: "load" });
      const html = (await response?.text()) ?? "";
      const raw = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) ?? [];
      const posting = raw.find((block) => block.includes('"JobPosting"')) ?? "";
      // <, > and & never appear raw inside the script element.
      expect(posting.replace(/^<script[^>]*>|<\/script>$/g, ""), job.path).not.toMatch(/[<>&]/);

      const [data] = await jsonLd(page);
      expect(data, job.path).toBeDefined();
      if (!data) continue;
      expect(await page.locator("h1").textContent()).toBe(data.title);
      const text = await mainText(page);
      const value = (data.baseSalary as Ld).value as Ld;
      const unit = value.unitText as "YEAR" | "HOUR";
      const shown =
        value.value !== undefined
          ? formatPay({ kind: "exact", value: Number(value.value), unit })
          : value.minValue !== undefined
            ? formatPay({
                kind: "range",
                min: Number(value.minValue),
                max: Number(value.maxValue),
                unit,
                // JSON-LD has no way to say "or more"; the record's flag adds the page's "+".
                plus: job.pay.kind === "range" && job.pay.plus,
              })
            : formatPay({ kind: "upTo", max: Number(value.maxValue), unit });
      expect(text, job.path).toContain(shown);
      for (const place of many(data.jobLocation as Ld | Ld[])) {
        const a = place.address as Ld;
        expect(text, job.path).toContain(
          `${a.addressLocality}, ${a.addressRegion}${a.postalCode ? ` ${a.postalCode}` : ""}`,
        );
      }
      if (job.remote) {
        expect(data.jobLocationType).toBe("TELECOMMUTE");
        expect(data.applicantLocationRequirements).toEqual({ "@type": "Country", name: "US" });
        expect(text).toContain(job.remote.label);
      }
      expect(data.datePosted).toBe("2025-01-16");
      expect(data.validThrough).toBe(job.validThrough);
    }
    expect(problems).toEqual([]);
    await close();
  });

  test("shows the may-be-filled notice after validThrough, and not before it (injected browser date)", async () => {
    const past = await h.open("/job-atlanta-pmr");
    await waitForHydration(past.page);
    const notice = past.page.getByRole("note").filter({ hasText: "This position may already be filled" });
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain("April 30, 2025");
    expect(await notice.getByRole("link", { name: "See all NP & PA jobs" }).getAttribute("href")).toBe(
      "/jobs",
    );
    expect(past.problems).toEqual([]);
    await past.close();

    const before = await h.open();
    await before.page.clock.setFixedTime(new Date("2025-02-01T12:00:00Z"));
    await before.page.goto("/job-atlanta-pmr", { waitUntil: "networkidle" });
    await waitForHydration(before.page);
    await expect.poll(() => before.page.locator("[data-testid='expired-notice']").count()).toBe(0);
    // Sales closes a month earlier than the PM&R postings.
    await before.page.clock.setFixedTime(new Date("2025-04-15T12:00:00Z"));
    await before.page.goto("/job-sales-representative", { waitUntil: "networkidle" });
    await waitForHydration(before.page);
    expect(await before.page.locator("[data-testid='expired-notice']").count()).toBe(1);
    expect(before.problems).toEqual([]);
    await before.close();
  });

  test("lists no seed posting on /jobs on a fresh start, and counts nothing open", async () => {
    const { page, problems, close } = await h.open("/jobs");
    await waitForHydration(page);
    expect(await page.locator("[data-job-card]").count()).toBe(0);
    for (const job of jobs) expect(await page.locator(`main a[href='${job.path}']`).count()).toBe(0);
    expect(await mainText(page)).toContain(
      "No nurse practitioner or physician assistant positions are open right now.",
    );
    expect(problems).toEqual([]);
    await close();
  });

  test("answers the spec's /jobs/... addresses with 301 to the /job-... page", async () => {
    for (const [from, to] of [
      ["/jobs/sales-representative-remote", "/job-sales-representative"],
      ["/jobs/godfrey-il-pmr-parttime", "/job-godfrey-il-pmr-parttime"],
      ["/jobs/np-remote-telemedicine", "/job-np-remote-telemedicine"],
    ]) {
      const response = await fetch(`${h.baseUrl}${from}`, { redirect: "manual" });
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  test("publishes every open posting in the /jobs.xml feed, and no expired one", async () => {
    const expiredFeed = await (await fetch(`${h.baseUrl}/jobs.xml`)).text();
    expect(expiredFeed).toContain("<channel>");
    expect(expiredFeed).not.toContain("<item>");
    await renewAllPostings(h.db);
    await h.site.refresh();
    const response = await fetch(`${h.baseUrl}/jobs.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(jobs.length);
    for (const job of jobs) expect(xml).toContain(`${job.path}</link>`);
    expect(xml).toContain("<job:location>Hastings, MI 49058</job:location>");
  });

  test("puts the apply button within one screen on a 375 px phone", async () => {
    const { page, close } = await h.open("/job-hyannis-pmr", {
      viewport: { width: 375, height: 740 },
      isMobile: true,
    });
    await waitForHydration(page);
    // Open (renewed above): the bar leads to the application form.
    const box = await page
      .locator("[data-slot='mobile-apply-bar']")
      .getByRole("link", { name: "Apply Now" })
      .boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(740 * 2);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await close();
  });
});
