import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /linkedin-network (listed in ../pages.ts). */
export const page = {
  path: "/linkedin-network",
  file: "routes/linkedin-network.tsx",
  title: "Join Our NP & PA Professional Network on LinkedIn",
  description:
    "Connect with nurse practitioners, physician assistants and healthcare hiring leaders in our LinkedIn groups: job leads, salary insights and practice news.",
  keywords: ["NP LinkedIn group", "PA LinkedIn group", "advanced practice provider network"],
  priority: 0.5,
} as const satisfies PageRecord;
