import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
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

export type Announce = (message: string, tone?: "success" | "error") => void;

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
export type PendingChanges = Record<string, { status?: LeadStatus; owner?: string }>;

export interface LeadChanges {
  pending: PendingChanges;
  /** Saves a status chosen in a row; stable, so rows that did not change are not rendered again. */
  setStatus(lead: LeadSummary, status: LeadStatus): void;
  /** Saves an owner chosen in a row (null: unassigned); stable as well. */
  assign(lead: LeadSummary, ownerId: string | null): void;
}

/**
 * Status and owner changes made from rows, for a whole list: one pair of mutations instead of two per
 * row. Every change is saved as soon as it is chosen; the row shows the choice, disabled, until the
 * server answers, and the toast that says it was saved offers Undo (lead-undo.tsx).
 */
export function useLeadChanges(announce: Announce, staff: StaffAnswer | undefined): LeadChanges {
  const refresh = useRefreshLeads();
  const offerUndo = useOfferUndo();
  const [pending, setPending] = useState<PendingChanges>({});
  const staffRef = useRef(staff);
  staffRef.current = staff;
  const mark = (id: string, change: PendingChanges[string] | null) =>
    setPending((current) => {
      const next = { ...current };
      if (change) next[id] = { ...next[id], ...change };
      else delete next[id];
      return next;
    });
  const status = useMutation({
    mutationFn: ({ lead, status }: { lead: LeadSummary; status: LeadStatus }) =>
      setLeadStatus(lead.id, status),
    onMutate: ({ lead, status }) => mark(lead.id, { status }),
    onSuccess: (_response, { lead, status }) => {
      offerUndo(`${leadName(lead)}: status set to ${LEAD_STATUS_LABELS[status]}.`, [
        { id: lead.id, status: { from: status, to: lead.status } },
      ]);
      return refresh();
    },
    onError: (error) => announce(errorMessage(error, "The status could not be saved."), "error"),
    onSettled: (_data, _error, { lead }) => mark(lead.id, null),
  });
  const owner = useMutation({
    mutationFn: ({ lead, ownerId }: { lead: LeadSummary; ownerId: string | null }) =>
      setLeadOwner(lead.id, ownerId),
    onMutate: ({ lead, ownerId }) => mark(lead.id, { owner: ownerId ?? "" }),
    onSuccess: (_response, { lead, ownerId }) => {
      const members = staffRef.current;
      const email = members?.staff.find((member) => member.id === ownerId)?.email ?? null;
      offerUndo(
        ownerId
          ? `${leadName(lead)}: assigned to ${ownerLabel(ownerId, email, members?.meId)}.`
          : `${leadName(lead)}: now unassigned.`,
        [{ id: lead.id, owner: { from: ownerId, to: lead.ownerId } }],
      );
      return refresh();
    },
    onError: (error) => announce(errorMessage(error, "The owner could not be saved."), "error"),
    onSettled: (_data, _error, { lead }) => mark(lead.id, null),
  });
  const saveStatus = status.mutate;
  const saveOwner = owner.mutate;
  const setStatus = useCallback(
    (lead: LeadSummary, value: LeadStatus) => saveStatus({ lead, status: value }),
    [saveStatus],
  );
  const assign = useCallback(
    (lead: LeadSummary, ownerId: string | null) => saveOwner({ lead, ownerId }),
    [saveOwner],
  );
  return { pending, setStatus, assign };
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
