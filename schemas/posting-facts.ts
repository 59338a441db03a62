import type { JobPosting } from "./job-posting";

/**
 * The posting fields a public page lists as facts ("Hours: 32-40 hours per week"), part of the posting-field
 * descriptor (posting-fields.ts spreads each into its entry). Kept in a module of their own so that a posting
 * page's script carries these few entries and not the editor's whole descriptor (hints, options, sections).
 */
export const SCHEDULE_FACTS = {
  hours: { key: "hours", label: "Hours", fact: "schedule" },
  schedule: { key: "schedule", label: "Schedule", optional: true, fact: "schedule" },
  callRequirement: { key: "callRequirement", label: "Call", optional: true, fact: "schedule" },
} as const;

/** The public lists of facts a field can stand in. */
export type PostingFactList = "schedule";

const FACTS: Record<PostingFactList, ReadonlyArray<{ key: string; label: string; optional?: true }>> = {
  schedule: Object.values(SCHEDULE_FACTS),
};

/**
 * The public page's facts of one list ("schedule": hours, schedule, call), in the descriptor's order,
 * each with its label and value when the posting has it.
 */
export function postingFacts(
  job: JobPosting,
  fact: PostingFactList,
): Array<{ label: string; value: string[] }> {
  const values = job as unknown as Record<string, unknown>;
  return FACTS[fact]
    .filter((field) => !field.optional || (typeof values[field.key] === "string" && values[field.key] !== ""))
    .map((field) => ({ label: field.label, value: [values[field.key] as string] }));
}
