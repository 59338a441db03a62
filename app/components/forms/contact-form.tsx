import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { leadCapture } from "#app/content/lead-capture";
import { cn } from "#app/lib/utils";
import { type Contact, ContactSchema, LEAD_LIMITS } from "#schemas/lead";
import { enteredValues, formLabelOf, type LeadField, leadField } from "#schemas/lead-fields";
import { TextField } from "./form-field";
import { IdentityFields, registerIdentity } from "./identity-fields";
import { LeadHiddenFields } from "./lead-hidden-fields";
import { useLeadSubmission, useTimedFlag } from "./use-lead-submission";
import { shownUserType, UserTypeField, useLeadForm } from "./user-type-field";
import { LEAD_API_PATHS } from "#schemas/paths";

export const CONTACT_ENDPOINT = LEAD_API_PATHS.contact;
/** How long the thank-you message stays after a successful submission. */
export const THANK_YOU_MS = 5000;

export interface ContactFormProps {
  /** Names the form in the lead, e.g. 'Homepage Main Contact Form'. */
  source: string;
  title: string;
  /** Narrow layout; after success a thank-you message takes the form's place for a while. */
  compact?: boolean;
  headingLevel?: "h2" | "h3";
}

/** Only the fields the form shows the chosen visitor type are sent (the page adds source and attribution). */
export function contactFields(data: Contact): Partial<Contact> {
  return enteredValues("contact", data);
}

// Shown for one visitor type only. Done in CSS (:has on the checked radio) so that the same
// fields appear and hide without JavaScript too.
// (Tailwind reads "_" as a space in brackets, hence the escaped underscore and String.raw.)
const employerOnly = String.raw`group-has-[[value=job\_seeker]:checked]/lead:hidden`;
const jobSeekerOnly = String.raw`group-not-has-[[value=job\_seeker]:checked]/lead:hidden`;

/** The CSS that hides a field of one visitor type (from the table's `userTypes`) while the other is chosen. */
function shownFor(field: LeadField): string | undefined {
  if (!("userTypes" in field)) return undefined;
  return (field.userTypes as readonly string[]).includes("employer") ? employerOnly : jobSeekerOnly;
}

/** The full lead form: posts JSON with JavaScript, or a plain form post to the API without. */
export function ContactForm({
  source,
  title,
  compact = false,
  headingLevel: Heading = "h2",
}: ContactFormProps) {
  const id = useId();
  const copy = leadCapture.contactForm;
  const { send, sending, enhanced, hidden } = useLeadSubmission(CONTACT_ENDPOINT, source, copy);
  const field = (name: string) => `${id}-${name}`;
  // The form is prerendered and hydrates once its code has arrived. A visitor type chosen before then
  // is read here, before React Hook Form registers the radio buttons (which resets them), and restored
  // right after, before the browser paints. Text fields have no default, so anything typed is kept.
  const [chosenBeforeHydration] = useState(() => shownUserType(field("userType")));
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useLeadForm(ContactSchema);
  useLayoutEffect(() => {
    if (chosenBeforeHydration) setValue("userType", chosenBeforeHydration);
  }, [chosenBeforeHydration, setValue]);
  /** What every optional text field of the table takes: its id, its label and the CSS that hides it. */
  const optionalText = (key: "organization" | "position" | "specialty" | "location") => ({
    id: field(key),
    label: formLabelOf(leadField(key)),
    optional: true,
    maxLength: LEAD_LIMITS.optionalText,
    error: errors[key]?.message,
    registration: register(key),
    fieldClassName: shownFor(leadField(key)),
  });
  const [thanked, showThanks] = useTimedFlag(THANK_YOU_MS);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const thanksHadFocus = useRef(false);

  useEffect(() => {
    if (!compact) return;
    if (thanked) {
      thanksRef.current?.focus();
      thanksHadFocus.current = true;
    } else if (thanksHadFocus.current) {
      thanksHadFocus.current = false;
      // The message that held focus is now empty; put focus back at the top of the form.
      const active = document.activeElement;
      if (active === thanksRef.current || active === document.body) titleRef.current?.focus();
    }
  }, [compact, thanked]);

  const onValid = async (data: Contact) => {
    if (await send(contactFields(data))) {
      reset();
      showThanks();
    }
  };

  const wide = compact ? undefined : "sm:col-span-2";

  return (
    <div
      data-slot="contact-form"
      className={cn(
        "rounded-xl border border-slate-200 bg-white shadow-sm",
        compact ? "p-5 sm:p-6" : "p-6 sm:p-8",
      )}
    >
      <Heading
        id={`${id}-title`}
        ref={titleRef}
        tabIndex={-1}
        className={cn("font-bold tracking-tight outline-none", compact ? "text-xl" : "text-2xl")}
      >
        {title}
      </Heading>
      <form
        method="post"
        action={CONTACT_ENDPOINT}
        aria-labelledby={`${id}-title`}
        noValidate={enhanced}
        data-enhanced={enhanced ? "true" : undefined}
        // A submit before hydration is held until the form has taken over (forms/early-submit.tsx).
        data-hold-early-submit=""
        hidden={compact && thanked}
        onSubmit={handleSubmit(onValid)}
        className={cn("group/lead mt-6 grid gap-5", !compact && "sm:grid-cols-2")}
      >
        <LeadHiddenFields id={id} {...hidden} />
        <IdentityFields fieldId={field} registrations={registerIdentity(register)} errors={errors} />
        <UserTypeField id={field("userType")} registration={register("userType")} className={wide} />
        <TextField {...optionalText("organization")} autoComplete="organization" />
        <TextField {...optionalText("position")} autoComplete="organization-title" />
        <TextField {...optionalText("specialty")} />
        <TextField {...optionalText("location")} />
        <TextField
          id={field("message")}
          label={formLabelOf(leadField("message"))}
          rows={compact ? 4 : 5}
          minLength={10}
          maxLength={LEAD_LIMITS.message}
          error={errors.message?.message}
          registration={register("message")}
          fieldClassName={wide}
        />
        <div className={cn("grid gap-3", wide)}>
          <Button
            type="submit"
            size="lg"
            disabled={isSubmitting || sending}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {isSubmitting || sending ? leadCapture.submitting : copy.submit}
          </Button>
          <p className="text-sm text-slate-700">
            {copy.privacyNote}{" "}
            <Link
              to={copy.privacyLink.href}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {copy.privacyLink.label}
            </Link>
          </p>
          {compact ? null : (
            <p role="status" className={cn(thanked && "font-semibold text-green-800")}>
              {thanked ? copy.inlineThanks : ""}
            </p>
          )}
        </div>
      </form>
      {compact ? (
        <p
          ref={thanksRef}
          role="status"
          tabIndex={-1}
          className={cn("outline-none", thanked && "mt-6 text-lg font-semibold text-green-800")}
        >
          {thanked ? copy.compactThanks : ""}
        </p>
      ) : null}
    </div>
  );
}
