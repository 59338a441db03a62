import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/ui/container";
import { site } from "#app/content/site";
import { Logo } from "./logo";

const services = [
  { label: "NP Recruiting", href: site.partnerNetwork.url, external: true },
  { label: "PA Recruiting", href: "/how-to-recruit-physician-assistants" },
  { label: "Contract Placements", href: "/#contact" },
  { label: "Permanent Placements", href: "/#contact" },
];

const company = [
  { label: "About Us", href: "/our-expertise" },
  { label: "LinkedIn Network", href: "/linkedin-network" },
  { label: "Contact", href: "/#contact" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
];

const socials = [
  { label: "LinkedIn", href: site.social.linkedin, mark: "in" },
  { label: "Facebook", href: site.social.facebook, mark: "f" },
  { label: "X", href: site.social.x, mark: "X" },
];

const linkClass = "rounded-sm text-slate-300 hover:text-white";

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-slate-300">
      <Container className="grid gap-10 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <Link to="/" className="inline-flex items-center gap-2 rounded-md">
            <Logo inverse />
          </Link>
          <p className="mt-4 max-w-md text-sm leading-6">
            The first recruiting firm devoted only to nurse practitioners and physician assistants, placing
            advanced practice providers with US healthcare employers since {site.founded}. Free for NPs and
            PAs; employers pay only when a hire starts.
          </p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={`mailto:${site.email}`} className={`${linkClass} inline-flex items-center gap-2`}>
                <Mail aria-hidden="true" className="size-4" /> {site.email}
              </a>
            </li>
            <li>
              <a href={site.phoneHref} className={`${linkClass} inline-flex items-center gap-2`}>
                <Phone aria-hidden="true" className="size-4" /> {site.phone}
              </a>
            </li>
          </ul>
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {socials.map(({ label, href, mark }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 font-bold text-white hover:bg-white/20"
                >
                  <span aria-hidden="true">{mark}</span>
                  <span className="sr-only">{label} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterList title="Services" items={services} />
        <FooterList title="Company" items={company} />
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-5 text-sm">
          <p>
            © {site.copyrightYear} {site.name}. All rights reserved.
          </p>
        </Container>
      </div>
    </footer>
  );
}

function FooterList({
  title,
  items,
}: {
  title: string;
  items: { label: string; href: string; external?: boolean }[];
}) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {items.map((item) => (
          <li key={item.label}>
            {item.external ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {item.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link to={item.href} className={linkClass}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
