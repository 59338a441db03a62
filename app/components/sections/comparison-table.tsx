import { Check, X } from "lucide-react";
import { type ComparisonCell, type ComparisonRow, comparisonColumns } from "#app/content/comparison";

function Cell({ value }: { value: ComparisonCell }) {
  if (value === true) {
    return (
      <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-800">
        <Check aria-hidden="true" className="size-4" />
        Yes
      </span>
    );
  }
  if (value === false) {
    return (
      <span className="inline-flex items-center gap-1.5 text-slate-700">
        <X aria-hidden="true" className="size-4" />
        No
      </span>
    );
  }
  return <span className="text-slate-800">{value}</span>;
}

/**
 * A real table that scrolls inside its own focusable region on narrow screens, so the page
 * itself never scrolls sideways; the feature column stays in view while scrolling.
 */
export function ComparisonTable({ rows, caption }: { rows: readonly ComparisonRow[]; caption: string }) {
  return (
    // A named <section> is a region landmark.
    <section
      aria-label="Feature comparison table, scrollable"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[40rem] sm:min-w-[46rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 w-36 border-r border-slate-200 bg-slate-50 px-3 sm:w-1/3 sm:px-4 py-3 font-semibold text-slate-900"
            >
              Feature
            </th>
            {comparisonColumns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={
                  index === 0
                    ? "bg-brand-700 px-4 py-3 font-semibold text-white"
                    : "px-4 py-3 font-semibold text-slate-900"
                }
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.feature}>
              <th
                scope="row"
                className="sticky left-0 z-10 border-r border-slate-200 bg-white px-3 sm:px-4 py-3 font-medium text-slate-900"
              >
                {row.feature}
              </th>
              {comparisonColumns.map((column, index) => (
                <td key={column.key} className={index === 0 ? "bg-brand-50 px-4 py-3" : "px-4 py-3"}>
                  <Cell value={row[column.key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
