import { HeadedSection } from "./headed-section";
import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion";
import { landingFaq } from "#app/content/landing-faq";
import { landing } from "#app/content/landing";

const itemValue = (index: number) => `landing-faq-${index + 1}`;

/** Items open and close independently; the first is open on load. */
export function LandingFaqSection() {
  return (
    <HeadedSection headingId="faq-heading" className="py-16 sm:py-24" width="3xl" {...landing.faq}>
      <Accordion type="multiple" defaultValue={[itemValue(0)]} className="mt-10">
        {landingFaq.map((item, index) => (
          <AccordionItem key={item.question} value={itemValue(index)}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>
              <p>{item.answer}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <p className="mt-6 text-center text-slate-700">
        More questions about fees, licensing and pay?{" "}
        <Link to="/faq" className="rounded-sm font-semibold text-brand-700 underline underline-offset-4">
          Read the full FAQ
        </Link>
      </p>
    </HeadedSection>
  );
}
