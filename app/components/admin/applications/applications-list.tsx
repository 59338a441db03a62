import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  CREDENTIAL_LABELS,
  CREDENTIALS,
  LICENSE_STATE_CODES,
  LICENSE_STATES,
} from "#schemas/application";
import { APPLICATIONS_PAGE_SIZE, type ApplicationSummary } from "#schemas/application-admin";
import type { StaffAnswer } from "#schemas/admin";
import { ADMIN_PAGE_PATHS, adminApiPath, adminApplicationPath, adminJobPath } from "#schemas/paths";
import { cn } from "#app/lib/utils";
import { Alert } from "#app/components/ui/alert";
import { PaginationNewerOlder } from "#app/components/ui/pagination";
import { tableCellClass } from "#app/components/ui/table";
import { BulkBar } from "../bulk-bar";
import { ClearFilters, FilterSearch, FilterSelect, optionsOf, WAITING_OPTIONS } from "../filter-kit";
import { waitText } from "../format";
import {
  LoadError,
  ReceivedTime,
  RefreshAndExport,
  ResultStatus,
  SelectableTable,
  SelectBox,
  WaitLine,
} from "../list-parts";
import { CardMarks, FailedIcon, OverdueIcon } from "../list-marks";
import { useCursorPaging } from "../use-cursor-paging";
import { useMediaQuery } from "../use-media-query";
import { useNow } from "../use-now";
import { useSearchBox } from "../use-search-box";
import { LicenseStateList } from "./application-labels";
import { EraseCandidateButton } from "./erase-candidate";
import { applicationsPageQuery } from "./applications-api";
import { jobsListQuery } from "../jobs/jobs-api";
import { staffQuery } from "../leads-api";
import {
  type ApplicationChanges,
  ApplicationOwnerSelect,
  announceChange,
  StageSelect,
  useApplicationChanges,
  useApplicationsBulk,
} from "./application-actions";

/** The first page refreshes itself this often, so new applications show up without a reload. */
const REFRESH_MS = 60_000;

