import { THANK_YOU_PATH } from "../../schemas/paths";
/**
 * Every content page: its route module, search metadata and sitemap entry. Routes, meta tags,
 * the sitemap and the navigation all read from here (job postings come from content/jobs).
 */
export interface PageRecord {
  path: `/${string}`;
  file: string;
  title: string;
  description: string;
  keywords: readonly string[];
  priority: number;
}

export const pages = [
  {
    path: "/",
    file: "routes/home.tsx",
    title: "NP & PA Recruiting Firm | Nurse Practitioner and Physician Assistant Staffing",
    description:
      "Hire pre-screened nurse practitioners and physician assistants. Specialist NP and PA recruiters since 2006: a response within 20 minutes and no fee until your hire starts.",
    keywords: [
      "nurse practitioner recruiting",
      "physician assistant recruiting",
      "NP staffing",
      "PA staffing",
      "advanced practice provider recruitment",
    ],
    priority: 1,
  },
  {
    path: "/our-expertise",
    file: "routes/our-expertise.tsx",
    title: "Our Expertise | NP & PA Recruitment Leadership and Specialties",
    description:
      "Meet the leadership team behind 2,000+ NP and PA placements across 30+ specialties and all 50 states, and the certifications and guides that shape our recruiting.",
    keywords: [
      "NP recruitment experts",
      "PA recruitment specialists",
      "healthcare recruiting leadership",
      "advanced practice recruiting",
    ],
    priority: 0.7,
  },
  {
    path: "/compare-services",
    file: "routes/compare-services.tsx",
    title: "Compare NP & PA Recruiting Services | Specialist vs Agencies and Job Boards",
    description:
      "See how a specialist NP and PA recruiter compares with general healthcare recruiters, staffing agencies and job boards on speed, screening, cost and retention.",
    keywords: ["compare healthcare recruiters", "NP staffing agency comparison", "PA recruiter vs job board"],
    priority: 0.7,
  },
  {
    path: "/faq",
    file: "routes/faq.tsx",
    title: "FAQ | Nurse Practitioner and Physician Assistant Recruiting Questions",
    description:
      "Answers on fees, timelines, screening, licensing and compensation for employers hiring NPs and PAs, and for clinicians using our free placement service.",
    keywords: ["NP recruiting FAQ", "PA recruiting FAQ", "recruitment fees", "placement timeline"],
    priority: 0.7,
  },
  {
    path: "/linkedin-network",
    file: "routes/linkedin-network.tsx",
    title: "Join Our NP & PA Professional Network on LinkedIn",
    description:
      "Connect with nurse practitioners, physician assistants and healthcare hiring leaders in our LinkedIn groups: job leads, salary insights and practice news.",
    keywords: ["NP LinkedIn group", "PA LinkedIn group", "advanced practice provider network"],
    priority: 0.5,
  },
  {
    path: "/how-to-recruit-nurse-practitioners",
    file: "routes/how-to-recruit-nurse-practitioners.tsx",
    title: "How to Recruit Nurse Practitioners: A Six-Step Hiring Guide",
    description:
      "A practical guide for employers: the challenges of NP hiring, a six-step recruiting process, and how a specialist recruiter shortens time-to-fill.",
    keywords: [
      "how to recruit nurse practitioners",
      "NP hiring guide",
      "nurse practitioner recruitment process",
    ],
    priority: 0.8,
  },
  {
    path: "/how-to-recruit-physician-assistants",
    file: "routes/how-to-recruit-physician-assistants.tsx",
    title: "How to Recruit Physician Assistants: A Six-Step Hiring Guide",
    description:
      "A practical guide for employers: the challenges of PA hiring, a six-step recruiting process, and how a specialist recruiter shortens time-to-fill.",
    keywords: [
      "how to recruit physician assistants",
      "PA hiring guide",
      "physician assistant recruitment process",
    ],
    priority: 0.8,
  },
  {
    path: "/nurse-practitioner-salary-guide",
    file: "routes/nurse-practitioner-salary-guide.tsx",
    title: "Nurse Practitioner Salary Guide: Pay, Bonuses and Benefits",
    description:
      "NP salaries by specialty and setting, signing bonuses, CME allowances and PTO, with a free salary consultation from an NP recruiting specialist.",
    keywords: ["nurse practitioner salary", "NP salary guide", "NP signing bonus", "NP compensation"],
    priority: 0.8,
  },
  {
    path: "/nurse-practitioner-specialties",
    file: "routes/nurse-practitioner-specialties.tsx",
    title: "Nurse Practitioner Specialties: Roles, Settings and Demand",
    description:
      "The main NP population foci and practice specialties, where each works, and which are most in demand with employers today.",
    keywords: ["nurse practitioner specialties", "NP specialties", "FNP", "PMHNP", "AGACNP"],
    priority: 0.6,
  },
  {
    path: "/nurse-practitioner-job-market",
    file: "routes/nurse-practitioner-job-market.tsx",
    title: "Nurse Practitioner Job Market: Growth, Pay and Hiring Trends",
    description:
      "NP employment growth, median pay and the settings and regions hiring most, with what the numbers mean for employers and clinicians.",
    keywords: ["nurse practitioner job market", "NP job outlook", "NP employment growth"],
    priority: 0.6,
  },
  {
    path: "/nurse-practitioner-licensing",
    file: "routes/nurse-practitioner-licensing.tsx",
    title: "Nurse Practitioner Licensing: Compacts, Certification and Practice Authority",
    description:
      "How NP licensing works across states: the Nurse Licensure Compact, the APRN Compact, national certification and what it means for hiring timelines.",
    keywords: ["nurse practitioner licensing", "NP license", "nurse licensure compact", "APRN compact"],
    priority: 0.6,
  },
  {
    path: "/physician-assistant-salary-guide",
    file: "routes/physician-assistant-salary-guide.tsx",
    title: "Physician Assistant Salary Guide: Pay, Bonuses and Benefits",
    description:
      "PA salaries by specialty and setting, signing bonuses, CME allowances and PTO, with a free salary consultation from a PA recruiting specialist.",
    keywords: ["physician assistant salary", "PA salary guide", "PA signing bonus", "PA compensation"],
    priority: 0.8,
  },
  {
    path: "/physician-assistant-specialties",
    file: "routes/physician-assistant-specialties.tsx",
    title: "Physician Assistant Specialties: Roles, Settings and Certification",
    description:
      "Where physician assistants practice, the specialties hiring most, and the NCCPA Certificates of Added Qualifications.",
    keywords: ["physician assistant specialties", "PA specialties", "PA CAQ"],
    priority: 0.6,
  },
  {
    path: "/physician-assistant-job-market",
    file: "routes/physician-assistant-job-market.tsx",
    title: "Physician Assistant Job Market: Growth, Pay and Hiring Trends",
    description:
      "PA employment growth, median pay and the settings and regions hiring most, with what the numbers mean for employers and clinicians.",
    keywords: ["physician assistant job market", "PA job outlook", "PA employment growth"],
    priority: 0.6,
  },
  {
    path: "/physician-assistant-supervision",
    file: "routes/physician-assistant-supervision.tsx",
    title: "Physician Assistant Supervision and Collaboration Rules",
    description:
      "How state rules on PA supervision and collaboration work, what optimal team practice changes, and what employers must put in place.",
    keywords: ["physician assistant supervision", "PA collaboration agreement", "optimal team practice"],
    priority: 0.6,
  },
  {
    path: "/jobs",
    file: "routes/jobs.tsx",
    title: "Current NP & PA Jobs | Nurse Practitioner and Physician Assistant Openings",
    description:
      "Open nurse practitioner and physician assistant positions: PM&R, primary care, telemedicine and more, full-time and part-time, with pay shown on every role.",
    keywords: ["nurse practitioner jobs", "physician assistant jobs", "NP jobs", "PA jobs"],
    priority: 0.9,
  },
  {
    path: "/privacy-policy",
    file: "routes/privacy-policy.tsx",
    title: "Privacy Policy",
    description:
      "What our contact forms collect, why, how long we keep it, who receives it and how to ask for deletion.",
    keywords: ["privacy policy"],
    priority: 0.3,
  },
  {
    path: "/terms-of-service",
    file: "routes/terms-of-service.tsx",
    title: "Terms of Service",
    description: "The terms for using this website and our recruiting services for employers, NPs and PAs.",
    keywords: ["terms of service"],
    priority: 0.3,
  },
  {
    path: THANK_YOU_PATH,
    file: "routes/thank-you.tsx",
    title: "Thank You: We Received Your Details",
    description: "Your details reached our recruiters. We reply within 20 minutes during business hours.",
    keywords: ["contact"],
    priority: 0,
  },
] as const satisfies readonly PageRecord[];

export type PagePath = (typeof pages)[number]["path"];

export function pageByPath(path: PagePath): PageRecord {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page record for ${path}`);
  return page;
}
