import { z } from "zod/mini";
import { issuesByField } from "./content-rules";
import {
  cleanMultiLine,
  cleanSingleLine,
  emailField,
  LEAD_LIMITS,
  phoneField,
  requiredLine,
  serverReadFields,
} from "./lead";
import { JOB_PATH_MAX_LENGTH } from "./paths";
import { usStates } from "./us-states";

/**
 * A candidate's application to one job posting: the fields of the "Apply now" form, read by the browser
 * (react-hook-form) and the server (multipart `POST /api/applications`) alike. The résumé is checked apart:
 * its size and declared type in the browser before sending, its size while streaming and its type by its
 * content (magic bytes) on the server.
 */

export const CREDENTIALS = ["NP", "PA", "Other"] as const;
export type Credential = (typeof CREDENTIALS)[number];

export const CREDENTIAL_LABELS: Record<Credential, string> = {
  NP: "Nurse Practitioner (NP)",
  PA: "Physician Assistant (PA)",
  Other: "Other (non-clinical role)",
};

/** Two-letter codes of the US states, the District of Columbia and the territories that license clinicians. */
export const LICENSE_STATES = {
  ...usStates,
  PR: "Puerto Rico",
  GU: "Guam",
  VI: "U.S. Virgin Islands",
} as const;
export type LicenseState = keyof typeof LICENSE_STATES;
export const LICENSE_STATE_CODES = Object.keys(LICENSE_STATES) as LicenseState[];

/** 5 MiB: the largest résumé accepted. The server stops reading one byte past it. */
export const RESUME_MAX_BYTES = 5_242_880;

/**
 * How long an application's request may take, shared by the server's rules and the form's own timeout: at
 * most `budgetWaitMs` waiting for room among the uploads in progress, then at most `uploadDeadlineMs` of
 * reading (enough for the largest body at half of a 3G uplink).
 */
export const APPLICATION_TIMING = {
  budgetWaitMs: 10_000,
  uploadDeadlineMs: 240_000,
} as const;

