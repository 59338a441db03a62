import { HeadedSection } from "#app/components/sections/headed-section";
import { IconList } from "#app/components/ui/icon-list";
import { CheckCircle2 } from "lucide-react";
import { PageHeader } from "#app/components/layout/page-header";
import { ComparisonTable } from "#app/components/sections/comparison-table";
import { ContactCta } from "#app/components/sections/contact-cta";
import { ReasonsSection } from "#app/components/sections/reasons-section";
import { Container } from "#app/components/ui/container";
import {
  comparisonRows,
  comparisonVerdict,
  performanceMetrics,
  reasonsToChoose,
  servicesByAudience,
} from "#app/content/comparison";
import { page } from "#app/content/page-records/compare-services";
import { site } from "#app/content/site";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

export default function CompareServicesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Compare services"
        title="Specialist NP and PA Recruiting Compared"
        intro="How a recruiter that works only with nurse practitioners and physician assistants compares with general healthcare recruiters, staffing agencies and job boards on speed, screening, cost and results."
      />

      <HeadedSection
        headingId="comparison-heading"
        className="py-12 sm:py-16"
        heading="Feature Comparison"
        intro="What you get from each way of hiring an advanced practice provider."
      >
        <div className="mt-10">
          <ComparisonTable
            rows={comparisonRows}
            caption={`${site.name} compared with general healthcare recruiters, staffing agencies and job boards`}
          />
        </div>
      </HeadedSection>

      <HeadedSection
        headingId="audiences-heading"
        className="bg-slate-50 py-16"
        heading="Services for Every Side of the Hire"
        intro="One team, three audiences: the nurse practitioners and physician assistants we represent, and the employers who hire them."
      >
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {servicesByAudience.map((audience) => (
            <li key={audience.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{audience.name}</h3>
              <p className="mt-2 text-slate-700">{audience.summary}</p>
              <IconList
                items={audience.services}
                icon={CheckCircle2}
                className="mt-4 space-y-2 text-sm text-slate-700"
              />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        headingId="metrics-heading"
        className="py-16"
        heading="Performance Metrics"
        intro="The results our clients see, measured across our searches."
      >
        <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {performanceMetrics.map((item) => (
            <div key={item.metric} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <dt className="font-semibold text-slate-900">{item.metric}</dt>
              <dd className="mt-2 text-3xl font-bold tracking-tight text-brand-800">{item.value}</dd>
              <dd className="mt-2 text-sm leading-6 text-slate-700">{item.detail}</dd>
            </div>
          ))}
        </dl>
      </HeadedSection>

      <ReasonsSection
        id="reasons-heading"
        heading="Reasons to Choose a Specialist"
        reasons={reasonsToChoose}
      />

      <section aria-labelledby="verdict-heading" className="py-16">
        <Container width="3xl">
          <h2 id="verdict-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            The Verdict
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-8 text-slate-700">
            {comparisonVerdict.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Container>
      </section>

      <ContactCta
        heading="See the Difference on Your Next Search"
        intro="Tell us about the NP or PA role you need to fill. Pre-screened candidates in 48-72 hours, and no cost until your hire starts."
      />
    </>
  );
}
