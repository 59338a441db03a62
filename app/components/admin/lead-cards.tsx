import { Link } from "react-router";
import { cn } from "#app/lib/utils";
import { waitText } from "./format";
import { ReceivedTime, SelectBox } from "./list-parts";
import { CardMarks } from "./list-marks";
import { leadName, OwnerSelect, StatusSelect } from "./lead-actions";
import { aboutLine, type LeadListProps, leadRole, SubmissionCount, useProgressiveLeads } from "./leads-table";
import { adminLeadPath } from "#schemas/paths";

/** The list on phones: one card per lead, with the same actions as a row. */
export function LeadCards({
  leads,
  now,
  linkState,
  selected,
  onToggle,
  active,
  onActivate,
  pending,
  onStatus,
  onAssign,
  staff,
}: LeadListProps) {
  const cards = useProgressiveLeads(leads);
  return (
    <ul aria-label="Leads" className="space-y-2">
      {cards.map((lead, index) => {
        const overdue = lead.wait.overdue;
        const about = aboutLine(lead);
        const waited = waitText(lead, lead.status === "spam");
        const isSelected = selected.has(lead.id);
        return (
          <li
            key={lead.id}
            data-lead-id={lead.id}
            data-row-index={index}
            data-overdue={overdue ? "true" : undefined}
            data-active={index === active ? "true" : undefined}
            tabIndex={index === active ? 0 : -1}
            onFocus={() => onActivate(index)}
            className={cn(
              "rounded-lg border border-slate-300 bg-white p-3 outline-none focus-visible:outline-2 focus-visible:outline-brand-700",
              overdue && "border-amber-500 bg-amber-50",
              isSelected && "border-brand-700 bg-brand-50",
            )}
          >
            <div className="flex items-start gap-3">
              <SelectBox
                name={leadName(lead)}
                checked={isSelected}
                onToggle={() => onToggle(lead.id)}
                className="mt-1 size-5 shrink-0"
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <Link
                    to={adminLeadPath(lead.id)}
                    state={linkState}
                    className="truncate font-semibold text-brand-700 underline underline-offset-2"
                  >
                    {lead.firstName} {lead.lastName}
                  </Link>
                  <ReceivedTime at={lead.createdAt} now={now} className="shrink-0 text-xs text-slate-700" />
                </div>
                <p className="truncate text-sm text-slate-800">
                  {leadRole(lead)}
                  {lead.submissions > 1 && <SubmissionCount count={lead.submissions} />}
                </p>
                {about && (
                  <p data-lead-facts className="line-clamp-2 text-sm text-slate-800">
                    {about}
                  </p>
                )}
                <p className="truncate text-xs text-slate-700">
                  {lead.formSource || "Source not recorded"}
                  {waited && (
                    <span data-wait className={overdue ? "font-semibold text-amber-900" : undefined}>
                      {" "}
                      · {overdue && <span className="sr-only">overdue, </span>}
                      {waited}
                    </span>
                  )}
                </p>
                {(overdue || lead.failedDeliveries > 0) && (
                  <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                    <CardMarks overdue={overdue} failed={lead.failedDeliveries > 0} />
                  </p>
                )}
                <div className="mt-2 grid grid-cols-2 gap-2">
                  <OwnerSelect
                    lead={lead}
                    staff={staff}
                    pending={pending[lead.id]?.owner}
                    onChoose={onAssign}
                    className="h-10"
                  />
                  <StatusSelect
                    lead={lead}
                    pending={pending[lead.id]?.status}
                    onChoose={onStatus}
                    className="h-10"
                  />
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
