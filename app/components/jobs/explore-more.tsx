import { ArrowUpRight } from "lucide-react";
import { cn } from "#app/lib/utils";
import type { JobLink } from "#schemas/job-posting";
import { ExternalLink } from "./external-link";
import type { JobScheme } from "./scheme";

export function ExploreMore({ links, scheme }: { links: JobLink[]; scheme: JobScheme }) {
  return (
    <section aria-labelledby="explore-title" className="rounded-xl bg-slate-50 p-6">
      <h2 id="explore-title" className="text-xl font-bold">
        Explore More NP &amp; PA Opportunities
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <ExternalLink
              href={link.href}
              className={cn(
                "flex min-h-12 items-center justify-between gap-2 rounded-md border-2 bg-white px-4 py-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
                scheme.outline,
              )}
            >
              {link.label}
              <ArrowUpRight aria-hidden="true" className="size-5 shrink-0" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