// owner, from and to come from the dashboard's links; the bar below has no control for them.
const FILTER_KEYS = [
  "posting",
  "status",
  "credential",
  "state",
  "q",
  "waiting",
  "sort",
  "owner",
  "from",
  "to",
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
/** Every filter emptied, the order kept. */
const CLEARED = Object.fromEntries(
  FILTER_KEYS.filter((key) => key !== "sort").map((key) => [key, ""]),
) as Partial<Record<FilterKey, string>>;

const APPLICATION_BULK_WORDS = { owner: "Owner", assign: "Assign", status: "Move to", move: "Move" };

const APPLICATION_COLUMNS = [
  "w-10",
  "w-[18%]",
  "w-[10%]",
  "w-[10%]",
  "w-[19%]",
  "w-[12%]",
  "w-[15%]",
  "w-[16%]",
];

const ORDER_OPTIONS = [["received", "Newest first"]] as const;

/** Where the detail's "Back" goes, and the list it came from. */
export interface ApplicationListState {
  backTo: string;
}

export function applicantName(application: Pick<ApplicationSummary, "firstName" | "lastName">): string {
  return `${application.firstName} ${application.lastName}`;
}

/** `/admin/applications`: every application, newest first, filtered and searched; kept in the address. */
export function ApplicationsListView() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ""])) as Record<
    FilterKey,
    string
  >;
  const apiParams = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) apiParams.set(key, filters[key]);
  // The default view: the overdue first, then newest first.
  if (!filters.sort) apiParams.set("sort", "overdue");
  const filterKey = apiParams.toString();
  const paging = useCursorPaging(filterKey);
  const { cursors, cursor } = paging;
  const pageParams = new URLSearchParams(apiParams);
  if (cursor) pageParams.set("cursor", cursor);

  const page = useQuery({
    ...applicationsPageQuery(pageParams),
    placeholderData: keepPreviousData,
    refetchInterval: cursor ? false : REFRESH_MS,
  });
  const jobs = useQuery(jobsListQuery(new URLSearchParams()));
  const staff = useQuery(staffQuery());
  const wide = useMediaQuery("(min-width: 48rem)");
  // The selection belongs to the page it was made on: another filter or page starts with none.
  const pageKey = pageParams.toString();
  const [selection, setSelection] = useState<{ pageKey: string; ids: Set<string> }>({
    pageKey,
    ids: new Set(),
  });
  const selected = selection.pageKey === pageKey ? selection.ids : new Set<string>();
  const clearSelection = () => setSelection({ pageKey, ids: new Set() });
  const toggle = (applicationId: string) => {
    const next = new Set(selected);
    if (next.has(applicationId)) next.delete(applicationId);
    else next.add(applicationId);
    setSelection({ pageKey, ids: next });
  };
  const bulk = useApplicationsBulk(announceChange, clearSelection);
  const changes = useApplicationChanges(announceChange, staff.data);
  const now = useNow();

  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };
  const apply = useCallback((changes: Partial<Record<FilterKey, string>>) => {
    const next = new URLSearchParams(latest.current.params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    latest.current.setParams(next, { replace: true });
  }, []);
  const [typed, setTyped] = useSearchBox(filters.q, (text) => apply({ q: text }));

  const applications = page.data?.applications ?? [];
  const posting = page.data?.posting ?? null;
  const filtered = FILTER_KEYS.some((key) => key !== "sort" && filters[key] !== "");
  const shownFrom = cursors.length * APPLICATIONS_PAGE_SIZE;
  const total = page.data?.total ?? null;
  const exportParams = new URLSearchParams(apiParams);
  exportParams.delete("sort");
  const exportHref = `${adminApiPath("applicationsCsv")}${exportParams.size ? `?${exportParams.toString()}` : ""}`;
  const linkState: ApplicationListState = {
    backTo: `${ADMIN_PAGE_PATHS.applications}${params.size ? `?${params.toString()}` : ""}`,
  };
  const select = (key: FilterKey) => ({
    id: `${id}-${key}`,
    value: filters[key],
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => apply({ [key]: event.target.value }),
  });
  const postingOptions = jobs.data?.postings ?? [];

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">
          {posting ? (
            <>
              Applications to <span className="break-words">{posting.title}</span>
            </>
          ) : (
            "Applications"
          )}
        </h1>
        <div className="flex flex-wrap gap-2">
          <RefreshAndExport
            refreshing={page.isFetching}
            onRefresh={() => void page.refetch()}
            exportHref={exportHref}
          />
          <EraseCandidateButton />
        </div>
      </div>
      {posting && (
        <p className="text-sm text-slate-800">
          {posting.exists ? (
            <Link to={adminJobPath(posting.id)} className="font-semibold text-brand-700 underline">
              Open the posting in the editor
            </Link>
          ) : (
            <span>This posting has been deleted ({posting.path}).</span>
          )}
          {" · "}
          <Link to={ADMIN_PAGE_PATHS.applications} className="font-semibold text-brand-700 underline">
            Applications to every posting
          </Link>
        </p>
      )}

      <search aria-label="Filter applications">
        <form
          onSubmit={(event) => event.preventDefault()}
          className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3 xl:grid-cols-[minmax(14rem,2fr)_repeat(6,minmax(0,1fr))_auto]"
        >
          <FilterSearch
            id={`${id}-q`}
            what="by name or e-mail"
            className="col-span-2 sm:col-span-3 xl:col-span-1"
            value={typed}
            onText={setTyped}
            placeholder="Name or e-mail"
          />
          <FilterSelect
            {...select("posting")}
            label="Posting"
            any="Every posting"
            className="col-span-2 sm:col-span-1"
            options={[
              ...(posting && !postingOptions.some((entry) => entry.id === posting.id)
                ? [[posting.id, posting.title] as const]
                : []),
              ...postingOptions.map((entry) => [entry.id, entry.title] as const),
            ]}
          />
          <FilterSelect
            {...select("status")}
            label="Status"
            any="Any status"
            options={optionsOf(APPLICATION_STATUSES, APPLICATION_STATUS_LABELS)}
          >
            <option value="spam">Flagged as spam</option>
          </FilterSelect>
          <FilterSelect
            {...select("credential")}
            label="Credential"
            any="Any"
            options={optionsOf(CREDENTIALS, CREDENTIAL_LABELS)}
          />
          <FilterSelect
            {...select("state")}
            label="Licensed in"
            any="Any state"
            options={optionsOf(LICENSE_STATE_CODES, LICENSE_STATES)}
          />
          <FilterSelect {...select("waiting")} label="Waiting" any="Any" options={WAITING_OPTIONS} />
          <FilterSelect {...select("sort")} label="Order" any="Overdue first" options={ORDER_OPTIONS} />
          <ClearFilters
            disabled={!filtered && typed === ""}
            onClear={() => {
              setTyped("");
              apply(CLEARED);
            }}
          />
        </form>
      </search>

      {selected.size > 0 ? (
        <BulkBar
          count={selected.size}
          staff={staff.data}
          pending={bulk.isPending}
          statuses={APPLICATION_STATUSES}
          labels={APPLICATION_STATUS_LABELS}
          firstStatus="screening"
          words={APPLICATION_BULK_WORDS}
          onAction={(action) => bulk.mutate({ ids: [...selected], action })}
          onClear={clearSelection}
        />
      ) : (
        <ResultStatus
          noun="applications"
          loading={page.isPending}
          count={page.data?.applications.length}
          shownFrom={shownFrom}
          total={total}
        />
      )}
      <LoadError query={page} what="the applications" />
      {applications.length > 0 &&
        (wide ? (
          <ApplicationsTable
            applications={applications}
            now={now}
            linkState={linkState}
            selected={selected}
            onToggle={toggle}
            onToggleAll={() =>
              setSelection({
                pageKey,
                ids:
                  selected.size === applications.length
                    ? new Set()
                    : new Set(applications.map((application) => application.id)),
              })
            }
            changes={changes}
            staff={staff.data}
          />
        ) : (
          <ApplicationCards
            applications={applications}
            now={now}
            linkState={linkState}
            selected={selected}
            onToggle={toggle}
            changes={changes}
            staff={staff.data}
          />
        ))}
      {page.data && applications.length === 0 && (
        <Alert>
          {filtered
            ? "No applications match these filters. Clear the filters to see every application."
            : "No applications yet. They appear here as soon as a candidate applies on a job page."}
        </Alert>
      )}
      <PaginationNewerOlder
        noun="applications"
        onNewer={paging.newer}
        onOlder={page.isPlaceholderData ? undefined : paging.older(page.data?.nextCursor)}
      />
    </div>
  );
}

