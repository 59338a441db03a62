import * as z from "zod/mini";
import { httpsUrl as httpsUrlRule, internalHref, parseContent, plainText } from "#schemas/content-rules";
import { pages } from "../pages";

/**
 * The shape of every guide page's editorial content. Records are parsed when their module is
 * imported at build time, so a malformed guide (a broken anchor, a citation to a missing source,
 * a ragged table row) fails the build instead of shipping.
 */

/** Ids the layouts give to their own sections; content must not reuse them. */
export const reservedSectionIds = ["main", "sources", "related-guides", "salary-consultation"] as const;
export const processStepKeys = [
  "define-requirements",
  "partner-with-specialists",
  "multiple-sourcing-channels",
  "structured-screening",
  "streamlined-interview",
  "onboarding",
] as const;
export const challengeIcons = ["trending-up", "badge-check", "map", "hand-coins", "scale", "clock"] as const;

/** Built on first use, so pages that only read guide records never load zod in the browser. */
function buildGuideSchemas() {
  /** Plain text (the shared rule), surrounding spaces trimmed first. */
  const text = z.pipe(z.string().check(z.trim()), plainText());
  const anchorId = z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, "anchor ids are lower-case kebab-case"));
  /** An address inside the site: a page's path, optionally with a #section. */
  const siteHref = internalHref(pages.map((page) => page.path));
  const httpsUrl = httpsUrlRule();

  const GuideRoleSchema = z.enum(["NP", "PA"]);

  const SourceSchema = z.strictObject({
    id: anchorId,
    publisher: text,
    title: text,
    /** What the page takes from it, e.g. "May 2023 pay; 2023-33 projections". */
    detail: z.optional(text),
    url: httpsUrl,
  });

  const StatSchema = z.strictObject({
    value: text,
    label: text,
    /** Id of the source the figure comes from; without one it is the firm's own claim. */
    source: z.optional(anchorId),
  });

  const GuideLinkSchema = z.strictObject({ label: text, to: siteHref });

  const ParagraphBlockSchema = z.strictObject({ type: z.literal("paragraph"), text });
  const ListBlockSchema = z.strictObject({
    type: z.literal("list"),
    style: z.enum(["bullet", "numbered", "check"]),
    items: z.array(text).check(z.minLength(2)),
  });
  const TermsBlockSchema = z.strictObject({
    type: z.literal("terms"),
    items: z.array(z.strictObject({ term: text, text })).check(z.minLength(2)),
  });
  const TableBlockSchema = z.strictObject({
    type: z.literal("table"),
    caption: text,
    /** Column headings; the first names the column of row headings. */
    columns: z.array(text).check(z.minLength(2)),
    rows: z
      .array(z.strictObject({ header: text, cells: z.array(text).check(z.minLength(1)) }))
      .check(z.minLength(2)),
    note: z.optional(text),
    source: z.optional(anchorId),
  });
  const StatsBlockSchema = z.strictObject({
    type: z.literal("stats"),
    items: z.array(StatSchema).check(z.minLength(2), z.maxLength(4)),
  });
  const CardsBlockSchema = z.strictObject({
    type: z.literal("cards"),
    items: z
      .array(z.strictObject({ title: text, text, link: z.optional(GuideLinkSchema) }))
      .check(z.minLength(2)),
  });
  const CalloutBlockSchema = z.strictObject({
    type: z.literal("callout"),
    title: text,
    text,
    link: z.optional(GuideLinkSchema),
    source: z.optional(anchorId),
  });
  /** A table of the pay in the current postings for the role, built from the job records. */
  const OpeningsPayBlockSchema = z.strictObject({
    type: z.literal("openings-pay"),
    role: GuideRoleSchema,
    caption: text,
  });

  const BlockSchema = z.discriminatedUnion("type", [
    ParagraphBlockSchema,
    ListBlockSchema,
    TermsBlockSchema,
    TableBlockSchema,
    StatsBlockSchema,
    CardsBlockSchema,
    CalloutBlockSchema,
    OpeningsPayBlockSchema,
  ]);

  const SubsectionSchema = z.strictObject({
    id: anchorId,
    heading: text,
    blocks: z.array(BlockSchema).check(z.minLength(1)),
  });

  const SectionSchema = z.strictObject({
    id: anchorId,
    heading: text,
    blocks: z.array(BlockSchema).check(z.minLength(1)),
    subsections: z.optional(z.array(SubsectionSchema)),
    /**
     * A section about the postings open now ("openings-pay"): its heading and blocks for when none is
     * open, so nothing speaks of current openings that do not exist.
     */
    whenNoneOpen: z.optional(
      z.strictObject({ heading: text, blocks: z.array(BlockSchema).check(z.minLength(1)) }),
    ),
  });

  const RelatedSchema = z.strictObject({ to: siteHref, label: text, text });

  const LeadFormSchema = z.strictObject({
    /** formSource sent with the submission. */
    source: text,
    /** The form's own heading. */
    title: text,
    intro: text,
    points: z.array(text).check(z.minLength(2), z.maxLength(4)),
  });

  const guidePath = z.string().check(z.regex(/^\/[a-z0-9-]+$/));

  const EditorialGuideSchema = z.strictObject({
    path: guidePath,
    role: GuideRoleSchema,
    eyebrow: text,
    /** The page's one h1, also the Article headline (Google shows at most 110 characters). */
    title: text.check(z.maxLength(110)),
    intro: text,
    keyFacts: z.array(StatSchema).check(z.minLength(2), z.maxLength(4)),
    sections: z.array(SectionSchema).check(z.minLength(3)),
    leadForm: z.optional(LeadFormSchema),
    disclaimer: z.optional(text),
    sources: z.array(SourceSchema).check(z.minLength(1)),
    related: z.array(RelatedSchema).check(z.minLength(2), z.maxLength(4)),
  });

  const RecruitingStepSchema = z.strictObject({
    key: z.enum(processStepKeys),
    title: text,
    summary: text,
    actions: z.array(text).check(z.minLength(3)),
    tip: z.optional(text),
  });

  const RecruitingGuideSchema = z.strictObject({
    path: guidePath,
    role: GuideRoleSchema,
    eyebrow: text,
    title: text.check(z.maxLength(110)),
    intro: text,
    processButtonLabel: text,
    keyFacts: z.array(StatSchema).check(z.minLength(2), z.maxLength(4)),
    challenges: z.strictObject({
      heading: text,
      intro: text,
      items: z.array(z.strictObject({ icon: z.enum(challengeIcons), title: text, text })).check(z.length(4)),
    }),
    process: z.strictObject({
      heading: text,
      intro: text,
      steps: z.array(RecruitingStepSchema).check(z.length(processStepKeys.length)),
    }),
    benefits: z.strictObject({
      heading: text,
      intro: text,
      items: z.array(z.strictObject({ title: text, text })).check(z.minLength(4)),
    }),
    cta: z.strictObject({
      heading: text,
      intro: text,
      cards: z
        .array(z.strictObject({ title: text, text, action: GuideLinkSchema }))
        .check(z.minLength(3), z.maxLength(4)),
    }),
    sources: z.array(SourceSchema).check(z.minLength(1)),
  });
  return {
    GuideRoleSchema,
    SourceSchema,
    StatSchema,
    GuideLinkSchema,
    ParagraphBlockSchema,
    ListBlockSchema,
    TermsBlockSchema,
    TableBlockSchema,
    StatsBlockSchema,
    CardsBlockSchema,
    CalloutBlockSchema,
    OpeningsPayBlockSchema,
    BlockSchema,
    SubsectionSchema,
    SectionSchema,
    RelatedSchema,
    LeadFormSchema,
    EditorialGuideSchema,
    RecruitingStepSchema,
    RecruitingGuideSchema,
  };
}

