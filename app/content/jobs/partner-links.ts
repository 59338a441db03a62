import type { JobLink } from "#schemas/job-posting";
import { site } from "../site";

const base = site.partnerNetwork.url;

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** Listings on the partner network's site, used by "Explore More NP & PA Opportunities". */
export const partnerListings = {
  allNp: { label: "All NP Jobs", href: `${base}/nurse-practitioner-jobs` },
  allPa: { label: "All PA Jobs", href: `${base}/physician-assistant-jobs` },
  npInState: (state: string): JobLink => ({
    label: `${state} NP Jobs`,
    href: `${base}/nurse-practitioner-jobs/${slug(state)}`,
  }),
  paInState: (state: string): JobLink => ({
    label: `${state} PA Jobs`,
    href: `${base}/physician-assistant-jobs/${slug(state)}`,
  }),
  fullTime: { label: "Full-Time NP & PA Jobs", href: `${base}/jobs/full-time` },
  partTime: { label: "Part-Time NP & PA Jobs", href: `${base}/jobs/part-time` },
  remote: { label: "Remote & Telehealth Jobs", href: `${base}/jobs/remote` },
} satisfies Record<string, JobLink | ((state: string) => JobLink)>;

/** A posting's own page on the partner network. */
export function partnerJobUrl(slugText: string): string {
  return `${base}/jobs/${slug(slugText)}`;
}
