import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /how-to-recruit-physician-assistants (listed in ../pages.ts). */
export const page = {
  path: "/how-to-recruit-physician-assistants",
  file: "routes/recruiting-guide.tsx",
  title: "How to Recruit Physician Assistants: A Six-Step Hiring Guide",
  description:
    "A practical guide for employers: the challenges of PA hiring, a six-step recruiting process, and how a specialist recruiter shortens time-to-fill.",
  keywords: [
    "how to recruit physician assistants",
    "PA hiring guide",
    "physician assistant recruitment process",
  ],
  priority: 0.8,
} as const satisfies PageRecord;
