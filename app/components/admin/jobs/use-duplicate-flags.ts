import { useQuery } from "@tanstack/react-query";
import { type Control, useWatch } from "react-hook-form";
import type { JobPosting as Posting } from "#schemas/job-posting";
import type { JobPosting } from "#schemas/job-posting";
import { NEW_POSTING_OPEN_DAYS } from "#schemas/job-lifecycle";
import type { JobForm } from "./job-draft";
import type { FieldNote } from "./job-fields";
import { type JobRecord, jobRevisionsQuery } from "./jobs-api";

/** Fields a copy changes by itself or that never name a place: not flagged. */
const UNFLAGGED =
  /^(path|identifier|legacyPaths|layout|colorScheme|datePosted|validThrough|recruiter|explore)(\.|$)/;

export interface DuplicateFlags {
  /** The original's short title, as the notice names it. */
  original: string;
  /** Field path → what it still names (and the end date's note, while the copy's own date is unchanged). */
  notes: Map<string, FieldNote>;
  /** The copy's fresh end date while it is unchanged (a copy never keeps the original's). */
  freshEnd?: string;
}

/**
 * What names the original: its places and its short title (which carries the place). The role's title alone
 * is left out: a copy for the same role elsewhere keeps it rightly.
 */
function words(original: JobPosting): string[] {
  const names = [original.shortTitle, ...(original.locations ?? []).map((place) => place.locality)].filter(
    (name): name is string => typeof name === "string" && name.trim().length >= 3,
  );
  return [...new Set(names.map((name) => name.trim()))];
}

function leaves(value: unknown, path: string, out: Array<[string, string]>) {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) leaves(item, `${path}.${index}`, out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, out);
  }
  return out;
}

function at(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

/**
 * A draft made by Duplicate: the fields that still hold the copied words and name the original's city or
 * title, flagged until the recruiter edits them (the copy's first revision holds what was copied).
 */
export function useDuplicateFlags(
  record: JobRecord | undefined,
  control: Control<JobForm, unknown, Posting>,
): DuplicateFlags | undefined {
  const enabled = record?.status === "draft";
  const revisions = useQuery({ ...jobRevisionsQuery(record?.id ?? ""), enabled });
  const values = useWatch({ control }) as JobForm;
  const first = revisions.data?.revisions.at(-1);
  if (!enabled || !first || first.action !== "duplicate") return undefined;
  const copied = first.posting;
  const names = words(copied);
  const notes = new Map<string, FieldNote>();
  for (const [path, value] of leaves(values, "", [])) {
    if (UNFLAGGED.test(path) || value !== at(copied, path)) continue;
    const named = names.find((name) => value.toLowerCase().includes(name.toLowerCase()));
    if (named) {
      notes.set(path, {
        kind: "flag",
        text: `Copied from the original and still names “${named}”. Edit it for this posting (or change a word to keep it).`,
      });
    }
  }
  // The copy was given its own end date (schemas/job-lifecycle.ts `duplicate`): say so until it is changed.
  const freshEnd = values.validThrough === copied.validThrough ? copied.validThrough : undefined;
  if (freshEnd) {
    notes.set("validThrough", {
      kind: "proposed",
      text: `A new end date for this copy, ${NEW_POSTING_OPEN_DAYS} days from the day it was made; the original's end date was not kept.`,
    });
  }
  return { original: copied.shortTitle || copied.title, notes, freshEnd };
}
