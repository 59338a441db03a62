import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "#app/content/site";

export interface SeoInput {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  noindex?: boolean;
}

/** Title, description, keywords, canonical, Open Graph and Twitter tags for one page. */
export function seoMeta({ path, title, description, keywords, noindex }: SeoInput): MetaDescriptor[] {
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(path);
  const image = absoluteUrl("/og-image.png");
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { name: "keywords", content: keywords.join(", ") },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** The not-found page's title and robots rule (its route module and the posting route's 404 both use it). */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: `Page Not Found | ${site.name}` }, { name: "robots", content: "noindex" }];
}
