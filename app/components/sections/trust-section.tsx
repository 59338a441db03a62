import { HeadedSection } from "./headed-section";
import { landing } from "#app/content/landing";
import { trustStats } from "#app/content/stats";
import { StatGrid } from "./stat-grid";

export function TrustSection() {
  return (
    <HeadedSection
      headingId="trust-heading"
      className="bg-brand-900 py-16 sm:py-20"
      heading={landing.trust.heading}
      intro={landing.trust.intro}
      inverse
    >
      <StatGrid stats={trustStats} inverse className="mt-10" />
    </HeadedSection>
  );
}
