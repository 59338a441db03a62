import type { Source, Stat } from "#app/content/guides/schema";
import { cn } from "#app/lib/utils";
import { SourceNote } from "./source-note";

/** The looks of a guide's figures: the hero's headline figures, and figures among a section's text. */
const FIGURE_LOOKS = {
  hero: {
    box: "flex flex-col rounded-lg border border-brand-100 bg-white p-4 shadow-sm",
    label: "order-2 mt-1 text-sm leading-6 text-slate-700",
    value: "order-1 text-2xl font-bold tracking-tight text-brand-800 sm:text-3xl",
  },
  section: {
    box: "flex flex-col rounded-lg bg-brand-50 p-4",
    label: "order-2 mt-1 text-sm text-slate-700",
    value: "order-1 text-2xl font-bold text-brand-800",
  },
} as const;

/** Figures, each its value over its label; a sourced figure links to its entry in the page's source list. */
export function StatFigures({
  stats,
  sources,
  look,
  className,
}: {
  stats: readonly Stat[];
  sources: ReadonlyMap<string, Source>;
  look: keyof typeof FIGURE_LOOKS;
  className?: string;
}) {
  const classes = FIGURE_LOOKS[look];
  return (
    <dl className={className}>
      {stats.map((stat) => {
        const source = stat.source ? sources.get(stat.source) : undefined;
        return (
          <div key={`${stat.value}-${stat.label}`} className={classes.box}>
            <dt className={classes.label}>{stat.label}</dt>
            <dd className={classes.value}>{stat.value}</dd>
            {source ? (
              <dd className="order-3 mt-2 text-xs text-slate-700">
                <SourceNote source={source} />
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
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
      sources={new Map(sources.map((source) => [source.id, source]))}
      look="hero"
      className={cn("grid gap-4", facts.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2", className)}
    />
  );
}
