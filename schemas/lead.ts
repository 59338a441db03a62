import { z } from "zod/mini";

export const USER_TYPES = ["employer", "job_seeker"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_TYPE_LABELS: Record<UserType, string> = {
  employer: "Healthcare Organization",
  job_seeker: "NP/PA Professional",
};

export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  optionalText: 200,
  message: 5000,
  formSource: 100,
  pagePath: 2048,
  referrer: 2048,
  utmKeys: 10,
  utmValue: 200,
  honeypot: 200,
} as const;

/** Fill times under this are treated as automated (together with the honeypot). */
export const MIN_FILL_TIME_MS = 3000;

// Lone surrogates cannot be encoded as UTF-8; NUL is rejected by PostgreSQL text columns.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * Invisible format characters that reorder or hide text: bidirectional embeddings, overrides, isolates and
 * marks, zero-width space, word joiner and invisible operators, the byte-order mark. In a name or a subject
 * line they make "Eve\u202Egnp.exe" read as something else. Zero-width (non-)joiners stay: scripts such as
 * Persian and Devanagari and emoji sequences need them.
 */
const INVISIBLE_FORMAT = /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

export function stripInvisibleFormat(value: string): string {
  return value.replace(INVISIBLE_FORMAT, "");
}

export function cleanSingleLine(value: string): string {
  return stripInvisibleFormat(value.replace(LONE_SURROGATE, "\uFFFD").replace(CONTROL_SINGLE_LINE, " "));
}

export function cleanMultiLine(value: string): string {
  return value
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(CONTROL_MULTI_LINE, "");
}

/** Lengths count characters (Unicode code points), as zod's length checks do. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Cuts to at most `max` characters without splitting a surrogate pair. */
export function truncateCharacters(value: string, max: number): string {
  if (value.length <= max) return value;
  let count = 0;
  let end = 0;
  for (const character of value) {
    if (count === max) break;
    count += 1;
    end += character.length;
  }
  return value.slice(0, end);
}

/** One line of text that is never a reason to reject a lead: cleaned, trimmed, cut to `max` characters. */
function cappedLine(value: string, max: number): string {
  // Trimmed again after the cut, which may end on a space.
  return truncateCharacters(cleanSingleLine(value).trim(), max).trimEnd();
}

const cap = (max: number) => z.overwrite((value: string) => cappedLine(value, max));

