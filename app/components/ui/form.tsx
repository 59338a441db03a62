import { cloneElement, createContext, useContext } from "react";
import type * as React from "react";
import { cn } from "#app/lib/utils";
import { Label } from "./label";

/**
 * One form field: the control's id, and which of its messages are shown. The parts below read it, so a
 * form states a field's label, description and message once and the control's `id`, `aria-invalid` and
 * `aria-describedby` follow (shadcn's form-field shape; the forms keep their own look through classes).
 */
export interface FormItemState {
  id: string;
  error?: string;
  /** A description (`FormDescription`) is shown. */
  hint?: boolean;
  /** A further note under the field, with the id `<id>-note`. */
  note?: boolean;
}

const FormItemContext = createContext<FormItemState>({ id: "" });

export function useFormItem(): FormItemState {
  return useContext(FormItemContext);
}

export function formMessageId(id: string): string {
  return `${id}-error`;
}

/** The ids of a field's description, message and note that are shown, in that order. */
export function describedBy({ id, hint, error, note }: FormItemState): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? formMessageId(id) : "", note ? `${id}-note` : ""];
  return ids.filter(Boolean).join(" ") || undefined;
}

type ItemProps<T extends "div" | "fieldset"> = FormItemState & React.ComponentProps<T>;

export function FormItem({ id, error, hint, note, ...props }: ItemProps<"div">) {
  return (
    <FormItemContext value={{ id, error, hint, note }}>
      <div data-slot="form-field" {...props} />
    </FormItemContext>
  );
}

/** A field of several controls (radio buttons, checkboxes) under one legend: the group is described. */
export function FormFieldset({ id, error, hint, note, ...props }: ItemProps<"fieldset">) {
  const state = { id, error, hint, note };
  return (
    <FormItemContext value={state}>
      <fieldset aria-describedby={describedBy(state)} {...props} />
    </FormItemContext>
  );
}

export function FormLabel(props: React.ComponentProps<"label">) {
  return <Label htmlFor={useFormItem().id} {...props} />;
}

/**
 * Gives its one child, the control, the field's id and its state for assistive technology (and any other
 * props given here). A clone rather than Radix's Slot: the public forms' chunks then need nothing more from
 * the shared chunk, whose every export every page pays for.
 */
export function FormControl({
  children,
  ...props
}: { children: React.ReactElement<Record<string, unknown>> } & Record<`data-${string}`, unknown>) {
  const item = useFormItem();
  return cloneElement(children, {
    id: item.id,
    "aria-invalid": item.error ? true : undefined,
    "aria-describedby": describedBy(item),
    ...props,
  });
}

export function FormDescription(props: React.ComponentProps<"p">) {
  return <p id={`${useFormItem().id}-hint`} {...props} />;
}

/** The field's message (its error unless given another), or nothing. */
export function FormMessage({ className, children, ...props }: React.ComponentProps<"p">) {
  const { id, error } = useFormItem();
  const body = children ?? error;
  if (!body) return null;
  return (
    <p
      id={formMessageId(id)}
      data-slot="field-error"
      className={cn("text-sm", className ?? "font-medium text-red-700")}
      {...props}
    >
      {body}
    </p>
  );
}
