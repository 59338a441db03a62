import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from "react-hook-form";
import { LEAD_LIMITS } from "#schemas/lead";
import { formLabelOf, leadField } from "#schemas/lead-fields";
import { TextField } from "./form-field";

type IdentityName = "firstName" | "lastName" | "email" | "phone";
type IdentityValues = Record<IdentityName, string>;

type IdentityRegistrations = Record<IdentityName, UseFormRegisterReturn>;

interface IdentityField {
  name: IdentityName;
  type?: "email" | "tel";
  autoComplete: string;
  minLength?: number;
  maxLength: number;
  /** E-mail and phone: laid out together by the form. */
  contact?: boolean;
}

/** The four fields in their order on the page, with what the browser needs to help fill and check them. */
const IDENTITY_FIELDS: readonly IdentityField[] = [
  { name: "firstName", autoComplete: "given-name", minLength: 2, maxLength: LEAD_LIMITS.name },
  { name: "lastName", autoComplete: "family-name", minLength: 2, maxLength: LEAD_LIMITS.name },
  { name: "email", type: "email", autoComplete: "email", maxLength: LEAD_LIMITS.email, contact: true },
  {
    name: "phone",
    type: "tel",
    autoComplete: "tel",
    minLength: 10,
    maxLength: LEAD_LIMITS.phone,
    contact: true,
  },
];

/**
 * Registers the four fields with the form. Call it where the fields stand among the others: React Hook
 * Form focuses the first invalid field in the order the fields were registered.
 */
export function registerIdentity<T extends FieldValues & IdentityValues>(
  register: UseFormRegister<T>,
): IdentityRegistrations {
  const registrations = {} as IdentityRegistrations;
  for (const { name } of IDENTITY_FIELDS) registrations[name] = register(name as Path<T>);
  return registrations;
}

/** The four fields both lead forms start with: first and last name, e-mail and phone. */
export function IdentityFields<T extends FieldValues & IdentityValues>({
  fieldId,
  registrations,
  errors,
  contactClassName,
}: {
  fieldId: (name: IdentityName) => string;
  registrations: IdentityRegistrations;
  errors: FieldErrors<T>;
  /** Layout of the e-mail and phone fields (the quick form gives each a row of its own). */
  contactClassName?: string;
}) {
  const messages = errors as FieldErrors<IdentityValues>;
  return IDENTITY_FIELDS.map(({ name, contact, ...attributes }) => (
    <TextField
      key={name}
      id={fieldId(name)}
      label={formLabelOf(leadField(name))}
      {...attributes}
      error={messages[name]?.message}
      registration={registrations[name]}
      fieldClassName={contact ? contactClassName : undefined}
    />
  ));
}
