import { useState } from "react";
import type { FieldErrors, UseFormSetError } from "react-hook-form";
import type { JobForm } from "./job-draft";
import { fieldId } from "./job-fields";

/** What the error summary says the fields must be fixed for. */
export type ErrorGoal = "save" | "publish";

/** Every message in the form's errors, by the field's full path. */
export function flattenErrors(errors: FieldErrors, prefix = ""): Array<[path: string, message: string]> {
  const found: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const path = key === "root" ? prefix : prefix ? `${prefix}.${key}` : key;
    const entry = value as { message?: unknown };
    if (typeof entry.message === "string") found.push([path, entry.message]);
    if (key !== "ref") found.push(...flattenErrors(value as FieldErrors, path));
  }
  return [...new Map(found).entries()];
}

/** The control of a field by its path: the field itself, a control in its group, or a list's first row. */
export function fieldControl(path: string): HTMLElement | null {
  const id = fieldId(path);
  return (
    document.getElementById(id) ??
    document
      .querySelector<HTMLElement>(`[aria-describedby~="${id}-error"]`)
      ?.querySelector<HTMLElement>("input, select, textarea") ??
    document.getElementById(`${id}-0`) ??
    document.getElementById(`${id}-present`) ??
    // A group ("recruiter", "meta"): its first field.
    document.querySelector<HTMLElement>(`[id^="${id}-"]:is(input, select, textarea)`)
  );
}

export function focusField(path: string) {
  const target = fieldControl(path);
  target?.scrollIntoView({ block: "center" });
  target?.focus();
}

/**
 * The error summary's state: shown after a save, preview or publish was refused, naming what the fields need
 * for it; the server's answers (a taken address, what publishing still needs) land on their fields.
 */
export function useJobErrors(setError: UseFormSetError<JobForm>) {
  const [goal, setGoal] = useState<ErrorGoal | null>(null);
  const showSummary = (next: ErrorGoal) => {
    setGoal(next);
    requestAnimationFrame(() => document.getElementById("job-error-summary")?.focus());
  };
  const applyServerErrors = (errors: Record<string, string>, next: ErrorGoal = "save") => {
    for (const [path, message] of Object.entries(errors)) {
      setError((path === "posting" ? "root" : path) as never, { type: "server", message });
    }
    showSummary(next);
  };
  return { goal, showSummary, hideSummary: () => setGoal(null), applyServerErrors };
}
