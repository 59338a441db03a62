import {
  type Application,
  CREDENTIAL_LABELS,
  type Credential,
  LICENSE_STATES,
  type LicenseState,
} from "./application";
import { apiKeyOf, type Campaign, campaignPairs, parseCampaign } from "./lead-fields";

/**
 * Every fact a candidate's application carries, in one table: its key in the submitted form (inside
 * `attribution` when `group` says so), the webhook and the staff API, its column, what recruiters call it,
 * and its type, which decides how it is read and shown. The stored row (`ApplicationsTable`), the mapping
 * from a validated submission to that row, the recruiters' e-mail, the webhook body, the CSV export, the
 * staff API's answers and the staff detail screen are derived from it; adding a field starts here
 * (docs/development.md). What the table does not hold is the application's own record: its id, the
 * posting applied to, status, consent, the résumé and the spam verdict.
 */

/**
 * How a value is read and shown:
 * - `name`: one line of the candidate's name; the e-mail joins the name fields into one "Name" row and the
 *   staff detail shows them as its heading;
 * - `text` / `email` / `phone`: one line, shown as it is;
 * - `credential`: one of CREDENTIALS, shown by its label (the CSV keeps the code, the webhook sends both);
 * - `licenseStates`: a JSON array of state codes in its column, shown by the states' names;
 * - `years`: a whole number of years, or none;
 * - `multiline`: the message, shown under the other fields in the e-mail;
 * - `campaign`: the utm_* parameters, a JSON object in its column.
 */
export type ApplicationFieldType =
  | "name"
  | "text"
  | "email"
  | "phone"
  | "credential"
  | "licenseStates"
  | "years"
  | "multiline"
  | "campaign";

/**
 * Where a fact stands: `contact` (who the candidate is and how to reach them), `answers` (what they told us
 * about the role) and `attribution` (where they came from, sent by the page). The e-mail lists the answers
 * before the contact, the staff detail the answers and then the contact, the CSV and the webhook the
 * table's order, attribution last.
 */
export type ApplicationFieldGroup = "contact" | "answers" | "attribution";

export interface ApplicationFieldSpec {
  /** The key in the submitted form (inside `attribution` for that group), the webhook and the staff API. */
  key: string;
  /** The key in the staff API's answers, when it differs from `key`. */
  apiKey?: string;
  column: string;
  /** What recruiters read: the e-mail, and the CSV header and staff detail unless `staffLabel` says otherwise. */
  label: string;
  /** The CSV header and the staff detail's label, when they differ from `label`. */
  staffLabel?: string;
  /** What the no-JavaScript error page names the field by, when it differs from `label`. */
  formLabel?: string;
  type: ApplicationFieldType;
  group: ApplicationFieldGroup;
  /** Never empty in a stored application. */
  required?: true;
  /** In the list's summary answer too, not only in the detail. */
  listed?: true;
}

export const APPLICATION_FIELDS = [
  {
    key: "firstName",
    column: "first_name",
    label: "First name",
    type: "name",
    group: "contact",
    required: true,
    listed: true,
  },
  {
    key: "lastName",
    column: "last_name",
    label: "Last name",
    type: "name",
    group: "contact",
    required: true,
    listed: true,
  },
  {
    key: "email",
    column: "email",
    label: "Email",
    staffLabel: "E-mail",
    type: "email",
    group: "contact",
    required: true,
    listed: true,
  },
  {
    key: "phone",
    column: "phone",
    label: "Phone",
    type: "phone",
    group: "contact",
    required: true,
    listed: true,
  },
  {
    key: "credential",
    column: "credential",
    label: "Credential",
    type: "credential",
    group: "answers",
    required: true,
    listed: true,
  },
  {
    key: "licenseStates",
    column: "license_states",
    label: "Licensed in",
    formLabel: "States where you are licensed",
    type: "licenseStates",
    group: "answers",
    required: true,
    listed: true,
  },
  {
    key: "yearsExperience",
    column: "years_experience",
    label: "Years of experience",
    type: "years",
    group: "answers",
  },
  {
    key: "message",
    column: "message",
    label: "Message",
    type: "multiline",
    group: "answers",
  },
  {
    key: "pagePath",
    column: "page_path",
    label: "Page",
    type: "text",
    group: "attribution",
  },
  {
    key: "referrer",
    column: "referrer",
    label: "Referrer",
    type: "text",
    group: "attribution",
  },
  {
    key: "utm",
    apiKey: "campaign",
    column: "utm",
    label: "Campaign",
    type: "campaign",
    group: "attribution",
  },
] as const satisfies readonly ApplicationFieldSpec[];

export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** The table, widened for code that reads any field. */
export const APPLICATION_FIELD_SPECS: readonly ApplicationFieldSpec[] = APPLICATION_FIELDS;

type StoredValue<F> = F extends { type: "credential" }
  ? Credential
  : F extends { type: "licenseStates" }
    ? string
    : F extends { type: "years" }
      ? number | null
      : F extends { required: true }
        ? string
        : string | null;
type AnswerValue<F> = F extends { type: "credential" }
  ? Credential
  : F extends { type: "licenseStates" }
    ? LicenseState[]
    : F extends { type: "campaign" }
      ? Campaign
      : F extends { type: "years" }
        ? number | null
        : F extends { required: true }
          ? string
          : string | null;