interface ListProps {
  applications: ApplicationSummary[];
  now: number;
  linkState: ApplicationListState;
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
  changes: ApplicationChanges;
  staff: StaffAnswer | undefined;
}

function ApplicationsTable({
  applications,
  now,
  linkState,
  selected,
  onToggle,
  onToggleAll,
  changes,
  staff,
}: ListProps & { onToggleAll(): void }) {
  return (
    <SelectableTable
      label="Applications"
      className="min-w-[64rem]"
      columns={APPLICATION_COLUMNS}
      selectAll={{
        label: "Select every application on this page",
        ids: applications.map((application) => application.id),
        selected,
        onToggleAll,
      }}
      selectCellClassName={cn(tableCellClass, "py-2")}
      head={["Candidate", "Credential", "Licensed in", "Posting", "Received", "Owner", "Stage"].map(
        (column) => (
          <th
            key={column}
            scope="col"
            className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase"
          >
            {column}
          </th>
        ),
      )}
    >
      {applications.map((application) => {
        const overdue = application.wait.overdue;
        const waited = waitText(application, application.spamReason !== null);
        return (
          <tr
            key={application.id}
            data-application-id={application.id}
            data-overdue={overdue ? "true" : undefined}
            className={cn(overdue && "bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-600)]")}
          >
            <td className={cn(tableCellClass, "py-2")}>
              <SelectBox
                name={applicantName(application)}
                checked={selected.has(application.id)}
                onToggle={() => onToggle(application.id)}
              />
            </td>
            <th scope="row" className={cn(tableCellClass, "truncate py-2 text-left font-normal")}>
              <Link
                to={adminApplicationPath(application.id)}
                state={linkState}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {applicantName(application)}
              </Link>
              <SamePersonMark count={application.fromSamePerson} />
              {application.messageStart && (
                <span
                  data-message-start
                  className="block truncate text-xs text-slate-700"
                  title={application.messageStart}
                >
                  “{application.messageStart}”
                </span>
              )}
            </th>
            <td className={cn(tableCellClass, "py-2")}>{application.credential}</td>
            <td className={cn(tableCellClass, "truncate py-2")}>
              <LicenseStateList states={application.licenseStates} />
            </td>
            <td className={cn(tableCellClass, "truncate py-2")} title={application.postingTitle}>
              {application.postingTitle}
            </td>
            <td className={cn(tableCellClass, "py-2 whitespace-nowrap")}>
              <ReceivedTime at={application.createdAt} now={now} />
              {overdue && <OverdueIcon />}
              {waited && <WaitLine waited={waited} overdue={overdue} />}
            </td>
            <td className={cn(tableCellClass, "py-2")}>
              <ApplicationOwnerSelect
                application={application}
                staff={staff}
                pending={changes.pending[application.id]?.owner}
                onChoose={changes.assign}
              />
            </td>
            <td className={cn(tableCellClass, "py-2")}>
              <span className="flex items-center gap-1">
                <StageSelect
                  application={application}
                  pending={changes.pending[application.id]?.status}
                  onChoose={changes.setStatus}
                />
                {application.failedDeliveries > 0 && <FailedIcon />}
              </span>
            </td>
          </tr>
        );
      })}
    </SelectableTable>
  );
}

