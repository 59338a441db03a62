import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { site } from "#app/content/site";

/** The closing call to action of an informational page: the contact form, email and phone. */
export function ContactCta({
  heading,
  intro,
  id = "contact-cta",
}: {
  heading: string;
  intro: string;
  id?: string;
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-900 py-16">
      <Container width="4xl" className="text-center">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-50">{intro}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild variant="accent" size="lg">
            <Link to="/#contact">Get Started</Link>
          </Button>
          <Button asChild variant="inverse" size="lg">
            <a href={`mailto:${site.email}`}>
              <Mail aria-hidden="true" />
              Email Us
            </a>
          </Button>
          <Button asChild variant="inverse" size="lg">
            <a href={site.phoneHref}>
              <Phone aria-hidden="true" />
              Call {site.phone}
            </a>
          </Button>
        </div>
      </Container>
    </section>
  );
}
