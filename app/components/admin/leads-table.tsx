import { AlarmClock, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils";
import type { LeadSummary } from "#schemas/admin";
import { USER_TYPE_LABELS } from "#schemas/lead";
import { Badge, StatusBadge, TableFrame, tdClass, thClass } from "./admin-ui";
import { campaignText, formatAge, formatDateTime, isOverdue } from "./format";

/** The inbox's rows. Every lead value is rendered as text. */
export function LeadsTable({ leads, now, backTo }: { leads: LeadSummary[]; now: number; backTo: string }) {
  return (
    <TableFrame label="Leads">
      <table className="w-full min-w-[60rem] border-collapse bg-white">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={thClass}>
              Received
            </th>
            <th scope="col" className={thClass}>
              Name
            </th>
            <th scope="col" className={thClass}>
              Status
            </th>
            <th scope="col" className={thClass}>
              Visitor type
            </th>
            <th scope="col" className={thClass}>
              Contact
            </th>
            <th scope="col" className={thClass}>
              Source form
            </th>
            <th scope="col" className={thClass}>
              Page and campaign
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {leads.map((lead) => {
            const overdue = isOverdue(lead, now);
            const campaign = campaignText(lead.campaign);
            return (
              <tr
                key={lead.id}
                data-lead-id={lead.id}
                data-overdue={overdue ? "true" : undefined}
                className={cn(overdue && "bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-600)]")}
              >
                <td className={cn(tdClass, "whitespace-nowrap")}>
                  <time
                    dateTime={new Date(lead.createdAt).toISOString()}
                    title={formatDateTime(lead.createdAt)}
                  >
                    {formatAge(lead.createdAt, now)}
                  </time>
                  {overdue && (
                    <Badge className="mt-1 flex w-fit bg-amber-200 text-amber-950">
                      <AlarmClock aria-hidden="true" className="size-3.5" />
                      Waiting over 20 min
                    </Badge>
                  )}
                </td>
                <th scope="row" className={cn(tdClass, "text-left font-normal")}>
                  <Link
                    to={`/admin/leads/${lead.id}`}
                    state={{ backTo }}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {lead.firstName} {lead.lastName}
                  </Link>
                  {lead.organization && <span className="block text-slate-700">{lead.organization}</span>}
                </th>
                <td className={tdClass}>
                  <StatusBadge status={lead.status} />
                  {lead.failedDeliveries > 0 && (
                    <Badge className="mt-1 flex w-fit bg-red-100 text-red-900">
                      <TriangleAlert aria-hidden="true" className="size-3.5" />
                      Notification failed
                    </Badge>
                  )}
                </td>
                <td className={tdClass}>{USER_TYPE_LABELS[lead.userType] ?? lead.userType}</td>
                <td className={cn(tdClass, "break-words")}>
                  <span className="block">{lead.email}</span>
                  <span className="block whitespace-nowrap">{lead.phone}</span>
                </td>
                <td className={tdClass}>{lead.formSource || "Not recorded"}</td>
                <td className={cn(tdClass, "break-words")}>
                  <span className="block">{lead.pagePath ?? "Not recorded"}</span>
                  {campaign && <span className="block text-slate-700">{campaign}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