type ApiKey<F> = F extends { apiKey: infer K extends string }
  ? K
  : F extends { key: infer K extends string }
    ? K
    : never;

/** An application's facts by column, as the applications table stores them. */
export type ApplicationFactColumns = { [F in ApplicationField as F["column"]]: StoredValue<F> };
/** The same facts in the staff API's answers. */
export type ApplicationFactAnswers = { [F in ApplicationField as ApiKey<F>]: AnswerValue<F> };
type ListedKey = ApiKey<Extract<ApplicationField, { listed: true }>>;
/** The facts the list's summary carries. */
export type ApplicationListedFacts = Pick<ApplicationFactAnswers, ListedKey>;
/** The facts only the detail carries, outside the attribution. */
export type ApplicationAnswerFacts = Omit<
  ApplicationFactAnswers,
  ListedKey | ApiKey<Extract<ApplicationField, { group: "attribution" }>>
>;
/** The attribution's facts in the detail. */
export type ApplicationAttributionFacts = Pick<
  ApplicationFactAnswers,
  ApiKey<Extract<ApplicationField, { group: "attribution" }>>
>;

export { apiKeyOf as applicationApiKey, formLabelOf } from "./lead-fields";

/** What recruiters read in the CSV header and the staff detail. */
export function staffLabelOf(field: ApplicationFieldSpec): string {
  return field.staffLabel ?? field.label;
}

/** A field by key. */
export function applicationField(key: ApplicationField["key"]): ApplicationFieldSpec {
  return APPLICATION_FIELD_SPECS.find((field) => field.key === key)!;
}

/** The fields a part of an answer or a message lists, in the table's order. */
export function applicationFieldsWhere(
  test: (field: ApplicationFieldSpec) => boolean,
): ApplicationFieldSpec[] {
  return APPLICATION_FIELD_SPECS.filter(test);
}

/** The stored licence states (a JSON array of codes), tolerant of a row written by hand. */
export function parseLicenseStates(value: string | null | undefined): LicenseState[] {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed)
      ? parsed.filter((code): code is LicenseState => typeof code === "string")
      : [];
  } catch {
    return [];
  }
}

export function licenseStateNames(codes: readonly string[]): string[] {
  return codes.map((code) => LICENSE_STATES[code as LicenseState] ?? code);
}

function emptyToNull(value: unknown): unknown {
  return value === undefined || value === "" ? null : value;
}

/**
 * The columns a validated submission is stored in. `fallback` gives a value for a field the submission left
 * empty (the page's path from the request's Referer).
 */
export function applicationFactColumns(
  data: Application,
  fallback: Partial<Record<ApplicationField["key"], string | null>> = {},
): ApplicationFactColumns {
  const submitted = data as unknown as Record<string, unknown>;
  const attribution = (data.attribution ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of APPLICATION_FIELD_SPECS) {
    const raw = field.group === "attribution" ? attribution[field.key] : submitted[field.key];
    let value: unknown;
    if (field.type === "licenseStates") value = JSON.stringify(raw ?? []);
    else if (field.type === "campaign") {
      const utm = raw as Record<string, string> | undefined;
      value = utm && Object.keys(utm).length > 0 ? JSON.stringify(utm) : null;
    } else if (field.type === "years") value = raw ?? null;
    else value = field.required ? raw : emptyToNull(raw);
    out[field.column] = value === null ? (fallback[field.key as ApplicationField["key"]] ?? null) : value;
  }
  return out as ApplicationFactColumns;
}

/** One stored value as the staff API answers with it. */
export function applicationFactAnswer(field: ApplicationFieldSpec, value: unknown): unknown {
  if (field.type === "licenseStates") return parseLicenseStates(value as string);
  if (field.type === "campaign") return parseCampaign(value as string | null);
  if (field.type === "years") return value === null || value === undefined ? null : Number(value);
  return value ?? null;
}

/** Reads the given fields of a stored row (column → value) as the staff API answers with them. */
export function applicationFactAnswers(
  row: Record<string, unknown>,
  fields: readonly ApplicationFieldSpec[] = APPLICATION_FIELD_SPECS,
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [apiKeyOf(field), applicationFactAnswer(field, row[field.column])]),
  );
}

/**
 * A stored value as text for recruiters: in the e-mail (`mail`: credentials and states by name, the
 * campaign as `k=v, …`) or the CSV export (`csv`: credentials and states as codes, the campaign as
 * `k=v; …`). Empty values are null in the e-mail.
 */
export function applicationFieldText(
  field: ApplicationFieldSpec,
  value: unknown,
  target: "mail" | "csv",
): string | number | null {
  if (field.type === "licenseStates") {
    const codes = parseLicenseStates(value as string);
    return target === "csv" ? codes.join(" ") : licenseStateNames(codes).join(", ");
  }
  if (field.type === "campaign") {
    const pairs = campaignPairs(parseCampaign(value as string | null), target === "csv" ? "; " : ", ");
    return target === "csv" ? pairs : pairs || null;
  }
  if (value === null || value === undefined) return null;
  if (field.type === "credential" && target === "mail")
    return CREDENTIAL_LABELS[value as Credential] ?? String(value);
  if (field.type === "years" && target === "mail") return String(value);
  return value as string | number;
}