type GuideSchemas = ReturnType<typeof buildGuideSchemas>;
let built: GuideSchemas | undefined;

export function guideSchemas(): GuideSchemas {
  built ??= buildGuideSchemas();
  return built;
}

export type GuideRole = z.output<GuideSchemas["GuideRoleSchema"]>;
export type Source = z.output<GuideSchemas["SourceSchema"]>;
export type Stat = z.output<GuideSchemas["StatSchema"]>;
export type GuideLink = z.output<GuideSchemas["GuideLinkSchema"]>;
export type TableBlock = z.output<GuideSchemas["TableBlockSchema"]>;
export type Block = z.output<GuideSchemas["BlockSchema"]>;
export type Section = z.output<GuideSchemas["SectionSchema"]>;
export type EditorialGuide = z.output<GuideSchemas["EditorialGuideSchema"]>;
export type RecruitingGuide = z.output<GuideSchemas["RecruitingGuideSchema"]>;
export type EditorialGuideInput = z.input<GuideSchemas["EditorialGuideSchema"]>;
export type RecruitingGuideInput = z.input<GuideSchemas["RecruitingGuideSchema"]>;

function sourceIdsCited(blocks: readonly Block[]): string[] {
  const ids: string[] = [];
  for (const block of blocks) {
    if ((block.type === "table" || block.type === "callout") && block.source) ids.push(block.source);
    if (block.type === "stats") for (const stat of block.items) if (stat.source) ids.push(stat.source);
  }
  return ids;
}

