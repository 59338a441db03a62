import { IconList } from "#app/components/ui/icon-list";
import {
  ArrowDown,
  ArrowRight,
  BadgeCheck,
  Check,
  Clock,
  HandCoins,
  Lightbulb,
  type LucideIcon,
  Map as MapIcon,
  Scale,
  TrendingUp,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import type { RecruitingGuide } from "#app/content/guides/schema";
import type { PageRecord } from "#app/content/pages";
import { GuideHero } from "./guide-hero";
import { GuideJsonLd } from "./guide-json-ld";
import { GuideSources } from "./guide-sources";
import { type TocEntry, TableOfContents } from "./table-of-contents";

const challengeIcons: Record<RecruitingGuide["challenges"]["items"][number]["icon"], LucideIcon> = {
  "trending-up": TrendingUp,
  "badge-check": BadgeCheck,
  map: MapIcon,
  "hand-coins": HandCoins,
  scale: Scale,
  clock: Clock,
};

/** The in-page anchor the hero button scrolls to. */
export const PROCESS_STEPS_ID = "process-steps";

/** The look of a band's heading and introduction, on the page's white or on the dark closing band. */
const BAND_TONES = {
  plain: { heading: "text-2xl font-bold tracking-tight sm:text-3xl", intro: "mt-4 leading-7 text-slate-700" },
  inverse: {
    heading: "text-2xl font-bold tracking-tight text-white sm:text-3xl",
    intro: "mt-4 leading-7 text-brand-50",
  },
} as const;

/** One band of the guide: a section named by its h2 (id `<id>-heading`), the heading and its introduction. */
function GuideBand({
  id,
  copy,
  className,
  tone = "plain",
  children,
}: {
  id: string;
  copy: { heading: string; intro: string };
  className: string;
  tone?: keyof typeof BAND_TONES;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <Container>
        <div className="max-w-3xl">
          <h2 id={headingId} className={BAND_TONES[tone].heading}>
            {copy.heading}
          </h2>
          <p className={BAND_TONES[tone].intro}>{copy.intro}</p>
        </div>
        {children}
      </Container>
    </section>
  );
}

/** The shared layout of the NP and PA recruiting guides. */
export function RecruitingGuideLayout({
  guide,
  page,
}: {
  guide: RecruitingGuide;
  page: Pick<PageRecord, "path" | "description">;
}) {
  const toc: TocEntry[] = [
    { id: "challenges", label: guide.challenges.heading },
    { id: PROCESS_STEPS_ID, label: guide.process.heading },
    { id: "benefits", label: guide.benefits.heading },
    { id: "next-steps", label: guide.cta.heading },
  ];
  return (
    <>
      <GuideJsonLd page={{ path: page.path, title: guide.title, description: page.description }} />
      <GuideHero
        guide={guide}
        actions={
          <>
            <Button asChild size="lg">
              <a href={`#${PROCESS_STEPS_ID}`}>
                {guide.processButtonLabel}
                <ArrowDown aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/#contact">Contact a recruiter</Link>
            </Button>
          </>
        }
      />

      <Container className="pt-10">
        <TableOfContents entries={toc} variant="inline" />
      </Container>

      <GuideBand id="challenges" copy={guide.challenges} className="py-14 sm:py-16">
        <ul className="mt-8 grid gap-5 sm:grid-cols-2">
          {guide.challenges.items.map((item) => {
            const Icon = challengeIcons[item.icon];
            return (
              <li key={item.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-10 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </GuideBand>

      <GuideBand id={PROCESS_STEPS_ID} copy={guide.process} className="bg-slate-50 py-14 sm:py-16">
        <ol className="mt-10 space-y-6">
          {guide.process.steps.map((step, index) => (
            <li
              key={step.key}
              id={`step-${step.key}`}
              className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-[3rem_minmax(0,1fr)] sm:gap-6 sm:p-8"
            >
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-7 text-slate-700">{step.summary}</p>
                <IconList items={step.actions} icon={Check} variant="prose" className="mt-4 space-y-2" />
                {step.tip ? (
                  <p
                    role="note"
                    className="mt-4 flex gap-3 rounded-md bg-brand-50 p-4 text-sm leading-6 text-slate-800"
                  >
                    <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <span>
                      <span className="font-semibold">Tip: </span>
                      {step.tip}
                    </span>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </GuideBand>

      <GuideBand id="benefits" copy={guide.benefits} className="py-14 sm:py-16">
        <ul className="mt-8 grid gap-x-10 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {guide.benefits.items.map((item) => (
            <li key={item.title} className="flex gap-3">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>
                <strong className="block font-semibold text-slate-900">{item.title}</strong>
                <span className="mt-1 block leading-7 text-slate-700">{item.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </GuideBand>

      <GuideBand
        id="next-steps"
        copy={guide.cta}
        className="bg-brand-900 py-14 text-white sm:py-16"
        tone="inverse"
      >
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {guide.cta.cards.map((card) => (
            <li key={card.title} className="flex flex-col rounded-lg bg-white p-6 text-slate-800 shadow-sm">
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{card.text}</p>
              <Button asChild variant="outline" size="wrap" className="mt-5 self-start">
                <Link to={card.action.to}>
                  {card.action.label}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </GuideBand>

      <Container className="pb-14">
        <div className="max-w-3xl">
          <GuideSources sources={guide.sources} />
        </div>
      </Container>
    </>
  );
}
