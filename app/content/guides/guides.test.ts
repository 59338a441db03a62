import { describe, expect, it } from "vitest";
import { jobs } from "#app/content/jobs/index";
import { pages } from "#app/content/pages";
import { openingRows, openingsForRole } from "#app/components/guides/openings-data";
import { bls, caq, compacts, firmClaims } from "./facts";
import { editorialGuides, guidePaths, recruitingGuides } from "./index";
import { npLicensingGuide } from "./np-licensing";
import { npSalaryGuide } from "./np-salary";
import { paSalaryGuide } from "./pa-salary";
import { paSpecialtiesGuide } from "./pa-specialties";
import {
  defineEditorialGuide,
  defineRecruitingGuide,
  type EditorialGuide,
  editorialGuideProblems,
  editorialGuideText,
  guideBlocks,
  processStepKeys,
  type RecruitingGuide,
  recruitingGuideProblems,
  recruitingGuideText,
} from "./schema";

const GUIDE_PAGES = [
  "/how-to-recruit-nurse-practitioners",
  "/how-to-recruit-physician-assistants",
  "/nurse-practitioner-salary-guide",
  "/nurse-practitioner-specialties",
  "/nurse-practitioner-job-market",
  "/nurse-practitioner-licensing",
  "/physician-assistant-salary-guide",
  "/physician-assistant-specialties",
  "/physician-assistant-job-market",
  "/physician-assistant-supervision",
];

const knownPaths = new Set<string>([...pages.map((page) => page.path), ...jobs.map((job) => job.path)]);

/** Internal links must land on a page that exists; "/#contact" lands on the home page. */
function resolves(to: string): boolean {
  return knownPaths.has(to.split("#")[0] || "/");
}

function allText(): string[] {
  return [...recruitingGuides.map(recruitingGuideText), ...editorialGuides.map(editorialGuideText)];
}

