import { THANK_YOU_PATH } from "../../../schemas/paths";
import type { PageRecord } from "../pages";

/** Search metadata and sitemap entry of /thank-you (listed in ../pages.ts). */
export const page = {
  path: THANK_YOU_PATH,
  file: "routes/thank-you.tsx",
  title: "Thank You: We Received Your Details",
  description: "Your details reached our recruiters. We reply within 20 minutes during business hours.",
  keywords: ["contact"],
  priority: 0,
} as const satisfies PageRecord;
