import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /nurse-practitioner-specialties (listed in ../pages.ts). */
export const page = {
  path: "/nurse-practitioner-specialties",
  file: "routes/editorial-guide.tsx",
  title: "Nurse Practitioner Specialties: Roles, Settings and Demand",
  description:
    "The main NP population foci and practice specialties, where each works, and which are most in demand with employers today.",
  keywords: ["nurse practitioner specialties", "NP specialties", "FNP", "PMHNP", "AGACNP"],
  priority: 0.6,
} as const satisfies PageRecord;
