import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ADMIN_PAGE_PATHS, adminApiPath } from "#schemas/paths";
import { ApplicationDashboardAnswerSchema, type ResponseGroup } from "#schemas/response-figures";
import { Alert } from "#app/components/ui/alert";
import { TableContainer, TableHeader, tableCellClass } from "#app/components/ui/table";
import { cn } from "#app/lib/utils";
import { errorMessage, readAnswer } from "./api";

/**
 * The promise measured per recruiter (and, for applications, per posting): a table whose every count opens
 * the list it counts.
 */

/** A titled part of the dashboard: a section named by its heading, plain or in a white box. */
export function DashboardSection({
  id,
  title,
  boxed = false,
  className,
  children,
}: {
  id: string;
  title: string;
  boxed?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(boxed ? "rounded-lg border border-slate-300 bg-white p-4" : "space-y-2", className)}
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type GroupCount = "records" | "unanswered" | "overdue";

export function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`;
}

export function minutesText(minutes: number): string {
  if (minutes < 60) return `${Math.round(minutes)} min`;
  return `${Math.floor(minutes / 60)} h ${Math.round(minutes % 60)} min`;
}

function address(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The leads list showing what a count of a recruiter's row counts (`inPeriod`: of the leads received from
 * the period's first day, YYYY-MM-DD, on only, as the charts count; the list filters by days).
 */
export function leadListFor(
  group: ResponseGroup | null,
  count: GroupCount,
  firstDay: string | undefined,
  inPeriod = count === "records",
): string {
  const params: Record<string, string> = {};
  if (group) params.owner = group.key ?? "none";
  if (count !== "records") params.waiting = count;
  if (inPeriod && firstDay) params.from = firstDay;
  return address(ADMIN_PAGE_PATHS.inbox, params);
}

/** The applications list showing what a count of a recruiter's or posting's row counts. */
export function applicationListFor(
  group: ResponseGroup | null,
  by: "owner" | "posting",
  count: GroupCount,
  since: number,
): string {
  const params: Record<string, string> = {};
  if (group) params[by] = group.key ?? "none";
  if (count === "records") params.from = String(since);
  else params.waiting = count;
  return address(ADMIN_PAGE_PATHS.applications, params);
}

function CountLink({ to, value, label }: { to: string; value: number; label: string }) {
  return (
    <Link
      to={to}
      aria-label={`${value} ${label}`}
      className="inline-block min-w-6 py-0.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {value}
    </Link>
  );
}

export function ResponseByGroup({
  title,
  groupHeading,
  kind,
  groups,
  linkFor,
}: {
  title: string;
  groupHeading: string;
  /** "leads" or "applications", as the counts are read aloud. */
  kind: string;
  groups: ResponseGroup[];
  linkFor: (group: ResponseGroup, count: GroupCount) => string;
}) {
  if (groups.length === 0) return <p className="mt-2 text-sm text-slate-700">No {kind} yet.</p>;
  return (
    <>
      <GroupCards title={title} kind={kind} groups={groups} linkFor={linkFor} />
      <div className="hidden md:block">
        <GroupTable title={title} groupHeading={groupHeading} kind={kind} groups={groups} linkFor={linkFor} />
      </div>
    </>
  );
}

interface GroupListProps {
  title: string;
  kind: string;
  groups: ResponseGroup[];
  linkFor: (group: ResponseGroup, count: GroupCount) => string;
}

/** On a phone: one card per group, the same figures and links as the table's row. */
function GroupCards({ title, kind, groups, linkFor }: GroupListProps) {
  return (
    <ul aria-label={title} className="space-y-2 md:hidden">
      {groups.map((group) => (
        <li key={group.key ?? "none"} className="rounded-lg border border-slate-300 bg-white p-3 text-sm">
          <p className="font-semibold break-words text-slate-900">{group.label}</p>
          <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1">
            <dt className="text-slate-700">Received</dt>
            <dd>
              <CountLink
                to={linkFor(group, "records")}
                value={group.records}
                label={`${kind} received, ${group.label}`}
              />
            </dd>
            <dt className="text-slate-700">Within 20 min</dt>
            <dd>
              {percent(group.withinPromise, group.measured)} ({group.withinPromise} of {group.measured})
            </dd>
            <dt className="text-slate-700">Median first response</dt>
            <dd>{group.medianMinutes === null ? "–" : minutesText(group.medianMinutes)}</dd>
            <dt className="text-slate-700">No response yet</dt>
            <dd>
              <CountLink
                to={linkFor(group, "unanswered")}
                value={group.unanswered}
                label={`${kind} with no response yet, ${group.label}`}
              />
            </dd>
            <dt className="text-slate-700">Overdue now</dt>
            <dd>
              <CountLink
                to={linkFor(group, "overdue")}
                value={group.overdue}
                label={`${kind} overdue now, ${group.label}`}
              />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function GroupTable({
  title,
  groupHeading,
  kind,
  groups,
  linkFor,
}: GroupListProps & { groupHeading: string }) {
  return (
    <TableContainer label={`${title} (scrollable table)`}>
      <table className="w-full min-w-[44rem] border-collapse bg-white">
        <caption className="sr-only">{title}</caption>
        <TableHeader
          columns={[
            groupHeading,
            "Received",
            "Within 20 min",
            "Median first response",
            "No response yet",
            "Overdue now",
          ]}
        />
        <tbody className="divide-y divide-slate-200">
          {groups.map((group) => (
            <tr key={group.key ?? "none"} data-group={group.key ?? "none"}>
              <th scope="row" className={`${tableCellClass} text-left font-semibold`}>
                {group.label}
              </th>
              <td className={tableCellClass}>
                <CountLink
                  to={linkFor(group, "records")}
                  value={group.records}
                  label={`${kind} received, ${group.label}`}
                />
              </td>
              <td className={tableCellClass}>
                {percent(group.withinPromise, group.measured)}{" "}
                <span className="text-slate-700">
                  ({group.withinPromise} of {group.measured})
                </span>
              </td>
              <td className={tableCellClass}>
                {group.medianMinutes === null ? "–" : minutesText(group.medianMinutes)}
              </td>
              <td className={tableCellClass}>
                <CountLink
                  to={linkFor(group, "unanswered")}
                  value={group.unanswered}
                  label={`${kind} with no response yet, ${group.label}`}
                />
              </td>
              <td className={tableCellClass}>
                <CountLink
                  to={linkFor(group, "overdue")}
                  value={group.overdue}
                  label={`${kind} overdue now, ${group.label}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableContainer>
  );
}

