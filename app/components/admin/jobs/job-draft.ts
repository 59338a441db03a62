import { z } from "zod";
import { issuesByField } from "#schemas/content-rules";
import { checkDraft } from "#schemas/posting-draft";
import {
  type JobPosting,
  JobPostingSchema,
  type LayoutBJobPosting,
  type PayUnit,
} from "#schemas/job-posting";
import { LAYOUT_B_KEYS, POSTING_FIELD_LABELS, postingDefaults } from "#schemas/posting-fields";

/**
 * What the editor's form holds: every field of either layout (the layout B fields are kept while layout A
 * is chosen, so switching back loses nothing) and every pay figure whatever the pay kind.
 */
export type JobForm = Omit<LayoutBJobPosting, "layout" | "pay"> & {
  layout: "A" | "B";
  pay: {
    kind: "range" | "upTo" | "exact";
    min?: number;
    max?: number;
    value?: number;
    unit: PayUnit;
    plus: boolean;
  };
};

/** The fields only layout B has (the posting-field descriptor's `layout: "B"`). */
const LAYOUT_B_FIELDS = LAYOUT_B_KEYS;

/** Empty text and unset numbers of optional fields are left out; array items stay, so blanks are named. */
function clean(value: unknown, inArray = false): unknown {
  if (Array.isArray(value)) return value.map((item) => clean(item, true));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined || item === null) continue;
      if (typeof item === "number" && Number.isNaN(item)) continue;
      if (typeof item === "string" && item.trim() === "") continue;
      out[key] = clean(item);
    }
    return out;
  }
  if (typeof value === "string" && !inArray) return value.trim();
  return value;
}

/** The posting the form describes, in the schema's shape (not yet validated). */
export function toPosting(form: JobForm): unknown {
  const { pay, ...rest } = form;
  const draft = clean(rest) as Record<string, unknown>;
  // A required text left empty is now missing, which the schema names like any other bad field.
  if (form.layout === "A") {
    for (const key of LAYOUT_B_FIELDS) delete draft[key];
    // The partner's link exists only in layout B, where its field is shown.
    if (draft.apply) delete (draft.apply as { partnerJobUrl?: string }).partnerJobUrl;
  }
  const remote = draft.remote as { applicantLocations?: Array<Record<string, unknown>> } | undefined;
  if (remote?.applicantLocations) {
    remote.applicantLocations = remote.applicantLocations.map((area) =>
      area.type === "State" ? { type: "State", region: area.region } : { type: "Country", name: "US" },
    );
  }
  const money = (amount: number | undefined) =>
    amount === undefined || Number.isNaN(amount) ? undefined : amount;
  draft.pay =
    pay.kind === "range"
      ? { kind: "range", min: money(pay.min), max: money(pay.max), unit: pay.unit, plus: pay.plus }
      : pay.kind === "upTo"
        ? { kind: "upTo", max: money(pay.max), unit: pay.unit }
        : { kind: "exact", value: money(pay.value), unit: pay.unit };
  return draft;
}

/** The form's schema: the posting schema itself, read from the form's shape. */
export const JobFormSchema = z.preprocess((form: JobForm) => toPosting(form), JobPostingSchema);

/**
 * A draft's check, as the server makes it (schemas/posting-draft.ts): the problems a draft may not keep, by
 * field path, or the posting to send.
 */
export function checkFormDraft(
  form: JobForm,
): { ok: true; posting: JobPosting } | { ok: false; errors: Record<string, string> } {
  const checked = checkDraft(toPosting(form), { today: form.datePosted, validThrough: form.validThrough });
  if (checked.ok) return { ok: true, posting: checked.posting };
  return { ok: false, errors: issuesByField(checked, { root: "root" }) };
}

const BLANK_B = {
  locationTag: "",
  lifestyleTag: "",
  highlight: { title: "", text: "" },
  explore: Array.from({ length: 4 }, () => ({ label: "", href: "" })),
};

/**
 * A saved posting as form values. A draft may have been saved with a title alone: what it lacks is taken
 * from an empty new posting, so every field has its control.
 */
