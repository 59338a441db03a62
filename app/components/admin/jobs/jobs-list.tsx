import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Plus, Search } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { JOB_STATES } from "#schemas/job-admin";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "#schemas/application";
import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { TableContainer, TableHeader, tableCellClass } from "#app/components/ui/table";
import { compactControlClass } from "../admin-ui";
import { errorMessage } from "../api";
import { formatDateTime } from "../format";
import { useMediaQuery } from "../use-media-query";
import { useSearchBox } from "../use-search-box";
import { formatDay, formatInZone, type JobListEntry, STATE_BADGE, STATE_LABELS } from "./jobs-api";
import { BulkBar } from "./jobs-bulk";
import { ADMIN_PAGE_PATHS, adminJobPath } from "#schemas/paths";
import { jobsListQuery } from "./jobs-api";
import { JobAlertsCard } from "./job-alerts-card";

const labelClass = "block text-xs font-semibold text-slate-800";

function place(entry: JobListEntry): string {
  const places = [...entry.locations, ...(entry.remote ? ["Remote"] : [])];
  return places.join(" · ") || "—";
}

function roleText(entry: JobListEntry): string {
  return entry.roles.length > 0 ? entry.roles.join(", ") : "Other";
}

/** How many applications a posting has, linking to its pipeline, and how many are at each stage. */
function ApplicationCount({ entry }: { entry: JobListEntry }) {
  const count = entry.applications ?? 0;
  const text = `${count.toLocaleString("en-US")} application${count === 1 ? "" : "s"}`;
  if (count === 0) return <span className="text-slate-700">{text}</span>;
  const stages = APPLICATION_STATUSES.filter((status) => (entry.stages?.[status] ?? 0) > 0);
  return (
    <span className="block">
      <Link
        to={adminJobPath(entry.id, "jobPipeline")}
        className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2"
      >
        {text}
        <span className="sr-only"> to {entry.title}: open the pipeline</span>
      </Link>
      <span data-stage-counts className="block text-xs text-slate-700">
        {stages.map((status) => `${APPLICATION_STATUS_LABELS[status]} ${entry.stages[status]}`).join(" · ")}
      </span>
    </span>
  );
}

/** Until when a posting is open; a filled one shows when it was filled, never a future end. */
function EndText({ entry, timeZone }: { entry: JobListEntry; timeZone: string }) {
  if (entry.state === "closed" && entry.closedAt !== null) {
    return <>Filled {formatInZone(entry.closedAt, timeZone).replace(/,? \d{1,2}:\d{2}.*$/, "")}</>;
  }
  return <>{formatDay(entry.validThrough)}</>;
}

/** A posting's box in the list's choice for Renew and Relist. */
function ChooseBox({
  entry,
  chosen,
  onToggle,
}: {
  entry: JobListEntry;
  chosen: boolean;
  onToggle(id: string): void;
}) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-brand-700"
      checked={chosen}
      onChange={() => onToggle(entry.id)}
      aria-label={`Choose ${entry.title}`}
    />
  );
}

interface Choice {
  chosen: ReadonlySet<string>;
  toggle(id: string): void;
  setAll(ids: string[], on: boolean): void;
}

function StateBadge({ entry }: { entry: Pick<JobListEntry, "state"> }) {
  return <Badge className={STATE_BADGE[entry.state]}>{STATE_LABELS[entry.state]}</Badge>;
}

