import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils";
import type { JobScheme } from "./scheme";

const linkClass =
  "inline-flex items-center gap-2 rounded-sm font-semibold underline-offset-4 hover:underline";

/** "Back to all jobs", and the spec's "Back to Home" where the posting has it. */
export function JobBackLinks({
  scheme,
  linkHome,
  className,
}: {
  scheme: JobScheme;
  linkHome: boolean;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap gap-x-6 gap-y-2", className)}>
      <Link to="/jobs" className={cn(linkClass, scheme.link)}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to all jobs
      </Link>
      {linkHome && (
        <Link to="/" className={cn(linkClass, scheme.link)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
      )}
    </p>
  );
}
