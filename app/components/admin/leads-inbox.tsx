import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Keyboard } from "lucide-react";
import { useCallback, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, LEADS_PAGE_SIZE } from "#schemas/admin";
import { Alert } from "#app/components/ui/alert";
import { PaginationNewerOlder } from "#app/components/ui/pagination";
import { BulkBar } from "./bulk-bar";
import { LoadError, RefreshAndExport, ResultStatus } from "./list-parts";
import { SOURCES_KEY } from "./api";
import { useBulkAction, useLeadChanges } from "./lead-actions";
import { LeadCards } from "./lead-cards";
import { LeadFilters, LeadOrder } from "./lead-filters";
import { LeadsTable } from "./leads-table";
import { useCursorPaging } from "./use-cursor-paging";
import { useMediaQuery } from "./use-media-query";
import { useNow } from "./use-now";
import { ADMIN_PATH, adminApiPath, adminLeadPath } from "#schemas/paths";
import { leadsPageQuery, staffQuery } from "./leads-api";
import { NotifyButton } from "./staff-events";
import { isTyping, ShortcutsPanel, useInboxKeys } from "./inbox-shortcuts";
import { InboxViews } from "./inbox-views";
import { announceChange } from "./record-changes";
import { useInboxAddress } from "./use-inbox-address";
import { useRowFocusReturn } from "./use-row-focus";

/**
 * New and changed leads are pushed (staff-events.tsx); the first page also refreshes itself this often, so
 * the waits stay current and nothing is missed while the push is down.
 */
const REFRESH_MS = 60_000;

const LEAD_BULK_WORDS = { owner: "Assign to", assign: "Assign", status: "Set status", move: "Set" };