/** `/admin/jobs`: every posting with its state, filtered by state and role and searched; kept in the address. */
export function JobsListView() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const state = params.get("state") ?? "";
  const role = params.get("role") ?? "";
  const q = params.get("q") ?? "";
  const apiParams = new URLSearchParams();
  if (state) apiParams.set("state", state);
  if (role) apiParams.set("role", role);
  if (q) apiParams.set("q", q);
  const list = useQuery({ ...jobsListQuery(apiParams), placeholderData: keepPreviousData });
  const wide = useMediaQuery("(min-width: 48rem)");

  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };
  const apply = useCallback((changes: Record<string, string>) => {
    const next = new URLSearchParams(latest.current.params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    latest.current.setParams(next, { replace: true });
  }, []);

  // The search follows typing after a pause, and follows the address when it changes from elsewhere.
  const [typed, setTyped] = useSearchBox(q, (text) => apply({ q: text }));

  const postings = list.data?.postings ?? [];
  const timeZone = list.data?.timeZone ?? "America/New_York";
  const filtered = Boolean(state || role || q);
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(new Set());
  // Only what is shown can be chosen: a filter that hides a posting takes it out of the choice.
  const chosenEntries = postings.filter((entry) => chosenIds.has(entry.id));
  const choice: Choice = {
    chosen: chosenIds,
    toggle: (posting) =>
      setChosenIds((old) => {
        const next = new Set(old);
        if (!next.delete(posting)) next.add(posting);
        return next;
      }),
    setAll: (ids, on) =>
      setChosenIds((old) => {
        const next = new Set(old);
        for (const posting of ids) on ? next.add(posting) : next.delete(posting);
        return next;
      }),
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Job postings</h1>
        <Button asChild size="sm">
          <Link to={ADMIN_PAGE_PATHS.newJob}>
            <Plus aria-hidden="true" /> New posting
          </Link>
        </Button>
      </div>
      <JobAlertsCard />
      <search className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:items-end">
        <div className="col-span-2">
          <label htmlFor={`${id}-q`} className={labelClass}>
            Search
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-600"
              aria-hidden="true"
            />
            <input
              id={`${id}-q`}
              type="search"
              value={typed}
              maxLength={200}
              placeholder="Title, city, specialty or address"
              onChange={(event) => setTyped(event.target.value)}
              className={`${compactControlClass} pl-8`}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-state`} className={labelClass}>
            State
          </label>
          <select
            id={`${id}-state`}
            value={state}
            onChange={(event) => apply({ state: event.target.value })}
            className={`${compactControlClass} mt-1`}
          >
            <option value="">All states</option>
            {JOB_STATES.map((value) => (
              <option key={value} value={value}>
                {STATE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-role`} className={labelClass}>
            Role
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => apply({ role: event.target.value })}
            className={`${compactControlClass} mt-1`}
          >
            <option value="">NP and PA</option>
            <option value="NP">NP</option>
            <option value="PA">PA</option>
          </select>
        </div>
      </search>

      <p className="mt-3 text-sm text-slate-700" role="status">
        {list.isPending
          ? "Loading postings…"
          : `${postings.length} ${postings.length === 1 ? "posting" : "postings"}${filtered ? " match" : ""}`}
      </p>
      {list.isError && (
        <Alert variant="error" role="alert" className="mt-2">
          {errorMessage(list.error, "The postings could not be loaded.")}
        </Alert>
      )}
      {list.isSuccess && postings.length === 0 && (
        <Alert className="mt-2">
          {filtered ? (
            <>
              No posting matches these filters.{" "}
              <button
                type="button"
                className="font-semibold text-brand-700 underline"
                onClick={() => apply({ state: "", role: "", q: "" })}
              >
                Show all postings
              </button>
            </>
          ) : (
            "There are no postings yet. Start with New posting."
          )}
        </Alert>
      )}
      {chosenEntries.length > 0 && (
        <BulkBar chosen={chosenEntries} timeZone={timeZone} onClear={() => setChosenIds(new Set())} />
      )}
      {postings.length > 0 &&
        (wide ? (
          <JobsTable postings={postings} choice={choice} timeZone={timeZone} />
        ) : (
          <JobCards postings={postings} choice={choice} timeZone={timeZone} />
        ))}
    </div>
  );
}

