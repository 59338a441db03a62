import type { JobPosting } from "#schemas/job-posting";
import { LayoutA } from "./layout-a";
import { LayoutB } from "./layout-b";
import { postingLayoutProps } from "./posting-layout";

/**
 * A whole posting in its layout; `expired` adds the may-be-filled notice, `filled` the notice that the
 * position has been filled (it takes precedence).
 */
export function JobPostingView({
  job,
  expired,
  filled = false,
}: {
  job: JobPosting;
  expired: boolean;
  filled?: boolean;
}) {
  return job.layout === "A" ? (
    <LayoutA {...postingLayoutProps(job, expired, filled)} />
  ) : (
    <LayoutB {...postingLayoutProps(job, expired, filled)} />
  );
}
