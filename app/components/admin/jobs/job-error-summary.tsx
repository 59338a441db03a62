import type { FieldErrors } from "react-hook-form";
import { fieldLabel, plainMessage } from "./job-draft";
import { fieldId } from "./job-fields";
import { type ErrorGoal, flattenErrors, focusField } from "./use-job-errors";

const GOALS: Record<ErrorGoal, string> = {
  save: "before this can be saved",
  publish: "before this can be published",
};

/** Every field that needs attention, each a link that moves focus to the field. */
export function JobErrorSummary({ errors, goal }: { errors: FieldErrors; goal: ErrorGoal }) {
  const entries = flattenErrors(errors).filter(([path]) => path !== "");
  if (entries.length === 0) return null;
  return (
    <div
      id="job-error-summary"
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p className="font-semibold">
        {entries.length === 1 ? "One field needs attention" : `${entries.length} fields need attention`}{" "}
        {GOALS[goal]}:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {entries.map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              // 24 px tall at least, so that each entry is a target of its own (WCAG 2.5.8).
              className="inline-block py-1 underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                focusField(path);
              }}
            >
              {fieldLabel(path)}: {plainMessage(message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