function ApplicationCards({ applications, now, linkState, selected, onToggle, changes, staff }: ListProps) {
  return (
    <ul aria-label="Applications" className="space-y-2">
      {applications.map((application) => {
        const overdue = application.wait.overdue;
        const waited = waitText(application, application.spamReason !== null);
        return (
          <li
            key={application.id}
            data-application-id={application.id}
            data-overdue={overdue ? "true" : undefined}
            className={cn(
              "rounded-lg border border-slate-300 bg-white p-3",
              overdue && "border-amber-500 bg-amber-50",
            )}
          >
            <div className="flex items-baseline justify-between gap-2">
              <span className="flex min-w-0 items-center gap-2">
                <SelectBox
                  name={applicantName(application)}
                  checked={selected.has(application.id)}
                  onToggle={() => onToggle(application.id)}
                  className="size-4 shrink-0"
                />
                <Link
                  to={adminApplicationPath(application.id)}
                  state={linkState}
                  className="min-w-0 truncate font-semibold text-brand-700 underline underline-offset-2"
                >
                  {applicantName(application)}
                </Link>
                <SamePersonMark count={application.fromSamePerson} />
              </span>
              <ReceivedTime
                at={application.createdAt}
                now={now}
                className="shrink-0 text-xs text-slate-700"
              />
            </div>
            <p className="text-sm text-slate-800">
              {application.credential} · <LicenseStateList states={application.licenseStates} />
            </p>
            <p className="truncate text-sm text-slate-700">{application.postingTitle}</p>
            {application.messageStart && (
              <p data-message-start className="line-clamp-2 text-sm text-slate-800">
                “{application.messageStart}”
              </p>
            )}
            {waited && (
              <p
                data-wait
                className={cn("text-xs", overdue ? "font-semibold text-amber-900" : "text-slate-700")}
              >
                {waited}
              </p>
            )}
            <div className="mt-1.5 grid grid-cols-2 gap-2">
              <StageSelect
                application={application}
                pending={changes.pending[application.id]?.status}
                onChoose={changes.setStatus}
              />
              <ApplicationOwnerSelect
                application={application}
                staff={staff}
                pending={changes.pending[application.id]?.owner}
                onChoose={changes.assign}
              />
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-xs font-semibold">
              <CardMarks overdue={overdue} failed={application.failedDeliveries > 0} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The person's other leads and applications (same e-mail address, or same phone and last name), as the
 * application's page lists them under "Also from this person".
 */
function SamePersonMark({ count }: { count: number }) {
  if (count < 1) return null;
  return (
    <span
      data-same-person={count}
      className="ml-1.5 shrink-0 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-900"
    >
      +{count} from this person
    </span>
  );
}
