import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { errorMessage } from "../api";
import { JobActions } from "./job-actions";
import { differingFields, fieldLabel, type JobForm, toPosting } from "./job-draft";
import { EDITOR_SECTIONS } from "./job-form-sections";
import {
  errorBody,
  formatDay,
  formatInZone,
  type JobRecord,
  STATE_BADGE,
  STATE_EXPLAINED,
  STATE_LABELS,
} from "./jobs-api";
import type { useJobSave } from "./use-job-save";

/** The posting's state, its dates and the lifecycle actions that fit it. */
export function PublishingPanel({
  record,
  version,
  timeZone,
  unsaved,
  onFieldErrors,
}: {
  record?: JobRecord;
  version: number;
  timeZone: string;
  unsaved: boolean;
  onFieldErrors(errors: Record<string, string>): void;
}) {
  if (!record) {
    return (
      <div className="rounded-lg border border-slate-300 bg-white p-4 lg:sticky lg:top-20">
        <p className="text-sm text-slate-800">
          A new posting is saved as a draft: a title is enough to save it, and nothing is public until you
          publish or schedule it. Publishing checks every field.
        </p>
      </div>
    );
  }
  const filled = record.state === "closed";
  return (
    <div className="rounded-lg border border-slate-300 bg-white p-4 lg:sticky lg:top-20">
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
        {!filled && (
          <>
            <dt className="text-slate-700">Open through</dt>
            <dd>{formatDay(record.posting.validThrough)}</dd>
          </>
        )}
        {record.closedAt !== null && (
          <>
            <dt className="text-slate-700">Filled</dt>
            <dd>{formatInZone(record.closedAt, timeZone)}</dd>
          </>
        )}
      </dl>
      <div className="mt-4">
        <JobActions record={{ ...record, version }} unsaved={unsaved} onFieldErrors={onFieldErrors} />
        {unsaved && (
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
    </div>
  );
}

/** Someone else saved meanwhile: compare, keep one's own or load theirs; nothing is lost either way. */
export function ConflictPanel({
  conflict,
  timeZone,
  values,
  actions,
}: {
  conflict: JobRecord;
  timeZone: string;
  values: JobForm;
  actions: Pick<ReturnType<typeof useJobSave>, "saveMine" | "loadTheirs">;
}) {
  const fields = differingFields(toPosting(values), conflict.posting);
  return (
    <div role="alert" className="rounded-lg border border-amber-500 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">Someone else saved this posting after you opened it.</p>
      <p className="mt-1">
        Your changes are not saved yet and are still in the form. Their version {conflict.version} was saved{" "}
        {formatInZone(conflict.updatedAt, timeZone)}.
      </p>
      {fields.length > 0 && (
        <p className="mt-1">
          Yours and theirs differ in: {fields.map((field) => fieldLabel(field)).join(", ")}.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void actions.saveMine()}>
          Save mine over theirs
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={actions.loadTheirs}>
          Load their version
        </Button>
      </div>
      <p className="mt-2 text-xs">
        Either way nothing is lost: their version stays in the revisions, and yours can be brought back.
      </p>
    </div>
  );
}

/** Failures of a save or preview that belong to no field. */
export function SaveFailures({ saving }: { saving: ReturnType<typeof useJobSave> }) {
  const { save, previewing } = saving;
  const saveError = save.isError && !errorBody(save.error).current && !errorBody(save.error).errors;
  return (
    <>
      {saveError && (
        <Alert variant="error" role="alert">
          {errorMessage(save.error, "Saving failed. Your changes are still here; please try again.")}
        </Alert>
      )}
      {previewing.isError && !errorBody(previewing.error).errors && (
        <Alert variant="error" role="alert">
          {errorMessage(previewing.error, "The preview could not be made. Please try again.")}
        </Alert>
      )}
    </>
  );
}

/** Jump links to the editor's sections (wide screens). */
export function SectionLinks() {
  return (
    <nav
      aria-label="Parts of the posting"
      className="hidden rounded-lg border border-slate-300 bg-white p-4 lg:block"
    >
      <ul className="space-y-1 text-sm">
        {EDITOR_SECTIONS.map(([id, label]) => (
          <li key={id}>
            <a
              href={`#${id}-title`}
              className="inline-flex min-h-6 items-center text-brand-700 underline underline-offset-2"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
