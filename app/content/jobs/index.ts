import { parseContent } from "#schemas/content-rules";
import { type JobPosting, JobPostingSchema } from "#schemas/job-posting";
import { atlantaPmr } from "./atlanta-pmr";
import { chathamPmr } from "./chatham-pmr";
import { gainesvilleConyersPmr } from "./gainesville-conyers-pmr";
import { godfreyIlPmrPartTime } from "./godfrey-il-pmr-parttime";
import { hastingsMiPmrPartTime } from "./hastings-mi-pmr-parttime";
import { hyannisPmr } from "./hyannis-pmr";
import { ilMoPmr } from "./il-mo-pmr";
import { minneapolisOsseoPmr } from "./minneapolis-osseo-pmr";
import { minneapolisPmr } from "./minneapolis-pmr";
import { npRemoteTelemedicine } from "./np-remote-telemedicine";
import { nycManhattan } from "./nyc-manhattan";
import { oklahomaNeuropathy } from "./oklahoma-neuropathy";
import { salesRepresentative } from "./sales-representative";
import { springArborArchboldPmr } from "./spring-arbor-archbold-pmr";
import { stElmoPmr } from "./st-elmo-pmr";
import { valleyAlabama } from "./valley-alabama";

export { jobPayLabel } from "../../lib/job-pay";
export type { JobPosting } from "#schemas/job-posting";

/** Parses a record so that a malformed posting fails the build rather than a page. */
function checked(record: JobPosting): JobPosting {
  return parseContent("jobs", record.path, JobPostingSchema, record);
}

/** Every posting, in the order of the site's route table. */
export const jobs: readonly JobPosting[] = [
  valleyAlabama,
  nycManhattan,
  oklahomaNeuropathy,
  salesRepresentative,
  npRemoteTelemedicine,
  stElmoPmr,
  hyannisPmr,
  gainesvilleConyersPmr,
  atlantaPmr,
  chathamPmr,
  springArborArchboldPmr,
  ilMoPmr,
  godfreyIlPmrPartTime,
  minneapolisPmr,
  minneapolisOsseoPmr,
  hastingsMiPmrPartTime,
].map(checked);

function assertUnique(label: string, values: readonly string[]): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Duplicate job ${label}: ${value}`);
    seen.add(value);
  }
}
assertUnique(
  "path",
  jobs.map((job) => job.path),
);
assertUnique(
  "identifier",
  jobs.map((job) => job.identifier),
);

const byPath = new Map(jobs.map((job) => [job.path, job]));

export function findJobByPath(path: string): JobPosting | undefined {
  return byPath.get(path.length > 1 ? path.replace(/\/+$/, "") : path);
}

/**
 * Old addresses answering 301: the `/jobs/...` paths the spec names, plus `/jobs/<slug>` for every
 * `/job-<slug>` posting.
 */
export const legacyRedirects: Record<string, string> = (() => {
  const map: Record<string, string> = {};
  for (const job of jobs) {
    const sources = new Set([...job.legacyPaths, `/jobs/${job.path.slice("/job-".length)}`]);
    for (const source of sources) {
      if (map[source]) throw new Error(`Legacy path ${source} redirects twice`);
      map[source] = job.path;
    }
  }
  return map;
})();
