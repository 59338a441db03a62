import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, Mail, Phone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type FieldErrors, type UseFormRegisterReturn, useForm } from "react-hook-form";
import { choiceInputClass, FieldShell, RadioChoices, TextField } from "#app/components/forms/form-field";
import { IdentityFields, registerIdentity } from "#app/components/forms/identity-fields";
import { LeadHiddenFields } from "#app/components/forms/lead-hidden-fields";
import { readPrerenderedForm, useFormContextFields } from "#app/components/forms/use-lead-submission";
import { Button } from "#app/components/ui/button";
import {
  FormControl,
  FormDescription,
  FormFieldset,
  FormItem,
  FormMessage,
  formMessageId,
} from "#app/components/ui/form";
import { Input } from "#app/components/ui/input";
import { preloadToaster } from "#app/components/ui/toaster";
import { applicationCopy } from "#app/content/application";
import { leadAttribution, markLeadSent } from "#app/lib/attribution";
import { newIdempotencyKey } from "#app/lib/submit-lead";
import { fieldErrorsOf, uploadApplication } from "#app/lib/upload-application";
import { toast } from "#app/lib/use-toast";
import { cn } from "#app/lib/utils";
import {
  APPLICATION_FIELD_NAMES,
  APPLICATION_LIMITS,
  type ApplicationFormInput,
  ApplicationFormSchema,
  type ApplicationFormValues,
  CREDENTIAL_LABELS,
  CREDENTIALS,
  LICENSE_STATE_CODES,
  LICENSE_STATES,
  RESUME_ACCEPT,
  RESUME_MESSAGES,
  resumeFileProblem,
} from "#schemas/application";
import type { JobPosting } from "#schemas/job-posting";
import { APPLICATION_API_PATH } from "#schemas/paths";

/** One "Apply now" form per page: its ids are fixed so that the prerendered form can be read before hydration. */
export const APPLICATION_FORM_ID = "apply-form";
const FORM_SOURCE = "Job Application Form";
const fieldId = (name: string) => `apply-${name}`;

type FieldName = keyof ApplicationFormInput | "resume";
/** The fields in their order on the page (the schema's, the résumé before the consent): the first one with a problem gets focus. */
const FIELD_ORDER: readonly FieldName[] = APPLICATION_FIELD_NAMES.flatMap((name): FieldName[] =>
  name === "job" ? [] : name === "consent" ? ["resume", name] : [name],
);

export interface ApplicationFormProps {
  job: Pick<JobPosting, "path" | "title" | "recruiter">;
  /**
   * Called once the application is stored, with the posting's path: the page tells its sticky apply bar
   * (`announceApplicationSent`). A prop, so that the form's chunk and the page's share no module for it.
   */
  onSent?: (jobPath: string) => void;
}

interface Prerendered {
  values: Partial<ApplicationFormInput>;
  file: File | null;
}

/** What the visitor entered before the form's code arrived, the chosen file too. */
function readPrerendered(): Prerendered | undefined {
  const form = readPrerenderedForm(APPLICATION_FORM_ID);
  if (!form) return undefined;
  const { data, text } = form;
  const credential = text("credential");
  const resume = data.get("resume");
  return {
    values: {
      firstName: text("firstName"),
      lastName: text("lastName"),
      email: text("email"),
      phone: text("phone"),
      ...(credential ? { credential: credential as ApplicationFormInput["credential"] } : {}),
      licenseStates: data.getAll("licenseStates").filter((code) => typeof code === "string"),
      yearsExperience: text("yearsExperience"),
      message: text("message"),
      consent: data.get("consent") === "on",
    },
    file: resume instanceof File && resume.name !== "" ? resume : null,
  };
}

function focusField(name: FieldName) {
  if (name === "licenseStates") {
    const picker = document.getElementById(fieldId("licenseStates-picker"));
    if (picker instanceof HTMLDetailsElement) picker.open = true;
  }
  const target =
    name === "credential"
      ? (document.querySelector<HTMLInputElement>(`#${APPLICATION_FORM_ID} input[name=credential]:checked`) ??
        document.getElementById(fieldId(`credential-${CREDENTIALS[0]}`)))
      : document.getElementById(fieldId(name));
  target?.focus();
}

type Phase = { kind: "editing" } | { kind: "sending"; percent: number } | { kind: "sent" };

/**
 * The "Apply now" form of an open posting. Prerendered, it is a plain multipart form post to the intake
 * (answered with a redirect to the thank-you page); with its code loaded it validates in the browser,
 * checks the résumé's size and type before sending, uploads with a progress bar and shows what happens
 * next. A failed send keeps everything entered, the chosen file too.
 */