describe("guide content", () => {
  it("has one record for each of the ten guide pages, each with its page record", () => {
    expect([...guidePaths].sort()).toEqual([...GUIDE_PAGES].sort());
    for (const path of GUIDE_PAGES) {
      const page = pages.find((p) => p.path === path);
      expect(page, path).toBeDefined();
    }
  });

  it("serves each guide with the route module of its layout", () => {
    const moduleOf = (path: string) => pages.find((p) => p.path === path)?.file;
    for (const guide of recruitingGuides) expect(moduleOf(guide.path)).toBe("routes/recruiting-guide.tsx");
    for (const guide of editorialGuides) {
      const module = guide.leadForm ? "routes/salary-guide.tsx" : "routes/editorial-guide.tsx";
      expect(moduleOf(guide.path), guide.path).toBe(module);
    }
  });

  it("gives both recruiting guides the spec's six steps in order, four challenges and working calls to action", () => {
    for (const guide of recruitingGuides) {
      expect(guide.process.steps.map((step) => step.key)).toEqual([...processStepKeys]);
      expect(guide.challenges.items).toHaveLength(4);
      expect(guide.benefits.items.length).toBeGreaterThanOrEqual(4);
      for (const card of guide.cta.cards) expect(resolves(card.action.to), card.action.to).toBe(true);
      expect(guide.cta.cards.map((card) => card.action.to)).toContain("/#contact");
    }
  });

  it("uses the guide-page readings of the spec's timing claims", () => {
    for (const guide of recruitingGuides) {
      const text = recruitingGuideText(guide);
      expect(text).toContain(firmClaims.candidateTurnaround);
      expect(text).toContain(firmClaims.placementTime);
    }
    for (const text of allText()) {
      expect(text).not.toMatch(/24-48 hours|1-3 weeks/);
    }
  });

  it("states the spec's compensation figures on the salary guides", () => {
    const np = editorialGuideText(npSalaryGuide);
    const pa = editorialGuideText(paSalaryGuide);
    expect(np).toContain("$125,000-$145,000");
    expect(pa).toContain("$120,000-$140,000");
    for (const text of [np, pa]) {
      expect(text).toContain("$5,000-$30,000");
      expect(text).toContain("1-2 years");
      expect(text).toContain("$2,000-$5,000");
      expect(text).toContain("3-5 weeks");
      expect(text).toMatch(/minimum of 2 weeks/);
      expect(text).toMatch(/within 1-2 weeks/);
    }
  });

  it("gives the salary guides their lead forms' source labels and titles", () => {
    expect(npSalaryGuide.leadForm).toMatchObject({
      source: "NP Salary Guide Page",
      title: "Get Your Free Salary Consultation",
    });
    expect(paSalaryGuide.leadForm).toMatchObject({
      source: "PA Salary Guide Page",
      title: "Start Your Salary Consultation",
    });
  });

  it("presents salary figures by specialty or setting as tables with row and column headings", () => {
    for (const guide of [npSalaryGuide, paSalaryGuide]) {
      const blocks = guideBlocks(guide);
      expect(blocks.some((block) => block.type === "openings-pay" && block.role === guide.role)).toBe(true);
      const tables = blocks.filter((block) => block.type === "table");
      expect(tables.length).toBeGreaterThanOrEqual(3);
      expect(tables.some((table) => /setting/i.test(table.caption))).toBe(true);
    }
  });

  it("states the licensing compact counts and the CAQ facts", () => {
    const licensing = editorialGuideText(npLicensingGuide);
    expect(compacts).toMatchObject({ nlcStates: 37, aprnStates: 4 });
    expect(licensing).toContain("Nurse Licensure Compact: 37 states");
    expect(licensing).toContain("APRN Compact: 4 states");
    const caqText = editorialGuideText(paSpecialtiesGuide);
    expect(caq).toMatchObject({
      specialties: 11,
      totalFee: "$350",
      validityYears: 10,
      windowYears: 6,
      examQuestions: 120,
    });
    expect(caqText).toContain("CAQs in 11 specialties");
    expect(caqText).toContain("$350");
    expect(caqText).toContain("10 years");
    expect(caqText).toContain("6-year window");
    expect(caqText).toContain("120 multiple-choice questions");
  });

  it("names the source and year wherever a BLS figure appears in a headline figure or table", () => {
    const blsFigures = [bls.npMedianPay, bls.paMedianPay, bls.npGrowth, bls.paGrowth, bls.aprnGroupGrowth];
    for (const guide of [...recruitingGuides, ...editorialGuides]) {
      for (const fact of guide.keyFacts) {
        if (blsFigures.includes(fact.value as (typeof blsFigures)[number])) {
          expect(fact.source, `${guide.path}: ${fact.label}`).toMatch(/^bls-/);
          expect(fact.label).toMatch(/May 2023|2023-33/);
        }
      }
    }
    for (const guide of editorialGuides) {
      for (const block of guideBlocks(guide)) {
        if (block.type !== "table") continue;
        for (const row of block.rows) {
          if (row.cells.some((cell) => blsFigures.includes(cell as (typeof blsFigures)[number]))) {
            expect(`${row.header} ${row.cells.join(" ")}`, guide.path).toMatch(
              /BLS|Bureau of Labor Statistics/,
            );
            expect(`${row.header} ${row.cells.join(" ")}`, guide.path).toMatch(/May 2023|2023-33/);
          }
        }
      }
    }
  });

  it("links only to pages that exist", () => {
    for (const guide of editorialGuides) {
      for (const item of guide.related) expect(resolves(item.to), `${guide.path} -> ${item.to}`).toBe(true);
      for (const block of guideBlocks(guide)) {
        if ((block.type === "callout" && block.link) || block.type === "cards") {
          const links =
            block.type === "cards" ? block.items.flatMap((i) => (i.link ? [i.link] : [])) : [block.link!];
          for (const link of links) expect(resolves(link.to), `${guide.path} -> ${link.to}`).toBe(true);
        }
      }
    }
  });

  it("contains no filler text", () => {
    for (const text of allText()) {
      expect(text).not.toMatch(/lorem|ipsum|placeholder|coming soon|\bTODO\b|\bTBD\b/i);
    }
  });
});

