import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from "react-hook-form";
import { leadCapture } from "#app/content/lead-capture";
import { LEAD_LIMITS } from "#schemas/lead";
import { TextField } from "./form-field";

type IdentityName = "firstName" | "lastName" | "email" | "phone";
type IdentityValues = Record<IdentityName, string>;

type IdentityRegistrations = Record<IdentityName, UseFormRegisterReturn>;

/**
 * Registers the four fields with the form. Call it where the fields stand among the others: React Hook
 * Form focuses the first invalid field in the order the fields were registered.
 */
export function registerIdentity<T extends FieldValues & IdentityValues>(
  register: UseFormRegister<T>,
): IdentityRegistrations {
  const registration = (name: IdentityName) => register(name as Path<T>);
  return {
    firstName: registration("firstName"),
    lastName: registration("lastName"),
    email: registration("email"),
    phone: registration("phone"),
  };
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
  const labels = leadCapture.fields;
  const messages = errors as FieldErrors<IdentityValues>;
  return (
    <>
      <TextField
        id={fieldId("firstName")}
        label={labels.firstName}
        autoComplete="given-name"
        minLength={2}
        maxLength={LEAD_LIMITS.name}
        error={messages.firstName?.message}
        registration={registrations.firstName}
      />
      <TextField
        id={fieldId("lastName")}
        label={labels.lastName}
        autoComplete="family-name"
        minLength={2}
        maxLength={LEAD_LIMITS.name}
        error={messages.lastName?.message}
        registration={registrations.lastName}
      />
      <TextField
        id={fieldId("email")}
        label={labels.email}
        type="email"
        autoComplete="email"
        maxLength={LEAD_LIMITS.email}
        error={messages.email?.message}
        registration={registrations.email}
        fieldClassName={contactClassName}
      />
      <TextField
        id={fieldId("phone")}
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        minLength={10}
        maxLength={LEAD_LIMITS.phone}
        error={messages.phone?.message}
        registration={registrations.phone}
        fieldClassName={contactClassName}
      />
    </>
  );
}
