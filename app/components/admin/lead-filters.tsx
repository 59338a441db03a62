import { useQuery } from "@tanstack/react-query";
import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, SEARCH_MAX } from "#schemas/admin";
import { USER_TYPE_LABELS, USER_TYPES } from "#schemas/lead";
import { compactControlClass } from "./admin-ui";
import { EMPTY_FILTERS, type FilterForm } from "./format";
import { leadSourcesQuery, staffQuery } from "./leads-api";

/** Typing waits this long for a pause before the list follows. */
export const SEARCH_DEBOUNCE_MS = 250;

const labelClass = "block text-xs font-semibold text-slate-800";

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
      <div>
        <label htmlFor={`${id}-status`} className={labelClass}>
          Status
        </label>
        <select {...choose("status")} className={`${compactControlClass} mt-0.5`}>
          <option value="">All except spam</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
          <option value="all">All, including spam</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-waiting`} className={labelClass}>
          Waiting
        </label>
        <select {...choose("waiting")} className={`${compactControlClass} mt-0.5`}>
          <option value="">Any</option>
          <option value="overdue">Overdue (no reply, over 20 min)</option>
          <option value="unanswered">No reply yet</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-owner`} className={labelClass}>
          Owner
        </label>
        <select {...choose("owner")} className={`${compactControlClass} mt-0.5`}>
          <option value="">Anyone</option>
          <option value="me">Mine</option>
          <option value="none">Unassigned</option>
          {(staff.data?.staff ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-userType`} className={labelClass}>
          Visitor type
        </label>
        <select {...choose("userType")} className={`${compactControlClass} mt-0.5`}>
          <option value="">Any</option>
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {USER_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-source`} className={labelClass}>
          Source form
        </label>
        <select {...choose("source")} className={`${compactControlClass} mt-0.5`}>
          <option value="">Any</option>
          {sourceOptions.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={labelClass}>
          Received from
        </label>
        <input type="date" {...choose("from")} className={`${compactControlClass} mt-0.5`} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={labelClass}>
          Received to
        </label>
        <input type="date" {...choose("to")} className={`${compactControlClass} mt-0.5`} />
      </div>
      <div className="flex items-end">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!filtered && q === ""}
          onClick={() => {
            setQ("");
            typed.current = "";
            onChange({ ...EMPTY_FILTERS, sort: value.sort, dir: value.dir });
          }}
        >
          <X aria-hidden="true" />
          Clear filters
        </Button>
      </div>
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
        <div className="col-span-2 sm:col-span-4 xl:col-span-1">
          <label htmlFor={`${id}-q`} className={labelClass}>
            Search<span className="sr-only"> name, e-mail, phone or organization</span>
          </label>
          <div className="relative mt-0.5">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-600"
            />
            <input
              ref={searchRef}
              id={`${id}-q`}
              name="q"
              type="search"
              value={q}
              maxLength={SEARCH_MAX}
              onChange={(event) => setQ(event.target.value)}
              aria-keyshortcuts="/"
              placeholder="Name, e-mail, phone or organization"
              className={`${compactControlClass} pl-8`}
            />
          </div>
        </div>
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
