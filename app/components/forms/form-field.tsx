import type * as React from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { leadCapture } from "#app/content/lead-capture";
import { cn } from "#app/lib/utils";

export function errorId(id: string): string {
  return `${id}-error`;
}

/** The accessibility attributes of a control whose message (if any) sits under it. */
export function controlA11y(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": error ? errorId(id) : undefined,
  };
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} data-slot="field-error" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** Props that come from react-hook-form's register(). */
type RegisteredProps = "id" | "name" | "onChange" | "onBlur" | "ref";

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  className?: string;
  children: React.ReactNode;
}

export function FieldShell({ id, label, error, optional, className, children }: FieldShellProps) {
  return (
    <div data-slot="form-field" className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-slate-700"> {leadCapture.fields.optional}</span> : null}
      </Label>
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

type TextFieldProps = Omit<React.ComponentProps<"input">, RegisteredProps> & {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  registration: UseFormRegisterReturn;
  fieldClassName?: string;
};

export function TextField({
  id,
  label,
  error,
  optional,
  registration,
  fieldClassName,
  ...props
}: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} optional={optional} className={fieldClassName}>
      <Input {...props} {...registration} {...controlA11y(id, error)} required={!optional} />
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<React.ComponentProps<"textarea">, RegisteredProps> & {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  fieldClassName?: string;
};

export function TextAreaField({
  id,
  label,
  error,
  registration,
  fieldClassName,
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={fieldClassName}>
      <Textarea {...props} {...registration} {...controlA11y(id, error)} required />
    </FieldShell>
  );
}
