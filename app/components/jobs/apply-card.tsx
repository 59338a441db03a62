import { ExternalLink as ExternalIcon, Mail, Phone } from "lucide-react";
import { applyMailto } from "#app/lib/job-content";
import { cn } from "#app/lib/utils";
import type { JobPosting } from "#schemas/job-posting";
import { ExternalLink } from "./external-link";
import { JobPanel } from "./job-panel";
import type { JobScheme } from "./scheme";

const buttonBase =
  "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md px-5 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-5 [&_svg]:shrink-0";

export function ApplyCard({
  job,
  scheme,
  className,
}: {
  job: JobPosting;
  scheme: JobScheme;
  className?: string;
}) {
  const { recruiter, apply } = job;
  return (
    <JobPanel
      id="apply"
      title="Apply for This Position"
      frame={cn("border-2", scheme.card)}
      className={className}
    >
      <p className="text-slate-700">
        {apply.partnerJobUrl
          ? `Apply on our partner's job page, or e-mail ${recruiter.name} directly.`
          : `E-mail ${recruiter.name} to apply, or call to talk the role through first.`}
      </p>
      <div className="mt-5 flex flex-col gap-3">
        {apply.partnerJobUrl && (
          <ExternalLink href={apply.partnerJobUrl} className={cn(buttonBase, scheme.button)}>
            <ExternalIcon aria-hidden="true" />
            Apply on Partner Site
          </ExternalLink>
        )}
        <a
          href={applyMailto(job)}
          className={cn(
            buttonBase,
            apply.partnerJobUrl ? cn("border-2 bg-white", scheme.outline) : scheme.button,
          )}
        >
          <Mail aria-hidden="true" />
          Apply by E-mail
        </a>
        {!apply.partnerJobUrl && (
          <a href={recruiter.phoneHref} className={cn(buttonBase, "border-2 bg-white", scheme.outline)}>
            <Phone aria-hidden="true" />
            Call {recruiter.phone}
          </a>
        )}
      </div>
      <p className="mt-4 text-sm text-slate-600">
        Our service is free for candidates, and every conversation is confidential.
      </p>
    </JobPanel>
  );
}
