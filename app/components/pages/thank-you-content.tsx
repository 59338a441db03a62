import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { Button } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { site } from "#app/content/site";

interface LinkCopy {
  label: string;
  href: string;
}

export interface ThankYouCopy {
  heading: string;
  intro: string;
  nextHeading: string;
  steps: readonly { title: string; text: string }[];
  contactHeading: string;
  contactText: string;
  linksHeading: string;
  /** The button under the heading. */
  home: LinkCopy;
  links: readonly LinkCopy[];
}

/**
 * The page a form sent without JavaScript lands on: what was received, what happens next, how to reach
 * the firm and where to go on.
 */
export function ThankYouContent({ copy }: { copy: ThankYouCopy }) {
  return (
    <>
      <PageHeader title={copy.heading} intro={copy.intro}>
        <Button asChild size="lg" className="mt-8">
          <Link to={copy.home.href}>{copy.home.label}</Link>
        </Button>
      </PageHeader>
      <Container width="4xl" className="grid gap-12 py-14">
        <section aria-labelledby="next-steps">
          <h2 id="next-steps" className="text-2xl font-bold tracking-tight">
            {copy.nextHeading}
          </h2>
          <ol className="mt-6 grid gap-6">
            {copy.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{step.title}</h3>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <div className="grid gap-8 sm:grid-cols-2">
          <section aria-labelledby="contact-us" className="rounded-xl border border-slate-200 p-6">
            <h2 id="contact-us" className="text-xl font-bold">
              {copy.contactHeading}
            </h2>
            <p className="mt-2 text-slate-700">{copy.contactText}</p>
            <ul className="mt-4 grid gap-3">
              <li>
                <a
                  href={site.phoneHref}
                  className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-2"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  {site.phone}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${site.email}`}
                  className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-2"
                >
                  <Mail className="size-4" aria-hidden="true" />
                  {site.email}
                </a>
              </li>
            </ul>
          </section>
          <nav aria-labelledby="while-you-wait" className="rounded-xl border border-slate-200 p-6">
            <h2 id="while-you-wait" className="text-xl font-bold">
              {copy.linksHeading}
            </h2>
            <ul className="mt-4 grid gap-3">
              {copy.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="font-semibold text-brand-700 underline underline-offset-2">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </>
  );
}
