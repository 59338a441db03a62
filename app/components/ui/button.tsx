import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "#app/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        accent: "bg-accent-600 text-white hover:bg-accent-700",
        outline: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
        ghost: "text-slate-800 hover:bg-slate-100",
        inverse: "bg-white text-brand-800 hover:bg-brand-50",
        link: "text-brand-700 underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-9 whitespace-nowrap px-3 text-sm",
        md: "h-11 whitespace-nowrap px-5 text-sm",
        lg: "h-12 whitespace-nowrap px-6 text-base",
        /** A label that may run to two lines (long calls to action in narrow cards). */
        wrap: "min-h-11 px-5 py-2 text-left text-sm",
        lgWrap: "min-h-12 px-6 py-2 text-left text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
