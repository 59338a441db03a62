import type * as React from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";

export function Badge({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A table that scrolls sideways on small screens and can be scrolled from the keyboard. It is positioned,
 * so screen-reader-only text in the table (absolutely positioned) stays inside it instead of widening the page.
 */
export function TableFrame({ label, children }: { label: string; children: React.ReactNode }) {
  const frame = "relative overflow-x-auto rounded-lg border border-slate-300";
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={frame}>
      {children}
    </section>
  );
}

/** A staff-app address that names no screen: what happened and the way back. */
export function PageNotFound({ what, to, back }: { what: string; to: string; back: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-700">{what}</p>
      <Link to={to} className="mt-4 inline-block font-semibold text-brand-700 underline">
        {back}
      </Link>
    </div>
  );
}

export const thClass = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase";
export const tdClass = "px-3 py-3 align-top text-sm text-slate-800";

/** A staff table's column headings; a `{ hidden }` heading is read by screen readers and not shown. */
export function TableHead({
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
          <th key={typeof column === "string" ? column : column.hidden} scope="col" className={thClass}>
            {typeof column === "string" ? column : <span className="sr-only">{column.hidden}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function Notice({
  tone = "info",
  className,
  ...props
}: React.ComponentProps<"p"> & { tone?: "info" | "error" | "success" }) {
  return (
    <p
      className={cn(
        "rounded-md border px-4 py-3 text-sm",
        tone === "error" && "border-red-300 bg-red-50 text-red-900",
        tone === "success" && "border-green-300 bg-green-50 text-green-900",
        tone === "info" && "border-slate-300 bg-slate-50 text-slate-800",
        className,
      )}
      {...props}
    />
  );
}

export const selectClass =
  "h-11 w-full rounded-md border border-slate-500 bg-white px-3 text-base text-slate-900 shadow-sm focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700";

/** Form controls of the dense list: 36 px tall, 14 px text. */
export const compactControlClass =
  "h-9 w-full rounded-md border border-slate-500 bg-white px-2 text-sm text-slate-900 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700";

/** Inline controls inside a row: 32 px tall. */
export const rowControlClass =
  "h-8 w-full min-w-0 rounded border border-slate-400 bg-white px-1.5 text-sm text-slate-900 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 disabled:opacity-60";

/** Newer and Older under a list paged newest first (`noun` plural: "leads"). */
export function PageNav({
  noun,
  onNewer,
  onOlder,
}: {
  noun: string;
  /** Absent when there is nothing newer or older to show. */
  onNewer?: () => void;
  onOlder?: () => void;
}) {
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap gap-2 pt-1">
      <Button variant="outline" size="sm" disabled={!onNewer} onClick={onNewer}>
        Newer {noun}
      </Button>
      <Button variant="outline" size="sm" disabled={!onOlder} onClick={onOlder}>
        Older {noun}
      </Button>
    </nav>
  );
}
