import { FIRM } from "#schemas/firm";

/** The firm's identity and contact details: the single source for every page, the footer and structured data. */
export const site = {
  name: FIRM.name,
  shortName: "Apex NP & PA",
  description:
    "Specialist recruiters for nurse practitioners and physician assistants. Pre-screened NP and PA candidates for US healthcare employers, and a free service for advanced practice providers.",
  email: FIRM.email,
  phone: FIRM.phone,
  phoneHref: FIRM.phoneHref,
  founded: 2006,
  networkSince: 2012,
  copyrightYear: 2024,
  /** Date of the last editorial review, used as the sitemap lastmod of content pages. */
  contentUpdated: "2026-11-25",
  partnerNetwork: {
    name: "APP Careers Network",
    url: "https://www.appcareersnetwork.com",
  },
  social: {
    linkedin: "https://www.linkedin.com/company/apex-np-pa-recruiting",
    facebook: "https://www.facebook.com/apexnppa",
    x: "https://x.com/apexnppa",
  },
} as const;

/**
 * Absolute origin used in canonical links, the sitemap and structured data. A start-time setting: the
 * server renders with its SITE_URL, and the browser keeps the origin of the canonical link the server
 * wrote, so one build serves any origin.
 */
export const siteUrl: string =
  import.meta.env?.VITE_SITE_URL ??
  (typeof document === "undefined"
    ? new URL(process.env.SITE_URL ?? "http://localhost:3000").origin
    : new URL(document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? window.location.href)
        .origin);

export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}
