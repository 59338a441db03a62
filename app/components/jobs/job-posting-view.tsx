import type { JobPosting } from "#schemas/job-posting";
import { LayoutA } from "./layout-a";
import { LayoutB } from "./layout-b";

/** A whole posting in its layout; `expired` adds the may-be-filled notice. */
export function JobPostingView({ job, expired }: { job: JobPosting; expired: boolean }) {
  return job.layout === "A" ? (
    <LayoutA job={job} expired={expired} />
  ) : (
    <LayoutB job={job} expired={expired} />
  );
}
