import type { OverlaysHandle } from "#app/components/overlays/index";
import { LandingOverlays } from "#app/components/overlays/landing-overlays";
import { ContactSection } from "#app/components/sections/contact-section";
import { JobSeekerBanner } from "#app/components/sections/job-seeker-banner";
import { LandingFaqSection } from "#app/components/sections/landing-faq-section";
import { LandingHero } from "#app/components/sections/landing-hero";
import { ProcessSection } from "#app/components/sections/process-section";
import { ResourcesSection } from "#app/components/sections/resources-section";
import { ServicesSection } from "#app/components/sections/services-section";
import { TestimonialsSection } from "#app/components/sections/testimonials-section";
import { TrustSection } from "#app/components/sections/trust-section";
import { page } from "#app/content/page-records/home";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

/** The floating button and exit-intent popup belong to the landing page; the root layout mounts them. */
export const handle: OverlaysHandle = { overlays: LandingOverlays };

export default function HomePage() {
  return (
    <>
      <LandingHero />
      <ServicesSection />
      <ProcessSection />
      <ContactSection />
      <TestimonialsSection />
      <TrustSection />
      <LandingFaqSection />
      <ResourcesSection />
      <JobSeekerBanner />
    </>
  );
}
