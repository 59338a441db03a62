import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";
import type { StaffAnswer } from "#schemas/admin";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from "#schemas/application";
import type { ApplicationSummary } from "#schemas/application-admin";
import { ADMIN_PAGE_PATHS, adminApplicationPath, adminJobPath } from "#schemas/paths";
import { LoadError, ReceivedTime } from "../list-parts";
import { ownerLabel } from "../lead-actions";
import { staffQuery } from "../leads-api";
import { OverdueIcon } from "../list-marks";
import { useNow } from "../use-now";
import {
  type ApplicationChanges,
  announceChange,
  StageSelect,
  useApplicationChanges,
} from "./application-actions";
import { LicenseStateList } from "./application-labels";
import { type ApplicationListState, applicantName } from "./applications-list";
import { applicationsPageQuery } from "./applications-api";

/** The pipeline shows at most this many applications of a posting (the newest); the list has every one. */
const PIPELINE_MAX = 200;

/** The stages a card steps through with its arrows; "Not a fit" is chosen in its box or by dragging. */
const FLOW: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter((status) => status !== "not_fit");

/** The control of a card last used to move it ("back", "on", "stage"), to give focus back to once it moved. */
let lastControl: string | null = null;

/** Frames to wait for the control used to be enabled again once the move is saved (the card's redraw). */
const FOCUS_FRAMES = 30;

/**
 * After a move the card is drawn in its new column: focus goes back to the control used, else to the card.
 * The control stays disabled until the card is drawn without the pending move, which on a slow device can
 * come a few frames after the save; it is waited for, then the card takes focus if the control stays off
 * (an arrow at either end of the flow). A recruiter who has put focus elsewhere while the move was saved
 * (on another card's control, say) keeps it there: focus follows the card only from nowhere or within it.
 */
function focusCard(id: string, framesLeft = FOCUS_FRAMES) {
  requestAnimationFrame(() => {
    const card = document.querySelector<HTMLElement>(`[data-pipeline-card="${CSS.escape(id)}"]`);
    const active = document.activeElement;
    if (active && active !== document.body && !card?.contains(active)) return;
    const control = lastControl
      ? card?.querySelector<HTMLButtonElement | HTMLSelectElement>(`[data-control="${lastControl}"]`)
      : null;
    if (control?.disabled && framesLeft > 0) return focusCard(id, framesLeft - 1);
    (control && !control.disabled ? control : card)?.focus();
  });
}

/**
 * `/admin/jobs/:id/pipeline`: one posting's applications grouped by stage, one column a stage (a list of groups
 * on a phone). A card moves with its stage box, its ← and → buttons, or by dragging it to another column; after
 * a move, focus follows the card.
 */
