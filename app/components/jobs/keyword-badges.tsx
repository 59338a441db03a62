import { cn } from "#app/lib/utils";
import { JobBadge } from "./job-badge";
import type { JobScheme } from "./scheme";

export function KeywordBadges({ keywords, scheme }: { keywords: string[]; scheme: JobScheme }) {
  if (keywords.length === 0) return null;
  return (
    <section aria-labelledby="keywords-title">
      <h2 id="keywords-title" className="text-lg font-bold">
        Related Searches
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {keywords.map((keyword) => (
          <li key={keyword}>
            <JobBadge className={cn("text-xs", scheme.badge)}>{keyword}</JobBadge>
          </li>
        ))}
      </ul>
    </section>
  );
}
