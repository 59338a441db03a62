import type * as React from "react";
import { cn } from "#app/lib/utils";

export function JobBadge({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="job-badge"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}
