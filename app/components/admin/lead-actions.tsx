import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type Announce,
  type PendingRecordChanges,
  type RecordChanges,
  useRecordChanges,
} from "./record-changes";
import { OwnerChoice, StatusChoice } from "./row-choice";
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  type LeadSummary,
  type StaffAnswer,
} from "#schemas/admin";
import { errorMessage, isLeadsQuery } from "./api";
import { changeLeads, setLeadOwner, setLeadStatus, staffQuery } from "./leads-api";
import { useOfferUndo } from "./lead-undo";

export type { Announce };

/**
 * After a change, every leads query is fetched again at once, the ones not on screen too: a change made on a
 * lead's page is then already in the list the recruiter goes back to, instead of the list showing what it
 * held before for a moment.
 */
function useRefreshLeads() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({ predicate: (query) => isLeadsQuery(query.queryKey), refetchType: "all" });
}

export function leadName(lead: Pick<LeadSummary, "firstName" | "lastName">): string {
  return `${lead.firstName} ${lead.lastName}`;
}

/** A staff member as the list shows them: "Me" for the signed-in account. */
export function ownerLabel(
  ownerId: string | null,
  ownerEmail: string | null,
  meId: string | undefined,
): string {
  if (!ownerId) return "Unassigned";
  if (ownerId === meId) return "Me";
  return ownerEmail ?? "Unknown";
}

/** Changes waiting for the server, by lead: the status or owner (select value, "" unassigned) chosen. */
export type PendingChanges = PendingRecordChanges<LeadStatus>;

export type LeadChanges = RecordChanges<LeadSummary, LeadStatus>;

/** Status and owner changes made from rows, for a whole list; the toast that says one was saved offers Undo (lead-undo.tsx). */
export function useLeadChanges(announce: Announce, staff: StaffAnswer | undefined): LeadChanges {
  const refresh = useRefreshLeads();
  const offerUndo = useOfferUndo();
  return useRecordChanges<LeadSummary, LeadStatus, unknown>({
    saveStatus: setLeadStatus,
    saveOwner: setLeadOwner,
    statusSaved(lead, status) {
      offerUndo(`${leadName(lead)}: status set to ${LEAD_STATUS_LABELS[status]}.`, [
        { id: lead.id, status: { from: status, to: lead.status } },
      ]);
      return refresh();
    },
    ownerSaved(lead, ownerId) {
      const email = staff?.staff.find((member) => member.id === ownerId)?.email ?? null;
      offerUndo(
        ownerId
          ? `${leadName(lead)}: assigned to ${ownerLabel(ownerId, email, staff?.meId)}.`
          : `${leadName(lead)}: now unassigned.`,
        [{ id: lead.id, owner: { from: ownerId, to: lead.ownerId } }],
      );
      return refresh();
    },
    announce,
    statusError: "The status could not be saved.",
  });
}

type SelectProps = Omit<React.ComponentProps<"select">, "value" | "onChange">;

/** The lead's status in a row of the list: saved as soon as another one is picked, or on Enter from the keyboard. */
export function StatusSelect({
  lead,
  onChoose,
  ...props
}: {
  lead: LeadSummary;
  /** The status being saved, if any. */
  pending: LeadStatus | undefined;
  onChoose(lead: LeadSummary, status: LeadStatus): void;
} & SelectProps) {
  return (
    <StatusChoice
      label={`Status of ${leadName(lead)}`}
      status={lead.status}
      statuses={LEAD_STATUSES}
      labels={LEAD_STATUS_LABELS}
      onChoose={(status) => onChoose(lead, status)}
      {...props}
    />
  );
}

/** The lead's owner in a row of the list (the list reads the staff accounts once for every row). */
export function OwnerSelect({
  lead,
  onChoose,
  ...props
}: {
  lead: LeadSummary;
  staff: StaffAnswer | undefined;
  /** The owner being saved, as the select's value ("" unassigned), if any. */
  pending: string | undefined;
  onChoose(lead: LeadSummary, ownerId: string | null): void;
} & SelectProps) {
  return (
    <OwnerChoice
      label={`Owner of ${leadName(lead)}`}
      ownerId={lead.ownerId}
      ownerEmail={lead.ownerEmail}
      onChoose={(ownerId) => onChoose(lead, ownerId)}
      {...props}
    />
  );
}

/**
 * The lead's status, changed in place (the detail), the same way as in a row. It stays enabled while the
 * change is saved, so a choice saved with Enter keeps the focus where it is (a disabled box would drop it).
 */
export function InlineStatus({
  lead,
  announce,
  ...props
}: { lead: LeadSummary; announce: Announce } & SelectProps) {
  const changes = useLeadChanges(announce, undefined);
  return (
    <StatusSelect
      lead={lead}
      pending={changes.pending[lead.id]?.status}
      onChoose={changes.setStatus}
      disabled={false}
      {...props}
    />
  );
}

/** The lead's owner, changed in place (the detail); reads the staff accounts itself. */
export function InlineOwner({
  lead,
  announce,
  ...props
}: { lead: LeadSummary; announce: Announce } & SelectProps) {
  const staff = useQuery(staffQuery());
  const changes = useLeadChanges(announce, staff.data);
  return (
    <OwnerSelect
      lead={lead}
      staff={staff.data}
      pending={changes.pending[lead.id]?.owner}
      onChoose={changes.assign}
      disabled={false}
      {...props}
    />
  );
}

/** Sends one action for every selected lead; the toast offers Undo for the leads it changed. */
export function useBulkAction(announce: Announce, onDone: () => void) {
  const refresh = useRefreshLeads();
  const offerUndo = useOfferUndo();
  return useMutation({
    mutationFn: changeLeads,
    onSuccess: (answer, body) => {
      const what =
        body.action.type === "assign"
          ? "assigned"
          : body.action.status === "spam"
            ? "marked as spam"
            : `set to ${LEAD_STATUS_LABELS[body.action.status]}`;
      offerUndo(`${answer.changed} of ${body.ids.length} selected leads ${what}.`, answer.undo);
      onDone();
      return refresh();
    },
    onError: (error) => announce(errorMessage(error, "The selected leads could not be changed."), "error"),
  });
}
