import { HeadedSection } from "#app/components/sections/headed-section";
import { IconList } from "#app/components/ui/icon-list";
import { Award, Users } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { ContactCta } from "#app/components/sections/contact-cta";
import { GuideCard } from "#app/components/sections/guide-card";
import { StatGrid } from "#app/components/sections/stat-grid";
import { Container } from "#app/components/ui/container";
import { certifications, specialtyCategories, thoughtLeadership } from "#app/content/expertise";
import { guidesAnchor } from "#app/content/nav";
import { page } from "#app/content/page-records/our-expertise";
import { pageByPath } from "#app/content/pages";
import { site } from "#app/content/site";
import { expertiseFigures } from "#app/content/stats";
import { leadershipTeam } from "#app/content/team";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/our-expertise";

export function meta() {
  return seoMeta(page);
}

/**
 * Runs on the server only: the guides' titles and summaries come from the page records, which stay out of
 * the browser bundle (the page's data carries the ten it shows).
 */
export function loader() {
  return {
    guides: thoughtLeadership.map((guide) => {
      const { title, description } = pageByPath(guide.path);
      return { ...guide, title, description };
    }),
  };
}

function initials(name: string): string {
  return name
    .split(",")[0]!
    .split(" ")
    .map((part) => part[0])
    .join("");
}

export default function OurExpertisePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Our expertise"
        title="The Specialists in Nurse Practitioner and Physician Assistant Recruitment"
        intro={`Since ${site.founded} we have recruited only advanced practice providers. That focus gives our recruiters a working knowledge of certification, licensing, practice authority and pay that general agencies cannot match.`}
      />

      <section aria-labelledby="figures-heading" className="pb-12">
        <Container>
          <h2 id="figures-heading" className="sr-only">
            Key figures
          </h2>
          <StatGrid stats={expertiseFigures} columns="sm:grid-cols-3 lg:grid-cols-6" />
        </Container>
      </section>

      <HeadedSection
        headingId="leadership-heading"
        className="bg-slate-50 py-16"
        heading="Leadership Team"
        intro="Clinicians and talent leaders who have spent their careers around advanced practice."
      >
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {leadershipTeam.map((member) => (
            <li key={member.name}>
              <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                  >
                    {initials(member.name)}
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold">{member.name}</h3>
                    <p className="text-sm font-medium text-brand-700">{member.title}</p>
                  </div>
                </div>
                <p className="mt-4 text-sm font-medium text-slate-800">{member.experience}</p>
                <p className="mt-3 leading-7 text-slate-700">{member.bio}</p>
                <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-900 uppercase">
                  Specialties
                </h4>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {member.specialties.map((specialty) => (
                    <li key={specialty} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                      {specialty}
                    </li>
                  ))}
                </ul>
                <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-900 uppercase">
                  Credentials
                </h4>
                <IconList
                  items={member.credentials}
                  icon={Award}
                  className="mt-2 space-y-1 text-sm text-slate-700"
                />
              </article>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        headingId="specialties-heading"
        className="py-16"
        heading="Specialties We Recruit"
        intro="More than 30 specialties across every setting where NPs and PAs practice."
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {specialtyCategories.map((group) => (
            <li key={group.category} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{group.category}</h3>
              <ul className="mt-3 space-y-1.5 text-slate-700">
                {group.areas.map((area) => (
                  <li key={area}>{area}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        headingId="certifications-heading"
        className="bg-slate-50 py-16"
        heading="Certifications and Standards"
        intro="The credentials our team holds and the standards every search follows."
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {certifications.map((item) => (
            <li
              key={item.name}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <Award aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold">{item.name}</h3>
                <p className="mt-1 leading-7 text-slate-700">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        anchor={guidesAnchor}
        headingId="guides-heading"
        className="py-16"
        heading="Thought Leadership: Guides From Our Recruiters"
        intro="Everything we have learned about hiring and careers in advanced practice, written up for employers and clinicians."
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {loaderData.guides.map((guide) => (
            <li key={guide.path}>
              <GuideCard
                kind={guide.kind}
                title={guide.title}
                summary={guide.description}
                to={guide.path}
                linkLabel="Read the guide"
                look="expertise"
              />
            </li>
          ))}
        </ul>
        <aside
          aria-labelledby="network-heading"
          className="mt-10 flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center"
        >
          <Users aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
          <div className="flex-1">
            <h3 id="network-heading" className="text-lg font-semibold">
              Our LinkedIn Professional Network
            </h3>
            <p className="mt-1 leading-7 text-slate-700">
              The groups where our recruiters share new openings, salary data and licensing news with NPs, PAs
              and the employers who hire them.
            </p>
          </div>
          <Link
            to="/linkedin-network"
            className="self-start rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline sm:self-center"
          >
            Join the network
          </Link>
        </aside>
      </HeadedSection>

      <ContactCta
        heading="Put Our Expertise to Work"
        intro="Whether you are hiring your first nurse practitioner or your fiftieth physician assistant, a specialist recruiter responds within 20 minutes during business hours."
      />
    </>
  );
}
