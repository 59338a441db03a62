import type * as React from "react";
import { cn } from "#app/lib/utils";

const WIDTHS = {
  md: "max-w-md",
  xl: "max-w-xl",
  "2xl": "max-w-2xl",
  "3xl": "max-w-3xl",
  "4xl": "max-w-4xl",
  "5xl": "max-w-5xl",
  "6xl": "max-w-6xl",
  "7xl": "max-w-7xl",
} as const;

export function Container({
  className,
  width = "6xl",
  ...props
}: React.ComponentProps<"div"> & { width?: keyof typeof WIDTHS }) {
  return (
    <div
      data-slot="container"
      className={cn("mx-auto w-full px-4 sm:px-6", WIDTHS[width], className)}
      {...props}
    />
  );
}
