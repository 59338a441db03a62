import { BadgeCheck, Clock, DollarSign, MapPin, Sparkles } from "lucide-react";
import { Container } from "#app/components/ui/container";
import { type JobContentSection, jobSection } from "#app/lib/job-content";
import { cn } from "#app/lib/utils";
import type { LayoutBJobPosting } from "#schemas/job-posting";
import { ApplyCard } from "./apply-card";
import { ApplySection } from "./apply-section";
import { APPLY_SECTION_ID } from "./deferred-application-form";
import { ExploreMore } from "./explore-more";
import { JobAlertSlot } from "./job-alert-slot";
import { JobBadge } from "./job-badge";
import { JobBackLinks } from "./job-links";
import { JobPanel } from "./job-panel";
import { KeywordBadges } from "./keyword-badges";
import { ApplyNowLink, type PostingLayoutProps } from "./posting-layout";
import { PostingNotice } from "./posting-notice";
import { MobileApplyBar } from "./mobile-apply-bar";
import { RecruiterCard } from "./recruiter-card";
import { FactValue, SectionBody } from "./section-body";

const PAY_LABELS = new Set(["Pay", "Base salary", "Bonus"]);
/**
 * A fact's group, in the order a visitor asks: where (0), what it pays (1), then the rest (2); the group
 * also gives the fact its icon.
 */
const factGroup = (label: string) => (label.startsWith("Location") ? 0 : PAY_LABELS.has(label) ? 1 : 2);
const groupIcons = [MapPin, DollarSign, Clock] as const;

/** Layout B: header card with key facts, apply card, highlight banner, then the posting's sections. */
export function LayoutB({ job, scheme, open, notice, sections }: PostingLayoutProps<LayoutBJobPosting>) {
  const facts = jobSection(sections, "facts");
  const highlight = jobSection(sections, "highlight");
  const body = sections.filter(
    (section): section is JobContentSection & { heading: string } =>
      section.id !== "facts" && section.id !== "highlight" && !!section.heading,
  );
  const typeBadges = job.employmentTypes.map((type) => (type === "FULL_TIME" ? "FULL-TIME" : "PART-TIME"));
  return (
    <article data-layout="B" data-scheme={job.colorScheme}>
      <div className={cn("pt-10 pb-6 sm:pt-14", scheme.hero)}>
        <Container>
          <header className={cn("rounded-2xl border bg-white p-6 shadow-sm sm:p-8", scheme.card)}>
            <ul aria-label="Position type and area" className="flex flex-wrap gap-2">
              {[...typeBadges, job.locationTag].map((badge) => (
                <li key={badge}>
                  <JobBadge size="strong" className={scheme.solidBadge}>
                    {badge}
                  </JobBadge>
                </li>
              ))}
            </ul>
            <p className={cn("mt-4 text-sm font-semibold tracking-wide uppercase", scheme.eyebrow)}>
              {job.specialty}
            </p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{job.title}</h1>
            {facts?.facts && (
              <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
                {[...facts.facts]
                  .sort((a, b) => factGroup(a.label) - factGroup(b.label))
                  .map((fact) => {
                    const group = factGroup(fact.label);
                    const Icon = groupIcons[group];
                    // A remote role's licence requirement belongs with where it can be done from.
                    const note = group === 0 && job.remote ? job.locationNote : undefined;
                    return (
                      <div
                        key={fact.label}
                        data-fact={
                          group === 0
                            ? "location"
                            : fact.label === "Pay" || fact.label === "Base salary"
                              ? "pay"
                              : undefined
                        }
                        className={cn(
                          "rounded-lg bg-slate-50 p-3 sm:p-4",
                          (fact.value.length > 1 || (fact.value[0]?.length ?? 0) > 32 || note) &&
                            "col-span-2",
                        )}
                      >
                        <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                          <Icon aria-hidden="true" className={cn("size-5 shrink-0", scheme.icon)} />
                          {fact.label}
                        </dt>
                        <dd className="mt-1 font-medium text-slate-900">
                          <FactValue value={fact.value} />
                          {note && (
                            <span className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-slate-800">
                              <BadgeCheck aria-hidden="true" className={cn("size-4 shrink-0", scheme.icon)} />
                              {note}
                            </span>
                          )}
                        </dd>
                      </div>
                    );
                  })}
              </dl>
            )}
            {facts?.items?.map((tag) => (
              <p key={tag} className="mt-4">
                <JobBadge className={scheme.badge}>
                  <Sparkles aria-hidden="true" />
                  {tag}
                </JobBadge>
              </p>
            ))}
            {notice && <PostingNotice job={job} kind={notice} />}
            {open && <ApplyNowLink href={`#${APPLY_SECTION_ID}`} scheme={scheme} />}
          </header>
        </Container>
      </div>
      <Container className="grid grid-cols-1 gap-8 pb-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ApplyCard
          job={job}
          scheme={scheme}
          withForm={open ? "link" : undefined}
          className="self-start lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
        />
        <div className="space-y-8 lg:col-start-1 lg:row-start-1">
          {highlight && (
            <section aria-labelledby="highlight-title" className={cn("rounded-xl p-6", scheme.banner)}>
              <h2 id="highlight-title" className="text-xl font-bold text-inherit">
                {highlight.heading}
              </h2>
              {highlight.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-2 leading-7">
                  {paragraph}
                </p>
              ))}
            </section>
          )}
          {body.map((section) => (
            <JobPanel key={section.id} id={`job-${section.id}`} title={section.heading}>
              <SectionBody section={section} iconClassName={scheme.icon} />
            </JobPanel>
          ))}
          {open && <ApplySection job={job} scheme={scheme} />}
          <JobAlertSlot place={open ? "posting-open" : "posting-closed"} job={job} />
          <RecruiterCard job={job} scheme={scheme} />
          <KeywordBadges keywords={job.keywords} scheme={scheme} />
          <ExploreMore links={job.explore} scheme={scheme} />
          <JobBackLinks scheme={scheme} linkHome={job.linkHome} className="mt-12" />
        </div>
      </Container>
      <MobileApplyBar job={job} scheme={scheme} withForm={open} />
    </article>
  );
}
