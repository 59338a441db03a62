import * as z from "zod/mini";

/**
 * Shared building blocks for the editorial content modules. Schemas only check, never transform,
 * so the records a browser renders are exactly those the prerender validated.
 */
export const text = z.string().check(z.minLength(2), z.regex(/^\S(?:[\s\S]*\S)?$/));

/** An address inside the site: a page path with an optional query or section anchor, or an anchor on this page. */
export const internalHref = z
  .string()
  .check(z.regex(/^(?:\/[a-z0-9-]*(?:\?[a-zA-Z]+=[A-Za-z]+)?(?:#[a-z0-9-]+)?|#[a-z0-9-]+)$/));

export const externalHref = z.url({ protocol: /^https$/ });

export const StatSchema = z.object({ value: text, label: text });
export type Stat = z.infer<typeof StatSchema>;

export const LinkSchema = z.object({ label: text, href: internalHref });
export type ContentLink = z.infer<typeof LinkSchema>;

/**
 * Parses a content record at import during the prerender and in unit tests, so a malformed record
 * fails the build. Browsers skip the check: the prerender already made it, and zod's parser probes
 * `new Function`, which the site's Content-Security-Policy reports as a violation.
 */
export function defineContent<T extends z.ZodMiniType>(
  name: string,
  schema: T,
  data: z.input<T>,
): z.output<T> {
  if ("document" in globalThis) return data as z.output<T>;
  const result = z.safeParse(schema, data);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.code}`);
    throw new Error(`Invalid content in ${name}:\n${lines.join("\n")}`);
  }
  return result.data;
}
