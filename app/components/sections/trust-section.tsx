import { Container } from "#app/components/ui/container";
import { landing } from "#app/content/landing";
import { trustStats } from "#app/content/stats";
import { SectionHeading } from "./section-heading";
import { StatGrid } from "./stat-grid";

export function TrustSection() {
  return (
    <section aria-labelledby="trust-heading" className="bg-brand-900 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="trust-heading"
          heading={landing.trust.heading}
          intro={landing.trust.intro}
          inverse
        />
        <StatGrid stats={trustStats} inverse className="mt-10" />
      </Container>
    </section>
  );
}
