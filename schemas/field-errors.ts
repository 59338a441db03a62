import { issuesByField } from "./content-rules";

/** A zod error as the field maps read it: each issue's path and message. */
export interface FieldIssues {
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>;
}

/**
 * Turns zod issues into one message per field (the first one), keyed by the top-level field (`form` for the
 * whole payload): the API's 400 body `{"errors": {field: message}}` for leads, applications, sign-in and the
 * staff API, and the forms' own messages.
 */
export function fieldErrors(error: FieldIssues): Record<string, string> {
  return issuesByField(error, { root: "form", depth: 1 });
}
