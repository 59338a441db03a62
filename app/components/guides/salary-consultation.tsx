import { IconList } from "#app/components/ui/icon-list";
import { ArrowDown, Check } from "lucide-react";
import { DeferredContactForm } from "#app/components/forms/deferred-contact-form";
import { Button } from "#app/components/ui/button";
import type { EditorialGuide } from "#app/content/guides/schema";
import type { PageRecord } from "#app/content/pages";
import { EditorialGuideLayout } from "./editorial-guide-layout";
import type { OpeningRow } from "./openings-data";

export const SALARY_CONSULTATION_ID = "salary-consultation";

type LeadForm = NonNullable<EditorialGuide["leadForm"]>;

/** The salary guides' lead form: the full contact form with the guide's own source and title. */
export function SalaryConsultation({ leadForm }: { leadForm: LeadForm }) {
  return (
    <section id={SALARY_CONSULTATION_ID} aria-label={leadForm.title} className="pt-14">
      <DeferredContactForm source={leadForm.source} title={leadForm.title} />
      <div className="mt-6 rounded-lg bg-brand-50 p-5">
        <p className="leading-7 text-slate-800">{leadForm.intro}</p>
        <IconList items={leadForm.points} icon={Check} variant="note" className="mt-3 space-y-2" />
      </div>
    </section>
  );
}

/** What a salary guide passes to the editorial layout: the form section and its contents entry. */
export function salaryConsultationSection(guide: EditorialGuide) {
  if (!guide.leadForm) throw new Error(`${guide.path} has no lead form`);
  return {
    toc: { id: SALARY_CONSULTATION_ID, label: guide.leadForm.title },
    content: <SalaryConsultation leadForm={guide.leadForm} />,
  };
}

/** A salary guide: the editorial layout, a hero button down to the form, and the form as the last section. */
export function SalaryGuidePage({
  guide,
  page,
  openings,
}: {
  guide: EditorialGuide;
  page: PageRecord;
  openings: readonly OpeningRow[];
}) {
  const consultation = salaryConsultationSection(guide);
  return (
    <EditorialGuideLayout
      guide={guide}
      page={page}
      openings={openings}
      extra={consultation}
      heroActions={
        <Button asChild size="lgWrap">
          <a href={`#${SALARY_CONSULTATION_ID}`}>
            {consultation.toc.label}
            <ArrowDown aria-hidden="true" />
          </a>
        </Button>
      }
    />
  );
}
