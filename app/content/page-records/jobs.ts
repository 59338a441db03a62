import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /jobs (listed in ../pages.ts). */
export const page = {
  path: "/jobs",
  file: "routes/jobs.tsx",
  title: "Current NP & PA Jobs | Nurse Practitioner and Physician Assistant Openings",
  description:
    "Open nurse practitioner and physician assistant positions: PM&R, primary care, telemedicine and more, full-time and part-time, with pay shown on every role.",
  keywords: ["nurse practitioner jobs", "physician assistant jobs", "NP jobs", "PA jobs"],
  priority: 0.9,
} as const satisfies PageRecord;
