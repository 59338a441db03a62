import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /nurse-practitioner-job-market (listed in ../pages.ts). */
export const page = {
  path: "/nurse-practitioner-job-market",
  file: "routes/editorial-guide.tsx",
  title: "Nurse Practitioner Job Market: Growth, Pay and Hiring Trends",
  description:
    "NP employment growth, median pay and the settings and regions hiring most, with what the numbers mean for employers and clinicians.",
  keywords: ["nurse practitioner job market", "NP job outlook", "NP employment growth"],
  priority: 0.6,
} as const satisfies PageRecord;
