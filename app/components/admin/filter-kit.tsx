import { Search, X } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { SEARCH_MAX } from "#schemas/admin";
import { compactControlClass } from "./admin-ui";

/** The parts the leads' and the applications' filter bars are made of: a labelled box each, search and Clear. */

const labelClass = "block text-xs font-semibold text-slate-800";
const controlClass = `${compactControlClass} mt-0.5`;

/** One filter: its label above its box. */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A choice among `options`, the first ("") meaning no filter; `children` are options that follow the list. */
export function FilterSelect({
  id,
  label,
  any,
  options,
  className,
  children,
  ...props
}: {
  id: string;
  label: string;
  /** The label of the empty choice, e.g. "Any". */
  any: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  /** The field's class (the box's is fixed). */
  className?: string;
} & Omit<React.ComponentProps<"select">, "id" | "className">) {
  return (
    <FilterField id={id} label={label} className={className}>
      <select id={id} {...props} className={controlClass}>
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
        {children}
      </select>
    </FilterField>
  );
}

/** A date the list starts or ends at. */
export function FilterDate({
  id,
  label,
  ...props
}: { id: string; label: string } & Omit<React.ComponentProps<"input">, "id" | "type" | "className">) {
  return (
    <FilterField id={id} label={label}>
      <input type="date" id={id} {...props} className={controlClass} />
    </FilterField>
  );
}

/** The search box, first and widest; `what` says to screen readers what it searches. */
export function FilterSearch({
  id,
  what,
  className,
  inputRef,
  onText,
  ...props
}: {
  id: string;
  what: string;
  className: string;
  inputRef?: React.Ref<HTMLInputElement>;
  onText(text: string): void;
} & Omit<React.ComponentProps<"input">, "id" | "type" | "className" | "onChange" | "ref">) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        Search<span className="sr-only"> {what}</span>
      </label>
      <div className="relative mt-0.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-600"
        />
        <input
          ref={inputRef}
          id={id}
          type="search"
          maxLength={SEARCH_MAX}
          onChange={(event) => onText(event.target.value)}
          {...props}
          className={`${compactControlClass} pl-8`}
        />
      </div>
    </div>
  );
}

export function ClearFilters({ disabled, onClear }: { disabled: boolean; onClear(): void }) {
  return (
    <div className="flex items-end">
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={onClear}>
        <X aria-hidden="true" />
        Clear filters
      </Button>
    </div>
  );
}

/** A list of values with their labels as a filter's options. */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
): Array<readonly [V, string]> {
  return values.map((value) => [value, labels[value]] as const);
}

/** The Waiting filter's choices, the same for leads and applications. */
export const WAITING_OPTIONS = [
  ["overdue", "Overdue (no reply, over 20 min)"],
  ["unanswered", "No reply yet"],
] as const;
