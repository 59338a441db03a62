import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";
import { toast } from "#app/lib/use-toast";
import type { StaffAnswer } from "#schemas/admin";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from "#schemas/application";
import {
  type ApplicationBulkAction,
  ApplicationBulkAnswerSchema,
  ApplicationOwnerAnswerSchema,
  ApplicationStatusEntryAnswerSchema,
  type ApplicationSummary,
} from "#schemas/application-admin";
import { adminApiPath } from "#schemas/paths";
import { compactControlClass } from "../admin-ui";
import { errorMessage, isApplicationsQuery, sendFor } from "../api";
import { ownerLabel } from "../lead-actions";
import { OwnerChoice, StatusChoice } from "../row-choice";
import { staffQuery } from "../leads-api";

/** Owner, stage and bulk changes of applications, saved the way a lead's are (decision 0341). */

export type Announce = (message: string, tone?: "success" | "error") => void;

/** Says what was saved (or why not) in the app's toast, which screen readers hear. */
export const announceChange: Announce = (message, tone = "success") => {
  toast(
    tone === "error"
      ? { title: "Not saved", description: message, variant: "destructive" }
      : { title: "Saved", description: message },
  );
};

type Named = Pick<ApplicationSummary, "id" | "firstName" | "lastName">;

function candidate(application: Named): string {
  return `${application.firstName} ${application.lastName}`;
}

export function setApplicationStatus(id: string, status: ApplicationStatus) {
  return sendFor(ApplicationStatusEntryAnswerSchema, "POST", adminApiPath("applicationStatus", { id }), {
    status,
    note: "",
  });
}

export function setApplicationOwner(id: string, ownerId: string | null) {
  return sendFor(ApplicationOwnerAnswerSchema, "POST", adminApiPath("applicationOwner", { id }), { ownerId });
}

export function changeApplications(body: ApplicationBulkAction) {
  return sendFor(ApplicationBulkAnswerSchema, "POST", adminApiPath("applicationsBulk"), body);
}

/** Every applications query (lists, the pipeline, details) and the Jobs list's counts, fetched again. */
function useRefreshApplications() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({
        predicate: (query) => isApplicationsQuery(query.queryKey),
        refetchType: "all",
      }),
      client.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith(adminApiPath("jobs")),
      }),
    ]);
}

/** Changes waiting for the server, by application: the stage or owner (select value, "" nobody) chosen. */
export type PendingApplicationChanges = Record<string, { status?: ApplicationStatus; owner?: string }>;

export interface ApplicationChanges {
  pending: PendingApplicationChanges;
  setStatus(application: Named, status: ApplicationStatus): void;
  assign(application: Named, ownerId: string | null): void;
}

/** Stage and owner changes made from rows or cards, for a whole list or pipeline. */
export function useApplicationChanges(
  announce: Announce,
  staff: StaffAnswer | undefined,
  onSaved?: (id: string) => void,
): ApplicationChanges {
  const refresh = useRefreshApplications();
  const [pending, setPending] = useState<PendingApplicationChanges>({});
  const staffRef = useRef(staff);
  staffRef.current = staff;
  const savedRef = useRef(onSaved);
  savedRef.current = onSaved;
  const mark = (id: string, change: PendingApplicationChanges[string] | null) =>
    setPending((current) => {
      const next = { ...current };
      if (change) next[id] = { ...next[id], ...change };
      else delete next[id];
      return next;
    });
  const status = useMutation({
    mutationFn: ({ application, status }: { application: Named; status: ApplicationStatus }) =>
      setApplicationStatus(application.id, status),
    onMutate: ({ application, status }) => mark(application.id, { status }),
    onSuccess: async (_answer, { application, status }) => {
      announce(`${candidate(application)}: moved to ${APPLICATION_STATUS_LABELS[status]}.`);
      await refresh();
      savedRef.current?.(application.id);
    },
    onError: (error) => announce(errorMessage(error, "The stage could not be saved."), "error"),
    onSettled: (_data, _error, { application }) => mark(application.id, null),
  });
  const owner = useMutation({
    mutationFn: ({ application, ownerId }: { application: Named; ownerId: string | null }) =>
      setApplicationOwner(application.id, ownerId),
    onMutate: ({ application, ownerId }) => mark(application.id, { owner: ownerId ?? "" }),
    onSuccess: async (answer, { application }) => {
      announce(
        answer.ownerId
          ? `${candidate(application)}: given to ${ownerLabel(answer.ownerId, answer.ownerEmail, staffRef.current?.meId)}.`
          : `${candidate(application)}: now has no owner.`,
      );
      await refresh();
      savedRef.current?.(application.id);
    },
    onError: (error) => announce(errorMessage(error, "The owner could not be saved."), "error"),
    onSettled: (_data, _error, { application }) => mark(application.id, null),
  });
  const saveStatus = status.mutate;
  const saveOwner = owner.mutate;
  const setStatus = useCallback(
    (application: Named, value: ApplicationStatus) => saveStatus({ application, status: value }),
    [saveStatus],
  );
  const assign = useCallback(
    (application: Named, ownerId: string | null) => saveOwner({ application, ownerId }),
    [saveOwner],
  );
  return { pending, setStatus, assign };
}

