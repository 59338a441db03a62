import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /how-to-recruit-nurse-practitioners (listed in ../pages.ts). */
export const page = {
  path: "/how-to-recruit-nurse-practitioners",
  file: "routes/recruiting-guide.tsx",
  title: "How to Recruit Nurse Practitioners: A Six-Step Hiring Guide",
  description:
    "A practical guide for employers: the challenges of NP hiring, a six-step recruiting process, and how a specialist recruiter shortens time-to-fill.",
  keywords: [
    "how to recruit nurse practitioners",
    "NP hiring guide",
    "nurse practitioner recruitment process",
  ],
  priority: 0.8,
} as const satisfies PageRecord;
