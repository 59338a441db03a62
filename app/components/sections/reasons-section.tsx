import { HeadedSection } from "./headed-section";
import type { Reason } from "#app/content/schemas";

/** A grid of reasons, each a short title and a sentence or two: on the compare and LinkedIn pages. */
export function ReasonsSection({
  id,
  heading,
  reasons,
}: {
  id: string;
  heading: string;
  reasons: readonly Reason[];
}) {
  return (
    <HeadedSection headingId={id} className="bg-slate-50 py-16" heading={heading}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold">{reason.title}</h3>
            <p className="mt-2 leading-7 text-slate-700">{reason.description}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
