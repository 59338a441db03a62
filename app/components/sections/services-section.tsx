import { HeadedSection } from "./headed-section";
import { IconList } from "#app/components/ui/icon-list";
import {
  ArrowRight,
  CalendarClock,
  Check,
  FileText,
  Megaphone,
  ShieldCheck,
  Stethoscope,
  UserCheck,
} from "lucide-react";
import { landing } from "#app/content/landing";
import { type ServiceCard, serviceCards } from "#app/content/services";

const icons = {
  stethoscope: Stethoscope,
  "user-check": UserCheck,
  "calendar-clock": CalendarClock,
  megaphone: Megaphone,
  "file-text": FileText,
  "shield-check": ShieldCheck,
} satisfies Record<ServiceCard["icon"], unknown>;

export function ServicesSection() {
  const { services } = landing;
  return (
    <HeadedSection anchor="services" headingId="services-heading" className="py-16 sm:py-24" {...services}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {serviceCards.map((card) => {
          const Icon = icons[card.icon];
          return (
            <li
              key={card.id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{card.description}</p>
              <IconList items={card.points} icon={Check} className="mt-4 space-y-2 text-sm text-slate-700" />
              <a
                href="#contact"
                className="mt-auto inline-flex items-center gap-1 self-start rounded-sm pt-6 font-semibold text-brand-700 hover:underline"
              >
                Talk to a Recruiter<span className="sr-only"> about {card.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