describe("guide content checks", () => {
  const base = npLicensingGuide;

  function withSections(sections: EditorialGuide["sections"]): EditorialGuide {
    return { ...base, sections };
  }

  it("fails at import on a malformed record, naming the record and the field", () => {
    expect(() => defineEditorialGuide("broken", { ...base, title: "" })).toThrow(
      /guides broken › title: Write some text/,
    );
    expect(() =>
      defineEditorialGuide("broken-link", {
        ...base,
        related: [
          { to: "https://elsewhere.example", label: "Away", text: "Off site" },
          ...base.related.slice(1),
        ],
      }),
    ).toThrow(/guides broken-link › related\.0\.to: internal links are site paths/);
    expect(() =>
      defineEditorialGuide("missing-page", {
        ...base,
        related: [
          { to: "/no-such-guide", label: "Gone", text: "A page that was never written" },
          ...base.related.slice(1),
        ],
      }),
    ).toThrow(/guides missing-page › related\.0\.to: links to a page the site does not have/);
    expect(() => defineEditorialGuide("markup", { ...base, intro: "Pay <b>rose</b> again" })).toThrow(
      /guides markup › intro: Plain text only: no HTML tags or entities/,
    );
    const recruiting = recruitingGuides[0]!;
    expect(() =>
      defineRecruitingGuide("three-challenges", {
        ...recruiting,
        challenges: { ...recruiting.challenges, items: recruiting.challenges.items.slice(0, 3) },
      }),
    ).toThrow(/challenges\.items/);
  });

  it("accepts every published guide", () => {
    for (const guide of editorialGuides) expect(editorialGuideProblems(guide), guide.path).toEqual([]);
    for (const guide of recruitingGuides) expect(recruitingGuideProblems(guide), guide.path).toEqual([]);
  });

  it("rejects a table row with the wrong number of cells", () => {
    const guide = withSections([
      ...base.sections,
      {
        id: "ragged",
        heading: "Ragged",
        blocks: [
          {
            type: "table",
            caption: "Ragged table",
            columns: ["A", "B", "C"],
            rows: [
              { header: "one", cells: ["1", "2"] },
              { header: "two", cells: ["1"] },
            ],
          },
        ],
      },
    ]);
    expect(editorialGuideProblems(guide)).toEqual([
      expect.stringContaining('row "two" has 1 cells for 2 columns'),
    ]);
  });

  it("rejects duplicate and reserved section ids", () => {
    const first = base.sections[0]!;
    const problems = editorialGuideProblems(
      withSections([...base.sections, first, { ...first, id: "sources" }]),
    );
    expect(problems).toContain(`duplicate section id "${first.id}"`);
    expect(problems).toContain('section id "sources" is reserved');
  });

  it("rejects a citation of a source the guide does not list, and a listed source it never uses", () => {
    const cited = editorialGuideProblems({
      ...base,
      keyFacts: [...base.keyFacts, { value: "1", label: "Made up", source: "nowhere" }],
    });
    expect(cited).toContain('cites unknown source "nowhere"');
    const unused = editorialGuideProblems({
      ...base,
      sources: [
        ...base.sources,
        { id: "unused", publisher: "Nobody Named Here", title: "Unused", url: "https://example.org/" },
      ],
    });
    expect(unused).toContain('source "unused" is listed but neither cited nor named in the text');
  });

  it("rejects recruiting steps out of the spec's order", () => {
    const guide = recruitingGuides[0]!;
    const steps = [...guide.process.steps];
    [steps[0], steps[1]] = [steps[1]!, steps[0]!];
    const reordered: RecruitingGuide = { ...guide, process: { ...guide.process, steps } };
    expect(recruitingGuideProblems(reordered)).toContain(
      'process step 1 must be "define-requirements", not "partner-with-specialists"',
    );
  });
});

describe("openings by role", () => {
  it("lists the postings open to each role and nothing else", () => {
    const np = openingsForRole("NP").map((job) => job.path);
    const pa = openingsForRole("PA").map((job) => job.path);
    expect(np).toContain("/job-np-remote-telemedicine");
    expect(np).toContain("/job-oklahoma-neuropathy");
    expect(np).not.toContain("/job-nyc-manhattan");
    expect(pa).toContain("/job-nyc-manhattan");
    expect(pa).not.toContain("/job-np-remote-telemedicine");
    for (const list of [np, pa]) expect(list).not.toContain("/job-sales-representative");
    expect(np.length).toBeGreaterThan(5);
    expect(pa.length).toBeGreaterThan(5);
  });

  it("shows each posting's pay as the posting states it", () => {
    const manhattan = openingRows("PA").find((row) => row.path === "/job-nyc-manhattan");
    expect(manhattan).toMatchObject({
      schedule: "Full-time",
      basePay: "$140,000-$165,000 per year",
      bonus: "None stated",
    });
    const hyannis = openingRows("NP").find((row) => row.path === "/job-hyannis-pmr");
    expect(hyannis).toMatchObject({ basePay: "Up to $150,000 per year", bonus: "$35,000 annual bonus" });
    const telemedicine = openingRows("NP").find((row) => row.path === "/job-np-remote-telemedicine");
    expect(telemedicine?.schedule).toBe("Full-time or Part-time");
  });
});
