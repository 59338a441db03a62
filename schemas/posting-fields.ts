import type { JobPosting } from "./job-posting";
import { type PostingFactList, SCHEDULE_FACTS } from "./posting-facts";

/**
 * Every top-level field of a job posting, in one descriptor: what staff call it, where the editor shows it
 * and with which control, whether it may be left out, and the value a seed record or a new posting gets
 * when it leaves the field out. The editor's sections, its error summary and revision history, the draft
 * mapping (which fields belong to layout B) and the public page's facts (posting-facts.ts, whose entries
 * are spread in here) read it; the seed records hold only
 * what differs from the defaults. The rules of each value stay in `job-posting.ts`; adding a field starts
 * there and here (docs/development.md).
 */

/** The editor's sections, in the order of the public page. */
export const POSTING_SECTIONS = [
  ["job-basics", "Basics"],
  ["job-address", "Address and page"],
  ["job-location", "Location"],
  ["job-pay", "Pay and benefits"],
  ["job-description", "Description"],
  ["job-layout-b", "Layout B extras"],
  ["job-apply", "Recruiter and applying"],
  ["job-search", "Search engines"],
] as const;
export type PostingSectionId = (typeof POSTING_SECTIONS)[number][0] | "job-dates";

/**
 * How the editor shows a field: one line of text, a text area, a whole number, a checkbox, a drop-down,
 * radio buttons or checkboxes (`choice`, `multiple`), a list of lines, or its own control (`custom`: pay,
 * places, nested parts), which the section supplies.
 */
export type PostingControl =
  | "text"
  | "multiline"
  | "number"
  | "checkbox"
  | "select"
  | "choice"
  | "list"
  | "custom";

export type PostingKey = keyof JobPosting | "locationTag" | "lifestyleTag" | "highlight" | "explore";

export interface PostingFieldSpec {
  key: PostingKey;
  /** What staff read in the error summary and the revision history. */
  label: string;
  /** The control's own label when it differs from `label` (optional text gets "(optional)" by itself). */
  editorLabel?: string;
  hint?: string;
  /** The editor's section that shows it; none for fields the editor sets by itself. */
  section: PostingSectionId | null;
  control: PostingControl;
  options?: ReadonlyArray<readonly [value: string, label: string]>;
  multiple?: true;
  /** What one entry of a list is called ("Add benefit"). */
  itemName?: string;
  /** Fields of one row stand side by side in the editor. */
  row?: string;
  /** May be left out of a published posting. */
  optional?: true;
  /** Only in layout B. */
  layout?: "B";
  /** The value a seed record or a new posting gets when it leaves the field out. */
  default?: unknown;
  /** The public page's list of facts that shows it ("Hours: 32-40 hours per week"), when set. */
  fact?: PostingFactList;
}

