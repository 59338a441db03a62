import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { DashboardAnswer } from "#schemas/admin";
import { USER_TYPE_LABELS, USER_TYPES } from "#schemas/lead";
import { Alert } from "#app/components/ui/alert";
import { TableContainer, TableHeader, tableCellClass } from "#app/components/ui/table";
import { compactControlClass } from "./admin-ui";
import { errorMessage } from "./api";
import { dashboardQuery } from "./leads-api";
import {
  ApplicationResponses,
  leadListFor,
  minutesText,
  percent,
  DashboardSection,
  ResponseByGroup,
} from "./response-by-group";

const COLORS = ["#0a58a8", "#c2410c", "#047857", "#6d28d9", "#b45309", "#475569"];
/** Sources beyond this many are drawn together as "Other forms". */
const MAX_SERIES = 5;

const TICK = { fontSize: 12, fill: "#334155" };

/**
 * A chart for sighted readers and the same figures as a table for screen readers: the drawing is hidden
 * from assistive technology, the table from the eye. `rows` start with each row's heading.
 */
function ChartFigure({
  caption,
  columns,
  rows,
  className,
  style,
  children,
}: {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly [string, ...Array<string | number>]>;
  className?: string;
  style?: React.CSSProperties;
  children: React.ReactElement;
}) {
  return (
    <figure className="mt-3">
      <div aria-hidden="true" className={className} style={style}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{caption}, as a table:</figcaption>
      {/* In a block: a table ignores the width that hides it and would widen the page. */}
      <div className="sr-only">
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([heading, ...cells]) => (
              <tr key={heading}>
                <th scope="row">{heading}</th>
                {cells.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function shortDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day).toLocaleDateString("en-US", { month: "short", day: "numeric" });
}

/** The figures behind the firm's promises, for the last 30 days. */
export default function Dashboard() {
  const figures = useQuery(dashboardQuery());
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-xl font-bold">Dashboard</h1>
        <p className="text-sm text-slate-700">
          The last 30 days, spam left out.
          {figures.data &&
            ` Response times count business hours only: ${figures.data.businessHours} (${figures.data.timeZone.replace("_", " ")}).`}
        </p>
      </div>
      {figures.isPending && <p role="status">Loading the figures…</p>}
      {figures.isError && (
        <Alert variant="error" role="alert">
          {errorMessage(figures.error, "The figures could not be loaded. Please try again.")}
        </Alert>
      )}
      {figures.data && (
        <>
          <ResponseTimes figures={figures.data} />
          <LeadsByRecruiter figures={figures.data} />
          <LeadsPerDay figures={figures.data} />
          <PlacedConversion figures={figures.data} />
          <SourceProgress figures={figures.data} />
        </>
      )}
      <ApplicationResponses />
    </div>
  );
}

function LeadsByRecruiter({ figures }: { figures: DashboardAnswer }) {
  return (
    <DashboardSection id="by-recruiter-title" title="Leads by recruiter">
      <p className="text-sm text-slate-700">
        Received and answered: the last 30 days. No response yet and overdue: every lead still waiting,
        however old. Each count opens its list.
      </p>
      <ResponseByGroup
        title="Leads by recruiter"
        groupHeading="Recruiter"
        kind="leads"
        groups={figures.byOwner}
        linkFor={(group, count) => leadListFor(group, count, figures.perDay[0]?.date)}
      />
    </DashboardSection>
  );
}

function ResponseTimes({ figures }: { figures: DashboardAnswer }) {
  const { response } = figures;
  const data = [
    ...response.buckets.map((bucket) => ({ label: bucket.label, leads: bucket.count })),
    { label: "No response yet", leads: response.unanswered },
  ];
  return (
    <DashboardSection id="response-title" title="Time to first response" boxed>
      <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm text-slate-700">Answered within 20 minutes (business hours)</dt>
          <dd className="text-2xl font-bold text-slate-900" data-figure="within-promise">
            {percent(response.withinPromise, response.measured)}{" "}
            <span className="text-sm font-normal text-slate-700">
              ({response.withinPromise} of {response.measured} leads)
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Median time to first response</dt>
          <dd className="text-2xl font-bold text-slate-900" data-figure="median">
            {response.medianMinutes === null ? "No responses yet" : minutesText(response.medianMinutes)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm">
        <Link
          to={leadListFor(null, "unanswered", figures.perDay[0]?.date, true)}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          No response yet: {response.unanswered} in the last 30 days
        </Link>
      </p>
      <p className="mt-1 text-xs text-slate-700">
        First response: the first status change or note by a recruiter. Leads still waiting count once they
        have waited over 20 business minutes.
      </p>
      <ChartFigure
        className="h-64"
        caption="Leads by time to first response"
        columns={["Time to first response", "Leads"]}
        rows={data.map((row) => [row.label, row.leads])}
      >
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={TICK} interval={0} angle={-30} textAnchor="end" height={64} />
          <YAxis allowDecimals={false} tick={TICK} />
          <Tooltip isAnimationActive={false} />
          <Bar dataKey="leads" name="Leads" fill={COLORS[0]} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
    </DashboardSection>
  );
}

function LeadsPerDay({ figures }: { figures: DashboardAnswer }) {
  const [by, setBy] = useState<"source" | "type">("source");
  const top = figures.sources.slice(0, MAX_SERIES);
  const series =
    by === "type"
      ? USER_TYPES.map((type) => ({ key: type, label: USER_TYPE_LABELS[type] }))
      : [
          ...top.map((source) => ({ key: source, label: source })),
          ...(figures.sources.length > MAX_SERIES ? [{ key: "__other", label: "Other forms" }] : []),
        ];
  const data = figures.perDay.map((day) => {
    const row: Record<string, string | number> = { date: shortDate(day.date) };
    if (by === "type") for (const type of USER_TYPES) row[type] = day.byType[type];
    else {
      let other = 0;
      for (const [source, count] of Object.entries(day.bySource)) {
        if (top.includes(source)) row[source] = count;
        else other += count;
      }
      if (figures.sources.length > MAX_SERIES) row.__other = other;
    }
    return row;
  });
  return (
    <section aria-labelledby="per-day-title" className="rounded-lg border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="per-day-title" className="text-lg font-bold">
          Leads per day
        </h2>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor="per-day-by" className="font-semibold">
            Split by
          </label>
          <select
            id="per-day-by"
            value={by}
            onChange={(event) => setBy(event.target.value as "source" | "type")}
            className={`${compactControlClass} w-40`}
          >
            <option value="source">Source form</option>
            <option value="type">Visitor type</option>
          </select>
        </div>
      </div>
      <ChartFigure
        className="h-64"
        caption="Leads per day"
        columns={["Day", ...series.map((entry) => entry.label)]}
        rows={data.map((row) => [String(row.date), ...series.map((entry) => row[entry.key] ?? 0)])}
      >
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tick={TICK} minTickGap={16} />
          <YAxis allowDecimals={false} tick={TICK} />
          <Tooltip isAnimationActive={false} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((entry, i) => (
            <Bar
              key={entry.key}
              dataKey={entry.key}
              name={entry.label}
              stackId="leads"
              fill={COLORS[i % COLORS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ChartFigure>
    </section>
  );
}

/** The share of each source form's leads that reached "placed": the conversion the firm is paid for. */
function PlacedConversion({ figures }: { figures: DashboardAnswer }) {
  const data = figures.bySource.map((row) => ({
    source: row.source,
    leads: row.leads,
    placed: row.placed,
    share: row.leads === 0 ? 0 : Math.round((row.placed / row.leads) * 100),
  }));
  const placed = data.reduce((sum, row) => sum + row.placed, 0);
  const leads = data.reduce((sum, row) => sum + row.leads, 0);
  return (
    <DashboardSection id="placed-title" title="Conversion to placed by source form" boxed>
      <dl className="mt-2">
        <dt className="text-sm text-slate-700">Leads that reached Placed, all forms</dt>
        <dd className="text-2xl font-bold text-slate-900" data-figure="placed">
          {percent(placed, leads)}{" "}
          <span className="text-sm font-normal text-slate-700">
            ({placed} of {leads} leads)
          </span>
        </dd>
      </dl>
      <p className="mt-1 text-xs text-slate-700">
        A lead counts once it is Placed, also when it was closed after the placement. A placement set back to
        an earlier status does not count.
      </p>
      {data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No leads in the last 30 days.</p>
      ) : (
        <ChartFigure
          style={{ height: 40 + data.length * 44 }}
          caption="Conversion to placed by source form"
          columns={["Source form", "Leads", "Placed", "Conversion"]}
          rows={data.map((row) => [row.source, row.leads, row.placed, percent(row.placed, row.leads)])}
        >
          <BarChart
            data={data}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" tick={TICK} />
            <YAxis
              type="category"
              dataKey="source"
              width={120}
              interval={0}
              // Long form names wrap within the axis instead of running off the chart.
              tick={{ fontSize: 12, fill: "#334155", width: 112 }}
            />
            <Tooltip
              isAnimationActive={false}
              formatter={(_value, _name, item) =>
                `${item.payload.share}% (${item.payload.placed} of ${item.payload.leads})`
              }
            />
            <Bar
              dataKey="share"
              name="Placed"
              fill={COLORS[2]}
              isAnimationActive={false}
              barSize={24}
              // A form without placements still shows a line and its "0%".
              minPointSize={2}
            >
              <LabelList
                dataKey="share"
                position="right"
                formatter={(value) => `${value}%`}
                style={{ fontSize: 12, fill: "#0f172a" }}
              />
            </Bar>
          </BarChart>
        </ChartFigure>
      )}
    </DashboardSection>
  );
}

function SourceProgress({ figures }: { figures: DashboardAnswer }) {
  return (
    <DashboardSection id="sources-title" title="Progress by source form">
      <TableContainer label="Progress by source form (scrollable table)">
        <table className="w-full min-w-[40rem] border-collapse bg-white">
          <TableHeader columns={["Source form", "Leads", "Responded", "Qualified now", "Closed now"]} />
          <tbody className="divide-y divide-slate-200">
            {figures.bySource.map((row) => (
              <tr key={row.source}>
                <th scope="row" className={`${tableCellClass} text-left font-semibold`}>
                  {row.source}
                </th>
                <td className={tableCellClass}>{row.leads}</td>
                <td className={tableCellClass}>
                  {row.responded} ({percent(row.responded, row.leads)})
                </td>
                <td className={tableCellClass}>
                  {row.qualified} ({percent(row.qualified, row.leads)})
                </td>
                <td className={tableCellClass}>
                  {row.closed} ({percent(row.closed, row.leads)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableContainer>
    </DashboardSection>
  );
}
