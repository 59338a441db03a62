import type { ComponentType } from "react";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { type OpeningRow, openingRows } from "#app/components/guides/openings-data";
import { editorialGuides, recruitingGuides } from "#app/content/guides";
import type { EditorialGuide, RecruitingGuide } from "#app/content/guides/schema";
import EditorialGuidePage from "#app/routes/editorial-guide";
import RecruitingGuidePage from "#app/routes/recruiting-guide";
import SalaryGuidePage from "#app/routes/salary-guide";

/** Route components take different props (the salary guides get openings), so they are typed at render. */
type Page = unknown;

/** Each guide's address and the route module routes.ts serves it with. */
const routes: [string, Page][] = [
  ["/how-to-recruit-nurse-practitioners", RecruitingGuidePage],
  ["/how-to-recruit-physician-assistants", RecruitingGuidePage],
  ["/nurse-practitioner-salary-guide", SalaryGuidePage],
  ["/nurse-practitioner-specialties", EditorialGuidePage],
  ["/nurse-practitioner-job-market", EditorialGuidePage],
  ["/nurse-practitioner-licensing", EditorialGuidePage],
  ["/physician-assistant-salary-guide", SalaryGuidePage],
  ["/physician-assistant-specialties", EditorialGuidePage],
  ["/physician-assistant-job-market", EditorialGuidePage],
  ["/physician-assistant-supervision", EditorialGuidePage],
];

/**
 * Renders a route module's page as the prerender does (waiting for lazy parts such as the contact form),
 * with its loader's data where it has one.
 */
async function render(path: string, Page: Page): Promise<string> {
  const role = path.startsWith("/nurse-practitioner") ? "NP" : "PA";
  const guide = [...editorialGuides, ...recruitingGuides].find((record) => record.path === path);
  if (!guide) throw new Error(`No guide at ${path}`);
  const Component = Page as ComponentType<{
    loaderData: { guide: EditorialGuide | RecruitingGuide; openings: OpeningRow[] };
  }>;
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={[path]}>
      <Component loaderData={{ guide, openings: openingRows(role) }} />
    </MemoryRouter>,
  );
  return new Response(prelude).text();
}

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}

describe.each(routes)("%s as prerendered", (path, Page) => {
  let html = "";
  beforeAll(async () => {
    html = await render(path, Page);
  });

  it("has one h1 and never skips a heading level", () => {
    const levels = headingLevels(html);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1), `heading ${index}`).toBeLessThanOrEqual(1);
    });
  });

  it("has an 'On this page' contents whose every link lands on an element of the page", () => {
    const nav = html.match(/<nav aria-label="On this page"[^>]*>(.*?)<\/nav>/s)?.[1];
    expect(nav).toBeDefined();
    const targets = [...(nav ?? "").matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets.length).toBeGreaterThanOrEqual(4);
    for (const id of targets) expect(html, id).toContain(`id="${id}"`);
  });

  it("embeds BreadcrumbList and Article structured data with the publisher", () => {
    const blocks = jsonLdBlocks(html);
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
    const article = blocks.find((block) => block["@type"] === "Article") as
      | { publisher?: { name?: string }; url?: string; headline?: string }
      | undefined;
    expect(breadcrumb).toBeDefined();
    expect(article?.publisher?.name).toBe("Apex NP & PA Recruiting");
    expect(article?.url).toMatch(new RegExp(`${path}$`));
    expect(html).toContain(`>${article?.headline}</h1>`);
  });

  it("puts every table's headings in th with a scope and gives it a caption", () => {
    const tables = [...html.matchAll(/<table[^>]*>(.*?)<\/table>/gs)].map((match) => match[1] ?? "");
    for (const table of tables) {
      expect(table).toMatch(/^<caption/);
      expect(table).not.toMatch(/<th(?=[\s>])(?![^>]*scope="(?:col|row)")/);
    }
  });

  it("opens every external link in a new tab safely and says so", () => {
    const external = [...html.matchAll(/<a [^>]*href="https?:\/\/[^"]*"[^>]*>.*?<\/a>/gs)].map((m) => m[0]);
    for (const link of external) {
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
      expect(link).toContain("(opens in a new tab)");
    }
  });
});

describe("recruiting guides", () => {
  it.each(routes.slice(0, 2))(
    "%s has a button-styled link to the process steps, which hold six steps",
    async (path, Page) => {
      const html = await render(path, Page);
      expect(html).toMatch(/<a [^>]*href="#process-steps"[^>]*>See the six-step process/);
      const steps = html.match(/<section id="process-steps"[^>]*>(.*?)<\/section>/s)?.[1] ?? "";
      expect([...steps.matchAll(/<h3/g)]).toHaveLength(6);
    },
  );
});

describe("salary guides", () => {
  it.each([
    ["/nurse-practitioner-salary-guide", SalaryGuidePage, "Get Your Free Salary Consultation"],
    ["/physician-assistant-salary-guide", SalaryGuidePage, "Start Your Salary Consultation"],
  ] as const)("%s renders the lead form titled %s", async (path, Page, title) => {
    const html = await render(path, Page);
    expect(html).toMatch(new RegExp(`<h2[^>]*>${title}</h2>`));
    expect(html).toMatch(/<form [^>]*action="\/api\/contact"/);
  });
});