export const POSTING_FIELDS = [
  {
    key: "layout",
    label: "Layout",
    section: "job-basics",
    control: "choice",
    options: [
      ["A", "A: classic page"],
      ["B", "B: page with tags, a highlight and explore links"],
    ],
    hint: "Layout B adds the fields under “Layout B extras”.",
  },
  {
    key: "title",
    label: "Title",
    section: "job-basics",
    control: "text",
    hint: "The role, e.g. “Family Nurse Practitioner”: the page's heading and the title job boards show. The place goes under Location. A title is enough to save a draft.",
  },
  {
    key: "shortTitle",
    label: "Short title",
    section: "job-basics",
    control: "text",
    row: "titles",
    hint: "On cards and in the Jobs menu.",
  },
  { key: "specialty", label: "Specialty", section: "job-basics", control: "text", row: "titles" },
  {
    key: "roles",
    label: "Roles",
    section: "job-basics",
    control: "choice",
    multiple: true,
    options: [
      ["NP", "Nurse practitioner (NP)"],
      ["PA", "Physician assistant (PA)"],
    ],
    hint: "Leave both unticked for another role; then give its occupation.",
  },
  { key: "occupation", label: "Occupation", section: "job-basics", control: "custom", optional: true },
  {
    key: "employmentTypes",
    label: "Employment type",
    section: "job-basics",
    control: "choice",
    multiple: true,
    options: [
      ["FULL_TIME", "Full-time"],
      ["PART_TIME", "Part-time"],
    ],
    default: ["FULL_TIME"],
  },
  {
    ...SCHEDULE_FACTS.hours,
    section: "job-basics",
    control: "text",
    row: "time",
    hint: "e.g. 32-40 hours per week",
  },
  { ...SCHEDULE_FACTS.schedule, section: "job-basics", control: "text", row: "time" },
  {
    key: "openings",
    label: "Openings",
    section: "job-basics",
    control: "number",
    row: "time",
    optional: true,
  },
  {
    ...SCHEDULE_FACTS.callRequirement,
    section: "job-basics",
    control: "text",
    hint: "e.g. No call, no weekends.",
  },
  { key: "path", label: "Address", section: "job-address", control: "custom", row: "address" },
  {
    key: "identifier",
    label: "Identifier",
    section: "job-address",
    control: "text",
    row: "address",
    hint: "Lower-case words joined by hyphens; job boards use it.",
  },
  {
    key: "legacyPaths",
    label: "Old addresses",
    section: "job-address",
    control: "list",
    itemName: "old address",
    hint: "Earlier /jobs/… addresses that answer with a redirect to this page.",
    default: [],
  },
  {
    key: "colorScheme",
    label: "Colour scheme",
    section: "job-address",
    control: "select",
    row: "page",
    options: [
      ["blue", "Blue"],
      ["purple", "Purple"],
    ],
    default: "blue",
  },
  {
    key: "structuredData",
    label: "Structured data",
    editorLabel: "Structured data for Google",
    section: "job-address",
    control: "checkbox",
    row: "page",
    default: true,
  },
  {
    key: "linkHome",
    label: "Link home",
    editorLabel: "Link back to the home page",
    section: "job-address",
    control: "checkbox",
    row: "page",
    default: true,
  },
  { key: "locations", label: "On-site locations", section: "job-location", control: "custom" },
  {
    key: "locationNote",
    label: "Location note",
    section: "job-location",
    control: "text",
    optional: true,
    hint: "Shown with the address, e.g. a second ZIP code.",
  },
  {
    key: "nearbyCommunities",
    label: "Nearby communities",
    section: "job-location",
    control: "list",
    itemName: "community",
    default: [],
  },
  { key: "remote", label: "Remote work", section: "job-location", control: "custom", optional: true },
  { key: "pay", label: "Pay", section: "job-pay", control: "custom" },
  { key: "bonus", label: "Bonus", section: "job-pay", control: "custom", optional: true },
  { key: "benefits", label: "Benefits", section: "job-pay", control: "list", itemName: "benefit" },
  {
    key: "benefitsNote",
    label: "Benefits note",
    section: "job-pay",
    control: "text",
    optional: true,
    hint: "e.g. that a part-time role carries no further benefits.",
  },
  { key: "about", label: "About the position", section: "job-description", control: "custom" },
  { key: "whyYoullLoveIt", label: "Why you'll love it", section: "job-description", control: "custom" },
  { key: "responsibilities", label: "Responsibilities", section: "job-description", control: "custom" },
  { key: "qualifications", label: "Qualifications", section: "job-description", control: "custom" },
  {
    key: "whatWeOffer",
    label: "What we offer",
    section: "job-description",
    control: "list",
    itemName: "offer",
  },
  { key: "skills", label: "Skills", section: "job-description", control: "list", itemName: "skill" },
  { key: "education", label: "Education", section: "job-description", control: "custom" },
  { key: "experience", label: "Experience", section: "job-description", control: "custom" },
  { key: "meta", label: "Search result text", section: "job-search", control: "custom" },
  {
    key: "keywords",
    label: "Keywords",
    editorLabel: "Keywords on the page",
    section: "job-search",
    control: "list",
    itemName: "keyword",
  },
  { key: "recruiter", label: "Recruiter", section: "job-apply", control: "custom" },
  { key: "apply", label: "Apply details", section: "job-apply", control: "custom" },
  { key: "datePosted", label: "Date posted", section: null, control: "custom" },
  { key: "validThrough", label: "End date", section: "job-dates", control: "custom" },
  {
    key: "locationTag",
    label: "Location tag",
    section: "job-layout-b",
    control: "text",
    row: "tags",
    layout: "B",
    hint: "Upper case, beside FULL-TIME, e.g. TWIN CITIES.",
  },
  {
    key: "lifestyleTag",
    label: "Lifestyle tag",
    section: "job-layout-b",
    control: "text",
    row: "tags",
    layout: "B",
    hint: "e.g. City Living",
  },
  { key: "highlight", label: "Highlight", section: "job-layout-b", control: "custom", layout: "B" },
  { key: "explore", label: "Explore links", section: "job-layout-b", control: "custom", layout: "B" },
] as const satisfies readonly PostingFieldSpec[];

/** The descriptor, widened for code that reads any field. */
export const POSTING_FIELD_SPECS: readonly PostingFieldSpec[] = POSTING_FIELDS;

/** The label staff read for a field, by its key. */
export const POSTING_FIELD_LABELS: Record<string, string> = Object.fromEntries(
  POSTING_FIELD_SPECS.map((field) => [field.key, field.label]),
);

/** What the editor's control says: its own label, and "(optional)" after an optional text or number. */
export function editorLabelOf(field: PostingFieldSpec): string {
  const label = field.editorLabel ?? field.label;
  return field.optional && (field.control === "text" || field.control === "number")
    ? `${label} (optional)`
    : label;
}

/** The fields of one editor section, in order. */
export function sectionFields(section: PostingSectionId): PostingFieldSpec[] {
  return POSTING_FIELD_SPECS.filter((field) => field.section === section);
}

/** The fields only layout B has. */
export const LAYOUT_B_KEYS = POSTING_FIELD_SPECS.filter((field) => field.layout === "B").map(
  (field) => field.key,
);

type DefaultedField = Extract<(typeof POSTING_FIELDS)[number], { default: unknown }>;
/** The fields a record may leave out for their default. */
export type DefaultedKey = DefaultedField["key"];

/** Each defaulted field's default, fresh (lists are new arrays each time). */
export function postingDefaults(): Pick<JobPosting, DefaultedKey> {
  return Object.fromEntries(
    POSTING_FIELD_SPECS.filter((field) => "default" in field).map((field) => [
      field.key,
      structuredClone(field.default),
    ]),
  ) as Pick<JobPosting, DefaultedKey>;
}

type WithOptional<P, K extends PropertyKey> = P extends unknown
  ? Omit<P, K> & Partial<Pick<P, Extract<K, keyof P>>>
  : never;
/** A posting that may leave out its defaulted fields and the keys `K` (per layout). */
export type PostingRecord<K extends PropertyKey = never> = WithOptional<JobPosting, DefaultedKey | K>;
