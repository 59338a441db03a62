import type { ReactNode } from "react";
import { Container } from "#app/components/ui/container";
import type { EditorialGuide } from "#app/content/guides/schema";
import type { PageRecord } from "#app/content/pages";
import { GuideSection } from "./guide-blocks";
import { GuideHero } from "./guide-hero";
import { GuideJsonLd } from "./guide-json-ld";
import { GuideSources } from "./guide-sources";
import type { OpeningRow } from "./openings-data";
import { RelatedGuides } from "./related-guides";
import { type TocEntry, TableOfContents } from "./table-of-contents";

/**
 * The layout of every editorial guide: hero, a table of contents beside the article, the
 * sections in order, an optional extra section (the salary guides' lead form), sources and
 * related guides.
 */
export function EditorialGuideLayout({
  guide,
  page,
  heroActions,
  extra,
  openings,
}: {
  guide: EditorialGuide;
  page: Pick<PageRecord, "path" | "description">;
  heroActions?: ReactNode;
  /** A section placed after the editorial sections, listed in the table of contents. */
  extra?: { toc: TocEntry; content: ReactNode };
  /** Rows for an "openings-pay" block, from the route's loader. */
  openings?: readonly OpeningRow[];
}) {
  const sources = new Map(guide.sources.map((source) => [source.id, source]));
  // With no posting open for the guide's role, a section about the openings says so in its own words.
  const sections = guide.sections.map((section) =>
    section.whenNoneOpen && openings?.length === 0 ? { ...section, ...section.whenNoneOpen } : section,
  );
  const toc: TocEntry[] = [
    ...sections.map((section) => ({ id: section.id, label: section.heading })),
    ...(extra ? [extra.toc] : []),
    { id: "sources", label: "Sources" },
  ];
  return (
    <>
      <GuideJsonLd page={{ path: page.path, title: guide.title, description: page.description }} />
      <GuideHero guide={guide} actions={heroActions} />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <TableOfContents entries={toc} />
        <div className="min-w-0 max-w-3xl">
          {sections.map((section) => (
            <GuideSection key={section.id} section={section} sources={sources} openings={openings} />
          ))}
          {extra ? extra.content : null}
          {guide.disclaimer ? (
            <p className="mt-12 rounded-lg bg-slate-100 p-4 text-sm leading-6 text-slate-700">
              {guide.disclaimer}
            </p>
          ) : null}
          <GuideSources sources={guide.sources} />
        </div>
      </Container>
      <RelatedGuides items={guide.related} />
    </>
  );
}
