import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { formatLongDate } from "#app/lib/job-expiry";
import type { JobPosting } from "#schemas/job-posting";

/** Shown once a posting's validThrough has passed: the page stays up, but says the role may be filled. */
export function ExpiredNotice({ job }: { job: JobPosting }) {
  const { recruiter } = job;
  return (
    <div
      role="note"
      aria-labelledby="expired-title"
      data-testid="expired-notice"
      className="mt-6 rounded-lg border-2 border-amber-500 bg-amber-50 p-5 text-amber-950"
    >
      <p id="expired-title" className="flex items-center gap-2 text-lg font-bold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        This position may already be filled
      </p>
      <p className="mt-2">
        This posting was open until {formatLongDate(job.validThrough)}. {recruiter.name} can tell you whether
        it is still available and which similar roles are open now.
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        <li>
          <a
            href={`mailto:${recruiter.email}?subject=${encodeURIComponent(`Is this role still open? ${job.apply.subject}`)}`}
            className="underline underline-offset-4 hover:no-underline"
          >
            E-mail {recruiter.name}
          </a>
        </li>
        <li>
          <a href={recruiter.phoneHref} className="underline underline-offset-4 hover:no-underline">
            Call {recruiter.phone}
          </a>
        </li>
        <li>
          <Link to="/jobs" className="underline underline-offset-4 hover:no-underline">
            See current NP &amp; PA jobs
          </Link>
        </li>
      </ul>
    </div>
  );
}
