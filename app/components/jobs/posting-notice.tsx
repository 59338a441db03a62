import { CircleCheck, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { formatLongDate } from "#app/lib/job-expiry";
import { jobsLinkLabel, useAnyJobOpen } from "#app/lib/open-jobs";
import { cn } from "#app/lib/utils";
import type { JobPosting } from "#schemas/job-posting";

export type PostingNoticeKind = "filled" | "expired";

const looks = {
  filled: {
    Icon: CircleCheck,
    title: "This position has been filled",
    box: "border-slate-500 bg-slate-50 text-slate-900",
  },
  expired: {
    Icon: TriangleAlert,
    title: "This position may already be filled",
    box: "border-amber-500 bg-amber-50 text-amber-950",
  },
} as const;

function noticeText(kind: PostingNoticeKind, job: JobPosting, anyOpen: boolean): string {
  const name = job.recruiter.name;
  if (kind === "filled") {
    return anyOpen
      ? `The employer has hired for this role and it no longer takes applications. ${name} can tell you about similar roles, and every position open now is on our jobs page.`
      : `The employer has hired for this role and it no longer takes applications. No other position is open right now; ${name} can tell you when a similar role opens.`;
  }
  return anyOpen
    ? `This posting was open until ${formatLongDate(job.validThrough)}. ${name} can tell you whether it is still available and which similar roles are open now.`
    : `This posting was open until ${formatLongDate(job.validThrough)}. ${name} can tell you whether it is still available, and about similar roles as they open.`;
}

/**
 * Shown on a posting that no longer takes applications: filled (closed by a recruiter) or past its
 * validThrough (it may be filled). The page stays up for visitors and search engines and points on to
 * the recruiter and the jobs page, in words that match whether anything else is open.
 */
export function PostingNotice({ job, kind }: { job: JobPosting; kind: PostingNoticeKind }) {
  const anyOpen = useAnyJobOpen();
  const { recruiter } = job;
  const { Icon, title, box } = looks[kind];
  const subject =
    kind === "filled"
      ? `Similar roles to: ${job.shortTitle}`
      : `Is this role still open? ${job.apply.subject}`;
  const linkClass = "underline underline-offset-4 hover:no-underline";
  return (
    <div
      role="note"
      aria-labelledby={`${kind}-title`}
      data-testid={`${kind}-notice`}
      className={cn("mt-6 rounded-lg border-2 p-5", box)}
    >
      <p id={`${kind}-title`} className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </p>
      <p className="mt-2">{noticeText(kind, job, anyOpen)}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        <li>
          <a href={`mailto:${recruiter.email}?subject=${encodeURIComponent(subject)}`} className={linkClass}>
            E-mail {recruiter.name}
          </a>
        </li>
        <li>
          <a href={recruiter.phoneHref} className={linkClass}>
            Call {recruiter.phone}
          </a>
        </li>
        <li>
          <Link to="/jobs" className={linkClass}>
            {jobsLinkLabel(anyOpen)}
          </Link>
        </li>
      </ul>
    </div>
  );
}
