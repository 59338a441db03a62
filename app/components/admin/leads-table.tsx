import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { memo, useDeferredValue } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils";
import type { LeadSort, LeadSummary, StaffAnswer } from "#schemas/admin";
import { USER_TYPE_LABELS } from "#schemas/lead";
import { leadFacts, waitText } from "./format";
import { ReceivedTime, SelectableTable, SelectBox, WaitLine } from "./list-parts";
import { FailedIcon, OverdueIcon } from "./list-marks";
import { type LeadChanges, leadName, OwnerSelect, type PendingChanges, StatusSelect } from "./lead-actions";
import { adminLeadPath } from "#schemas/paths";

export interface ListSort {
  sort: LeadSort;
  dir: "asc" | "desc";
}

export interface LeadListProps {
  leads: LeadSummary[];
  now: number;
  /** Where the detail's "Back" goes, and the list it steps through. */
  linkState: { backTo: string; ids: string[] };
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
  onToggleAll(): void;
  active: number;
  onActivate(index: number): void;
  /** Status and owner changes waiting for the server, by lead. */
  pending: PendingChanges;
  onStatus: LeadChanges["setStatus"];
  onAssign: LeadChanges["assign"];
  /** The staff accounts a lead can be assigned to (read once for the whole list). */
  staff: StaffAnswer | undefined;
}

/**
 * Rows rendered together with a new answer: more than a screen holds (15 rows at 1280×800, fewer on a
 * phone). The rest follow in a render React does right after, without holding up the first frame.
 */
export const FIRST_ROWS = 20;

/** The leads to render now: every one, or, while a new list's other rows are on their way, its first ones. */
export function useProgressiveLeads(leads: LeadSummary[]): LeadSummary[] {
  const settled = useDeferredValue(leads);
  return settled === leads ? leads : leads.slice(0, FIRST_ROWS);
}

/** What the second column shows: the employer's organisation, or the clinician's position and specialty. */
export function leadRole(lead: LeadSummary): string {
  if (lead.userType === "employer" && lead.organization) return lead.organization;
  if (lead.userType === "job_seeker" && lead.position) return lead.position;
  return lead.organization ?? lead.position ?? USER_TYPE_LABELS[lead.userType] ?? lead.userType;
}

/** The line under a lead's name: position, specialty, location, then the message's first line. */
export function aboutLine(lead: LeadSummary): string {
  const facts = leadFacts(lead);
  const message = lead.messageStart ? `“${lead.messageStart}”` : "";
  return facts && message ? `${facts} — ${message}` : facts || message;
}

/** Shown when one person has sent several submissions; the row is their latest. */
export function SubmissionCount({ count }: { count: number }) {
  return (
    <span className="ml-1.5 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-900">
      {count} submissions
    </span>
  );
}

const LEAD_COLUMNS = ["w-9", "w-[31%]", "w-[14%]", "w-[13%]", "w-[12%]", "w-[15%]", "w-[13%]"];

const th = "px-2 py-1.5 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase";
const td = "px-2 py-0.5 align-middle text-sm text-slate-800";

