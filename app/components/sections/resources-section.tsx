import { HeadedSection } from "./headed-section";
import { ArrowRight, BookOpen } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { landing } from "#app/content/landing";
import { allResourcesLink, resourceCards } from "#app/content/resources";

export function ResourcesSection() {
  return (
    <HeadedSection
      anchor="resources"
      headingId="resources-heading"
      className="bg-slate-50 py-16 sm:py-24"
      {...landing.resources}
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {resourceCards.map((card) => (
          <li key={card.href}>
            <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
                <BookOpen aria-hidden="true" className="size-4" />
                {card.category}
              </p>
              <h3 className="mt-3 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{card.excerpt}</p>
              <Link
                to={card.href}
                className="mt-5 inline-flex items-center gap-1 self-start rounded-sm font-semibold text-brand-700 hover:underline"
              >
                Read More<span className="sr-only">: {card.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button asChild variant="outline" size="lg">
          <Link to={allResourcesLink.href}>{allResourcesLink.label}</Link>
        </Button>
      </div>
    </HeadedSection>
  );
}
