import { CircleCheck, FileText, Mail, Phone } from "lucide-react";
import { useApplicationSent } from "#app/lib/application-sent";
import { applyMailto } from "#app/lib/job-content";
import { cn } from "#app/lib/utils";
import type { JobPosting } from "#schemas/job-posting";
import { APPLY_SECTION_ID } from "./deferred-application-form";
import type { JobScheme } from "./scheme";

const actionClass =
  "inline-flex min-h-12 flex-1 items-center justify-center gap-1.5 rounded-md px-2 text-sm min-[375px]:whitespace-nowrap font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-5 [&_svg]:shrink-0";

/**
 * Below 1024 px the ways to apply stay within thumb's reach at the bottom of the screen; the page ends
 * with room for the bar (app.css) so that it never rests on the footer's last lines.
 */
export function MobileApplyBar({
  job,
  scheme,
  withForm = false,
}: {
  job: JobPosting;
  scheme: JobScheme;
  /** The posting carries the application form: the bar leads to it instead of offering e-mail. */
  withForm?: boolean;
}) {
  const { recruiter } = job;
  const applied = useApplicationSent(job.path);
  return (
    <nav
      aria-label="Apply for this position"
      data-slot="mobile-apply-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-xl gap-3">
        {applied ? (
          <p
            role="status"
            data-slot="applied"
            className="inline-flex min-h-12 flex-1 items-center justify-center gap-1.5 rounded-md border-2 border-green-700 bg-green-50 px-2 text-sm font-semibold text-green-900 [&_svg]:size-5 [&_svg]:shrink-0"
          >
            <CircleCheck aria-hidden="true" />
            You applied
          </p>
        ) : withForm ? (
          <a href={`#${APPLY_SECTION_ID}`} className={cn(actionClass, scheme.button)}>
            <FileText aria-hidden="true" />
            Apply Now
          </a>
        ) : (
          <a href={applyMailto(job)} className={cn(actionClass, scheme.button)}>
            <Mail aria-hidden="true" />
            Apply by E-mail
          </a>
        )}
        <a href={recruiter.phoneHref} className={cn(actionClass, "border-2 bg-white", scheme.outline)}>
          <Phone aria-hidden="true" />
          Call {recruiter.name.split(" ")[0]}
        </a>
      </div>
    </nav>
  );
}
