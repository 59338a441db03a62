import type * as React from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormFieldset,
  FormItem,
  FormLabel,
  FormMessage,
} from "#app/components/ui/form";
import { Input } from "#app/components/ui/input";
import { Textarea } from "#app/components/ui/textarea";
import { leadCapture } from "#app/content/lead-capture";
import { cn } from "#app/lib/utils";

/** Props that come from react-hook-form's register(). */
type RegisteredProps = "id" | "name" | "onChange" | "onBlur" | "ref";

interface FieldShellProps {
  id: string;
  label: string;
  /** Said between the label and the control. */
  description?: string;
  error?: string;
  optional?: boolean;
  className?: string;
  children: React.ReactNode;
}

/** A public form's field: its label (saying "optional" where it is), the control given, and its message. */
export function FieldShell({
  id,
  label,
  description,
  error,
  optional,
  className,
  children,
}: FieldShellProps) {
  return (
    <FormItem
      id={id}
      error={error}
      hint={description !== undefined}
      className={cn("grid content-start gap-1.5", className)}
    >
      <FormLabel>
        {label}
        {optional ? <span className="font-normal text-slate-700"> {leadCapture.fields.optional}</span> : null}
      </FormLabel>
      {description === undefined ? null : (
        <FormDescription className="-mt-1 text-sm text-slate-700">{description}</FormDescription>
      )}
      {children}
      <FormMessage />
    </FormItem>
  );
}

type TextFieldProps = Omit<React.ComponentProps<"input">, RegisteredProps> & {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  registration: UseFormRegisterReturn;
  fieldClassName?: string;
  /** A text area of this many rows rather than a one-line input. */
  rows?: number;
};

/** A text field of a public form: required unless `optional`; with `rows`, a text area. */
export function TextField({
  id,
  label,
  error,
  optional,
  registration,
  fieldClassName,
  ...props
}: TextFieldProps) {
  const control = { ...registration, required: !optional };
  return (
    <FieldShell id={id} label={label} error={error} optional={optional} className={fieldClassName}>
      <FormControl>
        {props.rows === undefined ? (
          <Input {...props} {...control} />
        ) : (
          <Textarea {...(props as React.ComponentProps<"textarea">)} {...control} />
        )}
      </FormControl>
    </FieldShell>
  );
}

/** A choice as large as a button: the radio button or checkbox inside its label. */
export const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-500 bg-white px-3 py-2 text-sm font-medium text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700";
export const choiceInputClass = "size-4 shrink-0 accent-brand-700 focus-visible:outline-none";

/**
 * Radio buttons rather than a select: every choice stays visible and works without JavaScript. The first
 * one with a problem gets focus through its id, `<id>-<value>`.
 */
export function RadioChoices<T extends string>({
  id,
  legend,
  values,
  labels,
  registration,
  error,
  required,
  defaultValue,
  columnsClassName,
  className,
}: {
  id: string;
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  defaultValue?: T;
  /** The grid of the choices, e.g. "sm:grid-cols-2". */
  columnsClassName: string;
  className?: string;
}) {
  return (
    <FormFieldset id={id} error={error} data-slot="form-field" className={cn("grid gap-1.5", className)}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className={cn("grid gap-2", columnsClassName)}>
        {values.map((value) => (
          <label key={value} htmlFor={`${id}-${value}`} className={choiceClass}>
            <input
              type="radio"
              id={`${id}-${value}`}
              value={value}
              defaultChecked={defaultValue === undefined ? undefined : value === defaultValue}
              required={required}
              aria-invalid={error ? true : undefined}
              className={choiceInputClass}
              {...registration}
            />
            {labels[value]}
          </label>
        ))}
      </div>
      <FormMessage />
    </FormFieldset>
  );
}
