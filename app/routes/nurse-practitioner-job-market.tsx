import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { npJobMarketGuide } from "#app/content/guides/np-job-market";
import { pageByPath } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";

const page = pageByPath("/nurse-practitioner-job-market");

export function meta() {
  return seoMeta(page);
}

export default function NursePractitionerJobMarketPage() {
  return <EditorialGuideLayout guide={npJobMarketGuide} page={page} />;
}
