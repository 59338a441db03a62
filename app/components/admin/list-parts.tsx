import { Download, RefreshCw } from "lucide-react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { TableContainer } from "#app/components/ui/table";
import { cn } from "#app/lib/utils";
import { errorMessage } from "./api";
import { formatAge, formatDateTime, resultLine } from "./format";

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

/** The line that counts a list's page ("Showing leads 1–50 of 120."), or says it is loading. */
export function ResultStatus({
  noun,
  loading,
  count,
  shownFrom,
  total,
}: {
  noun: string;
  loading: boolean;
  /** The rows on this page; undefined while there is no answer. */
  count: number | undefined;
  shownFrom: number;
  total: number | null;
}) {
  return (
    <p role="status" className="flex min-h-8 items-center text-sm text-slate-700">
      {loading ? `Loading ${noun}…` : count !== undefined ? resultLine(noun, count, shownFrom, total) : ""}
    </p>
  );
}

/** Why a list could not be loaded, when its query failed; `what` names it ("the leads"). */
export function LoadError({ query, what }: { query: { isError: boolean; error: unknown }; what: string }) {
  if (!query.isError) return null;
  return (
    <Alert variant="error" role="alert">
      {errorMessage(
        query.error,
        `${what[0]!.toUpperCase()}${what.slice(1)} could not be loaded. Please try again.`,
      )}
    </Alert>
  );
}

/**
 * A list's table on wider screens: a caption for screen readers, the columns' widths, and a header row whose
 * first cell selects every row; `head` holds the other header cells and `children` the rows.
 */
export function SelectableTable({
  label,
  className,
  columns,
  selectAll,
  selectCellClassName,
  head,
  children,
}: {
  /** The table's name, e.g. "Leads". */
  label: string;
  /** The table's own classes, e.g. its least width. */
  className: string;
  /** Each column's width class, the selection column's first. */
  columns: readonly string[];
  selectAll: React.ComponentProps<typeof SelectAllBox>;
  selectCellClassName: string;
  head: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <TableContainer label={label}>
      <table className={cn("w-full table-fixed border-collapse bg-white", className)}>
        <caption className="sr-only">{label}</caption>
        <colgroup>
          {columns.map((width, index) => (
            <col key={index} className={width} />
          ))}
        </colgroup>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={selectCellClassName}>
              <SelectAllBox {...selectAll} />
            </th>
            {head}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </TableContainer>
  );
}