function SortHeader({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string;
  column: LeadSort;
  sort: ListSort;
  onSort(column: LeadSort): void;
  className?: string;
}) {
  const active = sort.sort === column;
  const Icon = !active ? ArrowUpDown : sort.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
      className={cn(th, className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {label}
        <Icon aria-hidden="true" className={cn("size-3.5", !active && "text-slate-500")} />
        <span className="sr-only">
          {active ? `, sorted ${sort.dir === "asc" ? "ascending" : "descending"}` : ", sort"}
        </span>
      </button>
    </th>
  );
}

/** The list on wider screens: one compact row per lead, with its status and owner editable in place. */
export function LeadsTable({
  leads,
  now,
  linkState,
  selected,
  onToggle,
  onToggleAll,
  active,
  onActivate,
  pending,
  onStatus,
  onAssign,
  staff,
  sort,
  onSort,
}: LeadListProps & { sort: ListSort; onSort(column: LeadSort): void }) {
  const rows = useProgressiveLeads(leads);
  return (
    <SelectableTable
      label="Leads"
      className="min-w-[56rem]"
      columns={LEAD_COLUMNS}
      selectAll={{
        label: "Select every lead on this page",
        ids: leads.map((lead) => lead.id),
        selected,
        onToggleAll,
      }}
      selectCellClassName={cn(th, "px-2")}
      head={
        <>
          <SortHeader label="Name" column="name" sort={sort} onSort={onSort} />
          <th scope="col" className={th}>
            Organization or position
          </th>
          <SortHeader label="Source" column="source" sort={sort} onSort={onSort} />
          <SortHeader label="Received" column="received" sort={sort} onSort={onSort} />
          <SortHeader label="Owner" column="owner" sort={sort} onSort={onSort} />
          <SortHeader label="Status" column="status" sort={sort} onSort={onSort} />
        </>
      }
    >
      {rows.map((lead, index) => (
        <LeadRow
          key={lead.id}
          lead={lead}
          index={index}
          now={now}
          linkState={linkState}
          isActive={index === active}
          isSelected={selected.has(lead.id)}
          onToggle={onToggle}
          onActivate={onActivate}
          pendingStatus={pending[lead.id]?.status}
          pendingOwner={pending[lead.id]?.owner}
          onStatus={onStatus}
          onAssign={onAssign}
          staff={staff}
        />
      ))}
    </SelectableTable>
  );
}

/** One row; it renders again only when its own lead, state or the clock changes. */
const LeadRow = memo(function LeadRow({
  lead,
  index,
  now,
  linkState,
  isActive,
  isSelected,
  onToggle,
  onActivate,
  pendingStatus,
  pendingOwner,
  onStatus,
  onAssign,
  staff,
}: {
  lead: LeadSummary;
  index: number;
  now: number;
  linkState: LeadListProps["linkState"];
  isActive: boolean;
  isSelected: boolean;
  onToggle(id: string): void;
  onActivate(index: number): void;
  pendingStatus: PendingChanges[string]["status"];
  pendingOwner: PendingChanges[string]["owner"];
  onStatus: LeadChanges["setStatus"];
  onAssign: LeadChanges["assign"];
  staff: StaffAnswer | undefined;
}) {
  const overdue = lead.wait.overdue;
  const about = aboutLine(lead);
  const waited = waitText(lead, lead.status === "spam");
  return (
    <tr
      key={lead.id}
      data-lead-id={lead.id}
      data-row-index={index}
      data-overdue={overdue ? "true" : undefined}
      data-active={isActive ? "true" : undefined}
      aria-selected={isSelected}
      tabIndex={isActive ? 0 : -1}
      onFocus={() => onActivate(index)}
      className={cn(
        "h-9 outline-none focus-visible:bg-brand-50 focus-visible:shadow-[inset_3px_0_0_var(--color-brand-700)]",
        overdue && "bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-600)]",
        isSelected && "bg-brand-50",
      )}
    >
      <td className={cn(td, "px-2")}>
        <SelectBox name={leadName(lead)} checked={isSelected} onToggle={() => onToggle(lead.id)} />
      </td>
      <th scope="row" className={cn(td, "truncate text-left leading-tight font-normal")}>
        <Link
          to={adminLeadPath(lead.id)}
          state={linkState}
          tabIndex={-1}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {lead.firstName} {lead.lastName}
        </Link>
        {lead.submissions > 1 && <SubmissionCount count={lead.submissions} />}
        {about && (
          <span data-lead-facts className="block truncate text-xs leading-tight text-slate-700" title={about}>
            {about}
          </span>
        )}
      </th>
      <td className={cn(td, "truncate")} title={leadRole(lead)}>
        {leadRole(lead)}
      </td>
      <td className={cn(td, "truncate")} title={lead.formSource}>
        {lead.formSource || "Not recorded"}
      </td>
      <td className={cn(td, "whitespace-nowrap leading-tight")}>
        <ReceivedTime at={lead.createdAt} now={now} />
        {overdue && <OverdueIcon />}
        {waited && <WaitLine waited={waited} overdue={overdue} className="leading-tight" />}
      </td>
      <td className={td}>
        <OwnerSelect
          lead={lead}
          staff={staff}
          pending={pendingOwner}
          onChoose={onAssign}
          tabIndex={-1}
          className="h-7"
        />
      </td>
      <td className={td}>
        <div className="flex items-center gap-1">
          <StatusSelect
            lead={lead}
            pending={pendingStatus}
            onChoose={onStatus}
            tabIndex={-1}
            className="h-7"
          />
          {lead.failedDeliveries > 0 && <FailedIcon />}
        </div>
      </td>
    </tr>
  );
});
