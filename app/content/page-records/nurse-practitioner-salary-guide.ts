import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /nurse-practitioner-salary-guide (listed in ../pages.ts). */
export const page = {
  path: "/nurse-practitioner-salary-guide",
  file: "routes/salary-guide.tsx",
  title: "Nurse Practitioner Salary Guide: Pay, Bonuses and Benefits",
  description:
    "NP salaries by specialty and setting, signing bonuses, CME allowances and PTO, with a free salary consultation from an NP recruiting specialist.",
  keywords: ["nurse practitioner salary", "NP salary guide", "NP signing bonus", "NP compensation"],
  priority: 0.8,
} as const satisfies PageRecord;
