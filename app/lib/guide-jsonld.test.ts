import { describe, expect, it } from "vitest";
import { absoluteUrl, site } from "#app/content/site";
import { guideArticleJsonLd, guideBreadcrumbJsonLd, publisherOrganization } from "./guide-jsonld";
import { serializeJsonLd } from "./json-ld";

const page = {
  path: "/nurse-practitioner-licensing",
  title: "Nurse Practitioner Licensing",
  description: "How NP licensing works across states.",
};

describe("guide structured data", () => {
  it("builds a two-level BreadcrumbList with absolute URLs", () => {
    const data = guideBreadcrumbJsonLd(page);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
        { "@type": "ListItem", position: 2, name: page.title, item: absoluteUrl(page.path) },
      ],
    });
    expect(absoluteUrl(page.path)).toMatch(/^https?:\/\/[^/]+\/nurse-practitioner-licensing$/);
  });

  it("builds an Article published by the firm", () => {
    const data = guideArticleJsonLd(page);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: page.title,
      description: page.description,
      url: absoluteUrl(page.path),
      mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(page.path) },
      datePublished: site.contentUpdated,
      dateModified: site.contentUpdated,
      publisher: {
        "@type": "Organization",
        name: site.name,
        url: absoluteUrl("/"),
        logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") },
      },
      author: { "@type": "Organization", name: site.name },
    });
    expect(String((data as { image: string }).image)).toBe(absoluteUrl("/og-image.png"));
  });

  it("keeps the headline within Google's 110-character limit for every guide", async () => {
    const { editorialGuides, recruitingGuides } = await import("#app/content/guides/index");
    for (const guide of [...editorialGuides, ...recruitingGuides]) {
      expect(guide.title.length).toBeLessThanOrEqual(110);
    }
  });

  it("uses one organization identity for publisher and author", () => {
    const data = guideArticleJsonLd(page) as { publisher: unknown; author: unknown };
    expect(data.publisher).toEqual(publisherOrganization());
    expect(data.author).toEqual(publisherOrganization());
  });

  it("cannot close its script element whatever the text", () => {
    const hostile = guideArticleJsonLd({ ...page, title: "</script><script>alert(1)</script> & more" });
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json).headline).toBe("</script><script>alert(1)</script> & more");
  });
});
