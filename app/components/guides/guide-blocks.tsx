import { StatFigures } from "#app/components/sections/stat-grid";
import { IconList } from "#app/components/ui/icon-list";
import { ArrowRight, Check, Info } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Block, GuideLink, Section, Source } from "#app/content/guides/schema";
import { DataTable } from "./data-table";
import { sourceFootnote } from "./key-facts";
import type { OpeningRow } from "./openings-data";
import { OpeningsPayTable } from "./openings-pay-table";
import { SourceNote } from "./source-note";

type HeadingLevel = 3 | 4;

function SubHeading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  const Tag = level === 3 ? "h3" : "h4";
  return <Tag className="text-base font-semibold text-slate-900">{children}</Tag>;
}

const ARROW_LINK_LOOKS = {
  card: "mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline",
  callout:
    "mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline",
} as const;

/** A link at the foot of a card or a callout, its label followed by an arrow. */
function ArrowLink({ link, look }: { link: GuideLink; look: keyof typeof ARROW_LINK_LOOKS }) {
  return (
    <Link to={link.to} className={ARROW_LINK_LOOKS[look]}>
      {link.label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** One content block; `headingLevel` is the level for any titles the block contains. */
export function GuideBlock({
  block,
  sources,
  headingLevel,
  openings,
}: {
  block: Block;
  sources: ReadonlyMap<string, Source>;
  headingLevel: HeadingLevel;
  openings?: readonly OpeningRow[];
}) {
  switch (block.type) {
    case "paragraph":
      return <p className="mt-4 leading-7 text-slate-700">{block.text}</p>;
    case "list": {
      if (block.style === "check") {
        return <IconList items={block.items} icon={Check} variant="prose" className="mt-4 space-y-3" />;
      }
      const List = block.style === "numbered" ? "ol" : "ul";
      return (
        <List
          className={`mt-4 space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-700 ${block.style === "numbered" ? "list-decimal marker:font-semibold" : "list-disc"}`}
        >
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </List>
      );
    }
    case "terms":
      return (
        <dl className="mt-4 space-y-4">
          {block.items.map((item) => (
            <div key={item.term} className="rounded-lg border border-slate-200 p-4">
              <dt className="font-semibold text-slate-900">{item.term}</dt>
              <dd className="mt-1 leading-7 text-slate-700">{item.text}</dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return (
        <DataTable
          caption={block.caption}
          columns={block.columns}
          rows={block.rows.map((row) => ({ key: row.header, header: row.header, cells: row.cells }))}
          note={block.note}
          source={block.source ? sources.get(block.source) : undefined}
        />
      );
    case "stats":
      return (
        <StatFigures
          stats={block.items}
          look="guide-section"
          footnote={sourceFootnote(sources)}
          className="mt-6 grid gap-4 sm:grid-cols-2"
        />
      );
    case "cards":
      return (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {block.items.map((item) => (
            <li
              key={item.title}
              className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
            >
              <SubHeading level={headingLevel}>{item.title}</SubHeading>
              <p className="mt-2 text-sm leading-6 text-slate-700">{item.text}</p>
              {item.link ? <ArrowLink link={item.link} look="card" /> : null}
            </li>
          ))}
        </ul>
      );
    case "callout": {
      const source = block.source ? sources.get(block.source) : undefined;
      return (
        <div role="note" className="mt-6 flex gap-3 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-5">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="font-semibold text-slate-900">{block.title}</p>
            <p className="mt-1 leading-7 text-slate-700">{block.text}</p>
            {source ? (
              <p className="mt-2 text-sm text-slate-700">
                <SourceNote source={source} />
              </p>
            ) : null}
            {block.link ? <ArrowLink link={block.link} look="callout" /> : null}
          </div>
        </div>
      );
    }
    case "openings-pay":
      if (!openings) throw new Error("An openings table needs the openings rows from the route's loader");
      return <OpeningsPayTable role={block.role} caption={block.caption} rows={openings} />;
  }
}

/** An h2 section with its blocks and any h3 subsections. */
export function GuideSection({
  section,
  sources,
  openings,
}: {
  section: Section;
  sources: ReadonlyMap<string, Source>;
  openings?: readonly OpeningRow[];
}) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="pt-12 first:pt-0">
      <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {section.heading}
      </h2>
      {section.blocks.map((block, index) => (
        <GuideBlock key={index} block={block} sources={sources} headingLevel={3} openings={openings} />
      ))}
      {(section.subsections ?? []).map((sub) => (
        <section key={sub.id} id={sub.id} aria-labelledby={`${sub.id}-heading`} className="pt-8">
          <h3 id={`${sub.id}-heading`} className="text-xl font-semibold">
            {sub.heading}
          </h3>
          {sub.blocks.map((block, index) => (
            <GuideBlock key={index} block={block} sources={sources} headingLevel={4} openings={openings} />
          ))}
        </section>
      ))}
    </section>
  );
}
