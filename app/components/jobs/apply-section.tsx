import { applySectionCopy } from "#app/content/application-section";
import { announceApplicationSent } from "#app/lib/application-sent";
import { cn } from "#app/lib/utils";
import type { JobPosting } from "#schemas/job-posting";
import { APPLY_SECTION_ID, DeferredApplicationForm } from "./deferred-application-form";
import { JobPanel } from "./job-panel";
import type { JobScheme } from "./scheme";

/** The "Apply now" section of an open posting: the application form, prerendered and enhanced later. */
export function ApplySection({
  job,
  scheme,
  className,
}: {
  job: JobPosting;
  scheme: JobScheme;
  className?: string;
}) {
  return (
    <JobPanel
      id={APPLY_SECTION_ID}
      title={applySectionCopy.heading}
      frame={cn("border-2", scheme.card)}
      className={className}
    >
      <p className="mb-6 text-slate-700">{applySectionCopy.intro}</p>
      <DeferredApplicationForm job={job} onSent={announceApplicationSent} />
    </JobPanel>
  );
}
