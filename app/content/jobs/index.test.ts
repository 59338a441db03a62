import { describe, expect, it } from "vitest";
import { JobPostingSchema } from "#schemas/job-posting";
import { formatBonus, formatPay } from "#app/lib/job-pay";
import { LEGACY_JOB_PATHS, JOB_PATHS as routeTableOrder } from "../../../tests/spec-routes";
import { site } from "../site";
import { findJobByPath, type JobPosting, jobs, legacyRedirects } from "./index";

function job(path: string): JobPosting {
  const found = findJobByPath(path);
  if (!found) throw new Error(`no posting at ${path}`);
  return found;
}

/** Everything a posting says, as one string: record text plus the formatted pay and bonus. */
function wording(posting: JobPosting): string {
  return [
    JSON.stringify(posting),
    formatPay(posting.pay),
    posting.bonus ? formatBonus(posting.bonus) : "",
  ].join("\n");
}

const pmrPaths = routeTableOrder.filter((path) => path.includes("pmr"));
const fullTimePmr = pmrPaths.filter((path) => job(path).employmentTypes.includes("FULL_TIME"));

describe("job records", () => {
  it("holds the sixteen postings in route-table order, each valid against the schema", () => {
    expect(jobs.map((posting) => posting.path)).toEqual(routeTableOrder);
    for (const posting of jobs) expect(JobPostingSchema.safeParse(posting).success, posting.path).toBe(true);
  });

  it("finds a posting by its path, with or without a trailing slash", () => {
    expect(findJobByPath("/job-atlanta-pmr")?.path).toBe("/job-atlanta-pmr");
    expect(findJobByPath("/job-atlanta-pmr/")?.path).toBe("/job-atlanta-pmr");
    expect(findJobByPath("/jobs/atlanta-pmr")).toBeUndefined();
  });

  it("uses layout A for Valley, Manhattan and neuropathy and layout B elsewhere", () => {
    expect(jobs.filter((p) => p.layout === "A").map((p) => p.path)).toEqual([
      "/job-valley-alabama",
      "/job-nyc-manhattan",
      "/job-oklahoma-neuropathy",
    ]);
  });

  it("omits structured data and the home link only on the neuropathy page", () => {
    expect(jobs.filter((p) => !p.structuredData).map((p) => p.path)).toEqual(["/job-oklahoma-neuropathy"]);
    expect(jobs.filter((p) => !p.linkHome).map((p) => p.path)).toEqual(["/job-oklahoma-neuropathy"]);
  });

  it("dates every posting 2025-01-16, valid through March for sales and telemedicine and April for PM&R", () => {
    for (const posting of jobs) expect(posting.datePosted).toBe("2025-01-16");
    expect(job("/job-sales-representative").validThrough).toBe("2025-03-31");
    expect(job("/job-np-remote-telemedicine").validThrough).toBe("2025-03-31");
    for (const path of pmrPaths) expect(job(path).validThrough, path).toBe("2025-04-30");
  });

  it("names the same recruiter, with the firm's e-mail and phone, on every posting", () => {
    for (const posting of jobs) {
      expect(posting.recruiter.title).toBe("Healthcare Recruitment Specialist");
      expect(posting.recruiter.email).toBe(site.email);
      expect(posting.recruiter.phone).toBe(site.phone);
      expect(posting.recruiter.web.href).toBe(site.partnerNetwork.url);
    }
  });

  it("presets the mail subjects the spec names, and the body on most postings", () => {
    expect(job("/job-valley-alabama").apply.subject).toBe("Application for NP/PA Position - Valley, Alabama");
    expect(job("/job-nyc-manhattan").apply.subject).toBe(
      "Application for PA-C Position - Midtown Manhattan, NYC",
    );
    const withBody = jobs.filter((p) => p.apply.body);
    expect(withBody.length).toBeGreaterThan(jobs.length / 2);
    for (const posting of withBody) {
      expect(posting.apply.body).toContain("interest in the position as advertised on the site");
    }
  });

  it("offers the partner's job page instead of a call only on Minneapolis/Osseo", () => {
    expect(jobs.filter((p) => p.apply.partnerJobUrl).map((p) => p.path)).toEqual([
      "/job-minneapolis-osseo-pmr",
    ]);
    expect(job("/job-minneapolis-osseo-pmr").apply.partnerJobUrl).toMatch(/^https:\/\//);
  });

  it("shows 29-31 keyword badges on every PM&R page", () => {
    for (const path of pmrPaths) {
      const { keywords } = job(path);
      expect(keywords.length, path).toBeGreaterThanOrEqual(29);
      expect(keywords.length, path).toBeLessThanOrEqual(31);
      expect(new Set(keywords).size, path).toBe(keywords.length);
    }
  });

  it("lists health, dental, vision, PTO and retirement on every full-time PM&R role", () => {
    expect(fullTimePmr).toHaveLength(8);
    for (const path of fullTimePmr) {
      const benefits = job(path).benefits.join(" | ");
      for (const term of ["Health", "Dental", "Vision", "PTO", "Retirement"])
        expect(benefits, path).toContain(term);
      expect(job(path).hours).toBe("32-40 hours per week");
    }
  });

  it("requires a licence in the posting's state(s) and prefers PM&R experience on PM&R roles", () => {
    const licence: Record<string, string[]> = {
      "/job-st-elmo-pmr": ["Illinois"],
      "/job-hyannis-pmr": ["Massachusetts"],
      "/job-gainesville-conyers-pmr": ["Georgia"],
      "/job-atlanta-pmr": ["Georgia"],
      "/job-chatham-pmr": ["Massachusetts"],
      "/job-spring-arbor-archbold-pmr": ["Michigan", "Ohio"],
      "/job-il-mo-pmr": ["Illinois", "Missouri"],
      "/job-godfrey-il-pmr-parttime": ["Illinois"],
      "/job-minneapolis-pmr": ["Minnesota"],
      "/job-minneapolis-osseo-pmr": ["Minnesota"],
      "/job-hastings-mi-pmr-parttime": ["Michigan"],
    };
    for (const path of pmrPaths) {
      const { qualifications } = job(path);
      const required = qualifications.required.join(" | ");
      expect(required, path).toMatch(/license/);
      for (const state of licence[path] ?? []) expect(required, path).toContain(state);
      expect(qualifications.preferred.join(" | "), path).toContain("PM&R experience");
    }
  });

  it("has no placeholder text", () => {
    for (const posting of jobs)
      expect(wording(posting), posting.path).not.toMatch(/lorem|coming soon|TODO|TBD/i);
  });
});

describe("each posting's distinctive terms", () => {
  const cases: Array<{
    path: string;
    roles: string[];
    types: string[];
    pay: string;
    bonus?: string;
    places: string[];
    terms: string[];
  }> = [
    {
      path: "/job-valley-alabama",
      roles: ["NP", "PA"],
      types: ["FULL_TIME"],
      pay: "$120,000-$140,000+ per year",
      places: ["Valley, AL"],
      terms: [
        "Monday-Friday, 8:00 AM-5:00 PM",
        "Minimal on-call",
        "employee health clinic",
        "direct-primary-care",
        "Alabama and Georgia",
      ],
    },
    {
      path: "/job-nyc-manhattan",
      roles: ["PA"],
      types: ["FULL_TIME"],
      pay: "$140,000-$165,000 per year",
      places: ["New York, NY 10036"],
      terms: [
        "PA-C",
        "Internal Medicine",
        "Primary Care",
        "Midtown Manhattan",
        "Monday-Friday, 10:00 AM-6:00 PM",
        "No on-call",
      ],
    },
    {
      path: "/job-oklahoma-neuropathy",
      roles: ["NP"],
      types: ["FULL_TIME"],
      pay: "$130,000 per year",
      places: ["Midwest City, OK"],
      terms: [
        "Monday-Thursday, 7:00 AM-5:00 PM",
        "Full-time employed",
        "Medical insurance premiums paid",
        "Dental insurance premiums paid",
        "Malpractice insurance covered",
        "Continuing medical education (CME)",
        "3 weeks paid time off (PTO)",
        "Paid sick days",
        "Active Oklahoma nurse practitioner license",
        "Experience treating patients with neuropathy",
        "Leadership experience",
        "Del City",
      ],
    },
    {
      path: "/job-sales-representative",
      roles: [],
      types: ["FULL_TIME"],
      pay: "$75,000 per year",
      bonus: "$500 bonus per facility onboarded",
      places: [],
      terms: [
        "40 hours per week",
        "skilled nursing facilities",
        "$250 paid when the facility is onboarded",
        "$250 retention bonus after it has been active for 12 months",
        "4-5 states",
        "2-3 tradeshows a year",
        "three",
      ],
    },
    {
      path: "/job-np-remote-telemedicine",
      roles: ["NP"],
      types: ["FULL_TIME", "PART_TIME"],
      pay: "Up to $60 per hour",
      places: [],
      terms: [
        "FNP, ANP or AGNP",
        "annual wellness visits of about 60 minutes",
        "collaborative care visits of 30-40 minutes",
        "Full-time 32+ hours or part-time 12-16 hours per week",
        "5:30-6:00 PM",
        "Active Illinois nurse practitioner license",
        "Licenses in other states",
        "Benefits for full-time staff",
      ],
    },
    {
      path: "/job-st-elmo-pmr",
      roles: ["NP", "PA"],
      types: ["PART_TIME"],
      pay: "$75-$90+ per hour",
      places: ["St. Elmo, IL"],
      terms: ["One day per week", "Part-time or PRN", "Active Illinois NP or PA license"],
    },
    {
      path: "/job-hyannis-pmr",
      roles: ["NP", "PA"],
      types: ["FULL_TIME"],
      pay: "Up to $150,000 per year",
      bonus: "$35,000 annual bonus",
      places: ["Hyannis, MA"],
      terms: ["Active Massachusetts NP or PA license"],
    },
    {
      path: "/job-gainesville-conyers-pmr",
      roles: ["NP", "PA"],
      types: ["FULL_TIME"],
      pay: "Up to $140,000 per year",
      bonus: "Up to $26,000 bonus",
      places: ["Gainesville, GA", "Conyers, GA"],
      terms: ["Active Georgia NP or PA license", "two Georgia locations"],
    },
    {
      path: "/job-atlanta-pmr",
      roles: ["NP", "PA"],
      types: ["FULL_TIME"],
      pay: "Up to $140,000 per year",
      bonus: "$26,000 bonus",
      places: ["Atlanta, GA 30305"],
      terms: ["30308"],
    },
    {
      path: "/job-chatham-pmr",
      roles: ["NP", "PA"],
      types: ["FULL_TIME"],
      pay: "Up to $150,000 per year",
      bonus: "$35,000 bonus",
      places: ["Chatham, MA 02650"],
      terms: ["Cape Cod"],
    },
    {
      path: "/job-spring-arbor-archbold-pmr",
      roles: ["NP", "PA"],
      types: ["FULL_TIME"],
      pay: "Up to $135,000 per year",
      bonus: "$26,000 bonus",
      places: ["Spring Arbor, MI", "Archbold, OH 43502"],
      terms: ["Dual Michigan and Ohio licensure (preferred, not required)"],
    },
    {
      path: "/job-il-mo-pmr",
      roles: ["NP", "PA"],
      types: ["FULL_TIME"],
      pay: "Up to $135,000 per year",
      bonus: "$26,000 bonus",
      places: [
        "Godfrey, IL 62035",
        "Alton, IL 62002",
        "Wood River, IL 62095",
        "St. Louis, MO 63125",
        "Ballwin, MO 63021",
      ],
      terms: ["Dual Illinois and Missouri licensure, or willingness to obtain it"],
    },
    {
      path: "/job-godfrey-il-pmr-parttime",
      roles: ["NP", "PA"],
      types: ["PART_TIME"],
      pay: "$70-$90+ per hour",
      places: ["Godfrey, IL", "Alton, IL", "Wood River, IL"],
      terms: [
        "24-32 hours per week",
        "Malpractice insurance covered",
        "Collaborating physician provided",
        "No call or weekends",
        "no additional employment benefits are included",
      ],
    },
    {
      path: "/job-minneapolis-pmr",
      roles: ["NP", "PA"],
      types: ["FULL_TIME"],
      pay: "Up to $140,000 per year",
      bonus: "$26,000 bonus",
      places: ["Minneapolis, MN 55426", "Minneapolis, MN 55427"],
      terms: [
        "TWIN CITIES",
        "Minneapolis-St. Paul",
        "Minnesota NP Jobs",
        "Minnesota PA Jobs",
        "All NP Jobs",
        "All PA Jobs",
      ],
    },
    {
      path: "/job-minneapolis-osseo-pmr",
      roles: ["NP", "PA"],
      types: ["FULL_TIME"],
      pay: "Up to $140,000 per year",
      bonus: "$26,000 bonus",
      places: ["Minneapolis, MN 55427", "Osseo, MN 55369"],
      terms: ["no nights or weekends", "32-40 hours per week"],
    },
    {
      path: "/job-hastings-mi-pmr-parttime",
      roles: ["NP", "PA"],
      types: ["PART_TIME"],
      pay: "$70-$90+ per hour",
      places: ["Hastings, MI 49058"],
      terms: [
        "12-24 hours per week",
        "Malpractice insurance covered",
        "Collaborating physician provided",
        "no additional employment benefits are included",
        "Michigan NP Jobs",
        "Michigan PA Jobs",
      ],
    },
  ];

  it.each(cases)("$path", ({ path, roles, types, pay, bonus, places, terms }) => {
    const posting = job(path);
    expect(posting.roles).toEqual(roles);
    expect(posting.employmentTypes).toEqual(types);
    expect(formatPay(posting.pay)).toBe(pay);
    expect(posting.bonus ? formatBonus(posting.bonus) : undefined).toBe(bonus);
    const shown = posting.locations.map(
      (l) => `${l.locality}, ${l.region}${l.postalCode ? ` ${l.postalCode}` : ""}`,
    );
    for (const place of places)
      expect(
        shown.some((s) => s.startsWith(place)),
        `${path}: ${place}`,
      ).toBe(true);
    const text = wording(posting).toLowerCase();
    for (const term of terms) expect(text, `${path}: ${term}`).toContain(term.toLowerCase());
  });

  it("uses the postal codes the spec gives for the Minneapolis and Hastings pages", () => {
    const codes = [
      "/job-minneapolis-pmr",
      "/job-minneapolis-osseo-pmr",
      "/job-hastings-mi-pmr-parttime",
    ].flatMap((path) => job(path).locations.map((l) => l.postalCode));
    expect(new Set(codes)).toEqual(new Set(["55427", "55426", "55369", "49058"]));
  });

  it("marks the sales and telemedicine roles remote, open to applicants in the US", () => {
    for (const path of ["/job-sales-representative", "/job-np-remote-telemedicine"]) {
      expect(job(path).remote?.applicantLocations).toEqual([{ type: "Country", name: "US" }]);
    }
    expect(job("/job-sales-representative").openings).toBe(3);
  });

  it("uses the purple scheme only on the Godfrey part-time page", () => {
    expect(jobs.filter((p) => p.colorScheme === "purple").map((p) => p.path)).toEqual([
      "/job-godfrey-il-pmr-parttime",
    ]);
  });
});

describe("legacyRedirects", () => {
  it("sends each /jobs/... address the spec names to its /job-... page", () => {
    expect(legacyRedirects).toMatchObject(LEGACY_JOB_PATHS);
  });

  it("also answers /jobs/<slug> for every /job-<slug> posting, and points only at real postings", () => {
    for (const posting of jobs) expect(legacyRedirects[`/jobs/${posting.path.slice(5)}`]).toBe(posting.path);
    for (const target of Object.values(legacyRedirects)) expect(findJobByPath(target)).toBeDefined();
    expect(Object.keys(legacyRedirects)).toHaveLength(17);
    expect(legacyRedirects["/jobs/oklahoma-neuropathy"]).toBe("/job-oklahoma-neuropathy");
  });
});
