import { zodResolver } from "@hookform/resolvers/zod";
import { BellRing, CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type FieldErrors, type UseFormRegisterReturn, useForm } from "react-hook-form";
import { TextField } from "#app/components/forms/form-field";
import { LeadHiddenFields } from "#app/components/forms/lead-hidden-fields";
import { readPrerenderedForm, useFormContextFields } from "#app/components/forms/use-lead-submission";
import { Button } from "#app/components/ui/button";
import { FormFieldset, FormMessage } from "#app/components/ui/form";
import { leadAttribution, recordVisitOnce } from "#app/lib/attribution";
import { newIdempotencyKey } from "#app/lib/submit-lead";
import { cn } from "#app/lib/utils";
import type { JobPosting } from "#schemas/job-posting";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_LIMITS,
  ALERT_ROLE_LABELS,
  ALERT_ROLES,
  ALERT_STATE_CODES,
  JOB_ALERT_PATHS,
  type JobAlertFormInput,
  JobAlertFormSchema,
  type JobAlertFormValues,
} from "#schemas/job-alert";
import { usStates } from "#schemas/us-states";

interface JobAlertFormProps {
  /** Ids on the page start with it (one form per page; the prerendered form is read by them). */
  idPrefix?: string;
  /** The role and state to start from (a posting's), if any. */
  defaults?: Partial<Pick<JobAlertFormInput, "role" | "states" | "remote">>;
  /** The heading the form is labelled by. */
  labelledBy: string;
}

const FIELD_ORDER = ["email", "role", "states", "specialty", "frequency"] as const;
type FieldName = (typeof FIELD_ORDER)[number];

/** What was typed into the prerendered form before its code arrived. */
function readPrerendered(formId: string): Partial<JobAlertFormInput> | undefined {
  const form = readPrerenderedForm(formId);
  if (!form) return undefined;
  const { data, text } = form;
  const role = text("role");
  const frequency = text("frequency");
  return {
    email: text("email"),
    ...(role ? { role: role as JobAlertFormInput["role"] } : {}),
    states: data.getAll("states").filter((code) => typeof code === "string"),
    remote: data.get("remote") === "on",
    specialty: text("specialty"),
    ...(frequency ? { frequency: frequency as JobAlertFormInput["frequency"] } : {}),
  };
}

type Phase = { kind: "editing" } | { kind: "sending" } | { kind: "sent"; email: string };

/**
 * The job alert's subscription form. Prerendered, it is a plain form post answered with a page; with its
 * code it checks the fields in the page, sends JSON and says what happens next: a confirmation email,
 * and nothing else until it is confirmed.
 */
