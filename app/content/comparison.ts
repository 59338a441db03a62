import { site } from "./site";
import type { ComparisonRow, ContentOf } from "./schemas";
export type { ComparisonCell, ComparisonRow, ServiceCategory, Metric } from "./schemas";

export const comparisonColumns = [
  { key: "us", label: site.name },
  { key: "generalRecruiter", label: "General Healthcare Recruiters" },
  { key: "staffingAgency", label: "Staffing Agencies" },
  { key: "jobBoard", label: "Job Boards" },
] as const satisfies readonly { key: keyof Omit<ComparisonRow, "feature">; label: string }[];

/** The feature comparison table of the compare page (compare-page figures: 48-72 hours, 2-4 weeks). */
export const comparisonRows: ContentOf<"comparison.rows"> = [
  {
    feature: "Focus exclusively on nurse practitioners and physician assistants",
    us: true,
    generalRecruiter: false,
    staffingAgency: false,
    jobBoard: false,
  },
  {
    feature: "Response time to a new search",
    us: "24-48 hours",
    generalRecruiter: "48-72 hours",
    staffingAgency: "72-96 hours",
    jobBoard: "N/A",
  },
  {
    feature: "Pre-screened, interview-ready candidates",
    us: true,
    generalRecruiter: "Sometimes",
    staffingAgency: "Limited",
    jobBoard: false,
  },
  {
    feature: "License, certification and DEA verification",
    us: true,
    generalRecruiter: true,
    staffingAgency: "Varies",
    jobBoard: false,
  },
  {
    feature: "Custom job description written for you",
    us: true,
    generalRecruiter: "Limited",
    staffingAgency: false,
    jobBoard: false,
  },
  {
    feature: "Free advertising on major job boards",
    us: true,
    generalRecruiter: false,
    staffingAgency: false,
    jobBoard: false,
  },
  {
    feature: "No cost until the hire starts",
    us: true,
    generalRecruiter: "Varies",
    staffingAgency: false,
    jobBoard: false,
  },
  {
    feature: "Database of over 5 million candidates",
    us: true,
    generalRecruiter: "Varies",
    staffingAgency: "Limited",
    jobBoard: "Varies",
  },
  {
    feature: "Permanent and contract placements",
    us: true,
    generalRecruiter: "Varies",
    staffingAgency: "Limited",
    jobBoard: "N/A",
  },
  {
    feature: "Compensation benchmarking for NP and PA roles",
    us: true,
    generalRecruiter: "Limited",
    staffingAgency: false,
    jobBoard: "Limited",
  },
  {
    feature: "Dedicated recruiter from first call to start date",
    us: true,
    generalRecruiter: true,
    staffingAgency: "Sometimes",
    jobBoard: false,
  },
];

/** Services by audience on the compare page. */
export const servicesByAudience: ContentOf<"comparison.audiences"> = [
  {
    name: "For Nurse Practitioners",
    summary: "A free, confidential career partner who knows NP practice inside out.",
    services: [
      "Roles matched to your population focus and specialty",
      "Access to positions that are never advertised",
      "Guidance on state licensing and practice authority",
      "Salary and benefits benchmarking before you negotiate",
      "Interview preparation and offer negotiation",
    ],
  },
  {
    name: "For Physician Assistants",
    summary: "Placement support that understands PA certification, CAQs and collaboration rules.",
    services: [
      "Opportunities in primary care, surgery and every specialty",
      "Clarity on collaboration or supervision arrangements",
      "Help planning licensure when you move states",
      "Compensation data for your specialty and region",
      "Interview preparation and offer negotiation",
    ],
  },
  {
    name: "For Healthcare Employers",
    summary: "A complete search, paid for only when your new provider starts.",
    services: [
      "Permanent NP and PA placement",
      "Contract and locum coverage from a two-week minimum",
      "Custom job descriptions and free advertising on major job boards",
      "Pre-screened candidates within 48-72 hours",
      "Credential verification and reference checks",
      "Placement typically within 2-4 weeks",
    ],
  },
];

/** Performance metrics on the compare page. */
export const performanceMetrics: ContentOf<"comparison.metrics"> = [
  {
    metric: "Time to first candidates",
    value: "48-72 hours",
    detail: "From the initial consultation to a shortlist of pre-screened providers.",
  },
  {
    metric: "Time to placement",
    value: "2-4 weeks",
    detail: "The typical span from first call to accepted offer.",
  },
  {
    metric: "Time-to-fill",
    value: "14-21 days",
    detail: "Down from the 60 days our clients averaged before working with us.",
  },
  {
    metric: "Retention after one year",
    value: "94%",
    detail: "Of the providers we place are still in the role a year later.",
  },
  {
    metric: "Client satisfaction",
    value: "98%",
    detail: "From the feedback clients give us after each completed search.",
  },
  {
    metric: "Placements per year",
    value: "500+",
    detail: "Nurse practitioners and physician assistants placed annually in all 50 states.",
  },
];

/** Reasons to choose a specialist, on the compare page. */
export const reasonsToChoose: ContentOf<"comparison.reasons"> = [
  {
    title: "Specialists, not generalists",
    description: `Since ${site.founded} we have recruited only NPs and PAs, so we understand certification, scope of practice and the questions candidates ask.`,
  },
  {
    title: "Candidates you can interview",
    description:
      "Every provider on your shortlist has been interviewed, verified and reference-checked before you see a name.",
  },
  {
    title: "Pay only for results",
    description:
      "No retainer and no advertising charges. Our fee, typically 20-25% of first-year base salary, is due only when your hire starts.",
  },
  {
    title: "Reach beyond job boards",
    description:
      "Free postings on the major boards plus a database of over 5 million candidates, including providers who are not actively looking.",
  },
  {
    title: "Placements that last",
    description:
      "Matching on schedule, culture and goals as well as skills is why 94% of our placements stay beyond one year.",
  },
  {
    title: "A national network",
    description: `Part of the ${site.partnerNetwork.name} since ${site.networkSince}, placing providers in all 50 states.`,
  },
];

/** The compare page's closing verdict, one paragraph per entry. */
export const comparisonVerdict: ContentOf<"comparison.verdict"> = [
  "Job boards are inexpensive to start with but leave the sourcing, screening and chasing to your own staff, and a posting reaches only the providers who are actively looking. Staffing agencies are built for short-term coverage, and general healthcare recruiters split their attention across nursing, allied health and physicians.",
  "If you need a nurse practitioner or physician assistant who is qualified, credentialed and likely to stay, a specialist recruiter is the faster and often the less expensive route once the cost of a long vacancy is counted. You see pre-screened candidates in 48-72 hours, most placements close in 2-4 weeks, and you pay nothing until your new provider starts.",
];
