import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { npJobMarketGuide } from "#app/content/guides/np-job-market";
import { page } from "#app/content/page-records/nurse-practitioner-job-market";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

export default function NursePractitionerJobMarketPage() {
  return <EditorialGuideLayout guide={npJobMarketGuide} page={page} />;
}
