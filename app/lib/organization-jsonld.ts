import { absoluteUrl, site } from "#app/content/site";

export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    description: site.description,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.founded),
    areaServed: { "@type": "Country", name: "United States" },
    sameAs: Object.values(site.social),
  };
}
