import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /physician-assistant-job-market (listed in ../pages.ts). */
export const page = {
  path: "/physician-assistant-job-market",
  file: "routes/editorial-guide.tsx",
  title: "Physician Assistant Job Market: Growth, Pay and Hiring Trends",
  description:
    "PA employment growth, median pay and the settings and regions hiring most, with what the numbers mean for employers and clinicians.",
  keywords: ["physician assistant job market", "PA job outlook", "PA employment growth"],
  priority: 0.6,
} as const satisfies PageRecord;