function ChooseAll({ postings, choice }: { postings: JobListEntry[]; choice: Choice }) {
  const all = postings.every((entry) => choice.chosen.has(entry.id));
  return (
    <label className="inline-flex min-h-8 items-center gap-2 text-sm font-semibold text-slate-900">
      <input
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={all}
        onChange={() =>
          choice.setAll(
            postings.map((entry) => entry.id),
            !all,
          )
        }
      />
      Choose all {postings.length} shown
    </label>
  );
}

function JobsTable({
  postings,
  choice,
  timeZone,
}: {
  postings: JobListEntry[];
  choice: Choice;
  timeZone: string;
}) {
  return (
    <div className="mt-2">
      <ChooseAll postings={postings} choice={choice} />
      <TableContainer label="Job postings">
        <table className="w-full min-w-[56rem] border-collapse bg-white">
          <TableHeader
            columns={[
              "Choose",
              "State",
              "Role",
              "Title",
              "Location",
              "Open through",
              "Applications",
              "Last change",
            ]}
            className="border-b border-slate-300"
          />
          <tbody>
            {postings.map((entry) => (
              <tr
                key={entry.id}
                data-job-id={entry.id}
                className="border-b border-slate-200 hover:bg-slate-50"
              >
                <td className={`${tableCellClass} py-2`}>
                  <ChooseBox entry={entry} chosen={choice.chosen.has(entry.id)} onToggle={choice.toggle} />
                </td>
                <td className={`${tableCellClass} py-2`}>
                  <StateBadge entry={entry} />
                </td>
                <td className={`${tableCellClass} py-2 whitespace-nowrap`}>{roleText(entry)}</td>
                <td className={`${tableCellClass} py-2`}>
                  <Link
                    to={adminJobPath(entry.id)}
                    className="font-semibold text-brand-700 underline underline-offset-2"
                  >
                    {entry.title}
                  </Link>
                  <span className="block text-xs text-slate-700">{entry.path}</span>
                </td>
                <td className={`${tableCellClass} py-2`}>{place(entry)}</td>
                <td className={`${tableCellClass} py-2 whitespace-nowrap`}>
                  <EndText entry={entry} timeZone={timeZone} />
                </td>
                <td className={`${tableCellClass} py-2`}>
                  <ApplicationCount entry={entry} />
                </td>
                <td className={`${tableCellClass} py-2 whitespace-nowrap`}>
                  <time dateTime={new Date(entry.updatedAt).toISOString()}>
                    {formatDateTime(entry.updatedAt)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableContainer>
    </div>
  );
}

function JobCards({
  postings,
  choice,
  timeZone,
}: {
  postings: JobListEntry[];
  choice: Choice;
  timeZone: string;
}) {
  return (
    <>
      <div className="mt-2">
        <ChooseAll postings={postings} choice={choice} />
      </div>
      <ul aria-label="Job postings" className="mt-2 space-y-2">
        {postings.map((entry) => (
          <li
            key={entry.id}
            data-job-id={entry.id}
            className="rounded-lg border border-slate-300 bg-white p-3"
          >
            <div className="flex items-start justify-between gap-2">
              <ChooseBox entry={entry} chosen={choice.chosen.has(entry.id)} onToggle={choice.toggle} />
              <Link
                to={adminJobPath(entry.id)}
                className="min-w-0 font-semibold text-brand-700 underline underline-offset-2"
              >
                {entry.title}
              </Link>
              <StateBadge entry={entry} />
            </div>
            <p className="mt-1 text-sm text-slate-800">
              {roleText(entry)} · {place(entry)}
            </p>
            <p className="mt-1 text-sm">
              <ApplicationCount entry={entry} />
            </p>
            <p className="mt-1 text-xs text-slate-700">
              {entry.state === "closed" ? "" : "Open through "}
              <EndText entry={entry} timeZone={timeZone} /> · changed{" "}
              <time dateTime={new Date(entry.updatedAt).toISOString()}>
                {formatDateTime(entry.updatedAt)}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
