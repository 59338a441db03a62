import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { createContext, useContext, useId } from "react";
import { cn } from "#app/lib/utils";

/**
 * The browser's own disclosure (`<details>`/`<summary>`): it opens and closes with a click, Enter or Space,
 * works before the page's code has arrived (and without it), and Chromium's find-in-page opens the item that
 * holds a match. Items of a `single` accordion share a `name`, so opening one closes the others. The
 * component adds what the platform leaves out: Home, End and the arrow keys move focus between the
 * questions (spec section 4), and a one-at-a-time fallback for engines without `name` grouping.
 */
interface AccordionState {
  /** Shared `name` of the items of a one-at-a-time accordion. */
  name?: string;
  openAtFirst: readonly string[];
}

const AccordionContext = createContext<AccordionState>({ openAtFirst: [] });

type AccordionProps = Omit<React.ComponentProps<"div">, "defaultValue"> &
  (
    | { /** One item open at a time; the open one closes again. */ type: "single"; defaultValue?: string }
    | { /** Items open and close independently. */ type: "multiple"; defaultValue?: readonly string[] }
  );

const TRIGGER = "[data-slot='accordion-trigger']";

export function Accordion({ className, type, defaultValue, ...props }: AccordionProps) {
  const name = useId();
  const openAtFirst =
    defaultValue === undefined ? [] : typeof defaultValue === "string" ? [defaultValue] : defaultValue;
  return (
    <AccordionContext.Provider value={{ name: type === "single" ? name : undefined, openAtFirst }}>
      <div
        data-slot="accordion"
        className={cn("divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white", className)}
        {...props}
      />
    </AccordionContext.Provider>
  );
}

/** Home, End, ArrowDown and ArrowUp (wrapping) between the questions of one accordion. */
function moveFocus(event: React.KeyboardEvent<HTMLElement>) {
  const accordion = event.currentTarget.closest("[data-slot='accordion']");
  if (event.defaultPrevented || !accordion) return;
  const triggers = Array.from(accordion.querySelectorAll<HTMLElement>(`:scope > details > ${TRIGGER}`));
  const index = triggers.indexOf(event.currentTarget);
  if (index === -1) return;
  const last = triggers.length - 1;
  const next = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  triggers[next]!.focus();
}

export function AccordionItem({
  className,
  value,
  onToggle,
  ...props
}: Omit<React.ComponentProps<"details">, "open" | "name"> & { value: string }) {
  const { name, openAtFirst } = useContext(AccordionContext);
  return (
    <details
      data-slot="accordion-item"
      name={name}
      open={openAtFirst.includes(value)}
      className={cn("group", className)}
      onToggle={(event) => {
        onToggle?.(event);
        const item = event.currentTarget;
        // Engines without `name` grouping keep several open: close the others by hand there.
        if (!name || !item.open) return;
        for (const other of item.parentElement?.querySelectorAll<HTMLDetailsElement>(
          ":scope > details[open]",
        ) ?? [])
          if (other !== item) other.open = false;
      }}
      {...props}
    />
  );
}

/** The question: a heading of the level the page outline needs inside the item's summary. */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  onKeyDown,
  ...props
}: React.ComponentProps<"summary"> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a summary is its details element's button (Biome does not know it)
    <summary
      data-slot="accordion-trigger"
      className={cn(
        "flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-slate-900 hover:bg-slate-50 focus-visible:outline-offset-[-2px] [&::-webkit-details-marker]:hidden",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveFocus(event);
      }}
      {...props}
    >
      <Heading className="flex-1 text-base font-semibold">{children}</Heading>
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-open:rotate-180"
      />
    </summary>
  );
}

/** The answer: in the HTML whether open or not (search engines, visitors without JavaScript). */
export function AccordionContent({ className, children, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="accordion-content" className="px-5 pb-5 text-slate-700" {...props}>
      <div className={cn("leading-7", className)}>{children}</div>
    </div>
  );
}