type SelectProps = Omit<React.ComponentProps<"select">, "value" | "onChange">;

/** The application's stage in a row or card: saved when picked, or on Enter from the keyboard. */
export function StageSelect({
  application,
  onChoose,
  ...props
}: {
  application: Named & { status: ApplicationStatus };
  pending: ApplicationStatus | undefined;
  onChoose(application: Named, status: ApplicationStatus): void;
} & SelectProps) {
  return (
    <StatusChoice
      label={`Stage of ${candidate(application)}`}
      status={application.status}
      statuses={APPLICATION_STATUSES}
      labels={APPLICATION_STATUS_LABELS}
      onChoose={(status) => onChoose(application, status)}
      {...props}
    />
  );
}

/** The application's owner in a row, card or the detail (the list reads the staff accounts once). */
export function ApplicationOwnerSelect({
  application,
  onChoose,
  ...props
}: {
  application: Named & { ownerId: string | null; ownerEmail: string | null };
  staff: StaffAnswer | undefined;
  pending: string | undefined;
  onChoose(application: Named, ownerId: string | null): void;
} & SelectProps) {
  return (
    <OwnerChoice
      label={`Owner of ${candidate(application)}`}
      ownerId={application.ownerId}
      ownerEmail={application.ownerEmail}
      onChoose={(ownerId) => onChoose(application, ownerId)}
      {...props}
    />
  );
}

/** The owner in the application's detail: reads the staff accounts itself. */
export function InlineApplicationOwner({
  application,
  ...props
}: { application: ApplicationSummary } & SelectProps) {
  const staff = useQuery(staffQuery());
  const changes = useApplicationChanges(announceChange, staff.data);
  return (
    <ApplicationOwnerSelect
      application={application}
      staff={staff.data}
      pending={changes.pending[application.id]?.owner}
      onChoose={changes.assign}
      {...props}
    />
  );
}

/** Sends one action for every selected application. */
export function useApplicationsBulk(announce: Announce, onDone: () => void) {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: changeApplications,
    onSuccess: async (answer, body) => {
      const what =
        body.action.type === "assign"
          ? body.action.ownerId
            ? "given an owner"
            : "left without an owner"
          : `moved to ${APPLICATION_STATUS_LABELS[body.action.status]}`;
      announce(`${answer.changed} of ${body.ids.length} selected applications ${what}.`);
      onDone();
      await refresh();
    },
    onError: (error) =>
      announce(errorMessage(error, "The selected applications could not be changed."), "error"),
  });
}

/** What to do with the selected applications: give them an owner or move them to a stage. */
export function ApplicationsBulkBar({
  count,
  staff,
  pending,
  onAssign,
  onStatus,
  onClear,
}: {
  count: number;
  staff: StaffAnswer | undefined;
  pending: boolean;
  onAssign(ownerId: string | null): void;
  onStatus(status: ApplicationStatus): void;
  onClear(): void;
}) {
  const [owner, setOwner] = useState("");
  const [status, setStatus] = useState<ApplicationStatus>("screening");
  return (
    <section
      aria-label="Bulk actions"
      className="flex min-h-8 flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-brand-300 bg-brand-50 px-3 py-1 text-sm"
    >
      <p role="status" className="font-semibold text-slate-900">
        {count} selected
      </p>
      <form
        className="flex items-center gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          onAssign(owner || null);
        }}
      >
        <label htmlFor="bulk-application-owner" className="font-semibold whitespace-nowrap">
          Owner
        </label>
        <select
          id="bulk-application-owner"
          value={owner}
          onChange={(event) => setOwner(event.target.value)}
          className={cn(compactControlClass, "h-8 w-44")}
        >
          <option value="">Nobody (unassign)</option>
          {(staff?.staff ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.id === staff?.meId ? `Me (${member.email})` : member.email}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" className="h-8" disabled={pending}>
          Assign
        </Button>
      </form>
      <form
        className="flex items-center gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          onStatus(status);
        }}
      >
        <label htmlFor="bulk-application-stage" className="font-semibold whitespace-nowrap">
          Move to
        </label>
        <select
          id="bulk-application-stage"
          value={status}
          onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
          className={cn(compactControlClass, "h-8 w-44")}
        >
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {APPLICATION_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" className="h-8" disabled={pending}>
          Move
        </Button>
      </form>
      <Button type="button" size="sm" variant="ghost" className="h-8" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}
