import type { ContentOf } from "./schemas";
export type { ServiceCard } from "./schemas";

export const serviceIcons = [
  "stethoscope",
  "user-check",
  "calendar-clock",
  "megaphone",
  "file-text",
  "shield-check",
] as const;

/** The six service cards of the landing page; each card's call to action goes to the contact section. */
export const serviceCards: ContentOf<"services"> = [
  {
    id: "np-recruiting",
    title: "Nurse Practitioner Recruiting",
    description:
      "Permanent placement of family, adult-gerontology, psychiatric, pediatric, women's health and acute care NPs for practices, clinics and hospitals.",
    points: [
      "Board certification and state licensure confirmed",
      "Candidates matched on specialty and practice authority",
      "Pre-screened shortlists in 24-48 hours",
    ],
    icon: "stethoscope",
  },
  {
    id: "pa-recruiting",
    title: "Physician Assistant Recruiting",
    description:
      "Certified PAs for primary care, surgery, orthopedics, emergency medicine and every specialty in between, ready to join your care team.",
    points: [
      "NCCPA certification and CAQs verified",
      "Collaboration or supervision fit discussed up front",
      "Interview-ready candidates, not a stack of resumes",
    ],
    icon: "user-check",
  },
  {
    id: "contract-coverage",
    title: "Contract and Locum Coverage",
    description:
      "Cover a leave, a seasonal surge or a vacancy while you recruit for the long term, with assignments from two weeks upward.",
    points: [
      "Assignments from a two-week minimum",
      "Providers typically start within 1-2 weeks",
      "Contract-to-permanent options available",
    ],
    icon: "calendar-clock",
  },
  {
    id: "job-advertising",
    title: "Free Job Advertising",
    description:
      "We advertise your opening on the major job boards and across our recruiting network at no charge, so you reach active and passive candidates at once.",
    points: [
      "Postings on major national job boards",
      "Promotion to our own NP and PA community",
      "No posting fees, ever",
    ],
    icon: "megaphone",
  },
  {
    id: "job-descriptions",
    title: "Custom Job Descriptions",
    description:
      "Our recruiters write a job description that tells clinicians what they actually want to know: patient load, schedule, call, support and pay.",
    points: [
      "Written with your hiring manager in one call",
      "Compensation benchmarked against the market",
      "Built to stand out to NPs and PAs",
    ],
    icon: "file-text",
  },
  {
    id: "screening",
    title: "Candidate Screening and Credential Checks",
    description:
      "We search a database of over 5 million candidates, then interview, reference-check and verify each provider before you see a name.",
    points: [
      "Clinical background and skills interview",
      "Licensure, DEA and certification verification",
      "Professional references checked",
    ],
    icon: "shield-check",
  },
];
