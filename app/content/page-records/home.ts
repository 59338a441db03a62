import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of / (listed in ../pages.ts). */
export const page = {
  path: "/",
  file: "routes/home.tsx",
  title: "NP & PA Recruiting Firm | Nurse Practitioner and Physician Assistant Staffing",
  description:
    "Hire pre-screened nurse practitioners and physician assistants. Specialist NP and PA recruiters since 2006: a response within 20 minutes and no fee until your hire starts.",
  keywords: [
    "nurse practitioner recruiting",
    "physician assistant recruiting",
    "NP staffing",
    "PA staffing",
    "advanced practice provider recruitment",
  ],
  priority: 1,
} as const satisfies PageRecord;
