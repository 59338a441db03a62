import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import type { JobPosting } from "#schemas/job-posting";

/** Shown on a closed posting: the page stays up for visitors and search engines, and says the role is gone. */
export function FilledNotice({ job }: { job: JobPosting }) {
  const { recruiter } = job;
  return (
    <div
      role="note"
      aria-labelledby="filled-title"
      data-testid="filled-notice"
      className="mt-6 rounded-lg border-2 border-slate-500 bg-slate-50 p-5 text-slate-900"
    >
      <p id="filled-title" className="flex items-center gap-2 text-lg font-bold">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        This position has been filled
      </p>
      <p className="mt-2">
        {`The employer has hired for this role and it no longer takes applications. ${recruiter.name} can tell you about similar roles, and every position open now is on our jobs page.`}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        <li>
          <Link to="/jobs" className="underline underline-offset-4 hover:no-underline">
            See open NP &amp; PA jobs
          </Link>
        </li>
        <li>
          <a
            href={`mailto:${recruiter.email}?subject=${encodeURIComponent(`Similar roles to: ${job.shortTitle}`)}`}
            className="underline underline-offset-4 hover:no-underline"
          >
            E-mail {recruiter.name}
          </a>
        </li>
      </ul>
    </div>
  );
}
