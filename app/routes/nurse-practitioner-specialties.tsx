import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { npSpecialtiesGuide } from "#app/content/guides/np-specialties";
import { pageByPath } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";

const page = pageByPath("/nurse-practitioner-specialties");

export function meta() {
  return seoMeta(page);
}

export default function NursePractitionerSpecialtiesPage() {
  return <EditorialGuideLayout guide={npSpecialtiesGuide} page={page} />;
}
