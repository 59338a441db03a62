import { useId } from "react";
import { Button } from "#app/components/ui/button";
import { leadCapture } from "#app/content/lead-capture";
import { cn } from "#app/lib/utils";
import { type QuickContact, QuickContactSchema } from "#schemas/lead";
import { enteredValues } from "#schemas/lead-fields";
import { IdentityFields, registerIdentity } from "./identity-fields";
import { LeadHiddenFields } from "./lead-hidden-fields";
import { useLeadSubmission, useTimedFlag } from "./use-lead-submission";
import { UserTypeField, useLeadForm } from "./user-type-field";
import { LEAD_API_PATHS } from "#schemas/paths";

export const QUICK_CONTACT_ENDPOINT = LEAD_API_PATHS.quick;

export interface QuickFormProps {
  /** Names the form in the lead, e.g. 'Floating CTA Button'. */
  source: string;
  /** Called after a successful submission (the overlays close themselves a little later). */
  onSuccess?: () => void;
  /** id of the element that names the form, such as the dialog title. */
  labelledBy?: string;
  className?: string;
}

/** The short lead form of the overlays: name, e-mail, phone and visitor type. */
export function QuickForm({ source, onSuccess, labelledBy, className }: QuickFormProps) {
  const id = useId();
  const copy = leadCapture.quickForm;
  const { send, sending, enhanced, hidden } = useLeadSubmission(QUICK_CONTACT_ENDPOINT, source, copy);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useLeadForm(QuickContactSchema);
  const [thanked, showThanks] = useTimedFlag(5000);

  const onValid = async (data: QuickContact) => {
    const ok = await send(enteredValues("quick", data));
    if (ok) {
      reset();
      showThanks();
      onSuccess?.();
    }
  };

  const field = (name: string) => `${id}-${name}`;

  return (
    <form
      method="post"
      action={QUICK_CONTACT_ENDPOINT}
      aria-labelledby={labelledBy}
      noValidate={enhanced}
      data-enhanced={enhanced ? "true" : undefined}
      onSubmit={handleSubmit(onValid)}
      className={cn("grid grid-cols-2 gap-4", className)}
    >
      <LeadHiddenFields id={id} {...hidden} />
      <IdentityFields
        fieldId={field}
        registrations={registerIdentity(register)}
        errors={errors}
        contactClassName="col-span-2"
      />
      <UserTypeField id={field("userType")} registration={register("userType")} className="col-span-2" />
      <div className="col-span-2 grid gap-3">
        <Button
          type="submit"
          variant="accent"
          size="lg"
          disabled={isSubmitting || sending}
          className="w-full"
        >
          {isSubmitting || sending ? leadCapture.submitting : copy.submit}
        </Button>
        <p role="status" className={cn("text-center", thanked && "font-semibold text-green-800")}>
          {thanked ? copy.confirmation : ""}
        </p>
      </div>
    </form>
  );
}
