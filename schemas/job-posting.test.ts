import { describe, expect, it } from "vitest";
import { ApplicationSchema } from "./application";
import { JOB_POSTING_LIMITS, JobPostingSchema } from "./job-posting";
import { JOB_PATH_MAX_LENGTH } from "./paths";

const recruiter = {
  name: "Lauren Mitchell",
  title: "Healthcare Recruitment Specialist",
  email: "recruiting@example.com",
  phone: "(888) 555-0142",
  phoneHref: "tel:+18885550142",
  web: { label: "Partner network", href: "https://partner.example.com" },
  about: "About the firm.",
};

const valid = {
  path: "/job-example-pmr",
  legacyPaths: ["/jobs/example-pmr"],
  identifier: "example-pmr-2025",
  layout: "A",
  colorScheme: "blue",
  title: "PM&R Nurse Practitioner",
  shortTitle: "PM&R NP - Example, IL",
  specialty: "Physical Medicine & Rehabilitation",
  roles: ["NP"],
  locations: [{ locality: "Example", region: "IL", postalCode: "62000" }],
  nearbyCommunities: [],
  employmentTypes: ["FULL_TIME"],
  hours: "32-40 hours per week",
  pay: { kind: "upTo", max: 140_000, unit: "YEAR" },
  benefits: ["Health insurance"],
  about: ["A paragraph."],
  whyYoullLoveIt: { heading: "Why You'll Love This Role", items: ["A reason"] },
  responsibilities: { heading: "Your Responsibilities", items: ["A duty"] },
  qualifications: { required: ["A licence"], preferred: [] },
  whatWeOffer: ["An offer"],
  skills: ["Rehabilitation"],
  education: { category: "postgraduate degree", description: "NP degree" },
  experience: { months: 0, description: "None required" },
  keywords: [],
  recruiter,
  apply: { subject: "Application" },
  datePosted: "2025-01-16",
  validThrough: "2025-04-30",
  structuredData: true,
  linkHome: true,
  meta: {
    title: "PM&R NP Job in Example, IL",
    description:
      "A full-time PM&R nurse practitioner role in Example, Illinois, with a base salary up to $140,000.",
    keywords: ["a", "b", "c"],
  },
};

const layoutB = {
  ...valid,
  layout: "B",
  locationTag: "EXAMPLE",
  lifestyleTag: "Balance",
  highlight: { title: "Highlight", text: "Banner text." },
  explore: [1, 2, 3, 4].map((n) => ({ label: `Link ${n}`, href: `https://partner.example.com/${n}` })),
};

function issues(record: unknown): string[] {
  const result = JobPostingSchema.safeParse(record);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

describe("JobPostingSchema", () => {
  it("accepts a complete layout A and layout B record", () => {
    expect(issues(valid)).toEqual([]);
    expect(issues(layoutB)).toEqual([]);
  });

  it("rejects paths outside /job-... and legacy paths outside /jobs/...", () => {
    expect(issues({ ...valid, path: "/jobs/example" })).toContain("path");
    expect(issues({ ...valid, legacyPaths: ["/job-old"] })).toContain("legacyPaths.0");
  });

  it("requires a location unless the role is remote", () => {
    expect(issues({ ...valid, locations: [] })).toContain("locations");
    expect(
      issues({
        ...valid,
        locations: [],
        remote: { label: "Remote (US)", applicantLocations: [{ type: "Country", name: "US" }] },
      }),
    ).toEqual([]);
  });

  it("checks regions, postal codes and pay ranges", () => {
    expect(issues({ ...valid, locations: [{ locality: "X", region: "Illinois" }] })).toContain(
      "locations.0.region",
    );
    expect(issues({ ...valid, locations: [{ locality: "X", region: "IL", postalCode: "6200" }] })).toContain(
      "locations.0.postalCode",
    );
    expect(
      issues({ ...valid, pay: { kind: "range", min: 90, max: 70, unit: "HOUR", plus: false } }),
    ).toContain("pay");
    expect(
      issues({ ...valid, pay: { kind: "range", min: 70, max: 90, unit: "WEEK", plus: false } }),
    ).toContain("pay.unit");
  });

  it("requires layout B's banner, tags and exactly four explore links", () => {
    expect(issues({ ...layoutB, explore: layoutB.explore.slice(0, 3) })).toContain("explore");
    const { highlight: _, ...withoutHighlight } = layoutB;
    expect(issues(withoutHighlight)).toContain("highlight");
  });

  it("rejects unknown fields, dates out of order and a non-standard recruiter title", () => {
    expect(issues({ ...valid, salary: "100k" }).length).toBeGreaterThan(0);
    expect(issues({ ...valid, validThrough: "2025-01-01" })).toContain("validThrough");
    expect(issues({ ...valid, recruiter: { ...recruiter, title: "Recruiter" } })).toContain(
      "recruiter.title",
    );
  });

  it("takes any lower-case identifier, not only the seed's -2025 ones", () => {
    expect(issues({ ...valid, identifier: "tulsa-family-np" })).toEqual([]);
    expect(issues({ ...valid, identifier: "Tulsa FNP" })).toContain("identifier");
    expect(issues({ ...valid, identifier: "-tulsa" })).toContain("identifier");
  });

  it("requires an occupation for a posting that is neither NP nor PA", () => {
    expect(issues({ ...valid, roles: [] })).toContain("occupation");
    expect(issues({ ...valid, roles: [], occupation: { code: "41-3091.00", name: "Sales" } })).toEqual([]);
  });
});

describe("length limits", () => {
  const issuesOf = (overrides: Record<string, unknown>) => {
    const result = JobPostingSchema.safeParse({ ...valid, ...overrides });
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
  };

  it("refuses a path longer than the application form's job field allows, and takes one at the limit", () => {
    expect(issuesOf({ path: `/job-${"a".repeat(5000)}` })).toEqual(["path"]);
    const atLimit = `/job-${"a".repeat(JOB_PATH_MAX_LENGTH - 5)}`;
    expect(atLimit).toHaveLength(JOB_PATH_MAX_LENGTH);
    expect(issuesOf({ path: atLimit })).toEqual([]);
    expect(
      ApplicationSchema.shape.job.safeParse(atLimit).success &&
        !ApplicationSchema.shape.job.safeParse(`${atLimit}a`).success,
    ).toBe(true);
  });

  it("refuses control characters in any text of a posting", () => {
    expect(issuesOf({ title: "PM&R NP\u001b[2J" })).toEqual(["title"]);
    expect(issuesOf({ about: ["A\u0000paragraph."] })).toEqual(["about.0"]);
  });

  it("refuses text, one-line fields and lists past their limits", () => {
    expect(issuesOf({ about: ["x".repeat(JOB_POSTING_LIMITS.text + 1)] })).toEqual(["about.0"]);
    expect(issuesOf({ title: "x".repeat(JOB_POSTING_LIMITS.line + 1) })).toEqual(["title"]);
    expect(
      issuesOf({ keywords: Array.from({ length: JOB_POSTING_LIMITS.listItems + 1 }, () => "k") }),
    ).toEqual(["keywords"]);
    expect(issuesOf({ about: ["x".repeat(JOB_POSTING_LIMITS.text)] })).toEqual([]);
  });
});
