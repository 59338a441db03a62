import { IconList } from "#app/components/ui/icon-list";
import { CheckCircle2, Mail, Phone } from "lucide-react";
import { DeferredContactForm } from "#app/components/forms/deferred-contact-form";
import { Container } from "#app/components/ui/container";
import { landing } from "#app/content/landing";
import { site } from "#app/content/site";
import { SectionHeading } from "./section-heading";

export function ContactSection() {
  const { contact } = landing;
  return (
    <section id="contact" aria-labelledby="contact-heading" className="py-16 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <SectionHeading
            id="contact-heading"
            eyebrow={contact.eyebrow}
            heading={contact.heading}
            intro={contact.intro}
            align="left"
          />
          <IconList
            items={contact.points}
            icon={CheckCircle2}
            variant="large-points"
            className="mt-8 space-y-3 text-slate-700"
          />
          <ul className="mt-8 space-y-3">
            <li>
              <a
                href={site.phoneHref}
                className="inline-flex items-center gap-3 rounded-sm font-semibold text-brand-800 hover:underline"
              >
                <Phone aria-hidden="true" className="size-5" />
                Call {site.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-3 rounded-sm font-semibold break-all text-brand-800 hover:underline"
              >
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                Email {site.email}
              </a>
            </li>
          </ul>
        </div>
        <div className="min-w-0">
          <DeferredContactForm source={contact.formSource} title={contact.formTitle} headingLevel="h3" />
        </div>
      </Container>
    </section>
  );
}
