import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /faq (listed in ../pages.ts). */
export const page = {
  path: "/faq",
  file: "routes/faq.tsx",
  title: "FAQ | Nurse Practitioner and Physician Assistant Recruiting Questions",
  description:
    "Answers on fees, timelines, screening, licensing and compensation for employers hiring NPs and PAs, and for clinicians using our free placement service.",
  keywords: ["NP recruiting FAQ", "PA recruiting FAQ", "recruitment fees", "placement timeline"],
  priority: 0.7,
} as const satisfies PageRecord;
