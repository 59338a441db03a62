import { toNestErrors } from "@hookform/resolvers";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import type { JobPosting } from "#schemas/job-posting";
import { checkFormDraft, type JobForm, JobFormSchema, toForm } from "./job-draft";
import type { JobRecord } from "./jobs-api";

const fullResolver = zodResolver(JobFormSchema) as unknown as Resolver<JobForm, unknown, JobPosting>;

/** How much the next check asks of the form: a draft's (a title is enough) or a complete posting's. */
export type CheckLevel = "draft" | "full";

/** One resolver for both levels; the level is read when the form is checked. */
function levelResolver(level: { current: CheckLevel }): Resolver<JobForm, unknown, JobPosting> {
  return async (values, context, options) => {
    if (level.current === "full") return fullResolver(values, context, options);
    const checked = checkFormDraft(values);
    if (checked.ok) return { values: checked.posting, errors: {} };
    const flat = Object.fromEntries(
      Object.entries(checked.errors).map(([path, message]) => [path, { type: "draft", message }]),
    ) as FieldErrors;
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/**
 * The editor's form and what it was loaded from: the version a save names, a conflicting version someone
 * else saved, the recruiter's edits kept aside while theirs is loaded, and the guard against leaving with
 * unsaved changes.
 */
export function useJobForm({ record, initial }: { record?: JobRecord; initial: JobForm }) {
  const draft = !record || record.status === "draft";
  const level = useRef<CheckLevel>(draft ? "draft" : "full");
  const methods = useForm<JobForm, unknown, JobPosting>({
    resolver: levelResolver(level),
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { formState, reset } = methods;
  const [version, setVersion] = useState(record?.version ?? 0);
  const [conflict, setConflict] = useState<JobRecord | null>(null);
  const [stash, setStash] = useState<{ form: JobForm; version: number } | null>(null);
  const isDirty = formState.isDirty;
  // Set just before the editor moves on by itself (to a new posting's address after its first save); the
  // posting it then shows is guarded again.
  const leaving = useRef(false);
  const recordId = record?.id;
  useEffect(() => {
    if (recordId) leaving.current = false;
  }, [recordId]);

  // A lifecycle action (or a reload) brought a newer version: take it in when nothing is being edited.
  useEffect(() => {
    if (record && record.version !== version && !isDirty && !conflict) {
      reset(toForm(record.posting));
      setVersion(record.version);
    }
  }, [record, version, isDirty, conflict, reset]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  /** Runs `check` with the form checked at `next` (a save of a draft, or a preview and publish). */
  const atLevel = async (next: CheckLevel, check: () => Promise<void>) => {
    level.current = next;
    try {
      await check();
    } finally {
      level.current = draft ? "draft" : "full";
    }
  };

  return {
    methods,
    draft,
    isDirty,
    version,
    setVersion,
    conflict,
    setConflict,
    stash,
    setStash,
    leaving,
    atLevel,
  };
}