/** A required one-line text field: cleaned, trimmed, with a minimum and a maximum length. */
export function requiredLine(min: number, max: number, message: string, label: string) {
  return z
    .string({ error: message })
    .check(
      z.overwrite(cleanSingleLine),
      z.trim(),
      z.minLength(min, message),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
}

/** An optional one-line text: control characters and surrounding spaces cleaned, at most `max` characters. */
export function optionalLine(max: number, label: string) {
  return z.optional(
    z
      .string({ error: `${label} must be text` })
      .check(
        z.overwrite(cleanSingleLine),
        z.trim(),
        z.maxLength(max, `${label} must be at most ${max} characters`),
      ),
  );
}

export function emailField(message: string) {
  return z
    .string({ error: message })
    .check(
      z.overwrite(cleanSingleLine),
      z.trim(),
      z.toLowerCase(),
      z.maxLength(LEAD_LIMITS.email, message),
      z.email(message),
    );
}

/** Digits and phone punctuation (a leading +, spaces, parentheses, dashes, dots, slashes) only. */
const PHONE_CHARACTERS = /^\+?[0-9 ().\-/]+$/;
export const PHONE_MIN_DIGITS = 10;

export function phoneDigitCount(value: string): number {
  return value.replace(/\D/g, "").length;
}

/** A phone number: at least ten digits and nothing but phone punctuation around them; one message for all. */
export function phoneField(message: string) {
  return z.string({ error: message }).check(
    z.overwrite(cleanSingleLine),
    z.trim(),
    z.maxLength(LEAD_LIMITS.phone, `Phone number must be at most ${LEAD_LIMITS.phone} characters`),
    z.regex(PHONE_CHARACTERS, message),
    z.refine((value) => phoneDigitCount(value) >= PHONE_MIN_DIGITS, { error: message }),
  );
}

const userTypeField = z._default(
  z.enum(USER_TYPES, { error: "Please choose Healthcare Organization or NP/PA Professional" }),
  "employer",
);

const formSourceField = z._default(
  z.string({ error: "Form source must be text" }).check(cap(LEAD_LIMITS.formSource)),
  "",
);

const lenientLine = (max: number) => z.catch(z.optional(z.string().check(cap(max))), undefined);

const UTM_KEY = /^utm_[a-z0-9_]{1,40}$/;

/**
 * Where the lead came from. Never a reason to reject a lead: anything malformed is dropped,
 * long values are cut to their caps.
 */
export const AttributionSchema = z.catch(
  z.optional(
    z.object({
      pagePath: lenientLine(LEAD_LIMITS.pagePath),
      referrer: lenientLine(LEAD_LIMITS.referrer),
      utm: z.catch(
        z.optional(
          z.record(z.string(), z.unknown()).check(
            z.overwrite((record) => {
              const out: Record<string, string> = {};
              let count = 0;
              for (const [key, value] of Object.entries(record)) {
                if (count >= LEAD_LIMITS.utmKeys) break;
                if (typeof value !== "string" || !UTM_KEY.test(key)) continue;
                const cleaned = cappedLine(value, LEAD_LIMITS.utmValue);
                if (cleaned === "") continue;
                out[key] = cleaned;
                count += 1;
              }
              return out;
            }),
          ),
        ),
        undefined,
      ),
    }),
  ),
  undefined,
);
export type Attribution = {
  pagePath?: string;
  referrer?: string;
  utm?: Record<string, string>;
};

/** Fields read by the server only: attribution, the honeypot and the time the form was shown. */
export const serverReadFields = {
  attribution: AttributionSchema,
  // Honeypot: hidden from people, so a real lead leaves it empty. Never rejected, only flagged.
  website: z.catch(z.optional(z.string().check(cap(LEAD_LIMITS.honeypot))), "[not text]"),
  startedAt: z.catch(z.optional(z.number().check(z.int(), z.gte(0))), undefined),
};

/** A payload that is not one object of fields (an array, a string, null) is refused as a whole. */
const NOT_AN_OBJECT = { error: "Send the form fields as a JSON object" };

export const QuickContactSchema = z.object(
  {
    firstName: requiredLine(2, LEAD_LIMITS.name, "First name is required", "First name"),
    lastName: requiredLine(2, LEAD_LIMITS.name, "Last name is required", "Last name"),
    email: emailField("Valid email required"),
    phone: phoneField("Phone number required"),
    userType: userTypeField,
    formSource: formSourceField,
    ...serverReadFields,
  },
  NOT_AN_OBJECT,
);
export type QuickContactInput = z.input<typeof QuickContactSchema>;
export type QuickContact = z.output<typeof QuickContactSchema>;

export const ContactSchema = z.object(
  {
    firstName: requiredLine(2, LEAD_LIMITS.name, "First name must be at least 2 characters", "First name"),
    lastName: requiredLine(2, LEAD_LIMITS.name, "Last name must be at least 2 characters", "Last name"),
    email: emailField("Please enter a valid email"),
    phone: phoneField("Please enter a valid phone number"),
    userType: userTypeField,
    organization: optionalLine(LEAD_LIMITS.optionalText, "Organization"),
    position: optionalLine(LEAD_LIMITS.optionalText, "Position"),
    specialty: optionalLine(LEAD_LIMITS.optionalText, "Specialty"),
    location: optionalLine(LEAD_LIMITS.optionalText, "Location"),
    message: z
      .string({ error: "Message must be at least 10 characters" })
      .check(
        z.overwrite(cleanMultiLine),
        z.trim(),
        z.minLength(10, "Message must be at least 10 characters"),
        z.maxLength(LEAD_LIMITS.message, `Message must be at most ${LEAD_LIMITS.message} characters`),
      ),
    formSource: formSourceField,
    ...serverReadFields,
  },
  NOT_AN_OBJECT,
);
export type ContactInput = z.input<typeof ContactSchema>;
export type Contact = z.output<typeof ContactSchema>;

/** One message per field: shared by every form and the API (schemas/field-errors.ts). */
export { fieldErrors } from "./field-errors";
