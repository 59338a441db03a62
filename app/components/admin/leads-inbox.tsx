import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { LEADS_PAGE_SIZE, type LeadsPage } from "#schemas/admin";
import { Notice } from "./admin-ui";
import { errorMessage, leadsPageKey, SOURCES_KEY } from "./api";
import { apiFilterParams, filterFormParams, type FilterForm, readFilterForm } from "./format";
import { LeadFilters } from "./lead-filters";
import { LeadsTable } from "./leads-table";
import { useNow } from "./use-now";

/** The first page refreshes itself this often, so new leads show up without a reload. */
const REFRESH_MS = 60_000;

export function LeadsInbox() {
  const client = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilterForm(searchParams);
  const apiParams = apiFilterParams(filters);
  const filterKey = apiParams.toString();
  // Cursors of the pages after the first, for "Newer" to step back; reset whenever the filters change.
  const [paging, setPaging] = useState<{ filterKey: string; cursors: string[] }>({ filterKey, cursors: [] });
  const cursors = paging.filterKey === filterKey ? paging.cursors : [];
  const cursor = cursors.at(-1);
  const pageParams = new URLSearchParams(apiParams);
  if (cursor) pageParams.set("cursor", cursor);

  const now = useNow();
  const page = useQuery<LeadsPage>({
    queryKey: leadsPageKey(pageParams),
    placeholderData: keepPreviousData,
    refetchInterval: cursor ? false : REFRESH_MS,
  });
  const total = cursor ? client.getQueryData<LeadsPage>(leadsPageKey(apiParams))?.total : page.data?.total;

  const apply = (next: FilterForm) => setSearchParams(filterFormParams(next));
  const refresh = () => {
    void page.refetch();
    void client.invalidateQueries({ queryKey: SOURCES_KEY });
  };
  const exportHref = `/api/admin/export.csv${filterKey ? `?${filterKey}` : ""}`;
  const backTo = `/admin${searchParams.toString() ? `?${searchParams.toString()}` : ""}`;
  const shownFrom = cursors.length * LEADS_PAGE_SIZE;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Leads inbox</h1>
          <p className="mt-2 text-slate-700">
            Newest first. Leads still new after 20 minutes are highlighted: the site promises a reply within
            20 minutes.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={refresh} disabled={page.isFetching}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
          <Button asChild variant="primary">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
      </div>

      <h2 className="sr-only">Filters</h2>
      <div className="mt-6">
        <LeadFilters value={filters} onApply={apply} />
      </div>

      <h2 className="sr-only">Results</h2>
      <div className="mt-6 space-y-4">
        <p role="status" className="text-sm text-slate-700">
          {page.isPending
            ? "Loading leads…"
            : page.data
              ? resultLine(page.data.leads.length, shownFrom, total ?? null)
              : ""}
        </p>
        {page.isError && (
          <Notice tone="error" role="alert">
            {errorMessage(page.error, "The leads could not be loaded. Please try again.")}
          </Notice>
        )}
        {page.data && page.data.leads.length > 0 && (
          <LeadsTable leads={page.data.leads} now={now} backTo={backTo} />
        )}
        {page.data && page.data.leads.length === 0 && (
          <Notice>No leads match these filters. Clear the filters to see every lead.</Notice>
        )}
        <nav aria-label="Pages of leads" className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            disabled={cursors.length === 0}
            onClick={() => setPaging({ filterKey, cursors: cursors.slice(0, -1) })}
          >
            Newer leads
          </Button>
          <Button
            variant="outline"
            disabled={!page.data?.nextCursor || page.isPlaceholderData}
            onClick={() =>
              page.data?.nextCursor && setPaging({ filterKey, cursors: [...cursors, page.data.nextCursor] })
            }
          >
            Older leads
          </Button>
        </nav>
      </div>
    </div>
  );
}

function resultLine(count: number, offset: number, total: number | null): string {
  if (count === 0) return "No leads match.";
  const range = `${(offset + 1).toLocaleString("en-US")}–${(offset + count).toLocaleString("en-US")}`;
  if (total === null) return `Showing leads ${range}.`;
  return `Showing leads ${range} of ${total.toLocaleString("en-US")}.`;
}