/** Every cited id must be listed, and every listed source cited or at least named in the text. */
function sourceProblems(sources: readonly Source[], cited: readonly string[], prose: string): string[] {
  const problems: string[] = [];
  const known = new Set(sources.map((source) => source.id));
  if (known.size !== sources.length) problems.push("duplicate source id");
  for (const id of cited) if (!known.has(id)) problems.push(`cites unknown source "${id}"`);
  const citedSet = new Set(cited);
  for (const source of sources) {
    if (!citedSet.has(source.id) && !prose.includes(source.publisher)) {
      problems.push(`source "${source.id}" is listed but neither cited nor named in the text`);
    }
  }
  return problems;
}

function blockText(block: Block): string[] {
  switch (block.type) {
    case "paragraph":
      return [block.text];
    case "list":
      return block.items;
    case "terms":
      return block.items.flatMap((item) => [item.term, item.text]);
    case "table":
      return [
        block.caption,
        ...block.columns,
        ...block.rows.flatMap((row) => [row.header, ...row.cells]),
        ...(block.note ? [block.note] : []),
      ];
    case "stats":
      return block.items.flatMap((stat) => [stat.value, stat.label]);
    case "cards":
      return block.items.flatMap((item) => [item.title, item.text]);
    case "callout":
      return [block.title, block.text];
    case "openings-pay":
      return [block.caption];
  }
}

export function guideBlocks(guide: EditorialGuide): Block[] {
  return guide.sections.flatMap((section) => [
    ...section.blocks,
    ...(section.subsections ?? []).flatMap((sub) => sub.blocks),
  ]);
}

/** All the words of an editorial guide, for checks and tests. */
export function editorialGuideText(guide: EditorialGuide): string {
  const parts = [guide.title, guide.intro, ...(guide.disclaimer ? [guide.disclaimer] : [])];
  for (const stat of guide.keyFacts) parts.push(stat.value, stat.label);
  for (const section of guide.sections) {
    parts.push(section.heading, ...section.blocks.flatMap(blockText));
    for (const sub of section.subsections ?? []) parts.push(sub.heading, ...sub.blocks.flatMap(blockText));
  }
  if (guide.leadForm) parts.push(guide.leadForm.title, guide.leadForm.intro, ...guide.leadForm.points);
  return parts.join("\n");
}

