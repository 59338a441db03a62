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
 * On a phone, one card per feature naming each way of hiring with its answer. From 640 px a real table
 * that scrolls inside its own focusable region where it is wider than the screen, so the page itself
 * never scrolls sideways; the feature column stays in view while scrolling, and the hint to scroll sits
 * above the table, where the eye arrives first.
 */
export function ComparisonTable({ rows, caption }: { rows: readonly ComparisonRow[]; caption: string }) {
  return (
    <>
      <section aria-label={caption} data-slot="comparison-cards" className="sm:hidden">
        <ul className="grid gap-4">
          {rows.map((row) => (
            <li key={row.feature} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-slate-900">{row.feature}</h3>
              <dl className="mt-3 grid gap-2 text-sm">
                {comparisonColumns.map((column, index) => (
                  <div
                    key={column.key}
                    className={
                      index === 0
                        ? "grid grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-md bg-brand-50 px-2 py-1.5"
                        : "grid grid-cols-[minmax(0,1fr)_auto] gap-3 px-2 py-1.5"
                    }
                  >
                    <dt className={index === 0 ? "font-semibold text-brand-900" : "text-slate-700"}>
                      {column.label}
                    </dt>
                    <dd className="text-right">
                      <Cell value={row[column.key]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
      <p className="mb-3 text-sm text-slate-700 max-sm:hidden md:hidden">
        Scroll the table sideways to see every column.
      </p>
      <ComparisonGrid rows={rows} caption={caption} />
    </>
  );
}

function ComparisonGrid({ rows, caption }: { rows: readonly ComparisonRow[]; caption: string }) {
  return (
    // A named <section> is a region landmark.
    <section
      aria-label="Feature comparison table, scrollable"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm max-sm:hidden"
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
