import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { paSpecialtiesGuide } from "#app/content/guides/pa-specialties";
import { page } from "#app/content/page-records/physician-assistant-specialties";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

export default function PhysicianAssistantSpecialtiesPage() {
  return <EditorialGuideLayout guide={paSpecialtiesGuide} page={page} />;
}
