import type { ReactNode } from "react";
import { PageHeader } from "#app/components/layout/page-header";
import { Container } from "#app/components/ui/container";
import type { EditorialGuide } from "#app/content/guides/schema";
import { site } from "#app/content/site";
import { GuideBreadcrumb } from "./guide-breadcrumb";
import { KeyFacts } from "./key-facts";

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11-25" as "November 25, 2026", independent of the runtime's locale data. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  const name = months[(month ?? 1) - 1];
  if (!year || !name || !day) throw new Error(`Not an ISO date: ${iso}`);
  return `${name} ${day}, ${year}`;
}

/** What every guide, of either layout, says at its top. */
type GuideTop = Pick<EditorialGuide, "eyebrow" | "title" | "intro" | "keyFacts" | "sources">;

/** Breadcrumb, the page's one h1, the introduction, headline figures and any actions. */
export function GuideHero({
  guide: { eyebrow, title, intro, keyFacts, sources },
  actions,
}: {
  guide: GuideTop;
  actions?: ReactNode;
}) {
  return (
    <>
      <div className="bg-brand-50">
        <Container width="4xl" className="pt-6">
          <GuideBreadcrumb title={title} />
        </Container>
      </div>
      <PageHeader
        eyebrow={eyebrow}
        title={title}
        intro={
          <>
            <p>{intro}</p>
            <p className="mt-3 text-sm text-slate-700">
              Last reviewed <time dateTime={site.contentUpdated}>{formatIsoDate(site.contentUpdated)}</time>{" "}
              by the {site.name} team
            </p>
          </>
        }
      >
        {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        <KeyFacts facts={keyFacts} sources={sources} className="mt-10" />
      </PageHeader>
    </>
  );
}
