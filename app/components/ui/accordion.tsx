import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "#app/lib/utils";

export function Accordion({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn("divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white", className)}
      {...props}
    />
  );
}

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item data-slot="accordion-item" className={cn(className)} {...props} />;
}

/** The trigger inside a heading of the level the page outline needs (Radix defaults to h3). */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex text-base font-semibold">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            "group flex flex-1 items-center justify-between gap-4 px-5 py-4 text-left text-slate-900 hover:bg-slate-50 focus-visible:outline-offset-[-2px]",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/**
 * Always mounted so that every answer is in the prerendered HTML for search engines and
 * visitors without JavaScript; closed panels are hidden with CSS.
 */
export function AccordionContent({
  className,
  children,
  ...props
}: Omit<React.ComponentProps<typeof AccordionPrimitive.Content>, "forceMount">) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      forceMount
      className="px-5 pb-5 text-slate-700 data-[state=closed]:hidden"
      {...props}
    >
      <div className={cn("leading-7", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