const APPLICATION_DASHBOARD_KEY = [adminApiPath("applicationsDashboard")] as const;

export function applicationDashboardQuery() {
  return queryOptions({
    queryKey: APPLICATION_DASHBOARD_KEY,
    queryFn: readAnswer(ApplicationDashboardAnswerSchema),
  });
}

/** Applications on the dashboard: the promise over all of them, per recruiter and per posting. */
export function ApplicationResponses() {
  const figures = useQuery(applicationDashboardQuery());
  const data = figures.data;
  return (
    <DashboardSection
      id="applications-title"
      title="Applications: time to first response"
      boxed
      className="space-y-3"
    >
      {figures.isPending && <p role="status">Loading the figures…</p>}
      {figures.isError && (
        <Alert variant="error" role="alert">
          {errorMessage(figures.error, "The application figures could not be loaded. Please try again.")}
        </Alert>
      )}
      {data && (
        <>
          <dl className="flex flex-wrap gap-x-8 gap-y-2">
            <div>
              <dt className="text-sm text-slate-700">Answered within 20 minutes (business hours)</dt>
              <dd className="text-2xl font-bold text-slate-900" data-figure="applications-within-promise">
                {percent(data.response.withinPromise, data.response.measured)}{" "}
                <span className="text-sm font-normal text-slate-700">
                  ({data.response.withinPromise} of {data.response.measured} applications)
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-700">No response yet</dt>
              <dd className="text-2xl font-bold">
                <CountLink
                  to={applicationListFor(null, "owner", "unanswered", data.since)}
                  value={data.response.unanswered}
                  label="applications with no response yet"
                />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-700">Overdue now</dt>
              <dd className="text-2xl font-bold">
                <CountLink
                  to={applicationListFor(null, "owner", "overdue", data.since)}
                  value={data.response.overdue}
                  label="applications overdue now"
                />
              </dd>
            </div>
          </dl>
          <h3 className="font-semibold">By recruiter</h3>
          <ResponseByGroup
            title="Applications by recruiter"
            groupHeading="Recruiter"
            kind="applications"
            groups={data.byOwner}
            linkFor={(group, count) => applicationListFor(group, "owner", count, data.since)}
          />
          <h3 className="font-semibold">By posting</h3>
          <ResponseByGroup
            title="Applications by posting"
            groupHeading="Posting"
            kind="applications"
            groups={data.byPosting}
            linkFor={(group, count) => applicationListFor(group, "posting", count, data.since)}
          />
        </>
      )}
    </DashboardSection>
  );
}
