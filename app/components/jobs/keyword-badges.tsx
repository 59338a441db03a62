import { ChevronDown } from "lucide-react";
import { JobBadge } from "./job-badge";
import type { JobScheme } from "./scheme";

/** The posting's search keywords, folded away: they help visitors who look for them and no one else. */
export function KeywordBadges({ keywords, scheme }: { keywords: string[]; scheme: JobScheme }) {
  if (keywords.length === 0) return null;
  return (
    <section aria-labelledby="keywords-title">
      <h2 id="keywords-title" className="text-lg font-bold">
        Related Searches
      </h2>
      <details className="group mt-2">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-sm font-semibold text-slate-700 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">Show {keywords.length} related searches</span>
          <span className="hidden group-open:inline">Hide related searches</span>
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="mt-3 flex flex-wrap gap-2">
          {keywords.map((keyword) => (
            <li key={keyword}>
              <JobBadge size="sm" className={scheme.badge}>
                {keyword}
              </JobBadge>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
