import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#app/lib/utils";

export const alertVariants = cva("rounded-md border px-4 py-3 text-sm", {
  variants: {
    variant: {
      info: "border-slate-300 bg-slate-50 text-slate-800",
      error: "border-red-300 bg-red-50 text-red-900",
      success: "border-green-300 bg-green-50 text-green-900",
    },
  },
  defaultVariants: { variant: "info" },
});

/**
 * A message in a framed paragraph: what went wrong, what was done, or what to know. It announces nothing by
 * itself: give it `role="alert"` or `role="status"` when it appears in answer to something.
 */
export function Alert({
  className,
  variant,
  ...props
}: React.ComponentProps<"p"> & VariantProps<typeof alertVariants>) {
  return <p className={cn(alertVariants({ variant }), className)} {...props} />;
}
