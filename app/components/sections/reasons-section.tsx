import { Container } from "#app/components/ui/container";
import type { Reason } from "#app/content/schemas";
import { SectionHeading } from "./section-heading";

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
    <section aria-labelledby={id} className="bg-slate-50 py-16">
      <Container>
        <SectionHeading id={id} heading={heading} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{reason.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{reason.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
