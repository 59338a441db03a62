import type { ReactNode } from "react";
import type { Stat } from "#app/content/schemas";
import { cn } from "#app/lib/utils";

/**
 * The looks of the site's figures: each the box, its label and its value. The label comes first in the
 * markup, so a screen reader names the figure before reading it; the box shows the value on top.
 */
const FIGURE_LOOKS = {
  /** The figures of the content pages (trust, FAQ, expertise). */
  card: {
    box: "flex flex-col-reverse justify-end rounded-lg p-4 text-center sm:p-5 border border-slate-200 bg-white shadow-sm",
    label: "mt-1 text-sm leading-5 text-slate-700",
    value: "text-2xl font-bold tracking-tight sm:text-3xl text-brand-800",
  },
  /** The same on the dark trust band. */
  inverse: {
    box: "flex flex-col-reverse justify-end rounded-lg p-4 text-center sm:p-5 bg-white/10",
    label: "mt-1 text-sm leading-5 text-brand-50",
    value: "text-2xl font-bold tracking-tight sm:text-3xl text-white",
  },
  /** The landing hero's three highlights. */
  highlight: {
    box: "flex flex-col-reverse rounded-lg bg-brand-50 p-4",
    label: "text-sm text-slate-700",
    value: "text-3xl font-bold tracking-tight text-brand-800",
  },
  /** A guide's headline figures. */
  "guide-hero": {
    box: "flex flex-col rounded-lg border border-brand-100 bg-white p-4 shadow-sm",
    label: "order-2 mt-1 text-sm leading-6 text-slate-700",
    value: "order-1 text-2xl font-bold tracking-tight text-brand-800 sm:text-3xl",
  },
  /** Figures among a guide section's text. */
  "guide-section": {
    box: "flex flex-col rounded-lg bg-brand-50 p-4",
    label: "order-2 mt-1 text-sm text-slate-700",
    value: "order-1 text-2xl font-bold text-brand-800",
  },
} as const;

/** Figures as a description list: the value is the term's detail, the label names it; `footnote` adds a last detail. */
export function StatFigures<S extends Stat>({
  stats,
  look,
  className,
  footnote,
}: {
  stats: readonly S[];
  look: keyof typeof FIGURE_LOOKS;
  className?: string;
  footnote?: (stat: S) => ReactNode;
}) {
  const classes = FIGURE_LOOKS[look];
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <div key={`${stat.value}-${stat.label}`} className={classes.box}>
          <dt className={classes.label}>{stat.label}</dt>
          <dd className={classes.value}>{stat.value}</dd>
          {footnote?.(stat)}
        </div>
      ))}
    </dl>
  );
}

/** The content pages' grid of figures, two columns on the narrowest screens. */
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
    <StatFigures
      stats={stats}
      look={inverse ? "inverse" : "card"}
      className={cn("grid grid-cols-2 gap-4", columns, className)}
    />
  );
}
