import { APPLICATION_THANK_YOU_PATH } from "../../../schemas/paths";
import type { PageRecord } from "../pages";

/** Search metadata of /application-received (listed in ../pages.ts; priority 0 keeps it out of the sitemap). */
export const page = {
  path: APPLICATION_THANK_YOU_PATH,
  file: "routes/application-received.tsx",
  title: "Application Received: What Happens Next",
  description:
    "Your job application and résumé reached our recruiters. A recruiter reviews it, usually within one business day.",
  keywords: ["job application"],
  priority: 0,
} as const satisfies PageRecord;
