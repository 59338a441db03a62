import type * as React from "react";
import { cn } from "#app/lib/utils";
import { controlClass } from "./input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea data-slot="textarea" className={cn(controlClass, "min-h-28 py-2", className)} {...props} />
  );
}