export function ApplicationForm({ job, onSent }: ApplicationFormProps) {
  const copy = applicationCopy;
  const { enhanced, hidden, setStartedAt, pathname } = useFormContextFields();
  const [prerendered] = useState(readPrerendered);
  const [file, setFile] = useState<File | null>(prerendered?.file ?? null);
  const [fileError, setFileError] = useState<string>();
  const [phase, setPhase] = useState<Phase>({ kind: "editing" });
  const [progressNote, setProgressNote] = useState("");
  const idempotencyKey = useRef<string>(undefined);
  const successRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(ApplicationFormSchema),
    shouldFocusError: false,
    defaultValues: { job: job.path, licenseStates: [], consent: false, ...prerendered?.values },
  });

  useEffect(() => {
    if (phase.kind !== "sent") return;
    successRef.current?.focus();
    onSent?.(job.path);
  }, [phase.kind, job.path, onSent]);

  const focusFirst = (problems: Partial<Record<FieldName, unknown>>) => {
    const first = FIELD_ORDER.find((name) => problems[name]);
    if (first) focusField(first);
  };

  const chooseFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setFileError(chosen ? (resumeFileProblem(chosen) ?? undefined) : undefined);
  };

  // The toast of the last failed send: a later success closes it, so "not sent" never sits over "sent".
  const failureToast = useRef<{ dismiss(): void } | undefined>(undefined);
  const failed = (description: string) => {
    failureToast.current?.dismiss();
    failureToast.current = toast({ title: copy.failure.title, description, variant: "destructive" });
  };

  const send = async (form: HTMLFormElement, checkedFile: File) => {
    preloadToaster();
    idempotencyKey.current ??= newIdempotencyKey();
    const data = new FormData(form);
    // The form's own inputs carry every field; the attribution is read afresh and the file comes from state.
    for (const key of [...data.keys()]) if (key.startsWith("attribution.")) data.delete(key);
    const fresh = leadAttribution(pathname);
    if (fresh.pagePath) data.set("attribution.pagePath", fresh.pagePath);
    if (fresh.referrer) data.set("attribution.referrer", fresh.referrer);
    for (const [key, value] of Object.entries(fresh.utm ?? {})) data.set(`attribution.utm.${key}`, value);
    data.set("resume", checkedFile, checkedFile.name);
    setPhase({ kind: "sending", percent: 0 });
    setProgressNote(copy.progressStatus(0));
    let announced = 0;
    const result = await uploadApplication(data, {
      idempotencyKey: idempotencyKey.current,
      onProgress: (fraction) => {
        const percent = Math.min(100, Math.round(fraction * 100));
        setPhase({ kind: "sending", percent });
        // A polite note every quarter, not on every progress event.
        const step = Math.floor(percent / 25) * 25;
        if (step > announced) {
          announced = step;
          setProgressNote(copy.progressStatus(step));
        }
      },
    });
    setProgressNote("");
    if (result.status === 201 || result.status === 200) {
      failureToast.current?.dismiss();
      failureToast.current = undefined;
      markLeadSent();
      setStartedAt(Date.now());
      setPhase({ kind: "sent" });
      return;
    }
    setPhase({ kind: "editing" });
    if (result.status === 400 || result.status === 413 || result.status === 415 || result.status === 422) {
      // Nothing was stored: a corrected form is a new submission.
      idempotencyKey.current = undefined;
    }
    if (result.status === 400 || result.status === 413 || result.status === 415) {
      const messages = fieldErrorsOf(result.body);
      if (result.status !== 400 && !messages.resume)
        messages.resume = result.status === 413 ? RESUME_MESSAGES.tooLarge : RESUME_MESSAGES.wrongType;
      const onFields: Partial<Record<FieldName, string>> = {};
      // A message about no field of the form (the posting, the whole request) is said in the toast.
      const elsewhere: string[] = [];
      for (const [name, message] of Object.entries(messages)) {
        if (name === "resume") {
          setFileError(message);
          onFields.resume = message;
        } else if ((FIELD_ORDER as readonly string[]).includes(name)) {
          setError(name as keyof ApplicationFormInput, { type: "server", message });
          onFields[name as FieldName] = message;
        } else elsewhere.push(message);
      }
      failed(elsewhere.length > 0 ? elsewhere.join(". ") : copy.failure.invalid);
      focusFirst(onFields);
    } else if (result.status === 404 || result.status === 410) {
      failed(copy.failure.closed);
    } else if (result.status === 429) {
      failed(copy.failure.rateLimited(Math.max(1, Math.ceil((result.retryAfter ?? 3600) / 60))));
    } else if (result.status === 0) {
      failed(copy.failure.network);
    } else {
      failed(copy.failure.busy);
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    // Enter in a field still submits while a send is under way.
    if (phase.kind === "sending") {
      event.preventDefault();
      return;
    }
    const fileProblem = resumeFileProblem(file) ?? undefined;
    setFileError(fileProblem);
    void handleSubmit(
      // The values are checked; what is sent is the form itself (hidden fields included) and the file.
      () => {
        if (fileProblem || !file) {
          focusField("resume");
          return;
        }
        return send(form, file);
      },
      (problems: FieldErrors<ApplicationFormInput>) =>
        focusFirst({ ...problems, ...(fileProblem ? { resume: fileProblem } : {}) }),
    )(event);
  };

  if (phase.kind === "sent") {
    return <ApplicationSent job={job} headingRef={successRef} />;
  }

  const sending = phase.kind === "sending";
  const statesError = errors.licenseStates?.message ?? errors.licenseStates?.root?.message;

  return (
    <form
      id={APPLICATION_FORM_ID}
      method="post"
      action={APPLICATION_API_PATH}
      encType="multipart/form-data"
      aria-labelledby="apply-now-title"
      noValidate={enhanced}
      data-enhanced={enhanced ? "true" : undefined}
      // A submit before hydration is held until the form has taken over (forms/early-submit.tsx).
      data-hold-early-submit=""
      onSubmit={onSubmit}
      className="grid gap-5 sm:grid-cols-2"
    >
      {/* Not registered: React Hook Form would set the value only in the browser. It checks the default. */}
      <input type="hidden" name="job" value={job.path} />
      <LeadHiddenFields id="apply" source={FORM_SOURCE} {...hidden} />
      <IdentityFields fieldId={fieldId} registrations={registerIdentity(register)} errors={errors} />
      <RadioChoices
        id={fieldId("credential")}
        legend={copy.fields.credential}
        values={CREDENTIALS}
        labels={CREDENTIAL_LABELS}
        registration={register("credential")}
        error={errors.credential?.message}
        required
        columnsClassName="sm:grid-cols-3"
        className="sm:col-span-2"
      />
      <LicenseStatesField registration={register("licenseStates")} error={statesError} enhanced={enhanced} />
      <TextField
        id={fieldId("yearsExperience")}
        label={copy.fields.yearsExperience}
        optional
        type="number"
        inputMode="numeric"
        min={0}
        max={APPLICATION_LIMITS.yearsExperienceMax}
        step={1}
        className="sm:max-w-40"
        error={errors.yearsExperience?.message}
        registration={register("yearsExperience")}
        fieldClassName="sm:col-span-2"
      />
      <TextField
        id={fieldId("message")}
        label={copy.fields.message}
        optional
        rows={4}
        maxLength={APPLICATION_LIMITS.message}
        error={errors.message?.message}
        registration={register("message")}
        fieldClassName="sm:col-span-2"
      />
      <ResumeField error={fileError} onChange={chooseFile} />
      <ConsentField registration={register("consent")} error={errors.consent?.message} />
      <div className="grid gap-3 sm:col-span-2">
        {sending ? (
          <div className="grid gap-1.5">
            <label htmlFor={fieldId("progress")} className="text-sm font-semibold text-slate-900">
              {copy.progressLabel}
            </label>
            <progress
              id={fieldId("progress")}
              max={100}
              value={phase.percent}
              aria-valuetext={`${phase.percent}%`}
              className="h-3 w-full overflow-hidden rounded-full accent-brand-700"
            />
          </div>
        ) : null}
        <p role="status" className="sr-only">
          {progressNote}
        </p>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
          {sending ? copy.sending : copy.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * The states where the candidate is licensed: a disclosure (details/summary, so it opens without
 * JavaScript too) holding one checkbox per state, each posted as a repeated `licenseStates` field. With
 * JavaScript the summary names the chosen states and a search box narrows the list.
 */
function LicenseStatesField({
  registration,
  error,
  enhanced,
}: {
  registration: UseFormRegisterReturn<"licenseStates">;
  error?: string;
  enhanced: boolean;
}) {
  const copy = applicationCopy.fields;
  const id = fieldId("licenseStates");
  const [chosen, setChosen] = useState<string[]>([]);
  const [filter, setFilter] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const readChosen = () =>
    setChosen(
      [...(listRef.current?.querySelectorAll<HTMLInputElement>("input:checked") ?? [])].map(
        (input) => input.value,
      ),
    );
  // Boxes ticked before the form's code arrived are already checked in the document.
  useEffect(readChosen, []);
  const query = filter.trim().toLowerCase();
  const matches = (code: string) =>
    !query ||
    code.toLowerCase() === query ||
    LICENSE_STATES[code as keyof typeof LICENSE_STATES].toLowerCase().includes(query);
  const anyMatch = LICENSE_STATE_CODES.some(matches);
  const summary =
    enhanced && chosen.length > 0
      ? chosen.map((code) => LICENSE_STATES[code as keyof typeof LICENSE_STATES]).join(", ")
      : copy.licenseStatesNone;
  return (
    <FormFieldset id={id} hint error={error} data-slot="form-field" className="grid gap-1.5 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">{copy.licenseStates}</legend>
      <FormDescription className="text-sm text-slate-700">{copy.licenseStatesHint}</FormDescription>
      <details
        id={`${id}-picker`}
        className="group/states rounded-md border border-slate-500 bg-white open:border-brand-700"
      >
        <summary
          id={id}
          aria-describedby={error ? formMessageId(id) : undefined}
          className={cn(
            "flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-md px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden",
            error && "text-red-800",
          )}
        >
          <span data-slot="states-summary" className="min-w-0 truncate">
            {summary}
          </span>
          <span aria-hidden="true" className="shrink-0 text-slate-700 group-open/states:rotate-180">
            ▾
          </span>
        </summary>
        <div className="border-t border-slate-200 p-3">
          {enhanced ? (
            <div className="mb-3 grid gap-1.5">
              <label htmlFor={`${id}-filter`} className="text-sm font-semibold text-slate-900">
                {copy.licenseStatesFilter}
              </label>
              <Input
                id={`${id}-filter`}
                type="search"
                autoComplete="off"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                onKeyDown={(event) => {
                  // Enter picks nothing and must not send the form from here.
                  if (event.key === "Enter") event.preventDefault();
                }}
                aria-controls={`${id}-list`}
              />
              {anyMatch ? null : (
                <p role="status" className="text-sm text-slate-700">
                  {copy.licenseStatesNoMatch}
                </p>
              )}
            </div>
          ) : null}
          <ul
            id={`${id}-list`}
            ref={listRef}
            className="grid max-h-72 grid-cols-1 gap-1 overflow-y-auto min-[360px]:grid-cols-2 sm:grid-cols-3"
          >
            {LICENSE_STATE_CODES.map((code) => (
              <li key={code} hidden={!matches(code)}>
                <label
                  htmlFor={`${id}-${code}`}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 text-sm text-slate-900 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
                >
                  <input
                    type="checkbox"
                    id={`${id}-${code}`}
                    value={code}
                    className={choiceInputClass}
                    {...registration}
                    onChange={(event) => {
                      void registration.onChange(event);
                      readChosen();
                    }}
                  />
                  {LICENSE_STATES[code]}
                </label>
              </li>
            ))}
          </ul>
        </div>
      </details>
      <FormMessage />
    </FormFieldset>
  );
}

function ResumeField({
  error,
  onChange,
}: {
  error?: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = fieldId("resume");
  return (
    <FieldShell
      id={id}
      label={applicationCopy.fields.resume}
      description={applicationCopy.fields.resumeHint}
      error={error}
      className="sm:col-span-2"
    >
      <FormControl>
        <input
          type="file"
          name="resume"
          accept={RESUME_ACCEPT}
          required
          onChange={onChange}
          className="block w-full rounded-md border border-slate-500 bg-white p-2 text-sm text-slate-900 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-700"
        />
      </FormControl>
    </FieldShell>
  );
}

function ConsentField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const id = fieldId("consent");
  const copy = applicationCopy.fields;
  return (
    <FormItem id={id} error={error} className="grid gap-1.5 sm:col-span-2">
      <div className="flex items-start gap-3">
        <FormControl>
          <input
            type="checkbox"
            value="on"
            required
            className="mt-1 size-4 shrink-0 accent-brand-700"
            {...registration}
          />
        </FormControl>
        <label htmlFor={id} className="text-sm text-slate-900">
          {copy.consent}{" "}
          <a href={copy.privacyLink.href} className="font-medium text-brand-700 underline underline-offset-2">
            {copy.privacyLink.label}
          </a>
          .
        </label>
      </div>
      <FormMessage />
    </FormItem>
  );
}

function ApplicationSent({
  job,
  headingRef,
}: {
  job: ApplicationFormProps["job"];
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const copy = applicationCopy.success;
  const { recruiter } = job;
  return (
    <div data-testid="application-sent" className="rounded-lg border-2 border-green-700 bg-green-50 p-5">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-bold text-green-900 outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
        {copy.heading}
      </h3>
      <p className="mt-3 text-slate-900">{copy.lead(job.title)}</p>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-slate-900">
        {copy.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-4 text-slate-900">{copy.contact(recruiter.name)}</p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        <li>
          <a
            href={`mailto:${recruiter.email}`}
            className="inline-flex items-center gap-2 text-brand-700 underline underline-offset-2"
          >
            <Mail aria-hidden="true" className="size-4" />
            {recruiter.email}
          </a>
        </li>
        <li>
          <a
            href={recruiter.phoneHref}
            className="inline-flex items-center gap-2 text-brand-700 underline underline-offset-2"
          >
            <Phone aria-hidden="true" className="size-4" />
            {recruiter.phone}
          </a>
        </li>
      </ul>
    </div>
  );
}
