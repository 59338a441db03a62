import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { paSupervisionGuide } from "#app/content/guides/pa-supervision";
import { page } from "#app/content/page-records/physician-assistant-supervision";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

export default function PhysicianAssistantSupervisionPage() {
  return <EditorialGuideLayout guide={paSupervisionGuide} page={page} />;
}
