import { JsonLd } from "#app/lib/json-ld";
import { type GuidePageRef, guideArticleJsonLd, guideBreadcrumbJsonLd } from "#app/lib/guide-jsonld";

/** BreadcrumbList and Article structured data for a guide page. */
export function GuideJsonLd({ page }: { page: GuidePageRef }) {
  return (
    <>
      <JsonLd data={guideBreadcrumbJsonLd(page)} />
      <JsonLd data={guideArticleJsonLd(page)} />
    </>
  );
}
