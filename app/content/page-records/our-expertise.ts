import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /our-expertise (listed in ../pages.ts). */
export const page = {
  path: "/our-expertise",
  file: "routes/our-expertise.tsx",
  title: "Our Expertise | NP & PA Recruitment Leadership and Specialties",
  description:
    "Meet the leadership team behind 2,000+ NP and PA placements across 30+ specialties and all 50 states, and the certifications and guides that shape our recruiting.",
  keywords: [
    "NP recruitment experts",
    "PA recruitment specialists",
    "healthcare recruiting leadership",
    "advanced practice recruiting",
  ],
  priority: 0.7,
} as const satisfies PageRecord;
