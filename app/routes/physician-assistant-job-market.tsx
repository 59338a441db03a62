import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { paJobMarketGuide } from "#app/content/guides/pa-job-market";
import { page } from "#app/content/page-records/physician-assistant-job-market";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

export default function PhysicianAssistantJobMarketPage() {
  return <EditorialGuideLayout guide={paJobMarketGuide} page={page} />;
}
