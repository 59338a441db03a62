import { guidesAnchor } from "./nav";
import type { ContentOf } from "./schemas";
export type { ResourceCard } from "./schemas";

/** The four article cards of the landing page; 'Read More' opens the matching guide. */
export const resourceCards: ContentOf<"resources"> = [
  {
    category: "Hiring guide",
    title: "How to Recruit Nurse Practitioners",
    excerpt:
      "The four challenges that slow NP hiring and a six-step process that fills roles faster, from defining requirements to onboarding.",
    href: "/how-to-recruit-nurse-practitioners",
  },
  {
    category: "Hiring guide",
    title: "How to Recruit Physician Assistants",
    excerpt:
      "What PAs look for in an offer, where to find them beyond job boards, and how to run an interview process that keeps candidates engaged.",
    href: "/how-to-recruit-physician-assistants",
  },
  {
    category: "Salary data",
    title: "Nurse Practitioner Salary Guide",
    excerpt:
      "Base pay by specialty and setting, typical signing bonuses, CME allowances and paid time off, for employers and NPs alike.",
    href: "/nurse-practitioner-salary-guide",
  },
  {
    category: "Salary data",
    title: "Physician Assistant Salary Guide",
    excerpt:
      "Current PA compensation across specialties and regions, and the benefits that make an offer competitive.",
    href: "/physician-assistant-salary-guide",
  },
];

/** 'View All Resources' leads to the full list of guides on the expertise page. */
export const allResourcesLink: ContentOf<"resources.all"> = {
  label: "View All Resources",
  href: `/our-expertise#${guidesAnchor}`,
};
