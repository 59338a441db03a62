import { USER_TYPE_LABELS, type UserType } from "./lead";

/**
 * Every fact a visitor's lead carries, in one table: where it is in the submitted payload, which column
 * holds it, what it is called, which forms ask for it, and how it is shown. The server's form handling,
 * the no-JavaScript error page, the recruiter e-mail, the webhook, the CSV export, the inbox detail and the
 * store's column lists are all derived from it; adding a field starts here (docs/development.md).
 */

/** The two lead forms, by the endpoint that receives them. */
export const LEAD_KINDS = ["quick", "contact"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** One name per lead kind, wherever a recruiter sees it (e-mail, inbox). */
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  quick: "Quick form",
  contact: "Full contact form",
};

/**
 * How a value is read and shown:
 * - `text`: one line, shown as it is;
 * - `email` / `phone`: one line, a mailto:/tel: link in the inbox;
 * - `userType`: one of USER_TYPES, shown by its label (the webhook sends both);
 * - `source`: the form's own name, the lead kind's label standing in for it when empty;
 * - `multiline`: the message, shown under the other fields in the e-mail and the inbox;
 * - `campaign`: the utm_* parameters, a JSON object in its column.
 */
export type LeadFieldType = "text" | "email" | "phone" | "userType" | "source" | "multiline" | "campaign";

/** What the visitor fills in: a text box, a text area, a choice, or nothing (the page supplies it). */
export type LeadFieldControl = "input" | "textarea" | "choice" | "hidden";

export interface LeadFieldSpec {
  /** The key in the submitted payload (inside `attribution` when `group` says so), the webhook and the API. */
  key: string;
  /** The key in the inbox's API answer, when it differs from `key`. */
  apiKey?: string;
  column: string;
  /** What recruiters read: e-mail, CSV header, inbox, error page. */
  label: string;
  /** What the visitor reads on the form (and the no-JavaScript error page), when it differs from `label`. */
  formLabel?: string;
  type: LeadFieldType;
  control: LeadFieldControl;
  /** The forms that send it. */
  forms: readonly LeadKind[];
  /** Shown on the full contact form only for these visitor types (all when absent). */
  userTypes?: readonly UserType[];
  /** Never empty in a stored lead. */
  required?: true;
  group?: "attribution";
}

export const LEAD_FIELDS = [
  {
    key: "userType",
    column: "user_type",
    label: "Visitor type",
    formLabel: "I am a",
    type: "userType",
    control: "choice",
    forms: ["quick", "contact"],
    required: true,
  },
  {
    key: "firstName",
    column: "first_name",
    label: "First name",
    type: "text",
    control: "input",
    forms: ["quick", "contact"],
    required: true,
  },
  {
    key: "lastName",
    column: "last_name",
    label: "Last name",
    type: "text",
    control: "input",
    forms: ["quick", "contact"],
    required: true,
  },
  {
    key: "email",
    column: "email",
    label: "Email",
    type: "email",
    control: "input",
    forms: ["quick", "contact"],
    required: true,
  },
  {
    key: "phone",
    column: "phone",
    label: "Phone",
    type: "phone",
    control: "input",
    forms: ["quick", "contact"],
    required: true,
  },
  {
    key: "organization",
    column: "organization",
    label: "Organization",
    type: "text",
    control: "input",
    forms: ["contact"],
    userTypes: ["employer"],
  },
  {
    key: "position",
    column: "position",
    label: "Position",
    formLabel: "Desired position",
    type: "text",
    control: "input",
    forms: ["contact"],
    userTypes: ["job_seeker"],
  },
  {
    key: "specialty",
    column: "specialty",
    label: "Specialty",
    type: "text",
    control: "input",
    forms: ["contact"],
    userTypes: ["job_seeker"],
  },
  {
    key: "location",
    column: "location",
    label: "Location",
    type: "text",
    control: "input",
    forms: ["contact"],
  },
  {
    key: "message",
    column: "message",
    label: "Message",
    type: "multiline",
    control: "textarea",
    forms: ["contact"],
  },
  {
    key: "formSource",
    column: "form_source",
    label: "Form",
    type: "source",
    control: "hidden",
    forms: ["quick", "contact"],
    required: true,
  },
  {
    key: "pagePath",
    column: "page_path",
    label: "Page",
    type: "text",
    control: "hidden",
    forms: ["quick", "contact"],
    group: "attribution",
  },
  {
    key: "referrer",
    column: "referrer",
    label: "Referrer",
    type: "text",
    control: "hidden",
    forms: ["quick", "contact"],
    group: "attribution",
  },
  {
    key: "utm",
    apiKey: "campaign",
    column: "utm",
    label: "Campaign",
    type: "campaign",
    control: "hidden",
    forms: ["quick", "contact"],
    group: "attribution",
  },
] as const satisfies readonly LeadFieldSpec[];

