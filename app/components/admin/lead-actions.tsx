import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/query-client";
import { cn } from "#app/lib/utils";
import {
  type BulkAction,
  type BulkActionAnswer,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  type LeadSummary,
  type StaffAnswer,
} from "#schemas/admin";
import { rowControlClass } from "./admin-ui";
import { errorMessage, isLeadsQuery, STAFF_KEY } from "./api";
import { adminApiPath } from "#schemas/paths";

export type Announce = (message: string, tone?: "success" | "error") => void;

function useRefreshLeads() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (query) => isLeadsQuery(query.queryKey) });
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

/** The lead's status, changed from the row: saved as soon as another one is chosen. */
export function InlineStatus({
  lead,
  announce,
  className,
  ...props
}: { lead: LeadSummary; announce: Announce } & Omit<React.ComponentProps<"select">, "value" | "onChange">) {
  const refresh = useRefreshLeads();
  const change = useMutation({
    mutationFn: (status: LeadStatus) =>
      apiRequest("POST", adminApiPath("leadStatus", { id: lead.id }), { status, note: "" }),
    onSuccess: (_response, status) => {
      announce(`${leadName(lead)}: status set to ${LEAD_STATUS_LABELS[status]}.`);
      return refresh();
    },
    onError: (error) => announce(errorMessage(error, "The status could not be saved."), "error"),
  });
  const shown = change.isPending && change.variables ? change.variables : lead.status;
  return (
    <select
      aria-label={`Status of ${leadName(lead)}`}
      data-status={shown}
      value={shown}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.target.value as LeadStatus)}
      className={cn(rowControlClass, className)}
      {...props}
    >
      {LEAD_STATUSES.map((status) => (
        <option key={status} value={status}>
          {LEAD_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}

type OwnerProps = { lead: LeadSummary; announce: Announce } & Omit<
  React.ComponentProps<"select">,
  "value" | "onChange"
>;

/** The lead's owner, changed in place (the detail); reads the staff accounts itself. */
export function InlineOwner(props: OwnerProps) {
  const staff = useQuery<StaffAnswer>({ queryKey: STAFF_KEY });
  return <OwnerSelect {...props} staff={staff.data} />;
}

/**
 * The lead's owner, changed from a row of the list. The list reads the staff accounts once and hands
 * them to every row, instead of each row reading them.
 */
export function OwnerSelect({
  lead,
  announce,
  staff,
  className,
  ...props
}: OwnerProps & { staff: StaffAnswer | undefined }) {
  const refresh = useRefreshLeads();
  const assign = useMutation({
    mutationFn: (ownerId: string | null) =>
      apiRequest("POST", adminApiPath("leadOwner", { id: lead.id }), { ownerId }),
    onSuccess: (_response, ownerId) => {
      const email = staff?.staff.find((member) => member.id === ownerId)?.email ?? null;
      announce(
        ownerId
          ? `${leadName(lead)}: assigned to ${ownerLabel(ownerId, email, staff?.meId)}.`
          : `${leadName(lead)}: now unassigned.`,
      );
      return refresh();
    },
    onError: (error) => announce(errorMessage(error, "The owner could not be saved."), "error"),
  });
  const shown = assign.isPending ? (assign.variables ?? "") : (lead.ownerId ?? "");
  const members = staff?.staff ?? [];
  return (
    <select
      aria-label={`Owner of ${leadName(lead)}`}
      data-owner={shown}
      value={shown}
      disabled={assign.isPending}
      onChange={(event) => assign.mutate(event.target.value || null)}
      className={cn(rowControlClass, className)}
      {...props}
    >
      <option value="">Unassigned</option>
      {lead.ownerId && !members.some((member) => member.id === lead.ownerId) && (
        <option value={lead.ownerId}>{lead.ownerEmail ?? "Unknown"}</option>
      )}
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.id === staff?.meId ? "Me" : member.email}
        </option>
      ))}
    </select>
  );
}

/** Sends one action for every selected lead. */
export function useBulkAction(announce: Announce, onDone: () => void) {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: async (body: BulkAction) =>
      (await (await apiRequest("POST", adminApiPath("leadsBulk"), body)).json()) as BulkActionAnswer,
    onSuccess: (answer, body) => {
      const what =
        body.action.type === "assign"
          ? "assigned"
          : body.action.status === "spam"
            ? "marked as spam"
            : `set to ${LEAD_STATUS_LABELS[body.action.status]}`;
      announce(`${answer.changed} of ${body.ids.length} selected leads ${what}.`);
      onDone();
      return refresh();
    },
    onError: (error) => announce(errorMessage(error, "The selected leads could not be changed."), "error"),
  });
}
