import type * as React from "react";
import { cn } from "#app/lib/utils";

/**
 * A table's frame: it scrolls sideways on small screens and can be scrolled from the keyboard. It is
 * positioned, so screen-reader-only text in the table (absolutely positioned) stays inside it instead of
 * widening the page.
 */
export function TableContainer({ label, children }: { label: string; children: React.ReactNode }) {
  const frame = "relative overflow-x-auto rounded-lg border border-slate-300";
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={frame}>
      {children}
    </section>
  );
}

export const tableHeadClass =
  "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase";
export const tableCellClass = "px-3 py-3 align-top text-sm text-slate-800";

/** A table's column headings; a `{ hidden }` heading is read by screen readers and not shown. */
export function TableHeader({
  columns,
  className,
}: {
  columns: ReadonlyArray<string | { hidden: string }>;
  className?: string;
}) {
  return (
    <thead className={cn("bg-slate-100", className)}>
      <tr>
        {columns.map((column) => (
          <th
            key={typeof column === "string" ? column : column.hidden}
            scope="col"
            className={tableHeadClass}
          >
            {typeof column === "string" ? column : <span className="sr-only">{column.hidden}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}