export function toForm(posting: JobPosting): JobForm {
  const { pay, ...rest } = posting;
  const blank = newPostingForm(posting.datePosted ?? "", posting.validThrough ?? "");
  const form = { ...blank, ...structuredClone(rest) } as JobForm;
  for (const key of [
    "whyYoullLoveIt",
    "responsibilities",
    "qualifications",
    "education",
    "experience",
    "meta",
  ] as const) {
    form[key] = { ...blank[key], ...(rest as Partial<JobForm>)[key] } as never;
  }
  form.pay = { ...blank.pay, ...pay } as JobForm["pay"];
  return form;
}

/** A new posting: the firm's recruiter and the apply details filled in, the rest to write. */
export function newPostingForm(
  today: string,
  validThrough: string,
  recruiter?: JobPosting["recruiter"],
): JobForm {
  return {
    ...BLANK_B,
    ...postingDefaults(),
    layout: "A",
    path: "",
    identifier: "",
    title: "",
    shortTitle: "",
    specialty: "",
    roles: ["NP"],
    locations: [{ locality: "", region: "GA" }],
    hours: "",
    pay: { kind: "range", min: undefined, max: undefined, value: undefined, unit: "YEAR", plus: false },
    benefits: [],
    about: [""],
    whyYoullLoveIt: { heading: "Why You'll Love This Role", items: [""] },
    responsibilities: { heading: "Your Responsibilities", items: [""] },
    qualifications: { required: [""], preferred: [] },
    whatWeOffer: [""],
    skills: [""],
    education: {
      category: "postgraduate degree",
      description: "",
    },
    experience: { description: "" },
    keywords: [],
    recruiter: recruiter ?? {
      name: "",
      title: "Healthcare Recruitment Specialist",
      email: "",
      phone: "",
      phoneHref: "",
      web: { label: "", href: "" },
      about: "",
    },
    apply: { subject: "" },
    datePosted: today,
    validThrough,
    meta: { title: "", description: "", keywords: [] },
  } as JobForm;
}

/** The schema's messages, said plainly for the form. */
export function plainMessage(message: string): string {
  // As the schema's own plain-text rule says it.
  if (/expected string to have >=1 characters/.test(message)) return "Write some text";
  if (/expected string, received undefined/.test(message)) return "Required";
  let match = /expected string to have >=(\d+) characters/.exec(message);
  if (match) return `Use at least ${match[1]} characters`;
  match = /expected string to have <=(\d+) characters/.exec(message);
  if (match) return `Use at most ${match[1]} characters`;
  if (/expected number, received (undefined|NaN)|expected int/.test(message)) return "Enter a whole number";
  if (/expected number to be >0/.test(message)) return "Enter an amount above 0";
  if (/expected number to be >=0/.test(message)) return "Enter 0 or more";
  match = /expected array to have >=(\d+) items?/.exec(message);
  if (match) return match[1] === "1" ? "Add at least one" : `Add at least ${match[1]}`;
  if (/must match pattern|Invalid string/.test(message)) return "Use the format shown";
  if (/Invalid URL/.test(message)) return "Use a full https:// address";
  if (/Invalid email/.test(message)) return "Use an e-mail address such as name@firm.com";
  if (/Invalid ISO date|Invalid date/.test(message)) return "Use a date";
  if (message === "pay.min must be below pay.max") return "The lowest pay must be below the highest";
  if (message === "validThrough must follow datePosted") return "The end date must be after the posting date";
  return message;
}

/** Readable names of the posting's fields, for the error summary and the revision history. */
export const FIELD_LABELS: Record<string, string> = POSTING_FIELD_LABELS;

export function fieldLabel(path: string): string {
  const [top, ...rest] = path.split(".");
  const label = FIELD_LABELS[top!] ?? top!;
  if (rest.length === 0) return label;
  const parts = rest
    .filter((part) => part !== "items")
    .map((part) => (/^\d+$/.test(part) ? `item ${Number(part) + 1}` : part));
  return parts.length > 0 ? `${label}: ${parts.join(" ")}` : label;
}

/** The top-level fields that differ between two versions of a posting. */
export function differingFields(a: unknown, b: unknown): string[] {
  const left = (a ?? {}) as Record<string, unknown>;
  const right = (b ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(left), ...Object.keys(right)])]
    .filter((key) => JSON.stringify(left[key]) !== JSON.stringify(right[key]))
    .sort();
}
