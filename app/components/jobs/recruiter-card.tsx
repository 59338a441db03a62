import { Globe, Mail, Phone } from "lucide-react";
import { cn } from "#app/lib/utils";
import type { JobPosting } from "#schemas/job-posting";
import { ExternalLink } from "./external-link";
import { JobPanel } from "./job-panel";
import type { JobScheme } from "./scheme";

export function RecruiterCard({ job, scheme }: { job: JobPosting; scheme: JobScheme }) {
  const { recruiter } = job;
  const linkClass = cn(
    "inline-flex items-center gap-2 rounded-sm font-medium underline-offset-4 hover:underline",
    scheme.link,
  );
  return (
    <JobPanel id="learn-more" title="Interested in Learning More?">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-5">
          <p className="text-lg font-bold text-slate-900">{recruiter.name}</p>
          <p className="text-slate-700">{recruiter.title}</p>
          <ul className="mt-4 space-y-2">
            <li>
              <a
                href={`mailto:${recruiter.email}?subject=${encodeURIComponent(job.apply.subject)}`}
                className={linkClass}
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {recruiter.email}
              </a>
            </li>
            <li>
              <a href={recruiter.phoneHref} className={linkClass}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {recruiter.phone}
              </a>
            </li>
            <li>
              <ExternalLink href={recruiter.web.href} className={linkClass}>
                <Globe aria-hidden="true" className="size-4 shrink-0" />
                {recruiter.web.label}
              </ExternalLink>
            </li>
          </ul>
        </div>
        <p className="leading-7 text-slate-700">{recruiter.about}</p>
      </div>
    </JobPanel>
  );
}
