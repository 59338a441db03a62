import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "#app/lib/utils";
import { USER_TYPE_LABELS, USER_TYPES, type UserType } from "#schemas/lead";
import { formLabelOf, leadField } from "#schemas/lead-fields";

export const DEFAULT_USER_TYPE: UserType = "employer";

/**
 * The visitor type checked in a prerendered form that is about to hydrate (a visitor may have chosen
 * before its code arrived), or undefined when there is no such form in the document.
 */
export function shownUserType(fieldId: string): UserType | undefined {
  if (typeof document === "undefined") return undefined;
  return USER_TYPES.find((type) => {
    const input = document.getElementById(`${fieldId}-${type}`);
    return input instanceof HTMLInputElement && input.checked;
  });
}

/** Radio buttons rather than a select: both choices stay visible and work without JavaScript. */
export function UserTypeField({
  id,
  registration,
  className,
}: {
  id: string;
  registration: UseFormRegisterReturn<"userType">;
  className?: string;
}) {
  return (
    <fieldset data-slot="form-field" className={cn("grid gap-1.5", className)}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">
        {formLabelOf(leadField("userType"))}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {USER_TYPES.map((type) => (
          <label
            key={type}
            htmlFor={`${id}-${type}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-500 bg-white px-3 py-2 text-sm font-medium text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              id={`${id}-${type}`}
              value={type}
              defaultChecked={type === DEFAULT_USER_TYPE}
              className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              {...registration}
            />
            {USER_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
