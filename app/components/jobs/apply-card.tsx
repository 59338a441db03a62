import { ExternalLink as ExternalIcon, FileText, Mail, Phone } from "lucide-react";
import { applyMailto } from "#app/lib/job-content";
import { cn } from "#app/lib/utils";
import type { JobPosting } from "#schemas/job-posting";
import { APPLY_SECTION_ID } from "./deferred-application-form";
import { ExternalLink } from "./external-link";
import { JobPanel } from "./job-panel";
import type { JobScheme } from "./scheme";

const buttonBase =
  "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md px-5 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-5 [&_svg]:shrink-0";

/**
 * The ways to apply besides the application form: the partner's job page, e-mail and phone. Where the
 * posting carries the form (`withForm`), the card either leads to it ("link", away from the form) or
 * stands beside it as the other ways to apply ("beside").
 */
export function ApplyCard({
  job,
  scheme,
  className,
  withForm,
}: {
  job: JobPosting;
  scheme: JobScheme;
  className?: string;
  withForm?: "link" | "beside";
}) {
  const { recruiter, apply } = job;
  // The first button is the main way to apply; with the form on the page, that is the form.
  const primaryDone = withForm !== undefined;
  const text = withForm
    ? withForm === "link"
      ? `Apply with the form on this page in about three minutes, or ${apply.partnerJobUrl ? "on our partner's job page, or " : ""}e-mail ${recruiter.name} directly.`
      : `Prefer not to use the form? ${apply.partnerJobUrl ? "Apply on our partner's job page, or e-mail" : "E-mail"} ${recruiter.name}, or call to talk the role through first.`
    : apply.partnerJobUrl
      ? `Apply on our partner's job page, or e-mail ${recruiter.name} directly.`
      : `E-mail ${recruiter.name} to apply, or call to talk the role through first.`;
  const outline = cn("border-2 bg-white", scheme.outline);
  return (
    <JobPanel
      id="apply"
      title={withForm === "beside" ? "Other Ways to Apply" : "Apply for This Position"}
      frame={cn("border-2", scheme.card)}
      className={className}
    >
      <p className="text-slate-700">{text}</p>
      <div className="mt-5 flex flex-col gap-3">
        {withForm === "link" && (
          <a href={`#${APPLY_SECTION_ID}`} className={cn(buttonBase, scheme.button)}>
            <FileText aria-hidden="true" />
            Apply Now
          </a>
        )}
        {apply.partnerJobUrl && (
          <ExternalLink
            href={apply.partnerJobUrl}
            className={cn(buttonBase, primaryDone ? outline : scheme.button)}
          >
            <ExternalIcon aria-hidden="true" />
            Apply on Partner Site
          </ExternalLink>
        )}
        <a
          href={applyMailto(job)}
          className={cn(buttonBase, primaryDone || apply.partnerJobUrl ? outline : scheme.button)}
        >
          <Mail aria-hidden="true" />
          Apply by E-mail
        </a>
        {!apply.partnerJobUrl && (
          <a href={recruiter.phoneHref} className={cn(buttonBase, outline)}>
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