export function JobAlertForm({ idPrefix = "alert", defaults, labelledBy }: JobAlertFormProps) {
  const formId = `${idPrefix}-form`;
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const { enhanced, hidden, startedAt, honeypotRef, pathname } = useFormContextFields();
  const [prerendered] = useState(() => readPrerendered(formId));
  const [phase, setPhase] = useState<Phase>({ kind: "editing" });
  const [failure, setFailure] = useState<string>();
  const doneRef = useRef<HTMLHeadingElement>(null);
  const idempotencyKey = useRef<string>(undefined);
  const initial = {
    role: defaults?.role ?? "both",
    states: (defaults?.states as string[] | undefined) ?? [],
    remote: defaults?.remote === true,
    frequency: "immediately",
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<JobAlertFormInput, unknown, JobAlertFormValues>({
    resolver: zodResolver(JobAlertFormSchema),
    shouldFocusError: false,
    defaultValues: {
      email: "",
      role: "both",
      states: [],
      remote: false,
      specialty: "",
      frequency: "immediately",
      ...defaults,
      ...prerendered,
    },
  });

  useEffect(() => {
    if (phase.kind === "sent") doneRef.current?.focus();
  }, [phase.kind]);

  const focusFirst = (problems: Partial<Record<string, unknown>>) => {
    const first = FIELD_ORDER.find((name) => problems[name]);
    if (!first) return;
    if (first === "states") {
      const picker = document.getElementById(fieldId("states-picker"));
      if (picker instanceof HTMLDetailsElement) picker.open = true;
    }
    const target =
      first === "role" || first === "frequency"
        ? document.querySelector<HTMLInputElement>(`#${formId} input[name=${first}]:checked`)
        : document.getElementById(fieldId(first));
    target?.focus();
  };

  const send = async (values: JobAlertFormValues) => {
    setFailure(undefined);
    setPhase({ kind: "sending" });
    recordVisitOnce();
    idempotencyKey.current ??= newIdempotencyKey();
    let response: Response | undefined;
    try {
      response = await fetch(JOB_ALERT_PATHS.subscribe, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "Idempotency-Key": idempotencyKey.current,
        },
        body: JSON.stringify({
          ...values,
          attribution: leadAttribution(pathname),
          website: honeypotRef.current?.value ?? "",
          startedAt,
        }),
        credentials: "same-origin",
      });
    } catch {
      response = undefined;
    }
    if (response?.ok) {
      idempotencyKey.current = undefined;
      setPhase({ kind: "sent", email: values.email });
      return;
    }
    setPhase({ kind: "editing" });
    if (response?.status === 400) {
      idempotencyKey.current = undefined;
      const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
      for (const [name, message] of Object.entries(body.errors ?? {})) {
        if ((FIELD_ORDER as readonly string[]).includes(name)) setError(name as FieldName, { message });
      }
      focusFirst(body.errors ?? {});
      setFailure("Please check the fields marked below.");
    } else if (response?.status === 429) {
      setFailure("Too many requests from your network in the last hour. Please try again later.");
    } else {
      setFailure("Your alert could not be saved. Please check your connection and try again.");
    }
  };

  if (phase.kind === "sent") {
    return (
      <div data-slot="job-alert-sent" className="rounded-lg border border-emerald-300 bg-emerald-50 p-5">
        <h3 ref={doneRef} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <CircleCheck aria-hidden="true" className="size-5 text-emerald-700" />
          Check your inbox
        </h3>
        <p className="mt-2 text-slate-800">
          We sent a link to <strong>{phase.email}</strong>. Confirm your alert there (the link works for 3
          days); we send nothing else until you do.
        </p>
      </div>
    );
  }

  const statesError = errors.states?.message ?? errors.states?.root?.message;

  return (
    <form
      id={formId}
      method="post"
      action={JOB_ALERT_PATHS.subscribe}
      aria-labelledby={labelledBy}
      noValidate={enhanced}
      data-enhanced={enhanced ? "true" : undefined}
      data-hold-early-submit=""
      onSubmit={(event) => {
        if (phase.kind === "sending") {
          event.preventDefault();
          return;
        }
        void handleSubmit(send, (problems: FieldErrors<JobAlertFormInput>) => focusFirst(problems))(event);
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <LeadHiddenFields id={idPrefix} source="Job Alert Form" {...hidden} />
      <TextField
        id={fieldId("email")}
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={register("email")}
        fieldClassName="sm:col-span-2"
      />
      <AlertChoices
        id={fieldId("role")}
        legend="Role"
        values={ALERT_ROLES}
        labels={ROLE_CHOICE_LABELS}
        checked={initial.role}
        error={errors.role?.message}
        registration={register("role")}
        columnsClassName="min-[420px]:grid-cols-3"
      />
      <FormFieldset id={fieldId("states")} error={statesError} className="grid gap-2 sm:col-span-2">
        <legend className="mb-1.5 text-sm font-semibold text-slate-900">Where</legend>
        <label className={cn(choiceClass, "w-fit")}>
          <input
            type="checkbox"
            value="on"
            className={choiceInputClass}
            defaultChecked={initial.remote === true}
            {...register("remote")}
          />
          Remote roles
        </label>
        <details
          id={fieldId("states-picker")}
          className="group/states rounded-md border border-slate-500 bg-white open:border-brand-700"
        >
          <summary
            id={fieldId("states")}
            className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden"
          >
            <span>States (choose one or more)</span>
            <span aria-hidden="true" className="shrink-0 text-slate-700 group-open/states:rotate-180">
              ▾
            </span>
          </summary>
          <ul className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto border-t border-slate-200 p-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
            {ALERT_STATE_CODES.map((code) => (
              <li key={code}>
                <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 text-sm text-slate-900 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-700">
                  <input
                    type="checkbox"
                    value={code}
                    className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                    defaultChecked={initial.states.includes(code)}
                    {...register("states")}
                  />
                  {usStates[code]}
                </label>
              </li>
            ))}
          </ul>
        </details>
        <FormMessage />
      </FormFieldset>
      <TextField
        id={fieldId("specialty")}
        label="Specialty"
        optional
        maxLength={ALERT_LIMITS.specialty}
        autoComplete="off"
        placeholder="For example: cardiology, urgent care"
        error={errors.specialty?.message}
        registration={register("specialty")}
        fieldClassName="sm:col-span-2"
      />
      <AlertChoices
        id={fieldId("frequency")}
        legend="How often"
        values={ALERT_FREQUENCIES}
        labels={ALERT_FREQUENCY_LABELS}
        checked={initial.frequency}
        error={errors.frequency?.message}
        registration={register("frequency")}
        columnsClassName="min-[420px]:grid-cols-2"
      />
      <div className="grid gap-2 sm:col-span-2">
        {failure ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={phase.kind === "sending"}>
          <BellRing aria-hidden="true" />
          {phase.kind === "sending" ? "Saving your alert…" : "Create job alert"}
        </Button>
        <p className="text-sm text-slate-700">
          We email you a link to confirm first. Every alert email has a one-click unsubscribe.{" "}
          <a href="/privacy-policy#job-alerts" className="font-semibold text-brand-700 underline">
            How we use your email
          </a>
        </p>
      </div>
    </form>
  );
}

const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-700";
const choiceInputClass = "size-4 shrink-0 accent-brand-700";
const ROLE_CHOICE_LABELS = { ...ALERT_ROLE_LABELS, both: "NP or PA" };

/** Radio buttons under one legend; focus finds the checked one by its name. */
function AlertChoices<T extends string>({
  id,
  legend,
  values,
  labels,
  checked,
  error,
  registration,
  columnsClassName,
}: {
  id: string;
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  checked: string;
  error?: string;
  registration: UseFormRegisterReturn;
  columnsClassName: string;
}) {
  return (
    <FormFieldset id={id} error={error} className="grid gap-1.5 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className={cn("grid gap-2", columnsClassName)}>
        {values.map((value) => (
          <label key={value} className={choiceClass}>
            <input
              type="radio"
              value={value}
              className={choiceInputClass}
              defaultChecked={checked === value}
              {...registration}
            />
            {labels[value]}
          </label>
        ))}
      </div>
      <FormMessage />
    </FormFieldset>
  );
}

/** Where the alert form stands: /jobs with nothing open, folded under the open roles, or on a posting. */
export type JobAlertPlace = "none-open" | "list" | "posting-open" | "posting-closed";

export interface JobAlertPanelProps {
  place: JobAlertPlace;
  /** On a posting: its role and places, chosen to start with. */
  job?: Pick<JobPosting, "roles" | "locations" | "remote">;
  className?: string;
}

const PANEL_COPY: Record<JobAlertPlace, { title: string; intro: string }> = {
  "none-open": {
    title: "Get an email when a role opens",
    intro:
      "Choose the role and the states (or remote work) you want; we email you as soon as a matching position is posted, or once a day.",
  },
  list: {
    title: "Create a job alert",
    intro: "We email you when a matching NP or PA role is posted, at once or in one daily digest.",
  },
  "posting-open": {
    title: "Get roles like this one by email",
    intro:
      "Tell us what you are looking for and we will email you when a matching NP or PA role is posted, at once or in one daily digest.",
  },
  "posting-closed": {
    title: "Get an email when a role like this opens",
    intro:
      "Tell us what you are looking for and we will email you when a matching NP or PA role is posted, at once or in one daily digest.",
  },
};

/** The alert form in its titled box; on a posting it starts from the posting's role and places. */
export function JobAlertPanel({ place, job, className }: JobAlertPanelProps) {
  const id = "job-alert";
  const titleId = `${id}-title`;
  const copy = PANEL_COPY[place];
  const defaults = job
    ? {
        role: job.roles.length === 1 ? job.roles[0] : ("both" as const),
        states: [...new Set(job.locations.map((location) => location.region))],
        remote: job.remote !== undefined,
      }
    : undefined;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-slot="job-alert-section"
      className={cn("rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6", className)}
    >
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 mb-5 max-w-2xl text-slate-700">{copy.intro}</p>
      <JobAlertForm idPrefix={id} labelledBy={titleId} defaults={defaults} />
    </section>
  );
}
