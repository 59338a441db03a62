import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadSourcesAnswer, SEARCH_MAX } from "#schemas/admin";
import { USER_TYPE_LABELS, USER_TYPES } from "#schemas/lead";
import { selectClass } from "./admin-ui";
import { SOURCES_KEY } from "./api";
import { EMPTY_FILTERS, type FilterForm } from "./format";

/** Filters and search for the inbox; applied together when the form is submitted. */
export function LeadFilters({ value, onApply }: { value: FilterForm; onApply(next: FilterForm): void }) {
  const id = useId();
  const sources = useQuery<LeadSourcesAnswer>({ queryKey: SOURCES_KEY });
  // The fields edit a draft; the applied filters live in the address and come back here as `value`.
  const [draft, setDraft] = useState(value);
  const applied = JSON.stringify(value);
  useEffect(() => setDraft(JSON.parse(applied) as FilterForm), [applied]);
  const sourceOptions = [
    ...new Set([...(sources.data?.sources ?? []), ...(draft.source ? [draft.source] : [])]),
  ];
  const field = (name: keyof FilterForm) => ({
    name,
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({
      ...draft,
      source: draft.source.trim(),
      q: draft.q.trim(),
    });
  };

  return (
    <search aria-label="Filter leads">
      <form
        onSubmit={onSubmit}
        className="grid gap-4 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <div className="space-y-1.5 sm:col-span-2 lg:col-span-6">
          <Label htmlFor={`${id}-q`}>Search name, e-mail, phone or organization</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-3.5 left-3 size-4 text-slate-600"
            />
            <Input id={`${id}-q`} {...field("q")} type="search" maxLength={SEARCH_MAX} className="pl-9" />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <select id={`${id}-status`} {...field("status")} className={selectClass}>
            <option value="">All except spam</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
            <option value="all">All, including spam</option>
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-type`}>Visitor type</Label>
          <select id={`${id}-type`} {...field("userType")} className={selectClass}>
            <option value="">Any</option>
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {USER_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5 lg:col-span-2">
          <Label htmlFor={`${id}-source`}>Source form</Label>
          <select id={`${id}-source`} {...field("source")} className={selectClass}>
            <option value="">Any</option>
            {sourceOptions.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-from`}>Received from</Label>
          <Input id={`${id}-from`} {...field("from")} type="date" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-to`}>Received to</Label>
          <Input id={`${id}-to`} {...field("to")} type="date" />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-6">
          <Button type="submit">Apply filters</Button>
          <Button type="button" variant="outline" onClick={() => onApply(EMPTY_FILTERS)}>
            Clear filters
          </Button>
        </div>
      </form>
    </search>
  );
}
