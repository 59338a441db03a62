import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { paJobMarketGuide } from "#app/content/guides/pa-job-market";
import { pageByPath } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";

const page = pageByPath("/physician-assistant-job-market");

export function meta() {
  return seoMeta(page);
}

export default function PhysicianAssistantJobMarketPage() {
  return <EditorialGuideLayout guide={paJobMarketGuide} page={page} />;
}
