import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /compare-services (listed in ../pages.ts). */
export const page = {
  path: "/compare-services",
  file: "routes/compare-services.tsx",
  title: "Compare NP & PA Recruiting Services | Specialist vs Agencies and Job Boards",
  description:
    "See how a specialist NP and PA recruiter compares with general healthcare recruiters, staffing agencies and job boards on speed, screening, cost and retention.",
  keywords: ["compare healthcare recruiters", "NP staffing agency comparison", "PA recruiter vs job board"],
  priority: 0.7,
} as const satisfies PageRecord;
