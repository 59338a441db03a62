import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Eye, History, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type FieldErrors, FormProvider, type Resolver, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { toast } from "#app/lib/use-toast";
import type { JobPosting } from "#schemas/job-posting";
import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { errorMessage } from "../api";
import { JobActions } from "./job-actions";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";
import {
  differingFields,
  fieldLabel,
  type JobForm,
  JobFormSchema,
  newPostingForm,
  plainMessage,
  toForm,
  toPosting,
} from "./job-draft";
import { fieldId, TextField } from "./job-fields";
import {
  AddressSection,
  ApplySection,
  BasicsSection,
  DescriptionSection,
  EDITOR_SECTIONS,
  LayoutBSection,
  LocationSection,
  PaySection,
  SearchSection,
} from "./job-form-sections";
import {
  addDays,
  errorBody,
  formatDay,
  formatInZone,
  isJobsQuery,
  type JobRecord,
  jobKey,
  STATE_BADGE,
  STATE_EXPLAINED,
  STATE_LABELS,
  todayIn,
} from "./jobs-api";
import { ADMIN_PAGE_PATHS, adminJobPath } from "#schemas/paths";
import { jobQuery, jobsListQuery, previewJob, saveJob } from "./jobs-api";

const resolver = zodResolver(JobFormSchema) as unknown as Resolver<JobForm, unknown, JobPosting>;

/** Every message in the form's errors, by the field's full path. */
function flattenErrors(errors: FieldErrors, prefix = ""): Array<[path: string, message: string]> {
  const found: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const path = key === "root" ? prefix : prefix ? `${prefix}.${key}` : key;
    const entry = value as { message?: unknown; ref?: unknown; type?: unknown };
    if (typeof entry.message === "string") found.push([path, entry.message]);
    if (key !== "ref") found.push(...flattenErrors(value as FieldErrors, path));
  }
  return [...new Map(found).entries()];
}

function focusField(path: string) {
  const id = fieldId(path);
  const target =
    document.getElementById(id) ??
    document
      .querySelector<HTMLElement>(`[aria-describedby~="${id}-error"]`)
      ?.querySelector("input, select, textarea") ??
    document.getElementById(`${id}-0`);
  (target as HTMLElement | null)?.focus();
}