/** All the words of a recruiting guide, for checks and tests. */
export function recruitingGuideText(guide: RecruitingGuide): string {
  return [
    guide.title,
    guide.intro,
    ...guide.keyFacts.flatMap((stat) => [stat.value, stat.label]),
    guide.challenges.heading,
    guide.challenges.intro,
    ...guide.challenges.items.flatMap((item) => [item.title, item.text]),
    guide.process.heading,
    guide.process.intro,
    ...guide.process.steps.flatMap((step) => [
      step.title,
      step.summary,
      ...step.actions,
      ...(step.tip ? [step.tip] : []),
    ]),
    guide.benefits.heading,
    guide.benefits.intro,
    ...guide.benefits.items.flatMap((item) => [item.title, item.text]),
    guide.cta.heading,
    guide.cta.intro,
    ...guide.cta.cards.flatMap((card) => [card.title, card.text, card.action.label]),
  ].join("\n");
}

export function editorialGuideProblems(guide: EditorialGuide): string[] {
  const problems: string[] = [];
  const ids = guide.sections.flatMap((section) => [
    section.id,
    ...(section.subsections ?? []).map((sub) => sub.id),
  ]);
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`duplicate section id "${id}"`);
    if ((reservedSectionIds as readonly string[]).includes(id))
      problems.push(`section id "${id}" is reserved`);
    seen.add(id);
  }
  const blocks = guideBlocks(guide);
  for (const block of blocks) {
    if (block.type === "table") {
      for (const row of block.rows) {
        if (row.cells.length !== block.columns.length - 1) {
          problems.push(
            `table "${block.caption}": row "${row.header}" has ${row.cells.length} cells for ${block.columns.length - 1} columns`,
          );
        }
      }
    }
    if (block.type === "openings-pay" && block.role !== guide.role)
      problems.push("openings table for the other role");
  }
  const cited = [
    ...sourceIdsCited(blocks),
    ...guide.keyFacts.flatMap((stat) => (stat.source ? [stat.source] : [])),
  ];
  problems.push(...sourceProblems(guide.sources, cited, editorialGuideText(guide)));
  return problems;
}

export function recruitingGuideProblems(guide: RecruitingGuide): string[] {
  const problems: string[] = [];
  guide.process.steps.forEach((step, index) => {
    if (step.key !== processStepKeys[index]) {
      problems.push(`process step ${index + 1} must be "${processStepKeys[index]}", not "${step.key}"`);
    }
  });
  const cited = guide.keyFacts.flatMap((stat) => (stat.source ? [stat.source] : []));
  problems.push(...sourceProblems(guide.sources, cited, recruitingGuideText(guide)));
  return problems;
}

function withProblems<T>(schema: z.ZodMiniType<T>, problems: (value: T) => string[]) {
  return schema.check(
    z.superRefine((value, ctx) => {
      for (const message of problems(value as T)) ctx.addIssue({ code: "custom", message, input: value });
    }),
  );
}

/** The schema of an editorial guide with the checks across its fields (anchors, citations, table rows). */
export function editorialGuideSchema() {
  return withProblems(guideSchemas().EditorialGuideSchema, editorialGuideProblems);
}

export function recruitingGuideSchema() {
  return withProblems(guideSchemas().RecruitingGuideSchema, recruitingGuideProblems);
}

/**
 * Guide records are parsed when their module is imported at prerender and in tests, so a
 * malformed guide fails the build. The browser bundle skips the parse (the condition is replaced
 * at build time) and with it the schema code.
 */
const validateOnImport = import.meta.env?.SSR || import.meta.env?.MODE === "test";

export function defineEditorialGuide(label: string, record: EditorialGuideInput): EditorialGuide {
  if (!validateOnImport) return record;
  return parseContent("guides", label, editorialGuideSchema(), record);
}

export function defineRecruitingGuide(label: string, record: RecruitingGuideInput): RecruitingGuide {
  if (!validateOnImport) return record;
  return parseContent("guides", label, recruitingGuideSchema(), record);
}
