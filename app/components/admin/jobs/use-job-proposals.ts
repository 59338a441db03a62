import { useEffect, useMemo, useRef } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { type Proposals, proposeFromTitle } from "#schemas/job-proposals";
import type { JobPosting } from "#schemas/job-posting";
import type { JobForm } from "./job-draft";
import type { FieldNote } from "./job-fields";

/** The fields proposed from the title and place, and which proposal each takes. */
const PROPOSED = [
  ["path", "path"],
  ["identifier", "identifier"],
  ["shortTitle", "shortTitle"],
  ["meta.title", "searchTitle"],
] as const satisfies ReadonlyArray<readonly [string, keyof Proposals]>;

const NOTE: FieldNote = {
  kind: "proposed",
  text: "Proposed from the title and place, and kept in step with them until you type your own.",
};

function proposalsOf(
  title: string,
  locations: ReadonlyArray<{ locality?: string; region?: string }> | undefined,
  remote: unknown,
  day: string,
) {
  if (!title.trim()) return undefined;
  const first = locations?.[0];
  const place =
    first?.locality?.trim() && first.region
      ? { locality: first.locality.trim(), region: first.region }
      : undefined;
  return proposeFromTitle({
    title: title.trim(),
    place,
    remote: Boolean(remote),
    year: Number(day.slice(0, 4)) || new Date().getFullYear(),
  });
}

/**
 * While a posting is a draft, its address, identifier, short title and search title follow its title and
 * first place: each is proposed, and kept in step, for as long as it is empty or still the last proposal;
 * once the recruiter types their own it stays theirs. Answers the notes for the fields that follow.
 */
export function useJobProposals(
  methods: UseFormReturn<JobForm, unknown, JobPosting>,
  enabled: boolean,
): Map<string, FieldNote> {
  const { control, getValues, setValue } = methods;
  const [title, locations, remote, day, ...current] = useWatch({
    control,
    name: ["title", "locations", "remote", "datePosted", ...PROPOSED.map(([field]) => field)] as const,
  }) as [string, JobForm["locations"], unknown, string, ...string[]];
  // The place is read from its first location's words, not the array's identity.
  const locality = locations?.[0]?.locality ?? "";
  const region: string = locations?.[0]?.region ?? "";
  const proposals = useMemo(
    () => proposalsOf(title ?? "", [{ locality, region }], remote, day ?? ""),
    [title, locality, region, remote, day],
  );
  // The values last proposed, from the form as it was loaded: a field still equal to one is following.
  const last = useRef<Record<string, string> | null>(null);
  if (last.current === null) {
    const initial = proposalsOf(
      getValues("title") ?? "",
      getValues("locations"),
      getValues("remote"),
      day ?? "",
    );
    last.current = Object.fromEntries(PROPOSED.map(([field, key]) => [field, initial?.[key] ?? ""]));
  }

  useEffect(() => {
    if (!enabled || !proposals) return;
    for (const [field, key] of PROPOSED) {
      const value = (getValues(field as never) as unknown as string | undefined) ?? "";
      const proposal = proposals[key];
      if ((value === "" || value === last.current![field]) && value !== proposal) {
        setValue(field as never, proposal as never, { shouldDirty: true, shouldValidate: false });
      }
      if (value === "" || value === last.current![field]) last.current![field] = proposal;
    }
  }, [enabled, proposals, getValues, setValue]);

  const notes = new Map<string, FieldNote>();
  if (enabled && proposals) {
    PROPOSED.forEach(([field], index) => {
      if (current[index] !== "" && current[index] === last.current![field]) notes.set(field, NOTE);
    });
  }
  return notes;
}
