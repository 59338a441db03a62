import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /physician-assistant-salary-guide (listed in ../pages.ts). */
export const page = {
  path: "/physician-assistant-salary-guide",
  file: "routes/salary-guide.tsx",
  title: "Physician Assistant Salary Guide: Pay, Bonuses and Benefits",
  description:
    "PA salaries by specialty and setting, signing bonuses, CME allowances and PTO, with a free salary consultation from a PA recruiting specialist.",
  keywords: ["physician assistant salary", "PA salary guide", "PA signing bonus", "PA compensation"],
  priority: 0.8,
} as const satisfies PageRecord;
