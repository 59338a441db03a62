import type { Stat } from "#app/content/schemas";
import { cn } from "#app/lib/utils";

/** Figures as a description list: the value is the term's detail, the label names it. */
export function StatGrid({
  stats,
  className,
  inverse = false,
  columns = "sm:grid-cols-2 lg:grid-cols-4",
}: {
  stats: readonly Stat[];
  className?: string;
  inverse?: boolean;
  /** Columns from the small breakpoint up (two on the narrowest screens). */
  columns?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4", columns, className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse justify-end rounded-lg p-4 text-center sm:p-5",
            inverse ? "bg-white/10" : "border border-slate-200 bg-white shadow-sm",
          )}
        >
          <dt className={cn("mt-1 text-sm leading-5", inverse ? "text-brand-50" : "text-slate-700")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              "text-2xl font-bold tracking-tight sm:text-3xl",
              inverse ? "text-white" : "text-brand-800",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
