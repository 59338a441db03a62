import { CONTROL_CHARACTER_MESSAGE } from "./content-rules";
import { type JobPosting, JobPostingSchema } from "./job-posting";
import { proposeFromTitle } from "./job-proposals";

/**
 * A draft is saved with as little as its title: publishing is where a posting must be complete. What a
 * draft holds is still checked: nothing of the wrong type, no unknown field, nothing over its length, no
 * markup or control characters, and an address and dates the database can key on. Missing, empty, too short
 * or half-typed values wait for publishing, which checks the posting in full.
 */
const DRAFT_REFUSES = new Set(["too_big", "unrecognized_keys", "invalid_union"]);
const CONTENT_MESSAGES = new Set(["Plain text only: no HTML tags or entities", CONTROL_CHARACTER_MESSAGE]);
/** Fields the database keys on: a draft needs them well formed (they are filled in when missing). */
const KEY_FIELDS = new Set(["path", "datePosted", "validThrough", "identifier", "layout"]);

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function isMissing(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (typeof value === "number" && Number.isNaN(value))
  );
}

/** Whether a draft may keep this problem until publishing. */
function draftMayKeep(issue: Issue, input: unknown): boolean {
  if (issue.path.length === 0) return false;
  if (DRAFT_REFUSES.has(issue.code)) return false;
  if (issue.code === "custom" && CONTENT_MESSAGES.has(issue.message)) return false;
  const field = String(issue.path[0]);
  if (field === "title") return false;
  if (KEY_FIELDS.has(field) && issue.path.length === 1) return false;
  // A value of the wrong type (or outside its choices) is refused; only an absent one may wait.
  if (issue.code === "invalid_type" || issue.code === "invalid_value")
    return isMissing(valueAt(input, issue.path));
  return true;
}

export interface DraftDefaults {
  /** Today, as a posting date. */
  today: string;
  /** The end date a new posting gets. */
  validThrough: string;
}

/** Empty strings, NaN and nulls of a draft are absent values: the stored draft leaves them out. */
function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (isMissing(item)) continue;
      out[key] = withoutBlanks(item);
    }
    return out;
  }
  return value;
}

/**
 * The draft as stored: its key fields filled in where missing (the address and identifier proposed from the
 * title and place, the layout A, today's date and the usual end date), or the problems that keep it from
 * being saved, by field.
 */
export function checkDraft(
  input: unknown,
  defaults: DraftDefaults,
): { ok: true; posting: JobPosting; complete: boolean } | { ok: false; issues: Issue[] } {
  if (!input || typeof input !== "object" || Array.isArray(input)) {
    return { ok: false, issues: [{ code: "invalid_type", path: [], message: "Send the posting" }] };
  }
  const draft = withoutBlanks(input) as Record<string, unknown>;
  if (typeof draft.title === "string") draft.title = draft.title.trim();
  if (typeof draft.title === "string" && draft.title !== "") {
    const locations = Array.isArray(draft.locations) ? draft.locations : [];
    const first = locations[0] as { locality?: unknown; region?: unknown } | undefined;
    const place =
      first && typeof first.locality === "string" && typeof first.region === "string"
        ? { locality: first.locality, region: first.region }
        : undefined;
    const day = typeof draft.datePosted === "string" ? draft.datePosted : defaults.today;
    const proposals = proposeFromTitle({
      title: draft.title,
      place,
      remote: Boolean(draft.remote),
      year: Number(day.slice(0, 4)) || Number(defaults.today.slice(0, 4)),
    });
    draft.path ??= proposals.path;
    draft.identifier ??= proposals.identifier;
  }
  draft.layout ??= "A";
  draft.datePosted ??= defaults.today;
  draft.validThrough ??= defaults.validThrough;
  const full = JobPostingSchema.safeParse(draft);
  if (full.success) return { ok: true, posting: full.data, complete: true };
  const refused = full.error.issues.filter((issue) => !draftMayKeep(issue, draft));
  if (refused.length > 0) return { ok: false, issues: refused };
  // Incomplete: kept as sent (blanks left out), for the editor to carry on with.
  return { ok: true, posting: draft as unknown as JobPosting, complete: false };
}

/**
 * A stored draft as the rest of the code reads it: the lists and texts every reader of a posting walks
 * (the staff list, the search, the revision history) are present, if empty.
 */
export function readDraft(data: Record<string, unknown>): JobPosting {
  return {
    legacyPaths: [],
    shortTitle: "",
    specialty: "",
    roles: [],
    locations: [],
    nearbyCommunities: [],
    employmentTypes: [],
    benefits: [],
    keywords: [],
    ...data,
  } as unknown as JobPosting;
}
