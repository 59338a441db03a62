import { z } from "zod/mini";

/** Query-string values as the schemas read them: the first of a repeated key, empty ones left out. */
export function firstValues(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (single !== "") out[key] = single;
  }
  return out;
}

/** A query schema that reads the query as `firstValues` gives it (for a route's `querystring`). */
export function queryOf<S extends z.core.$ZodType>(schema: S) {
  return z.pipe(
    z.transform((query: unknown) => firstValues(query)),
    schema as unknown as z.core.$ZodType<z.output<S>, Record<string, unknown>>,
  );
}
