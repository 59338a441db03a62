import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { LeadSort } from "#schemas/admin";
import { leadsPageKey } from "./api";
import { apiFilterParams, type FilterForm, filterFormParams, readFilterForm } from "./format";
import type { ListSort } from "./leads-table";

/** The direction a column sorts in first: the newest first for Received, else ascending. */
export function defaultDir(sort: "" | LeadSort): "asc" | "desc" {
  return sort === "received" ? "desc" : "asc";
}

/**
 * The inbox's filters and order, kept in the address: what they are now, the API's parameters for them,
 * `apply` to change some, and `onSort` for a column's header.
 */
export function useInboxAddress() {
  const client = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilterForm(searchParams);
  const apiParams = apiFilterParams(filters);
  const sort: ListSort = { sort: filters.sort || "overdue", dir: filters.dir || defaultDir(filters.sort) };

  // Changes made in quick succession each build on the one before, not on the last render's address:
  // the address follows a moment later, and renders in between still show the older one.
  const latestParams = useRef(searchParams);
  const pendingParams = useRef<string | null>(null);
  useEffect(() => {
    if (pendingParams.current !== null && searchParams.toString() !== pendingParams.current) return;
    pendingParams.current = null;
    latestParams.current = searchParams;
  }, [searchParams]);
  const apply = (changes: Partial<FilterForm>) => {
    const form = { ...readFilterForm(latestParams.current), ...changes };
    const next = filterFormParams(form);
    latestParams.current = next;
    pendingParams.current = next.toString();
    // Ask for the new first page at once: the address change renders before the list asks for it.
    void client.prefetchQuery({ queryKey: leadsPageKey(apiFilterParams(form)) });
    setSearchParams(next, { replace: true });
  };
  const onSort = (column: LeadSort) => {
    const dir = sort.sort === column ? (sort.dir === "asc" ? "desc" : "asc") : defaultDir(column);
    apply({
      ...filters,
      sort: column === "overdue" ? "" : column,
      dir: dir === defaultDir(column) ? "" : dir,
    });
  };
  return { searchParams, filters, apiParams, sort, apply, onSort };
}
