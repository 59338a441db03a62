import { HeadedSection } from "./headed-section";
import { Button } from "#app/components/ui/button";
import { landing } from "#app/content/landing";
import { processSteps } from "#app/content/process";

export function ProcessSection() {
  const { process } = landing;
  return (
    <HeadedSection
      anchor="process"
      headingId="process-heading"
      className="bg-slate-50 py-16 sm:py-24"
      eyebrow={process.eyebrow}
      heading={process.heading}
      intro={process.intro}
    >
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-5">
        {processSteps.map((step, index) => (
          <li
            key={step.title}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm font-semibold text-accent-700">{step.timing}</p>
            <p className="mt-3 text-sm leading-6 text-slate-700">{step.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <a href={process.cta.href}>{process.cta.label}</a>
        </Button>
      </div>
    </HeadedSection>
  );
}
