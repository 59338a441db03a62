import { PageHeader } from "#app/components/layout/page-header";
import { ContactCta } from "#app/components/sections/contact-cta";
import { FaqAccordion } from "#app/components/sections/faq-accordion";
import { StatGrid } from "#app/components/sections/stat-grid";
import { Container } from "#app/components/ui/container";
import { InPageLinks } from "#app/components/ui/link-list";
import { faqCategories } from "#app/content/faq";
import { page } from "#app/content/page-records/faq";
import { faqStats } from "#app/content/stats";
import { JsonLd } from "#app/lib/json-ld";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

const faqJsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faqCategories.flatMap((category) =>
    category.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  ),
};

export default function FaqPage() {
  return (
    <>
      <PageHeader
        title="Frequently Asked Questions"
        intro="Answers for healthcare employers hiring nurse practitioners and physician assistants, and for NPs and PAs using our free placement service."
      >
        <nav aria-label="FAQ topics" className="mt-8">
          <InPageLinks
            entries={faqCategories.map((category) => ({ id: category.id, label: category.title }))}
            className="flex flex-wrap gap-2"
            linkClassName="inline-flex rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          />
        </nav>
      </PageHeader>

      <section aria-labelledby="faq-glance" className="pb-4">
        <Container width="4xl">
          <h2 id="faq-glance" className="sr-only">
            At a glance
          </h2>
          <StatGrid stats={faqStats} />
        </Container>
      </section>

      <Container width="4xl" className="space-y-14 py-14">
        {faqCategories.map((category) => (
          <section key={category.id} aria-labelledby={category.id}>
            <h2 id={category.id} className="text-2xl font-bold tracking-tight">
              {category.title}
            </h2>
            <FaqAccordion items={category.items} valuePrefix={category.id} type="single" className="mt-6" />
          </section>
        ))}
      </Container>

      <ContactCta
        heading="Still Have a Question?"
        intro="Talk to a specialist recruiter. We reply within 20 minutes during business hours, and there is never a charge for NPs and PAs."
      />
      <JsonLd data={faqJsonLd} />
    </>
  );
}
