import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type UseFormRegisterReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type ContactSchema,
  type QuickContactSchema,
  USER_TYPE_LABELS,
  USER_TYPES,
  type UserType,
} from "#schemas/lead";
import { formLabelOf, leadField } from "#schemas/lead-fields";
import { RadioChoices } from "./form-field";

export const DEFAULT_USER_TYPE: UserType = "employer";

/** A lead form (quick or full): checked by its schema, starting with the default visitor type. */
export function useLeadForm<S extends typeof QuickContactSchema | typeof ContactSchema>(schema: S) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: { userType: DEFAULT_USER_TYPE } as DefaultValues<z.input<S>>,
  });
}

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

/** The visitor type, employer or job seeker, as radio buttons. */
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
    <RadioChoices
      id={id}
      legend={formLabelOf(leadField("userType"))}
      values={USER_TYPES}
      labels={USER_TYPE_LABELS}
      registration={registration}
      defaultValue={DEFAULT_USER_TYPE}
      columnsClassName="sm:grid-cols-2"
      className={className}
    />
  );
}
