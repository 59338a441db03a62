import { Download, RefreshCw } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";
import { formatAge, formatDateTime } from "./format";

/** Parts the lists of leads and applications (tables, cards, the pipeline) draw alike. */

/** The list's Refresh and Export CSV buttons, in the heading's row. */
export function RefreshAndExport({
  refreshing,
  onRefresh,
  exportHref,
}: {
  refreshing: boolean;
  onRefresh(): void;
  exportHref: string;
}) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw aria-hidden="true" />
        Refresh
      </Button>
      <Button asChild variant="primary" size="sm">
        <a href={exportHref} download>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </Button>
    </>
  );
}

/** The header's box that selects every row of the page, half-checked when only some are. */
export function SelectAllBox({
  label,
  ids,
  selected,
  onToggleAll,
}: {
  label: string;
  ids: readonly string[];
  selected: ReadonlySet<string>;
  onToggleAll(): void;
}) {
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = !all && ids.some((id) => selected.has(id));
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={all}
      ref={(input) => {
        if (input) input.indeterminate = some;
      }}
      onChange={onToggleAll}
      className="size-4 accent-brand-700"
    />
  );
}

/** A row's or card's own selection box. */
export function SelectBox({
  name,
  checked,
  onToggle,
  className = "size-4",
}: {
  /** Whose row it is, e.g. "Maya Okafor". */
  name: string;
  checked: boolean;
  onToggle(): void;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${name}`}
      checked={checked}
      onChange={onToggle}
      className={cn(className, "accent-brand-700")}
    />
  );
}

/** When a lead or application came in, as an age ("12 min ago") with the date and time on hover. */
export function ReceivedTime({
  at,
  now,
  className,
  children,
}: {
  at: number;
  now: number;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <time dateTime={new Date(at).toISOString()} title={formatDateTime(at)} className={className}>
      {formatAge(at, now)}
      {children}
    </time>
  );
}

/** How long a row has waited for a reply, under its age; in bold amber once overdue. */
export function WaitLine({
  waited,
  overdue,
  className,
}: {
  waited: string;
  overdue: boolean;
  className?: string;
}) {
  return (
    <span
      data-wait
      className={cn("block text-xs", className, overdue ? "font-semibold text-amber-900" : "text-slate-700")}
    >
      {waited}
    </span>
  );
}
