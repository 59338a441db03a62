import { jobContent } from "#app/lib/job-content";
import type { JobPosting } from "#schemas/job-posting";
import { LayoutA } from "./layout-a";
import { LayoutB } from "./layout-b";
import { jobSchemes } from "./scheme";

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
  const view = {
    scheme: jobSchemes[job.colorScheme],
    open: !filled && !expired,
    notice: filled ? "filled" : expired ? "expired" : undefined,
    sections: jobContent(job),
  } as const;
  return job.layout === "A" ? <LayoutA job={job} {...view} /> : <LayoutB job={job} {...view} />;
}