function ErrorSummary({ errors, id }: { errors: FieldErrors; id: string }) {
  const entries = flattenErrors(errors).filter(([path]) => path !== "");
  if (entries.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p className="font-semibold">
        {entries.length === 1 ? "One field needs attention" : `${entries.length} fields need attention`}{" "}
        before this can be saved:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {entries.slice(0, 12).map(([path, message]) => (
          <li key={path}>
            <button
              type="button"
              className="text-left underline underline-offset-2"
              onClick={() => focusField(path)}
            >
              {fieldLabel(path)}: {plainMessage(message)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `/admin/jobs/new`: an empty posting with the recruiter's details of the latest posting filled in. */
export function NewJobView() {
  const list = useQuery(jobsListQuery(new URLSearchParams()));
  const latestId = list.data?.postings[0]?.id;
  const latest = useQuery({ ...jobQuery(latestId ?? ""), enabled: Boolean(latestId) });
  if (list.isPending || (latestId && latest.isPending)) return <p role="status">Loading…</p>;
  const timeZone = list.data?.timeZone ?? "America/New_York";
  const today = todayIn(timeZone);
  const form = newPostingForm(today, addDays(today, 60), latest.data?.posting.recruiter);
  if (latest.data) form.apply = { subject: "" };
  return <JobEditorForm initial={form} timeZone={timeZone} />;
}

/** `/admin/jobs/<id>`. */
export function JobEditorView({ id }: { id: string }) {
  const record = useQuery(jobQuery(id));
  if (record.isPending) return <p role="status">Loading the posting…</p>;
  if (record.isError)
    return (
      <div>
        <h1 className="text-2xl font-bold">Posting not found</h1>
        <Alert variant="error" role="alert" className="mt-3">
          {errorMessage(record.error, "This posting could not be loaded.")}
        </Alert>
        <Link to={ADMIN_PAGE_PATHS.jobs} className="mt-4 inline-block font-semibold text-brand-700 underline">
          All postings
        </Link>
      </div>
    );
  return (
    <JobEditorForm
      key={id}
      record={record.data}
      initial={toForm(record.data.posting)}
      timeZone={record.data.timeZone}
    />
  );
}

function JobEditorForm({
  record,
  initial,
  timeZone,
}: {
  record?: JobRecord;
  initial: JobForm;
  timeZone: string;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const methods = useForm<JobForm, unknown, JobPosting>({
    resolver,
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { formState, handleSubmit, reset, setError, getValues } = methods;
  // The version this form was loaded from: a save names it, and the server refuses it if another came since.
  const [version, setVersion] = useState(record?.version ?? 0);
  const [conflict, setConflict] = useState<JobRecord | null>(null);
  const [stash, setStash] = useState<{ form: JobForm; version: number } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
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

  const applyServerErrors = (errors: Record<string, string>) => {
    const paths = Object.keys(errors);
    for (const [path, message] of Object.entries(errors)) {
      setError((path === "posting" ? "root" : path) as never, { type: "server", message });
    }
    if (paths[0]) focusField(paths[0]);
  };

  const save = useMutation({
    mutationFn: ({ posting, asVersion }: { posting: JobPosting; asVersion: number }) =>
      saveJob(record, posting, asVersion),
    onSuccess: (saved) => {
      setConflict(null);
      setStash(null);
      setSubmitted(false);
      client.setQueryData(jobKey(saved.id), saved);
      void client.invalidateQueries({
        predicate: (query) => isJobsQuery(query.queryKey) && query.queryKey[1] !== saved.id,
      });
      toast({ title: "Saved", description: `${saved.posting.shortTitle} (version ${saved.version}).` });
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
      if (body.errors) applyServerErrors(body.errors);
      if (body.current) {
        setConflict(body.current);
        client.setQueryData(jobKey(body.current.id), body.current);
      }
    },
  });

  const previewMutation = useMutation({
    mutationFn: (posting: JobPosting) => {
      const state = record && ["open", "expired", "closed"].includes(record.state) ? record.state : "open";
      return previewJob({ posting, state, replacesPath: record?.posting.path });
    },
    onSuccess: (html) => setPreview(html),
    onError: (error) => {
      const body = errorBody(error);
      if (body.errors) applyServerErrors(body.errors);
    },
  });

  const onInvalid = () => {
    setSubmitted(true);
    requestAnimationFrame(() => document.getElementById("job-error-summary")?.focus());
  };
  const submitSave = handleSubmit((posting) => save.mutate({ posting, asVersion: version }), onInvalid);
  const submitPreview = handleSubmit((posting) => previewMutation.mutate(posting), onInvalid);

  const saveMine = handleSubmit((posting) => {
    if (!conflict) return;
    setVersion(conflict.version);
    save.mutate({ posting, asVersion: conflict.version });
  }, onInvalid);
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

  const posting = record?.posting;
  const title = posting ? posting.shortTitle : "New posting";
  const saveError = save.isError && !errorBody(save.error).current && !errorBody(save.error).errors;

  return (
    <FormProvider {...methods}>
      <UnsavedChangesGuard dirty={isDirty} leaving={leaving} />
      <div className="mb-3">
        <Link
          to={ADMIN_PAGE_PATHS.jobs}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> All postings
        </Link>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {posting && (
            <p className="mt-1 text-sm text-slate-700">
              {posting.path} · version {version}
            </p>
          )}
        </div>
        {record && (
          <Link
            to={adminJobPath(record.id, "jobRevisions")}
            className="inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <History className="size-4" aria-hidden="true" /> Revisions
          </Link>
        )}
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside aria-label="Publishing" className="space-y-3">
          <div className="rounded-lg border border-slate-300 bg-white p-4 lg:sticky lg:top-20">
            {record ? (
              <>
                <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                  State <Badge className={STATE_BADGE[record.state]}>{STATE_LABELS[record.state]}</Badge>
                </p>
                <p className="mt-2 text-sm text-slate-800">{STATE_EXPLAINED[record.state]}</p>
                <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  {record.status !== "draft" && record.state !== "scheduled" && (
                    <>
                      <dt className="text-slate-700">Posted</dt>
                      <dd>{formatDay(record.posting.datePosted)}</dd>
                    </>
                  )}
                  {record.state === "scheduled" && record.publishAt !== null && (
                    <>
                      <dt className="text-slate-700">Goes live</dt>
                      <dd>{formatInZone(record.publishAt, timeZone)}</dd>
                    </>
                  )}
                  <dt className="text-slate-700">Open through</dt>
                  <dd>{formatDay(record.posting.validThrough)}</dd>
                  {record.closedAt !== null && (
                    <>
                      <dt className="text-slate-700">Filled</dt>
                      <dd>{formatInZone(record.closedAt, timeZone)}</dd>
                    </>
                  )}
                </dl>
                <div className="mt-4">
                  <JobActions record={{ ...record, version }} unsaved={isDirty} />
                  {isDirty && (
                    <p className="mt-2 text-xs text-slate-700">
                      Save or undo your changes before publishing, closing or renewing.
                    </p>
                  )}
                </div>
                {record.state !== "draft" && record.state !== "scheduled" && (
                  <a
                    href={record.posting.path}
                    target="_blank"
                    rel="noreferrer"
                    className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
                  >
                    Open the public page (new tab)
                  </a>
                )}
              </>
            ) : (
              <p className="text-sm text-slate-800">
                A new posting is saved as a draft: nothing is public until you publish or schedule it.
              </p>
            )}
          </div>
          {conflict && (
            <div
              role="alert"
              className="rounded-lg border border-amber-500 bg-amber-50 p-4 text-sm text-amber-950"
            >
              <p className="font-semibold">Someone else saved this posting after you opened it.</p>
              <p className="mt-1">
                Your changes are not saved yet and are still in the form. Their version {conflict.version} was
                saved {formatInZone(conflict.updatedAt, timeZone)}.
              </p>
              {(() => {
                const fields = differingFields(toPosting(getValues()), conflict.posting);
                return fields.length > 0 ? (
                  <p className="mt-1">
                    Yours and theirs differ in: {fields.map((field) => fieldLabel(field)).join(", ")}.
                  </p>
                ) : null;
              })()}
              <div className="mt-3 flex flex-wrap gap-2">
                <Button type="button" size="sm" onClick={() => void saveMine()}>
                  Save mine over theirs
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={loadTheirs}>
                  Load their version
                </Button>
              </div>
              <p className="mt-2 text-xs">
                Either way nothing is lost: their version stays in the revisions, and yours can be brought
                back.
              </p>
            </div>
          )}
          {stash && (
            <Alert variant="info">
              Their version is loaded. Your edits are kept aside.{" "}
              <Button type="button" size="sm" variant="outline" className="mt-2" onClick={bringBackMine}>
                Bring back my edits
              </Button>
            </Alert>
          )}
          {saveError && (
            <Alert variant="error" role="alert">
              {errorMessage(save.error, "Saving failed. Your changes are still here; please try again.")}
            </Alert>
          )}
          {previewMutation.isError && !errorBody(previewMutation.error).errors && (
            <Alert variant="error" role="alert">
              {errorMessage(previewMutation.error, "The preview could not be made. Please try again.")}
            </Alert>
          )}
          <nav
            aria-label="Parts of the posting"
            className="hidden rounded-lg border border-slate-300 bg-white p-4 lg:block"
          >
            <ul className="space-y-1 text-sm">
              {EDITOR_SECTIONS.map(([id, label]) => (
                <li key={id}>
                  <a href={`#${id}-title`} className="text-brand-700 underline underline-offset-2">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <form
          noValidate
          aria-label={record ? `Edit ${title}` : "New posting"}
          className="space-y-4"
          onSubmit={(event) => void submitSave(event)}
        >
          {submitted && <ErrorSummary errors={formState.errors} id="job-error-summary" />}
          {formState.errors.root?.message && (
            <Alert variant="error" role="alert">
              {plainMessage(formState.errors.root.message)}
            </Alert>
          )}
          <BasicsSection />
          <AddressSection published={Boolean(record && record.status !== "draft")} />
          <LocationSection />
          <PaySection />
          <DescriptionSection />
          <LayoutBSection />
          <ApplySection />
          <SearchSection />
          <section
            aria-labelledby="job-dates-title"
            className="rounded-lg border border-slate-300 bg-white p-4 sm:p-5"
          >
            <h2 id="job-dates-title" className="text-lg font-bold text-slate-900">
              End date
            </h2>
            <div className="mt-4 max-w-xs">
              <TextField
                name="validThrough"
                label="Open through"
                type="date"
                readOnly={Boolean(record && record.status !== "draft")}
                hint={
                  record && record.status !== "draft"
                    ? "Change it with Renew or Relist."
                    : "The last day the posting is open; renew it later to extend."
                }
              />
            </div>
          </section>
          <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-slate-300 bg-white p-3">
            <Button type="submit" disabled={save.isPending}>
              <Save aria-hidden="true" />{" "}
              {save.isPending ? "Saving…" : record ? "Save changes" : "Save draft"}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => void submitPreview()}
              disabled={previewMutation.isPending}
            >
              <Eye aria-hidden="true" /> {previewMutation.isPending ? "Rendering…" : "Preview"}
            </Button>
            <span className="text-sm text-slate-700" aria-live="polite">
              {isDirty ? "Unsaved changes" : record ? "All changes saved" : ""}
            </span>
          </div>
        </form>
      </div>

      <Dialog open={preview !== null} onOpenChange={(open) => !open && setPreview(null)}>
        <DialogContent
          className="gap-3 p-4 sm:p-4"
          // Sized inline: this is the only dialog this wide, and the site's one stylesheet serves every page.
          style={{ maxWidth: "min(96rem, calc(100% - 2rem))" }}
          closeLabel="Close the preview"
          // Focus stays on the dialog, not inside the page's frame, where Escape would not reach the dialog.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).focus();
          }}
        >
          <DialogHeader>
            <DialogTitle className="text-lg">Preview: {title}</DialogTitle>
            <DialogDescription className="text-sm">
              The public page as it would look with your unsaved edits. Nothing is saved or published.
            </DialogDescription>
          </DialogHeader>
          {preview !== null && (
            <iframe
              title="Preview of the public page"
              srcDoc={preview}
              sandbox="allow-same-origin"
              className="w-full rounded-md border border-slate-300"
              style={{ height: "calc(100dvh - 11rem)" }}
            />
          )}
        </DialogContent>
      </Dialog>
    </FormProvider>
  );
}
