import { type ReactNode, useId } from "react";
import type { Source } from "#app/content/guides/schema";
import { cn } from "#app/lib/utils";
import { SourceNote } from "./source-note";

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly { header: ReactNode; key: string; cells: readonly ReactNode[] }[];
  note?: string;
  source?: Source;
}

/**
 * A data table with a caption, column headers and row headers. From 640 px it is a table, and a wide
 * one scrolls inside a focusable region so keyboard users can scroll it too; on a phone each row is a
 * card that names every value with its column, so no column (the pay, the bonus) is off-screen.
 */
export function DataTable({ caption, columns, rows, note, source }: DataTableProps) {
  const captionId = useId();
  const listCaptionId = useId();
  const [, ...valueColumns] = columns;
  return (
    <div className="my-6">
      <section aria-labelledby={listCaptionId} data-slot="data-table-cards" className="sm:hidden">
        <p id={listCaptionId} className="text-base font-semibold text-slate-900">
          {caption}
        </p>
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {rows.map((row) => (
            <li key={row.key} className="px-4 py-3 text-sm">
              <p className="font-semibold text-slate-900">{row.header}</p>
              <dl className="mt-2 grid gap-2">
                {valueColumns.map((column, index) => (
                  <div key={column} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
                    <dt className="text-slate-600">{column}</dt>
                    <dd className="text-slate-800">{row.cells[index]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a wide table (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200 max-sm:hidden"
      >
        <table
          className={cn(
            "w-full border-collapse text-left text-sm",
            columns.length >= 4 ? "min-w-[40rem]" : columns.length === 3 ? "min-w-[30rem]" : undefined,
          )}
        >
          <caption
            id={captionId}
            className="bg-slate-50 px-4 py-3 text-left text-base font-semibold text-slate-900"
          >
            {caption}
          </caption>
          <thead className="bg-slate-100">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.key} className="align-top">
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {row.header}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={index} className="px-4 py-3 text-slate-700">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {note || source ? (
        <p className="mt-2 text-sm text-slate-700">
          {note}
          {note && source ? " " : null}
          {source ? <SourceNote source={source} /> : null}
        </p>
      ) : null}
    </div>
  );
}
