import * as z from "zod/mini";

/**
 * The rules every kind of content shares (editorial records, guides, job postings), and the one way a
 * broken rule is reported: by collection, record and field path. Works with zod and zod/mini schemas.
 */

/** HTML tags and character entities: content is plain text, the pages add the markup. */
const MARKUP = /<\/?[A-Za-z][^<>]*>|&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#x[0-9A-Fa-f]+);/;

/**
 * Text a page shows as it is: not empty, no spaces at either end, no markup. The rules are functions
 * that build their schema on first use, so a browser that only renders content never builds one.
 */
export function plainText() {
  return z.string().check(
    z.minLength(1, "Write some text"),
    z.regex(/^\S(?:[\s\S]*\S)?$/, "No spaces at the start or end"),
    z.refine((value) => !MARKUP.test(value), "Plain text only: no HTML tags or entities"),
    z.refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER_MESSAGE),
  );
}

const INTERNAL_HREF = /^(\/[a-z0-9-/]*)?(?:\?[A-Za-z]+=[A-Za-z]+)?(?:#[a-z][a-z0-9-]*)?$/;

/**
 * An address inside the site: one of `paths` (the site's routes) with an optional `?key=Value` and
 * `#section`, or a `#section` of the same page.
 */
export function internalHref(paths: Iterable<string>) {
  const known = new Set(paths);
  return z.string().check(
    z.regex(INTERNAL_HREF, "internal links are site paths"),
    z.refine((href) => {
      const path = INTERNAL_HREF.exec(href)?.[1];
      return href.startsWith("#") ? href.length > 1 : path === undefined || known.has(path);
    }, "links to a page the site does not have"),
  );
}

export function httpsUrl() {
  return z.url({ protocol: /^https$/ });
}

export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * One message per field (the first), keyed by the field's path ("pay.min", "sections.2.id"). `depth`
 * keeps that many path segments (1: the form field); an issue about the whole value is keyed `root`.
 */
export function issuesByField(
  error: { issues: readonly Issue[] },
  { root = "(root)", depth = Number.POSITIVE_INFINITY }: { root?: string; depth?: number } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.slice(0, depth).map(String).join(".") : root;
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Field errors as lines, `path: message`. */
export function fieldErrorLines(errors: Record<string, string>): string[] {
  return Object.entries(errors).map(([field, message]) => `${field}: ${message}`);
}

/** Every problem of one record, one line each: `collection record › field.path: message`. */
export function recordErrorLines(
  collection: string,
  record: string,
  errors: Record<string, string>,
): string[] {
  return fieldErrorLines(errors).map((line) => `${collection} ${record} › ${line}`);
}

export function contentIssueLines(collection: string, record: string, issues: readonly Issue[]): string[] {
  return recordErrorLines(collection, record, issuesByField({ issues }));
}

/** A content record that breaks its collection's rules; the message lists every problem. */
export class InvalidContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid content:\n  ${problems.join("\n  ")}`);
    this.name = "InvalidContentError";
  }
}

/** Parses one record, throwing InvalidContentError that names the collection, the record and each field. */
export function parseContent<S extends z.core.$ZodType>(
  collection: string,
  record: string,
  schema: S,
  value: unknown,
): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success)
    throw new InvalidContentError(contentIssueLines(collection, record, result.error.issues));
  return result.data;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/**
 * The one rule for control characters in what the API is sent: NUL, the other C0 controls and DEL are never
 * text (PostgreSQL cannot even store NUL). Tab and line breaks pass where a field may span lines
 * (`multiLine`), and are refused elsewhere by the field's own schema.
 */
export function hasControlCharacter(value: string, { multiLine = true } = {}): boolean {
  return FORBIDDEN_CONTROL.test(value) || (!multiLine && LINE_BREAK_OR_TAB.test(value));
}

export const CONTROL_CHARACTER_MESSAGE = "Remove the control characters (such as NUL) from this field";
