import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
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
import { compactControlClass, Notice, TableFrame, TableHead, tdClass } from "./admin-ui";
import { DASHBOARD_KEY, errorMessage } from "./api";

const COLORS = ["#0a58a8", "#c2410c", "#047857", "#6d28d9", "#b45309", "#475569"];
/** Sources beyond this many are drawn together as "Other forms". */
const MAX_SERIES = 5;

function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`;
}

function shortDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day).toLocaleDateString("en-US", { month: "short", day: "numeric" });
}

function minutesText(minutes: number): string {
  if (minutes < 60) return `${Math.round(minutes)} min`;
  return `${Math.floor(minutes / 60)} h ${Math.round(minutes % 60)} min`;
}

/** The figures behind the firm's promises, for the last 30 days. */
export default function Dashboard() {
  const figures = useQuery<DashboardAnswer>({ queryKey: DASHBOARD_KEY });
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
        <Notice tone="error" role="alert">
          {errorMessage(figures.error, "The figures could not be loaded. Please try again.")}
        </Notice>
      )}
      {figures.data && (
        <>
          <ResponseTimes figures={figures.data} />
          <LeadsPerDay figures={figures.data} />
          <PlacedConversion figures={figures.data} />
          <SourceProgress figures={figures.data} />
        </>
      )}
    </div>
  );
}

function ResponseTimes({ figures }: { figures: DashboardAnswer }) {
  const { response } = figures;
  const data = [
    ...response.buckets.map((bucket) => ({ label: bucket.label, leads: bucket.count })),
    { label: "No response yet", leads: response.unanswered },
  ];
  return (
    <section aria-labelledby="response-title" className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="response-title" className="text-lg font-bold">
        Time to first response
      </h2>
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
      <p className="mt-1 text-xs text-slate-700">
        First response: the first status change or note by a recruiter. Leads still waiting count once they
        have waited over 20 business minutes.
      </p>
      <figure className="mt-3">
        <div aria-hidden="true" className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={data}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="label"
                tick={{ fontSize: 12, fill: "#334155" }}
                interval={0}
                angle={-30}
                textAnchor="end"
                height={64}
              />
              <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#334155" }} />
              <Tooltip isAnimationActive={false} />
              <Bar dataKey="leads" name="Leads" fill={COLORS[0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <figcaption className="sr-only">Leads by time to first response, as a table:</figcaption>
        {/* In a block: a table ignores the width that hides it and would widen the page. */}
        <div className="sr-only">
          <table>
            <thead>
              <tr>
                <th scope="col">Time to first response</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </section>
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
      <figure className="mt-3">
        <div aria-hidden="true" className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={data}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tick={{ fontSize: 12, fill: "#334155" }} minTickGap={16} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#334155" }} />
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
          </ResponsiveContainer>
        </div>
        <figcaption className="sr-only">Leads per day, as a table:</figcaption>
        {/* In a block: a table ignores the width that hides it and would widen the page. */}
        <div className="sr-only">
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {series.map((entry) => (
                  <th key={entry.key} scope="col">
                    {entry.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={String(row.date)}>
                  <th scope="row">{row.date}</th>
                  {series.map((entry) => (
                    <td key={entry.key}>{row[entry.key] ?? 0}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
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
    <section aria-labelledby="placed-title" className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="placed-title" className="text-lg font-bold">
        Conversion to placed by source form
      </h2>
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
        <figure className="mt-3">
          <div aria-hidden="true" style={{ height: 40 + data.length * 44 }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={data}
                layout="vertical"
                accessibilityLayer={false}
                margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
              >
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis
                  type="number"
                  domain={[0, 100]}
                  ticks={[0, 25, 50, 75, 100]}
                  unit="%"
                  tick={{ fontSize: 12, fill: "#334155" }}
                />
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
            </ResponsiveContainer>
          </div>
          <figcaption className="sr-only">Conversion to placed by source form, as a table:</figcaption>
          {/* In a block: a table ignores the width that hides it and would widen the page. */}
          <div className="sr-only">
            <table>
              <thead>
                <tr>
                  <th scope="col">Source form</th>
                  <th scope="col">Leads</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Conversion</th>
                </tr>
              </thead>
              <tbody>
                {data.map((row) => (
                  <tr key={row.source}>
                    <th scope="row">{row.source}</th>
                    <td>{row.leads}</td>
                    <td>{row.placed}</td>
                    <td>{percent(row.placed, row.leads)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </section>
  );
}

function SourceProgress({ figures }: { figures: DashboardAnswer }) {
  return (
    <section aria-labelledby="sources-title" className="space-y-2">
      <h2 id="sources-title" className="text-lg font-bold">
        Progress by source form
      </h2>
      <TableFrame label="Progress by source form (scrollable table)">
        <table className="w-full min-w-[40rem] border-collapse bg-white">
          <TableHead columns={["Source form", "Leads", "Responded", "Qualified now", "Closed now"]} />
          <tbody className="divide-y divide-slate-200">
            {figures.bySource.map((row) => (
              <tr key={row.source}>
                <th scope="row" className={`${tdClass} text-left font-semibold`}>
                  {row.source}
                </th>
                <td className={tdClass}>{row.leads}</td>
                <td className={tdClass}>
                  {row.responded} ({percent(row.responded, row.leads)})
                </td>
                <td className={tdClass}>
                  {row.qualified} ({percent(row.qualified, row.leads)})
                </td>
                <td className={tdClass}>
                  {row.closed} ({percent(row.closed, row.leads)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}
