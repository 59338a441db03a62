import type { ContentOf } from "./schemas";
export type { SpecialtyCategory, Certification } from "./schemas";

/** Specialty categories on the expertise page (together more than 30 specialties). */
export const specialtyCategories: ContentOf<"expertise.specialties"> = [
  {
    category: "Primary Care",
    areas: [
      "Family medicine",
      "Internal medicine",
      "Pediatrics",
      "Women's health",
      "Geriatrics",
      "Direct primary care",
    ],
  },
  {
    category: "Acute and Emergency Care",
    areas: ["Emergency medicine", "Urgent care", "Hospital medicine", "Critical care", "Trauma"],
  },
  {
    category: "Surgical and Procedural",
    areas: ["Orthopedics", "General surgery", "Cardiothoracic surgery", "Neurosurgery", "Dermatology"],
  },
  {
    category: "Behavioral Health",
    areas: [
      "Adult psychiatry",
      "Child and adolescent psychiatry",
      "Addiction medicine",
      "Integrated behavioral health",
    ],
  },
  {
    category: "Medical Specialties",
    areas: [
      "Cardiology",
      "Oncology",
      "Gastroenterology",
      "Nephrology",
      "Endocrinology",
      "Physical medicine and rehabilitation",
      "Pain management",
      "Neuropathy care",
    ],
  },
  {
    category: "Alternative Settings",
    areas: [
      "Telemedicine",
      "Employee health clinics",
      "Occupational health",
      "Skilled nursing and long-term care",
      "Home-based care",
    ],
  },
];

/** Professional certifications, memberships and standards on the expertise page. */
export const certifications: ContentOf<"expertise.certifications"> = [
  {
    name: "Certified Physician and Provider Recruitment Professional (CPRP)",
    description:
      "The Association for Advancing Physician and Provider Recruitment's credential for recruiters, held by our senior team.",
  },
  {
    name: "SHRM Senior Certified Professional (SHRM-SCP)",
    description:
      "The Society for Human Resource Management's senior credential for HR and talent acquisition leaders.",
  },
  {
    name: "Primary-source credential verification",
    description:
      "Every candidate's licenses are checked with the issuing state boards, and certification with the AANPCB, ANCC or NCCPA, before an introduction.",
  },
  {
    name: "Equal employment opportunity",
    description:
      "We recruit and refer candidates without regard to race, color, religion, sex, national origin, age, disability or any other protected status.",
  },
];

/**
 * The guides our recruiters publish; titles and summaries come from each page's record.
 * The landing page's "View All Resources" button leads to this list.
 */
export const thoughtLeadership: ContentOf<"expertise.guides"> = [
  { path: "/how-to-recruit-nurse-practitioners", kind: "Hiring guide" },
  { path: "/how-to-recruit-physician-assistants", kind: "Hiring guide" },
  { path: "/nurse-practitioner-salary-guide", kind: "Salary data" },
  { path: "/physician-assistant-salary-guide", kind: "Salary data" },
  { path: "/nurse-practitioner-job-market", kind: "Market report" },
  { path: "/physician-assistant-job-market", kind: "Market report" },
  { path: "/nurse-practitioner-specialties", kind: "Career guide" },
  { path: "/physician-assistant-specialties", kind: "Career guide" },
  { path: "/nurse-practitioner-licensing", kind: "Licensing" },
  { path: "/physician-assistant-supervision", kind: "Practice rules" },
];
