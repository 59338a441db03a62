import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "#schemas/admin";
import { USER_TYPE_LABELS, USER_TYPES } from "#schemas/lead";
import { compactControlClass } from "./admin-ui";
import {
  ClearFilters,
  FilterDate,
  FilterSearch,
  FilterSelect,
  optionsOf,
  WAITING_OPTIONS,
} from "./filter-kit";
import { EMPTY_FILTERS, type FilterForm } from "./format";
import { leadSourcesQuery, staffQuery } from "./leads-api";

/** Typing waits this long for a pause before the list follows. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The orders the Order box names; a column sort chosen in the table's header shows as one more. */
const ORDER_VALUES = new Set(["", "received:", "received:asc"]);

/**
 * The list's order, beside the line that counts it: the overdue first (the default), newest or oldest
 * first; phones have no column headers to sort by.
 */
export function LeadOrder({
  value,
  onChange,
}: {
  value: FilterForm;
  onChange(changes: Partial<FilterForm>): void;
}) {
  const id = useId();
  const orderValue = value.sort ? `${value.sort}:${value.dir}` : "";
  return (
    <div className="flex items-center gap-1.5 text-sm">
      <label htmlFor={`${id}-order`} className="font-semibold text-slate-800">
        Order
      </label>
      <select
        id={`${id}-order`}
        value={orderValue}
        onChange={(event) => {
          const [sort = "", dir = ""] = event.target.value.split(":");
          onChange({ sort: sort as FilterForm["sort"], dir: dir as FilterForm["dir"] });
        }}
        className={`${compactControlClass} h-8 w-auto`}
      >
        <option value="">Overdue first</option>
        <option value="received:">Newest first</option>
        <option value="received:asc">Oldest first</option>
        {!ORDER_VALUES.has(orderValue) && <option value={orderValue}>By the column chosen</option>}
      </select>
    </div>
  );
}

/**
 * The list's filters. Choices apply at once and the search after a pause in typing; all of them live in
 * the address, so a filtered view can be bookmarked or shared.
 */
export function LeadFilters({
  value,
  onChange,
  searchRef,
  collapsible = false,
}: {
  value: FilterForm;
  /** Called with the filters that changed. */
  onChange(changes: Partial<FilterForm>): void;
  searchRef?: React.Ref<HTMLInputElement>;
  /** On phones the filters other than the search fold away, so the first lead shows near the top. */
  collapsible?: boolean;
}) {
  const id = useId();
  const sources = useQuery(leadSourcesQuery());
  const staff = useQuery(staffQuery());
  const [q, setQ] = useState(value.q);
  // The search box follows the address when it changes from elsewhere (Clear, back button).
  const typed = useRef(value.q);
  useEffect(() => {
    if (value.q !== typed.current) {
      typed.current = value.q;
      setQ(value.q);
    }
  }, [value.q]);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  useEffect(() => {
    const trimmed = q.trim();
    if (trimmed === latest.current.value.q) return;
    const timer = setTimeout(() => {
      typed.current = trimmed;
      latest.current.onChange({ q: trimmed });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const sourceOptions = [
    ...new Set([...(sources.data?.sources ?? []), ...(value.source ? [value.source] : [])]),
  ];
  const choose = (name: keyof FilterForm) => ({
    id: `${id}-${name}`,
    name,
    value: value[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ [name]: event.target.value }),
  });
  const filtered = (Object.keys(EMPTY_FILTERS) as Array<keyof FilterForm>).some(
    (key) => key !== "sort" && key !== "dir" && value[key] !== "",
  );

  const others = (
    <>
      <FilterSelect
        {...choose("status")}
        label="Status"
        any="All except spam"
        options={optionsOf(LEAD_STATUSES, LEAD_STATUS_LABELS)}
      >
        <option value="all">All, including spam</option>
      </FilterSelect>
      <FilterSelect {...choose("waiting")} label="Waiting" any="Any" options={WAITING_OPTIONS} />
      <FilterSelect
        {...choose("owner")}
        label="Owner"
        any="Anyone"
        options={[
          ["me", "Mine"],
          ["none", "Unassigned"],
          ...(staff.data?.staff ?? []).map((member) => [member.id, member.email] as const),
        ]}
      />
      <FilterSelect
        {...choose("userType")}
        label="Visitor type"
        any="Any"
        options={optionsOf(USER_TYPES, USER_TYPE_LABELS)}
      />
      <FilterSelect
        {...choose("source")}
        label="Source form"
        any="Any"
        options={sourceOptions.map((source) => [source, source] as const)}
      />
      <FilterDate {...choose("from")} label="Received from" />
      <FilterDate {...choose("to")} label="Received to" />
      <ClearFilters
        disabled={!filtered && q === ""}
        onClear={() => {
          setQ("");
          typed.current = "";
          onChange({ ...EMPTY_FILTERS, sort: value.sort, dir: value.dir });
        }}
      />
    </>
  );

  return (
    <search aria-label="Filter leads">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: q.trim() });
        }}
        className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4 xl:grid-cols-[minmax(14rem,2fr)_repeat(7,minmax(0,1fr))_auto]"
      >
        <FilterSearch
          inputRef={searchRef}
          id={`${id}-q`}
          what="name, e-mail, phone or organization"
          className="col-span-2 sm:col-span-4 xl:col-span-1"
          name="q"
          value={q}
          onText={setQ}
          aria-keyshortcuts="/"
          placeholder="Name, e-mail, phone or organization"
        />
        {collapsible ? (
          <details className="col-span-2 sm:col-span-4" open={filtered}>
            <summary className="cursor-pointer py-1 text-sm font-semibold text-brand-800">
              More filters{filtered ? " (in use)" : ""}
            </summary>
            <div className="mt-1 grid grid-cols-2 gap-x-3 gap-y-2">{others}</div>
          </details>
        ) : (
          others
        )}
      </form>
    </search>
  );
}
