import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /physician-assistant-supervision (listed in ../pages.ts). */
export const page = {
  path: "/physician-assistant-supervision",
  file: "routes/editorial-guide.tsx",
  title: "Physician Assistant Supervision and Collaboration Rules",
  description:
    "How state rules on PA supervision and collaboration work, what optimal team practice changes, and what employers must put in place.",
  keywords: ["physician assistant supervision", "PA collaboration agreement", "optimal team practice"],
  priority: 0.6,
} as const satisfies PageRecord;
