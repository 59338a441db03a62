import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { paSpecialtiesGuide } from "#app/content/guides/pa-specialties";
import { pageByPath } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";

const page = pageByPath("/physician-assistant-specialties");

export function meta() {
  return seoMeta(page);
}

export default function PhysicianAssistantSpecialtiesPage() {
  return <EditorialGuideLayout guide={paSpecialtiesGuide} page={page} />;
}
