import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /physician-assistant-specialties (listed in ../pages.ts). */
export const page = {
  path: "/physician-assistant-specialties",
  file: "routes/editorial-guide.tsx",
  title: "Physician Assistant Specialties: Roles, Settings and Certification",
  description:
    "Where physician assistants practice, the specialties hiring most, and the NCCPA Certificates of Added Qualifications.",
  keywords: ["physician assistant specialties", "PA specialties", "PA CAQ"],
  priority: 0.6,
} as const satisfies PageRecord;