export type LeadField = (typeof LEAD_FIELDS)[number];

/** The utm_* parameters a lead arrived with. */
export interface Campaign {
  [utmKey: string]: string;
}

type StoredValue<F> = F extends { type: "userType" }
  ? UserType
  : F extends { required: true }
    ? string
    : string | null;
type ApiKey<F> = F extends { apiKey: infer K extends string }
  ? K
  : F extends { key: infer K extends string }
    ? K
    : never;

/** A lead's facts by payload key, as the store writes them (the campaign as its JSON text). */
export type LeadFacts = { [F in LeadField as F["key"]]: StoredValue<F> };
/** The same facts by column. */
export type LeadFactColumns = { [F in LeadField as F["column"]]: StoredValue<F> };
/** The same facts in the inbox's API answer (the campaign parsed). */
export type LeadFactAnswers = {
  [F in LeadField as ApiKey<F>]: F extends { type: "campaign" } ? Campaign : StoredValue<F>;
};

export const LEAD_FIELD_COLUMNS = LEAD_FIELDS.map((field) => field.column);

/** The key of a field (a lead's, an application's) in the staff API's answers. */
export function apiKeyOf(field: { key: string; apiKey?: string }): string {
  return field.apiKey ?? field.key;
}

/** The label a visitor sees on the form (a lead's, an application's) and its no-JavaScript error page. */
export function formLabelOf(field: { label: string; formLabel?: string }): string {
  return field.formLabel ?? field.label;
}

/** A field by payload key (the forms' labels and the error page look them up). */
export function leadField(key: LeadField["key"]): LeadField {
  return LEAD_FIELDS.find((field) => field.key === key)!;
}

/** The fields a form sends, optionally only those shown to one visitor type. */
export function fieldsOfForm(kind: LeadKind, userType?: UserType): LeadField[] {
  return LEAD_FIELDS.filter(
    (field) =>
      (field.forms as readonly LeadKind[]).includes(kind) &&
      (userType === undefined ||
        !("userTypes" in field) ||
        (field.userTypes as readonly UserType[]).includes(userType)),
  );
}

/**
 * What a form sends of the visitor's entries: the fields it shows the chosen visitor type, empty ones left
 * out (the page adds the form's name and the attribution).
 */
export function enteredValues<T extends { userType: UserType }>(kind: LeadKind, data: T): Partial<T> {
  const values = data as Record<string, unknown>;
  return Object.fromEntries(
    fieldsOfForm(kind, data.userType)
      .filter((field) => field.control !== "hidden" && values[field.key] !== undefined)
      .map((field) => [field.key, values[field.key] === "" ? undefined : values[field.key]]),
  ) as Partial<T>;
}

/** The one reader of a stored campaign: a JSON object of strings; anything else is no campaign. */
export function parseCampaign(value: string | null | undefined): Campaign {
  if (!value) return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return {};
  }
}

/** The campaign as `key=value` pairs joined by `separator`. */
export function campaignPairs(campaign: Campaign, separator: string): string {
  return Object.entries(campaign)
    .map(([key, value]) => `${key}=${value}`)
    .join(separator);
}

/**
 * A stored value as text for a recruiter (e-mail, CSV): visitor types by their label, the campaign as
 * pairs, empty values as null.
 */
export function leadFieldText(
  field: LeadFieldSpec,
  value: string | null | undefined,
  campaignSeparator = ", ",
): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (field.type === "userType") return USER_TYPE_LABELS[value as UserType] ?? value;
  if (field.type === "campaign") return campaignPairs(parseCampaign(value), campaignSeparator) || null;
  return value;
}

/** Reads a stored row (column → value) as the facts the inbox's API answers with. */
export function leadFactAnswers(row: Record<string, unknown>): LeadFactAnswers {
  const out: Record<string, unknown> = {};
  for (const field of LEAD_FIELDS as readonly LeadFieldSpec[]) {
    const value = row[field.column] as string | null;
    out[apiKeyOf(field)] = field.type === "campaign" ? parseCampaign(value) : value;
  }
  return out as LeadFactAnswers;
}
