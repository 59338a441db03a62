import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffAnswer } from "#schemas/admin";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from "#schemas/application";
import {
  type ApplicationBulkAction,
  ApplicationBulkAnswerSchema,
  type ApplicationOwnerAnswer,
  ApplicationOwnerAnswerSchema,
  ApplicationStatusEntryAnswerSchema,
  type ApplicationSummary,
} from "#schemas/application-admin";
import { adminApiPath } from "#schemas/paths";
import { errorMessage, isApplicationsQuery, sendFor } from "../api";
import { ownerLabel } from "../lead-actions";
import {
  type Announce,
  announceChange,
  type PendingRecordChanges,
  type RecordChanges,
  useRecordChanges,
} from "../record-changes";
import { OwnerChoice, StatusChoice } from "../row-choice";
import { staffQuery } from "../leads-api";

/** Owner, stage and bulk changes of applications, saved the way a lead's are (decision 0341). */

export { type Announce, announceChange };

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
export type PendingApplicationChanges = PendingRecordChanges<ApplicationStatus>;

export type ApplicationChanges = RecordChanges<Named, ApplicationStatus>;

/** Stage and owner changes made from rows or cards, for a whole list or pipeline. */
export function useApplicationChanges(
  announce: Announce,
  staff: StaffAnswer | undefined,
  onSaved?: (id: string) => void,
): ApplicationChanges {
  const refresh = useRefreshApplications();
  return useRecordChanges<Named, ApplicationStatus, ApplicationOwnerAnswer>({
    saveStatus: setApplicationStatus,
    saveOwner: setApplicationOwner,
    async statusSaved(application, status) {
      announce(`${candidate(application)}: moved to ${APPLICATION_STATUS_LABELS[status]}.`);
      await refresh();
      onSaved?.(application.id);
    },
    async ownerSaved(application, _ownerId, answer) {
      announce(
        answer.ownerId
          ? `${candidate(application)}: given to ${ownerLabel(answer.ownerId, answer.ownerEmail, staff?.meId)}.`
          : `${candidate(application)}: now has no owner.`,
      );
      await refresh();
      onSaved?.(application.id);
    },
    announce,
    statusError: "The stage could not be saved.",
  });
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
