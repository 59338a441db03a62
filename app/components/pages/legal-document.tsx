import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeader } from "#app/components/layout/page-header";
import { Container } from "#app/components/ui/container";
import { InPageLinks } from "#app/components/ui/link-list";
import type { LegalDocument } from "#app/content/legal";
import { site } from "#app/content/site";

function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** A box of the page named by its small h2: the summary, the contents, how to reach us. */
function LegalBox({
  as: Tag = "section",
  headingId,
  heading,
  className,
  children,
}: {
  as?: "section" | "nav";
  headingId: string;
  heading: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </Tag>
  );
}

/** Privacy policy and terms: summary, contents, numbered sections and how to reach us. */
export function LegalDocumentPage({
  title,
  intro,
  document,
}: {
  title: string;
  intro: string;
  document: LegalDocument;
}) {
  return (
    <>
      <PageHeader title={title} intro={intro}>
        <p className="mt-4 text-sm text-slate-700">
          Last updated: <time dateTime={document.updated}>{formatDate(document.updated)}</time>
        </p>
      </PageHeader>
      <Container width="4xl" className="pb-20">
        <div className="max-w-3xl">
          <LegalBox
            headingId="summary-heading"
            heading="In short"
            className="rounded-xl border border-brand-100 bg-brand-50 p-6"
          >
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
              {document.summary.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </LegalBox>

          <LegalBox as="nav" headingId="contents-heading" heading="Contents" className="mt-10">
            <InPageLinks
              entries={document.sections.map((section) => ({ id: section.id, label: section.heading }))}
              as="ol"
              className="mt-3 list-decimal space-y-1 pl-5"
              linkClassName="rounded-sm text-brand-700 underline underline-offset-4"
            />
          </LegalBox>

          <div className="mt-10 space-y-10">
            {document.sections.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id} className="text-2xl font-bold tracking-tight">
                  {index + 1}. {section.heading}
                </h2>
                <div className="mt-4 space-y-4 leading-7 text-slate-700">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {section.list && (
                    <ul className="list-disc space-y-2 pl-5">
                      {section.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                  {section.closing?.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </section>
            ))}
          </div>

          <LegalBox
            headingId="contact-us-heading"
            heading="Contact us"
            className="mt-12 rounded-xl border border-slate-200 p-6"
          >
            <p className="mt-2 text-slate-700">
              Questions about this page, or a request about your information:
            </p>
            <ul className="mt-4 space-y-2">
              <li>
                <a
                  href={`mailto:${site.email}`}
                  className="inline-flex items-center gap-2 rounded-sm font-semibold break-all text-brand-700 underline underline-offset-4"
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {site.email}
                </a>
              </li>
              <li>
                <a
                  href={site.phoneHref}
                  className="inline-flex items-center gap-2 rounded-sm font-semibold text-brand-700 underline underline-offset-4"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {site.phone}
                </a>
              </li>
            </ul>
          </LegalBox>
        </div>
      </Container>
    </>
  );
}
