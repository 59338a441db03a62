import { IconList } from "#app/components/ui/icon-list";
import { ArrowRight, Briefcase, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { landing } from "#app/content/landing";
import { StatFigures } from "./stat-grid";
import { useAnyJobOpen } from "#app/lib/open-jobs";

export function LandingHero() {
  const { hero } = landing;
  const anyOpen = useAnyJobOpen();
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 via-white to-white">
      <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
          <h1 id="hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">{hero.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <a href={hero.primary.href}>
                {hero.primary.label}
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={hero.secondary.href}>{hero.secondary.label}</a>
            </Button>
          </div>
          {/* Candidates' way to the jobs, within a phone's first screen (the page is written for employers). */}
          <p data-slot="hero-jobs-link" className="mt-5 flex items-start gap-2 text-base text-slate-800">
            <Briefcase aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
            <span>
              Looking for a job?{" "}
              <Link
                to="/jobs"
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {anyOpen ? "See open NP and PA roles" : "See NP and PA jobs"}
              </Link>
            </span>
          </p>
          <IconList
            items={hero.assurances}
            icon={CheckCircle2}
            className="mt-8 grid gap-2 text-sm text-slate-700 sm:grid-cols-3"
          />
        </div>
        <StatFigures
          stats={hero.highlights}
          look="highlight"
          className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:grid-cols-3 lg:grid-cols-1"
        />
      </Container>
    </section>
  );
}
