import type * as React from "react";
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

/** A table that scrolls sideways on small screens and can be scrolled from the keyboard. */
export function TableFrame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-300">
      {children}
    </section>
  );
}

export const thClass = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase";
export const tdClass = "px-3 py-3 align-top text-sm text-slate-800";

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