/** The résumé formats accepted, each as the server recognises it by content. */
export const RESUME_TYPES = {
  pdf: { label: "PDF", extension: "pdf", mediaType: "application/pdf" },
  docx: {
    label: "DOCX",
    extension: "docx",
    mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  doc: { label: "DOC", extension: "doc", mediaType: "application/msword" },
} as const;
export type ResumeType = keyof typeof RESUME_TYPES;
export const RESUME_TYPE_KEYS = Object.keys(RESUME_TYPES) as ResumeType[];
/** For the file input's `accept`: extensions and media types. */
export const RESUME_ACCEPT = RESUME_TYPE_KEYS.flatMap((key) => [
  `.${RESUME_TYPES[key].extension}`,
  RESUME_TYPES[key].mediaType,
]).join(",");

export const RESUME_MESSAGES = {
  required: "Please attach your résumé (PDF, DOCX or DOC)",
  tooLarge: "Your résumé must be 5 MB or smaller",
  empty: "Your résumé file is empty",
  wrongType: "Your résumé must be a PDF, DOCX or DOC file",
} as const;

export const APPLICATION_LIMITS = {
  ...LEAD_LIMITS,
  message: 5000,
  yearsExperienceMax: 60,
  /** Display text of the original file name (the stored name is sanitised apart). */
  fileName: 255,
  licenseStates: LICENSE_STATE_CODES.length,
} as const;

/** Values an HTML checkbox or a JSON client may send for "I agree". */
const CONSENT_VALUES = new Set<unknown>([true, "true", "on", "yes", "1"]);
const CONSENT_MESSAGE = "Please agree to be contacted and to the privacy policy";

/** One value of a field a multipart or urlencoded form may repeat; the first counts. */
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export const ApplicationSchema = z.object({
  /** The posting's path, as the public site serves it (`/job-...`). */
  job: z
    .string({ error: "Choose the job you are applying for" })
    .check(
      z.overwrite(cleanSingleLine),
      z.trim(),
      z.minLength(2, "Choose the job you are applying for"),
      z.maxLength(JOB_PATH_MAX_LENGTH, "Choose the job you are applying for"),
      z.regex(/^\/[a-z0-9][a-z0-9\-/]*$/, "Choose the job you are applying for"),
    ),
  firstName: requiredLine(2, LEAD_LIMITS.name, "First name must be at least 2 characters", "First name"),
  lastName: requiredLine(2, LEAD_LIMITS.name, "Last name must be at least 2 characters", "Last name"),
  email: emailField("Please enter a valid email"),
  phone: phoneField("Please enter a valid phone number"),
  credential: z.enum(CREDENTIALS, { error: "Choose NP, PA or Other" }),
  licenseStates: z.pipe(
    z.transform((value: unknown) =>
      (Array.isArray(value) ? value : value === undefined || value === "" ? [] : [value]).map((code) =>
        typeof code === "string" ? code.trim().toUpperCase() : code,
      ),
    ),
    z
      .array(z.enum(LICENSE_STATE_CODES as [LicenseState, ...LicenseState[]], { error: "Choose a US state" }))
      .check(
        z.minLength(1, "Choose at least one state where you are licensed"),
        z.maxLength(APPLICATION_LIMITS.licenseStates, "Choose each state once"),
        z.refine((codes) => new Set(codes).size === codes.length, { error: "Choose each state once" }),
      ),
  ),
  yearsExperience: z.optional(
    z.pipe(
      z.transform((value: unknown) => {
        const raw = single(value);
        if (raw === undefined || raw === null || raw === "") return undefined;
        if (typeof raw === "string" && /^\s*\d{1,3}\s*$/.test(raw)) return Number(raw);
        return raw;
      }),
      z.optional(
        z
          .number({ error: "Enter whole years, from 0 to 60" })
          .check(
            z.int("Enter whole years, from 0 to 60"),
            z.gte(0, "Enter whole years, from 0 to 60"),
            z.lte(APPLICATION_LIMITS.yearsExperienceMax, "Enter whole years, from 0 to 60"),
          ),
      ),
    ),
  ),
  message: z.optional(
    z
      .string({ error: "Message must be text" })
      .check(
        z.overwrite(cleanMultiLine),
        z.trim(),
        z.maxLength(
          APPLICATION_LIMITS.message,
          `Message must be at most ${APPLICATION_LIMITS.message} characters`,
        ),
      ),
  ),
  consent: z.pipe(
    z.transform((value: unknown) => CONSENT_VALUES.has(single(value))),
    z.literal(true, { error: CONSENT_MESSAGE }),
  ),
  ...serverReadFields,
});
export type ApplicationInput = z.input<typeof ApplicationSchema>;
export type Application = z.output<typeof ApplicationSchema>;

/** The text fields a multipart application names (besides the attribution, honeypot and `resume`). */
export const APPLICATION_FIELD_NAMES = [
  "job",
  "firstName",
  "lastName",
  "email",
  "phone",
  "credential",
  "licenseStates",
  "yearsExperience",
  "message",
  "consent",
] as const;

/** The browser's check of a chosen file before it is sent: size and declared type or extension. */
export function resumeFileProblem(
  file: { name: string; size: number; type: string } | undefined | null,
): string | null {
  if (!file) return RESUME_MESSAGES.required;
  if (file.size === 0) return RESUME_MESSAGES.empty;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.tooLarge;
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  const known = RESUME_TYPE_KEYS.some(
    (key) => RESUME_TYPES[key].extension === extension || RESUME_TYPES[key].mediaType === file.type,
  );
  return known ? null : RESUME_MESSAGES.wrongType;
}

/** One message per field, as the API's 400 body and the form use (the file's problem under `resume`). */
export function applicationFieldErrors(error: {
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>;
}): Record<string, string> {
  return issuesByField(error, { root: "form", depth: 1 });
}

/* The recruiters' side. */

/**
 * The pipeline's stages, in order (decision 0360). `new` is "Applied": the key every feature reads as "not
 * answered yet" (waits, overdue, the first response) is kept.
 */
export const APPLICATION_STATUSES = [
  "new",
  "screening",
  "submitted",
  "interview",
  "offer",
  "placed",
  "not_fit",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "Applied",
  screening: "Screening",
  submitted: "Submitted to client",
  interview: "Interview",
  offer: "Offer",
  placed: "Placed",
  not_fit: "Not a fit",
};

/** How an application is delivered: the recruiters' e-mail (with the résumé), the webhook, the candidate's confirmation. */
export const APPLICATION_CHANNELS = ["email", "webhook", "confirmation"] as const;
export type ApplicationChannel = (typeof APPLICATION_CHANNELS)[number];

/** The webhook event of a new application (the résumé is not sent, only a link to it in the inbox). */
export const APPLICATION_WEBHOOK_EVENT = "application.created";

/** Per client address and hour, unless APPLICATION_RATE_LIMIT says otherwise. */
export const APPLICATION_RATE_LIMIT_DEFAULT = 5;

/**
 * What the browser checks before sending: the form's own fields. Attribution, the honeypot and the time
 * the form was shown travel as hidden inputs and are read by the server alone.
 */
export const ApplicationFormSchema = z.omit(ApplicationSchema, {
  attribution: true,
  website: true,
  startedAt: true,
});
export type ApplicationFormInput = z.input<typeof ApplicationFormSchema>;
export type ApplicationFormValues = z.output<typeof ApplicationFormSchema>;