export function PipelineView({ id }: { id: string }) {
  const params = new URLSearchParams({ posting: id, sort: "received", limit: String(PIPELINE_MAX) });
  const page = useQuery({ ...applicationsPageQuery(params), refetchInterval: 60_000 });
  const staff = useQuery(staffQuery());
  const now = useNow();
  const changes = useApplicationChanges(announceChange, staff.data, focusCard);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<ApplicationStatus | null>(null);

  const applications = page.data?.applications ?? [];
  const posting = page.data?.posting ?? null;
  const byStage = new Map<ApplicationStatus, ApplicationSummary[]>(
    APPLICATION_STATUSES.map((status) => [status, []]),
  );
  for (const application of applications) {
    const shown = changes.pending[application.id]?.status ?? application.status;
    byStage.get(shown)!.push(application);
  }
  const linkState: ApplicationListState = { backTo: `${ADMIN_PAGE_PATHS.applications}?posting=${id}` };
  const drop = useCallback(
    (status: ApplicationStatus, applicationId: string | null) => {
      setDragging(null);
      setOver(null);
      const application = applications.find((entry) => entry.id === applicationId);
      if (application && application.status !== status) changes.setStatus(application, status);
    },
    [applications, changes],
  );

  return (
    <div className="space-y-3">
      <nav aria-label="Jobs" className="text-sm">
        <Link
          to={ADMIN_PAGE_PATHS.jobs}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the jobs
        </Link>
      </nav>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold">
          Pipeline{posting && <span className="font-normal">: {posting.title}</span>}
        </h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {posting?.exists && (
            <Link
              to={adminJobPath(id)}
              className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
            >
              Open the posting in the editor
            </Link>
          )}
          <Link
            to={`${ADMIN_PAGE_PATHS.applications}?posting=${encodeURIComponent(id)}`}
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
          >
            These applications as a list
          </Link>
        </p>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {page.isPending
          ? "Loading the pipeline…"
          : page.data
            ? `${applications.length} application${applications.length === 1 ? "" : "s"}${
                page.data.nextCursor ? ` (the ${PIPELINE_MAX} newest; the list has every one)` : ""
              }. Move a card with its stage box (arrows, then Enter), its arrow buttons, or drag it to another column.`
            : ""}
      </p>
      <LoadError query={page} what="the pipeline" />
      {page.data && (
        <section
          aria-label="Stages"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className="grid grid-cols-1 gap-3 md:auto-cols-[minmax(14rem,1fr)] md:grid-flow-col md:grid-cols-none md:overflow-x-auto md:pb-2 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {APPLICATION_STATUSES.map((status) => {
            const cards = byStage.get(status)!;
            const headingId = `stage-${status}`;
            return (
              <section
                key={status}
                aria-labelledby={headingId}
                data-stage={status}
                onDragOver={(event) => {
                  if (!dragging) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = "move";
                  setOver(status);
                }}
                onDragLeave={() => setOver((current) => (current === status ? null : current))}
                onDrop={(event) => {
                  event.preventDefault();
                  drop(status, event.dataTransfer.getData("text/plain") || dragging);
                }}
                className={cn(
                  "flex min-h-24 flex-col rounded-lg border border-slate-300 bg-slate-50 p-2",
                  over === status && "border-brand-700 bg-brand-50",
                )}
              >
                <h2
                  id={headingId}
                  className="flex items-baseline justify-between px-1 pb-2 text-sm font-bold"
                >
                  {APPLICATION_STATUS_LABELS[status]}
                  <span className="rounded bg-white px-1.5 text-xs font-semibold text-slate-800">
                    {cards.length}
                    <span className="sr-only"> application{cards.length === 1 ? "" : "s"}</span>
                  </span>
                </h2>
                {cards.length === 0 ? (
                  <p className="px-1 text-xs text-slate-700">None at this stage.</p>
                ) : (
                  <ul className="space-y-2">
                    {cards.map((application) => (
                      <PipelineCard
                        key={application.id}
                        application={application}
                        now={now}
                        linkState={linkState}
                        changes={changes}
                        staff={staff.data}
                        onDragStart={setDragging}
                        onDragEnd={() => {
                          setDragging(null);
                          setOver(null);
                        }}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </section>
      )}
    </div>
  );
}

function PipelineCard({
  application,
  now,
  linkState,
  changes,
  staff,
  onDragStart,
  onDragEnd,
}: {
  application: ApplicationSummary;
  now: number;
  linkState: ApplicationListState;
  changes: ApplicationChanges;
  staff: StaffAnswer | undefined;
  onDragStart(id: string): void;
  onDragEnd(): void;
}) {
  const pending = changes.pending[application.id]?.status;
  const shown = pending ?? application.status;
  const index = FLOW.indexOf(shown);
  const previous = index > 0 ? FLOW[index - 1] : undefined;
  const next = index >= 0 ? FLOW[index + 1] : undefined;
  const name = applicantName(application);
  const move = (status: ApplicationStatus | undefined, control: string) => {
    lastControl = control;
    if (status) changes.setStatus(application, status);
  };
  return (
    <li
      data-pipeline-card={application.id}
      data-application-id={application.id}
      tabIndex={-1}
      draggable={pending === undefined}
      onDragStart={(event) => {
        lastControl = null;
        event.dataTransfer.setData("text/plain", application.id);
        event.dataTransfer.effectAllowed = "move";
        onDragStart(application.id);
      }}
      onDragEnd={onDragEnd}
      className={cn(
        "cursor-grab rounded-md border border-slate-300 bg-white p-2 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700",
        application.wait.overdue && "border-amber-500 bg-amber-50",
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <Link
          to={adminApplicationPath(application.id)}
          state={linkState}
          className="min-w-0 truncate font-semibold text-brand-700 underline underline-offset-2"
        >
          {name}
        </Link>
        <ReceivedTime at={application.createdAt} now={now} className="shrink-0 text-xs text-slate-700">
          {application.wait.overdue && <OverdueIcon />}
        </ReceivedTime>
      </div>
      <p className="text-xs text-slate-800">
        {application.credential} · <LicenseStateList states={application.licenseStates} />
      </p>
      <p className="text-xs text-slate-700">
        Owner: {ownerLabel(application.ownerId, application.ownerEmail, staff?.meId)}
      </p>
      <div className="mt-1.5 flex items-center gap-1">
        <StepButton
          control="back"
          to={previous}
          busy={pending !== undefined}
          label={
            previous
              ? `Move ${name} back to ${APPLICATION_STATUS_LABELS[previous]}`
              : `No stage before for ${name}`
          }
          onMove={move}
        >
          <ChevronLeft aria-hidden="true" />
        </StepButton>
        <StageSelect
          application={application}
          pending={pending}
          data-control="stage"
          onChoose={(chosen, status) => {
            lastControl = "stage";
            changes.setStatus(chosen, status);
          }}
        />
        <StepButton
          control="on"
          to={next}
          busy={pending !== undefined}
          label={
            next ? `Move ${name} on to ${APPLICATION_STATUS_LABELS[next]}` : `No stage after for ${name}`
          }
          onMove={move}
        >
          <ChevronRight aria-hidden="true" />
        </StepButton>
      </div>
    </li>
  );
}

/** A card's arrow to the stage before or after, disabled at either end of the flow and while a move is saved. */
function StepButton({
  control,
  to,
  busy,
  label,
  onMove,
  children,
}: {
  control: "back" | "on";
  to: ApplicationStatus | undefined;
  busy: boolean;
  label: string;
  onMove(status: ApplicationStatus | undefined, control: string): void;
  children: React.ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="size-8 shrink-0 px-0"
      disabled={!to || busy}
      data-control={control}
      onClick={() => onMove(to, control)}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