export function LeadsInbox() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { searchParams, filters, apiParams, sort, apply, onSort } = useInboxAddress();
  const filterKey = apiParams.toString();
  const paging = useCursorPaging(filterKey);
  const { cursors, cursor } = paging;
  const pageParams = new URLSearchParams(apiParams);
  if (cursor) pageParams.set("cursor", cursor);
  const pageKey = pageParams.toString();

  const wide = useMediaQuery("(min-width: 48rem)");
  const now = useNow();
  const page = useQuery({
    ...leadsPageQuery(pageParams),
    placeholderData: keepPreviousData,
    refetchInterval: cursor ? false : REFRESH_MS,
  });
  const staff = useQuery(staffQuery());
  const total = cursor ? client.getQueryData(leadsPageQuery(apiParams).queryKey)?.total : page.data?.total;
  const leads = page.data?.leads ?? [];

  const [selection, setSelection] = useState<{ pageKey: string; ids: Set<string> }>({
    pageKey,
    ids: new Set(),
  });
  const selected = selection.pageKey === pageKey ? selection.ids : new Set<string>();
  // The active row is a lead, not a place: when new leads arrive above it, it stays on the same lead.
  const [activeId, setActiveId] = useState<string | null>(null);
  const [showKeys, setShowKeys] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const clearSelection = () => setSelection({ pageKey, ids: new Set() });
  const bulk = useBulkAction(announceChange, clearSelection);
  const rowChanges = useLeadChanges(announceChange, staff.data);

  const refresh = () => {
    void page.refetch();
    void client.invalidateQueries({ queryKey: SOURCES_KEY });
  };
  // Stable callbacks, so rows that did not change are not rendered again.
  const pageKeyRef = useRef(pageKey);
  pageKeyRef.current = pageKey;
  const toggle = useCallback(
    (id: string) =>
      setSelection((current) => {
        const key = pageKeyRef.current;
        const ids = new Set(current.pageKey === key ? current.ids : []);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { pageKey: key, ids };
      }),
    [],
  );
  const toggleAll = () =>
    setSelection({
      pageKey,
      ids: leads.every((lead) => selected.has(lead.id)) ? new Set() : new Set(leads.map((lead) => lead.id)),
    });

  const exportParams = new URLSearchParams(apiParams);
  exportParams.delete("sort");
  exportParams.delete("dir");
  const exportHref = `${adminApiPath("exportCsv")}${exportParams.size ? `?${exportParams.toString()}` : ""}`;
  const backTo = `${ADMIN_PATH}${searchParams.toString() ? `?${searchParams.toString()}` : ""}`;
  const idList = leads.map((lead) => lead.id).join(" ");
  // The rows keep one state object while their leads stay the same, so a new address alone (a filter
  // just chosen, its answer not in yet) does not render them again; the address is read when a row opens.
  const backToRef = useRef(backTo);
  backToRef.current = backTo;
  const linkState = useMemo(
    () => ({
      get backTo() {
        return backToRef.current;
      },
      ids: idList ? idList.split(" ") : [],
    }),
    [idList],
  );
  const shownFrom = cursors.length * LEADS_PAGE_SIZE;
  const activeIndex = Math.max(0, activeId === null ? 0 : leads.findIndex((lead) => lead.id === activeId));
  const leadsRef = useRef(leads);
  leadsRef.current = leads;
  const setActive = useCallback((index: number) => setActiveId(leadsRef.current[index]?.id ?? null), []);

  const rowElement = (index: number) =>
    listRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`) ?? null;
  const focusRow = (index: number) => {
    const bounded = Math.max(0, Math.min(leads.length - 1, index));
    setActive(bounded);
    rowElement(bounded)?.focus();
  };

  const onListKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    // Enter (which saved the choice) or Escape (which put it back) in a row's list returns to the row.
    if ((event.key === "Escape" || event.key === "Enter") && target.matches("select")) {
      event.preventDefault();
      focusRow(activeIndex);
      return;
    }
    if (isTyping(target) || target.closest("thead") || leads.length === 0) return;
    const lead = leads[activeIndex];
    const key = event.key;
    if (key === "j" || key === "ArrowDown") focusRow(activeIndex + 1);
    else if (key === "k" || key === "ArrowUp") focusRow(activeIndex - 1);
    else if (key === "Home") focusRow(0);
    else if (key === "End") focusRow(leads.length - 1);
    else if ((key === "Enter" && !target.matches("a")) || key === "o") {
      if (lead) void navigate(adminLeadPath(lead.id), { state: linkState });
    } else if (key === "x" && lead) toggle(lead.id);
    else if (key === "s" || key === "a") {
      const label = key === "s" ? "Status of" : "Owner of";
      rowElement(activeIndex)?.querySelector<HTMLSelectElement>(`select[aria-label^="${label}"]`)?.focus();
    } else return;
    event.preventDefault();
  };

  useRowFocusReturn(listRef);
  const toggleShortcuts = useCallback(() => setShowKeys((shown) => !shown), []);
  useInboxKeys(searchRef, toggleShortcuts);

  const listProps = {
    leads,
    now,
    linkState,
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    active: activeIndex,
    onActivate: setActive,
    pending: rowChanges.pending,
    onStatus: rowChanges.setStatus,
    onAssign: rowChanges.assign,
    staff: staff.data,
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h1 className="text-xl font-bold">Leads inbox</h1>
          <InboxViews filters={filters} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="hidden md:inline-flex"
            aria-expanded={showKeys}
            aria-controls="list-shortcuts"
            aria-keyshortcuts="?"
            onClick={toggleShortcuts}
          >
            <Keyboard aria-hidden="true" />
            Keyboard shortcuts
          </Button>
          <NotifyButton />
          <RefreshAndExport refreshing={page.isFetching} onRefresh={refresh} exportHref={exportHref} />
        </div>
      </div>

      {showKeys && <ShortcutsPanel />}

      <h2 className="sr-only">Filters</h2>
      <LeadFilters value={filters} onChange={apply} searchRef={searchRef} collapsible={!wide} />

      <h2 className="sr-only">Results</h2>
      {selected.size > 0 ? (
        <BulkBar
          count={selected.size}
          staff={staff.data}
          pending={bulk.isPending}
          statuses={LEAD_STATUSES}
          labels={LEAD_STATUS_LABELS}
          firstStatus="contacted"
          words={LEAD_BULK_WORDS}
          className="py-0.5"
          statusClassName="w-32"
          onAction={(action) => bulk.mutate({ ids: [...selected], action })}
          onClear={clearSelection}
        >
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="h-8 border-red-700 text-red-800 hover:bg-red-50"
            disabled={bulk.isPending}
            onClick={() => bulk.mutate({ ids: [...selected], action: { type: "status", status: "spam" } })}
          >
            Mark as spam
          </Button>
        </BulkBar>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <ResultStatus
            noun="leads"
            loading={page.isPending}
            count={page.data?.leads.length}
            shownFrom={shownFrom}
            total={total ?? null}
          />
          <LeadOrder value={filters} onChange={apply} />
        </div>
      )}
      <LoadError query={page} what="the leads" />
      {leads.length > 0 && (
        // biome-ignore lint/a11y/noStaticElementInteractions: key handling for the rows and cards inside
        <div ref={listRef} onKeyDown={onListKeyDown}>
          {wide ? <LeadsTable {...listProps} sort={sort} onSort={onSort} /> : <LeadCards {...listProps} />}
        </div>
      )}
      {page.data && leads.length === 0 && (
        <Alert>No leads match these filters. Clear the filters to see every lead.</Alert>
      )}
      <PaginationNewerOlder
        noun="leads"
        onNewer={paging.newer}
        onOlder={page.isPlaceholderData ? undefined : paging.older(page.data?.nextCursor)}
      />
    </div>
  );
}
