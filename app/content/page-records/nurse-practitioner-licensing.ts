import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /nurse-practitioner-licensing (listed in ../pages.ts). */
export const page = {
  path: "/nurse-practitioner-licensing",
  file: "routes/editorial-guide.tsx",
  title: "Nurse Practitioner Licensing: Compacts, Certification and Practice Authority",
  description:
    "How NP licensing works across states: the Nurse Licensure Compact, the APRN Compact, national certification and what it means for hiring timelines.",
  keywords: ["nurse practitioner licensing", "NP license", "nurse licensure compact", "APRN compact"],
  priority: 0.6,
} as const satisfies PageRecord;
