import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /privacy-policy (listed in ../pages.ts). */
export const page = {
  path: "/privacy-policy",
  file: "routes/privacy-policy.tsx",
  title: "Privacy Policy",
  description:
    "What our contact forms collect, why, how long we keep it, who receives it and how to ask for deletion.",
  keywords: ["privacy policy"],
  priority: 0.3,
} as const satisfies PageRecord;
