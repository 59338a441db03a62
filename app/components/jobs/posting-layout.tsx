import type { JobContentSection } from "#app/lib/job-content";
import { cn } from "#app/lib/utils";
import type { JobPosting } from "#schemas/job-posting";
import type { PostingNoticeKind } from "./posting-notice";
import type { JobScheme } from "./scheme";

/** What either layout draws a posting from (`JobPostingView` works it out). */
export interface PostingLayoutProps<J extends JobPosting> {
  job: J;
  scheme: JobScheme;
  /** Neither filled nor expired: the posting takes applications. */
  open: boolean;
  /** The notice of a posting that is filled (which takes precedence) or expired. */
  notice?: PostingNoticeKind;
  sections: JobContentSection[];
}

/** The button-like link at the foot of a posting's header. */
export function ApplyNowLink({ href, scheme }: { href: string; scheme: JobScheme }) {
  return (
    <p className="mt-6">
      <a
        href={href}
        className={cn(
          "inline-flex min-h-12 items-center rounded-md px-6 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2",
          scheme.button,
        )}
      >
        Apply Now
      </a>
    </p>
  );
}
