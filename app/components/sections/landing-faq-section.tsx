import { FaqAccordion } from "./faq-accordion";
import { HeadedSection } from "./headed-section";
import { Link } from "react-router";
import { landingFaq } from "#app/content/landing-faq";
import { landing } from "#app/content/landing";

/** Items open and close independently; the first is open on load. */
export function LandingFaqSection() {
  return (
    <HeadedSection headingId="faq-heading" className="py-16 sm:py-24" width="3xl" {...landing.faq}>
      <FaqAccordion
        items={landingFaq}
        valuePrefix="landing-faq"
        type="multiple"
        defaultValue={["landing-faq-1"]}
        className="mt-10"
      />
      <p className="mt-6 text-center text-slate-700">
        More questions about fees, licensing and pay?{" "}
        <Link to="/faq" className="rounded-sm font-semibold text-brand-700 underline underline-offset-4">
          Read the full FAQ
        </Link>
      </p>
    </HeadedSection>
  );
}
