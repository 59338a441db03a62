import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /terms-of-service (listed in ../pages.ts). */
export const page = {
  path: "/terms-of-service",
  file: "routes/terms-of-service.tsx",
  title: "Terms of Service",
  description: "The terms for using this website and our recruiting services for employers, NPs and PAs.",
  keywords: ["terms of service"],
  priority: 0.3,
} as const satisfies PageRecord;
