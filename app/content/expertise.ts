import * as z from "zod/mini";
import { defineContent, text } from "./content-schema";
import { type PagePath, pages } from "./pages";

const SpecialtyCategorySchema = z.object({ category: text, areas: z.array(text).check(z.minLength(4)) });
export type SpecialtyCategory = z.infer<typeof SpecialtyCategorySchema>;

/** Specialty categories on the expertise page (together more than 30 specialties). */
export const specialtyCategories = defineContent(
  "expertise.specialties",
  z.array(SpecialtyCategorySchema).check(z.length(6)),
  [
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
  ],
);

const CertificationSchema = z.object({ name: text, description: text });
export type Certification = z.infer<typeof CertificationSchema>;

/** Professional certifications, memberships and standards on the expertise page. */
export const certifications = defineContent(
  "expertise.certifications",
  z.array(CertificationSchema).check(z.minLength(4)),
  [
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
  ],
);

const GuideSchema = z.object({
  path: z.custom<PagePath>((value) => pages.some((page) => page.path === value)),
  kind: text,
});

/**
 * The guides our recruiters publish; titles and summaries come from each page's record.
 * The landing page's "View All Resources" button leads to this list.
 */
export const thoughtLeadership = defineContent("expertise.guides", z.array(GuideSchema).check(z.length(10)), [
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
]);

export const guidesAnchor = "guides";
