import type * as React from "react";
import { cn } from "#app/lib/utils";

export const controlClass =
  "w-full rounded-md border border-slate-500 bg-white px-3 text-base text-slate-900 shadow-sm transition-colors focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(controlClass, "h-11", className)} {...props} />;
}
