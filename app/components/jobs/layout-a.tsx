import {
  BadgeCheck,
  Briefcase,
  CalendarDays,
  Clock,
  DollarSign,
  Gift,
  HeartHandshake,
  MapPin,
  PhoneOff,
  Stethoscope,
  UserCheck,
} from "lucide-react";
import { Container } from "#app/components/ui/container";
import { employmentTypeLabel, jobPlaces, jobSection } from "#app/lib/job-content";
import { formatBonus, formatPay } from "#app/lib/job-pay";
import { cn } from "#app/lib/utils";
import type { LayoutAJobPosting } from "#schemas/job-posting";
import { ApplyCard } from "./apply-card";
import { ApplySection } from "./apply-section";
import { APPLY_SECTION_ID } from "./deferred-application-form";
import { JobAlertSlot } from "./job-alert-slot";
import { JobBadge } from "./job-badge";
import { JobBackLinks } from "./job-links";
import { JobPanel } from "./job-panel";
import { MobileApplyBar } from "./mobile-apply-bar";
import { ApplyNowLink, type PostingLayoutProps } from "./posting-layout";
import { PostingNotice } from "./posting-notice";
import { SectionBody } from "./section-body";

const panelIcons = {
  why: HeartHandshake,
  qualifications: UserCheck,
  schedule: CalendarDays,
  location: MapPin,
  offer: DollarSign,
  duties: Stethoscope,
} as const;

/** Layout A: badges, then a grid of cards, then the apply card. */
export function LayoutA({ job, scheme, open, notice, sections }: PostingLayoutProps<LayoutAJobPosting>) {
  const about = jobSection(sections, "about");
  // The facts that decide whether to read on: pay first, then where, what kind of role and when.
  const badges = [
    { icon: DollarSign, text: formatPay(job.pay), fact: "pay" },
    ...(job.bonus ? [{ icon: Gift, text: formatBonus(job.bonus) }] : []),
    { icon: MapPin, text: jobPlaces(job).join(" · "), fact: "location" },
    ...(job.remote && job.locationNote ? [{ icon: BadgeCheck, text: job.locationNote }] : []),
    { icon: Briefcase, text: employmentTypeLabel(job) },
    { icon: Clock, text: job.schedule ?? job.hours },
    ...(job.callRequirement ? [{ icon: PhoneOff, text: job.callRequirement }] : []),
  ];
  return (
    <article data-layout="A" data-scheme={job.colorScheme}>
      <header className={cn("py-12 sm:py-16", scheme.hero)}>
        <Container width="5xl">
          <p className={cn("text-sm font-semibold tracking-wide uppercase", scheme.eyebrow)}>
            {job.specialty}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{job.title}</h1>
          <ul aria-label="Position summary" className="mt-5 flex flex-wrap gap-2">
            {badges.map(({ icon: Icon, text, ...badge }) => (
              <li key={text} data-fact={"fact" in badge ? badge.fact : undefined}>
                <JobBadge className={scheme.badge}>
                  <Icon aria-hidden="true" />
                  {text}
                </JobBadge>
              </li>
            ))}
          </ul>
          {notice && <PostingNotice job={job} kind={notice} />}
          <div className="mt-6 max-w-3xl space-y-4 text-lg leading-8 text-slate-700">
            {about?.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ApplyNowLink href={open ? `#${APPLY_SECTION_ID}` : "#apply"} scheme={scheme} />
        </Container>
      </header>
      <Container width="5xl" className="py-12">
        <div className="grid gap-6 md:grid-cols-2">
          {sections
            .filter((section) => section.id !== "about")
            .map((section) => {
              const Icon = panelIcons[section.id as keyof typeof panelIcons];
              return (
                <JobPanel
                  key={section.id}
                  id={`job-${section.id}`}
                  title={section.heading}
                  icon={Icon}
                  iconClassName={scheme.icon}
                >
                  <SectionBody section={section} iconClassName={scheme.icon} />
                </JobPanel>
              );
            })}
        </div>
        {open ? (
          <div className="mt-10 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <ApplySection job={job} scheme={scheme} />
            <ApplyCard job={job} scheme={scheme} withForm="beside" />
          </div>
        ) : (
          <ApplyCard job={job} scheme={scheme} className="mx-auto mt-10 max-w-xl" />
        )}
        <JobAlertSlot place={open ? "posting-open" : "posting-closed"} job={job} className="mt-10" />
        <JobBackLinks scheme={scheme} linkHome={job.linkHome} className="mt-12" />
      </Container>
      <MobileApplyBar job={job} scheme={scheme} withForm={open} />
    </article>
  );
}
