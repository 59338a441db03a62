import type * as React from "react";
import { cn } from "#app/lib/utils";

const SIZES = {
  md: "text-sm font-medium",
  sm: "text-xs font-medium",
  strong: "text-sm font-bold tracking-wide",
} as const;

export function JobBadge({
  className,
  size = "md",
  ...props
}: React.ComponentProps<"span"> & { size?: keyof typeof SIZES }) {
  return (
    <span
      data-slot="job-badge"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 ring-1 ring-inset [&_svg]:size-4 [&_svg]:shrink-0",
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
