import type { Source, Stat } from "#app/content/guides/schema";
import { cn } from "#app/lib/utils";
import { SourceNote } from "./source-note";

/** Headline figures; a sourced figure links to its entry in the page's source list. */
export function KeyFacts({
  facts,
  sources,
  className,
}: {
  facts: readonly Stat[];
  sources: readonly Source[];
  className?: string;
}) {
  const byId = new Map(sources.map((source) => [source.id, source]));
  return (
    <dl className={cn("grid gap-4", facts.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2", className)}>
      {facts.map((fact) => {
        const source = fact.source ? byId.get(fact.source) : undefined;
        return (
          <div
            key={`${fact.value}-${fact.label}`}
            className="flex flex-col rounded-lg border border-brand-100 bg-white p-4 shadow-sm"
          >
            <dt className="order-2 mt-1 text-sm leading-6 text-slate-700">{fact.label}</dt>
            <dd className="order-1 text-2xl font-bold tracking-tight text-brand-800 sm:text-3xl">
              {fact.value}
            </dd>
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
