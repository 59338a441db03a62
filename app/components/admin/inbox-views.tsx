import { Link } from "react-router";
import { cn } from "#app/lib/utils";
import { ADMIN_PATH } from "#schemas/paths";
import { type FilterForm, filterFormParams } from "./format";

const VIEWS = [
  { owner: "", label: "All leads" },
  { owner: "me", label: "Mine" },
  { owner: "none", label: "Unassigned" },
] as const;

/** The inbox's views by owner, beside its heading: each keeps the other filters. */
export function InboxViews({ filters }: { filters: FilterForm }) {
  return (
    <nav aria-label="Views">
      <ul className="flex gap-1 text-sm">
        {VIEWS.map((view) => {
          const current = filters.owner === view.owner;
          return (
            <li key={view.label}>
              <Link
                to={`${ADMIN_PATH}?${filterFormParams({ ...filters, owner: view.owner }).toString()}`}
                replace
                aria-current={current ? "page" : undefined}
                className={cn(
                  "rounded px-2 py-1 font-semibold",
                  current ? "bg-slate-800 text-white" : "text-brand-800 hover:bg-brand-50",
                )}
              >
                {view.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
