import { Link } from "react-router";
import type { GuideRole } from "#app/content/guides/schema";
import { DataTable } from "./data-table";
import type { OpeningRow } from "./openings-data";

/**
 * The pay terms of the postings open now to NPs or PAs, as each posting states them; when none is open,
 * a sentence that says so and points to the recruiters.
 */
export function OpeningsPayTable({
  role,
  caption,
  rows,
}: {
  role: GuideRole;
  caption: string;
  rows: readonly OpeningRow[];
}) {
  if (rows.length === 0) {
    return (
      <p data-testid="no-openings" className="rounded-lg bg-slate-50 p-5 leading-7 text-slate-800">
        {`We have no ${role} positions open right now. New roles appear here and on `}
        <Link to="/jobs" className="text-brand-700 underline underline-offset-2">
          our jobs page
        </Link>{" "}
        as employers list them; for pay figures for your specialty and region today, ask a recruiter through
        the form on this page.
      </p>
    );
  }
  return (
    <DataTable
      caption={caption}
      columns={["Position", "Specialty or setting", "Schedule", "Base pay", "Bonus"]}
      rows={rows.map((row) => ({
        key: row.path,
        header: (
          <Link to={row.path} className="text-brand-700 underline underline-offset-2">
            {row.title}
          </Link>
        ),
        cells: [row.specialty, row.schedule, row.basePay, row.bonus],
      }))}
      note={`${rows.length} open ${role} ${rows.length === 1 ? "position" : "positions"}, with pay exactly as each posting states it. Select a position for the full details.`}
    />
  );
}
