import type { Article, BreadcrumbList, Organization, WithContext } from "schema-dts";
import { absoluteUrl, site } from "#app/content/site";

export interface GuidePageRef {
  path: string;
  /** The page's h1, used as the breadcrumb name and the Article headline. */
  title: string;
  description: string;
}

/** The firm as publisher and author of every guide. */
export function publisherOrganization(): Organization {
  return {
    "@type": "Organization",
    "@id": `${absoluteUrl("/")}#organization`,
    name: site.name,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png"), width: "512", height: "512" },
    email: site.email,
    telephone: site.phone,
  };
}

/** Home > page, matching the visible breadcrumb trail. */
export function guideBreadcrumbJsonLd(
  page: Pick<GuidePageRef, "path" | "title">,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name: page.title, item: absoluteUrl(page.path) },
    ],
  };
}

export function guideArticleJsonLd(
  page: GuidePageRef,
  dates: { published: string; modified: string } = {
    published: site.contentUpdated,
    modified: site.contentUpdated,
  },
): WithContext<Article> {
  const url = absoluteUrl(page.path);
  const publisher = publisherOrganization();
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: page.title,
    description: page.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: absoluteUrl("/og-image.png"),
    datePublished: dates.published,
    dateModified: dates.modified,
    inLanguage: "en-US",
    author: publisher,
    publisher,
  };
}
