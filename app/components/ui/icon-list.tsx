import type { LucideIcon } from "lucide-react";
import { cn } from "#app/lib/utils";

/** The kinds of icon lists the site shows: the spacing of an item and the size, offset and colour of its icon. */
const VARIANTS = {
  /** Short points in small text: a card's services, the hero's assurances, a recruiter's credentials. */
  points: { item: "flex items-start gap-2", icon: "mt-0.5 size-4 shrink-0 text-brand-700" },
  /** Points in body text, beside a larger icon (the contact section). */
  "large-points": { item: "flex items-start gap-3", icon: "mt-0.5 size-5 shrink-0 text-brand-700" },
  /** Points on the dark banner. */
  "inverse-points": { item: "flex items-start gap-2", icon: "mt-1 size-4 shrink-0 text-brand-200" },
  /** Sentences in a guide's body text, each wrapping beside its icon. */
  prose: { item: "flex gap-3 leading-7 text-slate-700", icon: "mt-1.5 size-4 shrink-0 text-brand-700" },
  /** Sentences in small text inside a tinted note. */
  note: { item: "flex gap-3 text-sm leading-6 text-slate-800", icon: "mt-1 size-4 shrink-0 text-brand-700" },
  /** A posting's lists: the icon's colour is the layout's. */
  posting: { item: "flex gap-3", icon: "mt-0.5 size-5 shrink-0" },
} as const;

/** Sentences get a span of their own, so each wraps as one block beside its icon. */
const SPANNED = new Set<keyof typeof VARIANTS>(["prose", "note", "posting"]);

/**
 * A list whose every item starts with the same small icon, most often a check mark: the site's points,
 * assurances, steps' actions and credentials.
 */
export function IconList({
  items,
  icon: Icon,
  variant = "points",
  className,
  iconClassName,
}: {
  items: readonly string[];
  icon: LucideIcon;
  variant?: keyof typeof VARIANTS;
  className?: string;
  iconClassName?: string;
}) {
  const { item: itemClass, icon: iconClass } = VARIANTS[variant];
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClass}>
          <Icon aria-hidden="true" className={cn(iconClass, iconClassName)} />
          {SPANNED.has(variant) ? <span>{item}</span> : item}
        </li>
      ))}
    </ul>
  );
}
