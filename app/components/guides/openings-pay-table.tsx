import { Link } from "react-router";
import type { GuideRole } from "#app/content/guides/schema";
import { DataTable } from "./data-table";
import type { OpeningRow } from "./openings-data";

/** The pay terms of the current postings open to NPs or PAs, as each posting states them. */
export function OpeningsPayTable({
  role,
  caption,
  rows,
}: {
  role: GuideRole;
  caption: string;
  rows: readonly OpeningRow[];
}) {
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
      note={`${rows.length} current ${role} openings, with pay exactly as each posting states it. Select a position for the full details.`}
    />
  );
}
