import { IconList } from "#app/components/ui/icon-list";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { landing } from "#app/content/landing";

export function JobSeekerBanner() {
  const { jobSeekers } = landing;
  return (
    <section aria-labelledby="job-seekers-heading" className="py-16 sm:py-20">
      <Container>
        <div className="grid gap-8 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 sm:p-12 lg:grid-cols-[1.5fr_1fr] lg:items-center">
          <div>
            <h2 id="job-seekers-heading" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
              {jobSeekers.heading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-brand-50">{jobSeekers.intro}</p>
            <IconList
              items={jobSeekers.points}
              icon={Check}
              variant="inverse-points"
              className="mt-6 space-y-2 text-brand-50"
            />
          </div>
          <div className="flex flex-col gap-3">
            {jobSeekers.links.map((link, index) => (
              <Button key={link.href} asChild size="lg" variant={index === 0 ? "accent" : "inverse"}>
                <Link to={link.href}>{link.label}</Link>
              </Button>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
