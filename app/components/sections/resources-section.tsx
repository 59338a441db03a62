import { GuideCard } from "./guide-card";
import { HeadedSection } from "./headed-section";
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
            <GuideCard
              kind={card.category}
              title={card.title}
              summary={card.excerpt}
              to={card.href}
              linkLabel="Read More"
              look="resource"
            />
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
