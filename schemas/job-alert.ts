import { z } from "zod/mini";
import { cleanSingleLine, emailField, serverReadFields } from "./lead";
import { type UsStateCode, usStates } from "./us-states";

/**
 * Job alerts (issue 26): a candidate asks to be e-mailed when a matching posting opens. The subscription
 * form's fields, read by the browser (react-hook-form) and the server (JSON or a plain form post) alike,
 * and the public addresses of the alert's pages.
 */

export const ALERT_ROLES = ["NP", "PA", "both"] as const;
export type AlertRole = (typeof ALERT_ROLES)[number];
export const ALERT_ROLE_LABELS: Record<AlertRole, string> = {
  NP: "Nurse Practitioner (NP)",
  PA: "Physician Assistant (PA)",
  both: "NP and PA",
};

export const ALERT_FREQUENCIES = ["immediately", "daily"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediately: "As soon as a role opens",
  daily: "One daily digest",
};

export const ALERT_STATE_CODES = Object.keys(usStates) as UsStateCode[];

export const ALERT_LIMITS = {
  specialty: 100,
  states: ALERT_STATE_CODES.length,
} as const;

export const ALERT_MESSAGES = {
  email: "Please enter a valid email",
  role: "Choose NP, PA or both",
  states: "Choose at least one state, or remote roles",
  frequency: "Choose how often to hear from us",
} as const;

const TRUE_VALUES = new Set<unknown>([true, "true", "on", "yes", "1"]);
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** The alert's criteria: what the subscription form sends and the manage page changes. */
const criteria = {
  role: z.enum(ALERT_ROLES, { error: ALERT_MESSAGES.role }),
  states: z.pipe(
    z.transform((value: unknown) =>
      (Array.isArray(value) ? value : value === undefined || value === "" ? [] : [value]).map((code) =>
        typeof code === "string" ? code.trim().toUpperCase() : code,
      ),
    ),
    z
      .array(z.enum(ALERT_STATE_CODES as [UsStateCode, ...UsStateCode[]], { error: "Choose a US state" }))
      .check(
        z.maxLength(ALERT_LIMITS.states, "Choose each state once"),
        z.refine((codes) => new Set(codes).size === codes.length, { error: "Choose each state once" }),
      ),
  ),
  remote: z.pipe(
    z.transform((value: unknown) => TRUE_VALUES.has(single(value))),
    z.boolean(),
  ),
  specialty: z.optional(
    z
      .string({ error: "Specialty must be text" })
      .check(
        z.overwrite(cleanSingleLine),
        z.trim(),
        z.maxLength(ALERT_LIMITS.specialty, `Specialty must be at most ${ALERT_LIMITS.specialty} characters`),
      ),
  ),
  frequency: z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequency }),
};

const somewhere = z.refine(
  (alert: unknown) => {
    const { states, remote } = alert as { states: string[]; remote: boolean };
    return states.length > 0 || remote;
  },
  { error: ALERT_MESSAGES.states, path: ["states"] },
);

/** What the manage page changes: the criteria without the address. */
export const JobAlertCriteriaSchema = z.object(criteria).check(somewhere);
export type JobAlertCriteria = z.output<typeof JobAlertCriteriaSchema>;

/** A subscription as the server reads it: the criteria, the address, and the intake's own fields. */
export const JobAlertSchema = z
  .object({ email: emailField(ALERT_MESSAGES.email), ...criteria, ...serverReadFields })
  .check(somewhere);
export type JobAlertInput = z.input<typeof JobAlertSchema>;
export type JobAlert = z.output<typeof JobAlertSchema>;

/** The browser's form: the visible fields only. */
export const JobAlertFormSchema = z
  .object({ email: emailField(ALERT_MESSAGES.email), ...criteria })
  .check(somewhere);
export type JobAlertFormInput = z.input<typeof JobAlertFormSchema>;
export type JobAlertFormValues = z.output<typeof JobAlertFormSchema>;

/** The fields a plain form post carries (besides the intake's); `states` may repeat. */
export const JOB_ALERT_FIELD_NAMES = ["email", "role", "states", "remote", "specialty", "frequency"] as const;

export { JOB_ALERT_PATHS, JOB_ALERT_STAFF_ROUTES } from "./job-alert-paths";

/** Confirmed alerts per role, for the staff app's card; `unconfirmed` waits for its confirmation. */
export const JobAlertSummarySchema = z.object({
  NP: z.number(),
  PA: z.number(),
  both: z.number(),
  total: z.number(),
  unconfirmed: z.number(),
});
export type JobAlertSummary = z.infer<typeof JobAlertSummarySchema>;

/** The staff's export or erasure of one address's alerts (a privacy request). */
export const JobAlertAddressSchema = z.object({
  email: z
    .string({ error: "Enter the e-mail address" })
    .check(z.trim(), z.toLowerCase(), z.minLength(3, "Enter the e-mail address"), z.maxLength(254)),
});

/** An alert as the staff's answers show it: its id, its address and what it asks for. */
const StoredAlertShape = {
  id: z.string(),
  email: z.string(),
  role: z.enum(ALERT_ROLES),
  states: z.array(z.string()),
  remote: z.boolean(),
  specialty: z.nullable(z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
};

/** The answer to a look-up: the address's alerts, oldest first, with how many postings each was sent. */
export const JobAlertLookupAnswerSchema = z.object({
  alerts: z.array(
    z.object({
      ...StoredAlertShape,
      /** Epoch ms. */
      createdAt: z.number(),
      confirmedAt: z.nullable(z.number()),
      postingsSent: z.number(),
    }),
  ),
});
export type JobAlertLookupAnswer = z.infer<typeof JobAlertLookupAnswerSchema>;

/** The answer to an erasure: how many alerts went. */
export const JobAlertEraseAnswerSchema = z.object({ count: z.number() });

/** The answer to an export: every alert of the address, with what it was sent. */
export const JobAlertExportAnswerSchema = z.object({
  alerts: z.array(
    z.object({
      ...StoredAlertShape,
      createdAt: z.string(),
      confirmedAt: z.nullable(z.string()),
      updatedAt: z.string(),
      pagePath: z.nullable(z.string()),
      userAgent: z.nullable(z.string()),
      postingsSent: z.array(z.object({ postingId: z.string(), at: z.string() })),
    }),
  ),
});

/** The places an alert covers, in words: "Georgia, Florida or remote". */
export function alertPlaces(alert: { states: readonly string[]; remote: boolean }): string {
  const names: string[] = alert.states.map((code) => usStates[code as UsStateCode] ?? code);
  if (alert.remote) names.push("remote");
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
