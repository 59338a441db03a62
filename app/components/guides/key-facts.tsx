import { StatFigures } from "#app/components/sections/stat-grid";
import type { Source, Stat } from "#app/content/guides/schema";
import { cn } from "#app/lib/utils";
import { SourceNote } from "./source-note";

/** A figure's source under it, linked to its entry in the page's source list. */
export function sourceFootnote(sources: ReadonlyMap<string, Source>) {
  return (stat: Stat) => {
    const source = stat.source ? sources.get(stat.source) : undefined;
    return source ? (
      <dd className="order-3 mt-2 text-xs text-slate-700">
        <SourceNote source={source} />
      </dd>
    ) : null;
  };
}

/** Headline figures at the top of a guide. */
export function KeyFacts({
  facts,
  sources,
  className,
}: {
  facts: readonly Stat[];
  sources: readonly Source[];
  className?: string;
}) {
  return (
    <StatFigures
      stats={facts}
      look="guide-hero"
      footnote={sourceFootnote(new Map(sources.map((source) => [source.id, source])))}
      className={cn("grid gap-4", facts.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2", className)}
    />
  );
}
