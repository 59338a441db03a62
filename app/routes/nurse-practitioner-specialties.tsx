import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { npSpecialtiesGuide } from "#app/content/guides/np-specialties";
import { page } from "#app/content/page-records/nurse-practitioner-specialties";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

export default function NursePractitionerSpecialtiesPage() {
  return <EditorialGuideLayout guide={npSpecialtiesGuide} page={page} />;
}
