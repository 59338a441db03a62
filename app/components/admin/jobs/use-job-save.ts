import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "#app/lib/use-toast";
import type { JobPosting } from "#schemas/job-posting";
import { adminJobPath } from "#schemas/paths";
import { toForm } from "./job-draft";
import { errorBody, isJobsQuery, type JobRecord, jobKey, previewJob, saveJob } from "./jobs-api";
import type { useJobErrors } from "./use-job-errors";
import type { useJobForm } from "./use-job-form";

/**
 * Saving, previewing and settling a conflict: a draft is saved at the draft's level (a title is enough), a
 * published posting and every preview at the full one; refusals land on their fields and in the summary.
 */
export function useJobSave(
  record: JobRecord | undefined,
  form: ReturnType<typeof useJobForm>,
  errors: ReturnType<typeof useJobErrors>,
) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<string | null>(null);
  const { methods, version, setVersion, conflict, setConflict, stash, setStash, leaving, atLevel, draft } =
    form;
  const { handleSubmit, reset, getValues } = methods;

  const save = useMutation({
    mutationFn: ({ posting, asVersion }: { posting: JobPosting; asVersion: number }) =>
      saveJob(record, posting, asVersion),
    onSuccess: (saved) => {
      setConflict(null);
      setStash(null);
      errors.hideSummary();
      client.setQueryData(jobKey(saved.id), saved);
      void client.invalidateQueries({
        predicate: (query) => isJobsQuery(query.queryKey) && query.queryKey[1] !== saved.id,
      });
      const name = saved.posting.shortTitle || saved.posting.title;
      toast({ title: "Saved", description: `${name} (version ${saved.version}).` });
      if (!record) {
        leaving.current = true;
        navigate(adminJobPath(saved.id), { replace: true });
        return;
      }
      reset(toForm(saved.posting));
      setVersion(saved.version);
    },
    onError: (error) => {
      const body = errorBody(error);
      if (body.errors) errors.applyServerErrors(body.errors, "save");
      if (body.current) {
        setConflict(body.current);
        client.setQueryData(jobKey(body.current.id), body.current);
      }
    },
  });

  const previewing = useMutation({
    mutationFn: (posting: JobPosting) => {
      const state = record && ["open", "expired", "closed"].includes(record.state) ? record.state : "open";
      return previewJob({ posting, state, replacesPath: record?.posting.path });
    },
    onSuccess: (html) => setPreview(html),
    onError: (error) => {
      const body = errorBody(error);
      if (body.errors) errors.applyServerErrors(body.errors, "publish");
    },
  });

  const submitSave = (event?: React.BaseSyntheticEvent) =>
    atLevel(draft ? "draft" : "full", () =>
      handleSubmit(
        (posting) => save.mutate({ posting, asVersion: version }),
        () => errors.showSummary("save"),
      )(event),
    );
  const submitPreview = () =>
    atLevel("full", () =>
      handleSubmit(
        (posting) => previewing.mutate(posting),
        () => errors.showSummary("publish"),
      )(),
    );
  const saveMine = () =>
    atLevel(draft ? "draft" : "full", () =>
      handleSubmit(
        (posting) => {
          if (!conflict) return;
          setVersion(conflict.version);
          save.mutate({ posting, asVersion: conflict.version });
        },
        () => errors.showSummary("save"),
      )(),
    );
  const loadTheirs = () => {
    if (!conflict) return;
    setStash({ form: getValues(), version: conflict.version });
    reset(toForm(conflict.posting));
    setVersion(conflict.version);
    setConflict(null);
  };
  const bringBackMine = () => {
    if (!stash) return;
    // Their version stays the form's baseline, so the fields that differ show as unsaved edits.
    reset(stash.form, { keepDefaultValues: true });
    setVersion(stash.version);
    setStash(null);
  };

  return {
    save,
    previewing,
    preview,
    closePreview: () => setPreview(null),
    submitSave,
    submitPreview,
    saveMine,
    loadTheirs,
    bringBackMine,
  };
}
