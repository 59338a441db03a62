import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as comparison from "./comparison";
import * as expertise from "./expertise";
import * as faq from "./faq";
import * as landing from "./landing";
import * as landingFaqContent from "./landing-faq";
import * as leadCaptureModule from "./lead-capture";
import * as legal from "./legal";
import * as linkedin from "./linkedin";
import { guidesAnchor } from "./nav";
import { pages } from "./pages";
import * as process from "./process";
import * as resources from "./resources";
import * as services from "./services";
import { site } from "./site";
import * as stats from "./stats";
import * as team from "./team";
import * as testimonials from "./testimonials";
import { npLicensingGuide } from "./guides/np-licensing";
import { jobs } from "./jobs/index";
import { assertValidContent, contentCollections, contentProblems, contentRecords } from "./registry";

const { landingFaq } = landingFaqContent;

const modules = {
  comparison,
  expertise,
  faq,
  landing,
  landingFaq: landingFaqContent,
  legal,
  linkedin,
  process,
  resources,
  services,
  stats,
  team,
  testimonials,
};

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const LANDING_SECTION_IDS = ["services", "process", "contact", "testimonials", "resources"];

describe("editorial content", () => {
  it("meets every rule of its schema", () => {
    expect(contentProblems()).toEqual([]);
    expect(() => assertValidContent()).not.toThrow();
  });

  it("names the collection, the record and the field of every broken rule", () => {
    const broken = {
      "faq.landing": { "app/content/landing-faq.ts": landingFaq.slice(0, 7) },
      "resources.all": { "app/content/resources.ts": { label: "", href: "https://elsewhere.example" } },
      "stats.trust": {
        "app/content/stats.ts": [
          ...stats.trustStats.slice(0, 3),
          { value: "95%", label: "<em>Fill</em> rate" },
        ],
      },
      "guides.editorial": {
        "/nurse-practitioner-licensing": {
          ...npLicensingGuide,
          related: [{ to: "/gone", label: "Gone", text: "Away" }],
        },
      },
      jobs: {
        "/job-broken": {
          ...jobs[0]!,
          path: "/job-broken",
          title: " ",
          pay: { ...jobs[0]!.pay, unit: "WEEK" },
        },
      },
    };
    expect(contentProblems(broken)).toEqual([
      "faq.landing app/content/landing-faq.ts › (root): Too small: expected array to have exactly 8 items",
      "resources.all app/content/resources.ts › label: Write some text",
      "resources.all app/content/resources.ts › href: internal links are site paths",
      "stats.trust app/content/stats.ts › 3.label: Plain text only: no HTML tags or entities",
      "guides.editorial /nurse-practitioner-licensing › related.0.to: links to a page the site does not have",
      "guides.editorial /nurse-practitioner-licensing › related: Too small: expected array to have >=2 items",
      "jobs /job-broken › title: Write some text",
      'jobs /job-broken › pay.unit: Invalid option: expected one of "YEAR"|"HOUR"',
    ]);
    expect(() => contentProblems({ jobs: { "/job-fine": jobs[0] } })).not.toThrow();
  });

  it("registers guides and job postings beside the editorial records", () => {
    expect(Object.keys(contentCollections.jobs.records())).toEqual(jobs.map((job) => job.path));
    expect(Object.keys(contentCollections["guides.editorial"].records())).toContain(npLicensingGuide.path);
    expect(Object.keys(contentCollections["guides.recruiting"].records()).length).toBeGreaterThan(0);
  });

  it("checks every record a content module exports", () => {
    const exported = new Set(
      [...Object.values(modules), leadCaptureModule].flatMap((mod) => Object.values(mod)),
    );
    for (const record of Object.values(contentRecords)) expect(exported.has(record)).toBe(true);
  });

  it("contains no filler, placeholder or leftover text", () => {
    for (const [name, mod] of Object.entries(modules)) {
      for (const value of strings(mod)) {
        expect(value, name).not.toMatch(/lorem|ipsum|coming soon|placeholder|\bTBD\b|\bTODO\b|xxx/i);
        expect(value, name).not.toMatch(/\s{2,}|^\s|\s$/);
      }
    }
  });

  it("uses American spelling in visitor-facing copy", () => {
    for (const [name, mod] of Object.entries(modules)) {
      for (const value of strings(mod)) {
        expect(value, name).not.toMatch(/licence|enquir|organis|colour|behaviour|practise|e-mail/i);
      }
    }
  });

  it("links only to pages and landing sections that exist", () => {
    const paths = new Set<string>(pages.map((page) => page.path));
    const hrefs = [
      landing.landing.hero.primary.href,
      landing.landing.hero.secondary.href,
      landing.landing.process.cta.href,
      ...landing.landing.jobSeekers.links.map((link) => link.href),
      ...resources.resourceCards.map((card) => card.href),
      resources.allResourcesLink.href,
      ...expertise.thoughtLeadership.map((guide) => guide.path),
    ];
    for (const href of hrefs) {
      if (href.startsWith("#")) {
        expect(LANDING_SECTION_IDS, href).toContain(href.slice(1));
        continue;
      }
      const url = new URL(href, "http://localhost");
      expect(paths.has(url.pathname), href).toBe(true);
    }
    expect(resources.allResourcesLink.href).toBe(`/our-expertise#${guidesAnchor}`);
    expect(landing.landing.jobSeekers.links).toEqual([
      { label: "View NP Positions", href: "/jobs?role=NP" },
      { label: "View PA Positions", href: "/jobs?role=PA" },
    ]);
  });

  it("keeps the landing page's figures on the landing page", () => {
    expect(stats.trustStats.map((stat) => stat.value)).toEqual(["18+", "5,000+", "48hr", "95%"]);
    const landingText = strings([
      landing.landing,
      process.processSteps,
      services.serviceCards,
      landingFaq,
    ]).join("\n");
    expect(landingText).toContain("24-48 hours");
    expect(landingText).toContain("1-3 weeks");
    expect(landingText).toContain("within 20 minutes during business hours");
    expect(landingText).not.toMatch(/48-72|2-4 weeks/);
  });

  it("keeps the FAQ and compare pages' figures on those pages", () => {
    const faqText = strings([faq.faqCategories, stats.faqStats]).join("\n");
    const compareText = strings([
      comparison.servicesByAudience,
      comparison.performanceMetrics,
      comparison.comparisonVerdict,
    ]).join("\n");
    for (const pageText of [faqText, compareText]) {
      expect(pageText).toContain("48-72 hours");
      expect(pageText).toContain("2-4 weeks");
      expect(pageText).not.toMatch(/1-3 weeks/);
    }
    expect(faqText).toContain("20-25% of the provider's first-year base salary");
    expect(faqText).not.toContain("24-48");
    const responseRow = comparison.comparisonRows.find((row) => row.feature.startsWith("Response time"));
    expect(responseRow).toMatchObject({
      us: "24-48 hours",
      generalRecruiter: "48-72 hours",
      staffingAgency: "72-96 hours",
      jobBoard: "N/A",
    });
  });

  it("has the spec's FAQ structure and unique questions", () => {
    expect(landingFaq).toHaveLength(8);
    expect(faq.faqCategories.map((category) => category.title)).toEqual([
      "General",
      "For Healthcare Employers",
      "Recruitment Process and Requirements",
      "Compensation and Benefits",
    ]);
    const questions = faq.faqCategories.flatMap((category) => category.items.map((item) => item.question));
    expect(questions).toHaveLength(20);
    expect(new Set(questions).size).toBe(20);
  });

  it("has the five process steps in order", () => {
    expect(process.processSteps.map((step) => step.title)).toEqual([
      "Reach Out",
      "Connect",
      "Review Candidates",
      "Interview & Offer",
      "Hire & Onboard",
    ]);
  });

  it("gives every comparison cell yes, no or a short qualifier", () => {
    for (const row of comparison.comparisonRows) {
      for (const column of comparison.comparisonColumns) {
        const cell = row[column.key];
        if (typeof cell === "string") expect(cell.length, row.feature).toBeLessThanOrEqual(20);
      }
    }
  });

  it("ships a small local SVG logo of the declared size for each testimonial", () => {
    for (const item of testimonials.testimonials) {
      const file = path.join("public", item.logo.src);
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg).toContain(`width="${item.logo.width}"`);
      expect(svg).toContain(`height="${item.logo.height}"`);
      expect(svg).not.toMatch(/<script|href=|<image/i);
      expect(fs.statSync(file).size).toBeLessThan(2048);
    }
  });

  it("gives the three leaders and three groups complete records", () => {
    expect(team.leadershipTeam).toHaveLength(3);
    expect(linkedin.linkedinGroups).toHaveLength(3);
    for (const group of linkedin.linkedinGroups) expect(group.url).toMatch(/^https:\/\/www\.linkedin\.com\//);
  });

  it("covers what the privacy policy and terms must say", () => {
    const privacy = strings(legal.privacyPolicy).join("\n");
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
      "page you sent it from",
      "campaign tags",
      "recruiters",
      "recruiting mailbox",
      "webhook",
      "set no cookies",
      `${legal.leadRetentionMonths} months`,
      site.email,
      "delete",
    ]) {
      expect(privacy, fact).toContain(fact);
    }
    const terms = strings(legal.termsOfService).join("\n");
    expect(terms).toContain("We never charge NPs or PAs");
    expect(terms).toContain("typically 20-25% of the provider's first-year base salary");
    expect(terms).toContain("until a provider we introduced starts work");
  });
});
