import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { paSupervisionGuide } from "#app/content/guides/pa-supervision";
import { pageByPath } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";

const page = pageByPath("/physician-assistant-supervision");

export function meta() {
  return seoMeta(page);
}

export default function PhysicianAssistantSupervisionPage() {
  return <EditorialGuideLayout guide={paSupervisionGuide} page={page} />;
}
