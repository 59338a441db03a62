import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Eye, History, Save } from "lucide-react";
import { FormProvider, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { ADMIN_PAGE_PATHS, adminJobPath } from "#schemas/paths";
import { errorMessage } from "../api";
import { type JobForm, newPostingForm, plainMessage, toForm } from "./job-draft";
import { DuplicateNotice } from "./job-duplicate-notice";
import { ConflictPanel, PublishingPanel, SaveFailures, SectionLinks } from "./job-editor-aside";
import { JobErrorSummary } from "./job-error-summary";
import { type FieldNote, FieldNotesContext } from "./job-fields";
import {
  AddressSection,
  ApplySection,
  BasicsSection,
  DescriptionSection,
  EndDateSection,
  LayoutBSection,
  LocationSection,
  PaySection,
  SearchSection,
} from "./job-form-sections";
import { JobPreviewDialog } from "./job-preview-dialog";
import { addDays, type JobRecord, jobQuery, jobsListQuery, todayIn } from "./jobs-api";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";
import { useDuplicateFlags } from "./use-duplicate-flags";
import { useJobErrors } from "./use-job-errors";
import { useJobForm } from "./use-job-form";
import { useJobProposals } from "./use-job-proposals";
import { useJobSave } from "./use-job-save";

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

/**
 * The editor: the form's state, proposals, checks and saving live in hooks (use-job-*.ts); this lays out
 * the header, the publishing side panel and the sections.
 */
function JobEditorForm({
  record,
  initial,
  timeZone,
}: {
  record?: JobRecord;
  initial: JobForm;
  timeZone: string;
}) {
  const form = useJobForm({ record, initial });
  const { methods, isDirty, version, conflict, stash, leaving, draft } = form;
  const errors = useJobErrors(methods.setError);
  const saving = useJobSave(record, form, errors);
  const proposed = useJobProposals(methods, draft);
  const duplicate = useDuplicateFlags(record, methods.control);
  const notes = new Map<string, FieldNote>([...proposed, ...(duplicate?.notes ?? [])]);
  const values = useWatch({ control: methods.control }) as JobForm;

  const posting = record?.posting;
  const title = posting ? posting.shortTitle || posting.title : "New posting";
  const published = Boolean(record && record.status !== "draft");
  const rootError = methods.formState.errors.root?.message;

  return (
    <FormProvider {...methods}>
      <FieldNotesContext value={notes}>
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
            <PublishingPanel
              record={record}
              version={version}
              timeZone={timeZone}
              unsaved={isDirty}
              onFieldErrors={(found) => errors.applyServerErrors(found, "publish")}
            />
            {conflict && (
              <ConflictPanel conflict={conflict} timeZone={timeZone} values={values} actions={saving} />
            )}
            {stash && (
              <Alert variant="info">
                Their version is loaded. Your edits are kept aside.{" "}
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="mt-2"
                  onClick={saving.bringBackMine}
                >
                  Bring back my edits
                </Button>
              </Alert>
            )}
            <SaveFailures saving={saving} />
            <SectionLinks />
          </aside>

          <form
            noValidate
            aria-label={record ? `Edit ${title}` : "New posting"}
            className="space-y-4"
            onSubmit={(event) => void saving.submitSave(event)}
          >
            {errors.goal && <JobErrorSummary errors={methods.formState.errors} goal={errors.goal} />}
            {rootError && (
              <Alert variant="error" role="alert">
                {plainMessage(rootError)}
              </Alert>
            )}
            {duplicate && <DuplicateNotice flags={duplicate} />}
            <BasicsSection />
            <AddressSection published={published} />
            <LocationSection />
            <PaySection />
            <DescriptionSection />
            <LayoutBSection />
            <ApplySection />
            <SearchSection />
            <EndDateSection published={published} />
            <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-slate-300 bg-white p-3">
              <Button type="submit" disabled={saving.save.isPending}>
                <Save aria-hidden="true" />{" "}
                {saving.save.isPending ? "Saving…" : record ? "Save changes" : "Save draft"}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => void saving.submitPreview()}
                disabled={saving.previewing.isPending}
              >
                <Eye aria-hidden="true" /> {saving.previewing.isPending ? "Rendering…" : "Preview"}
              </Button>
              <span className="text-sm text-slate-700" aria-live="polite">
                {isDirty ? "Unsaved changes" : record ? "All changes saved" : ""}
              </span>
            </div>
          </form>
        </div>

        <JobPreviewDialog title={title} html={saving.preview} onClose={saving.closePreview} />
      </FieldNotesContext>
    </FormProvider>
  );
}
