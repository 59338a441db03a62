import type * as React from "react";
import { cn } from "#app/lib/utils";

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control
    <label data-slot="label" className={cn("text-sm font-semibold text-slate-900", className)} {...props} />
  );
}
