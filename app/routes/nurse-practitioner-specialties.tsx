import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { npSpecialtiesGuide } from "#app/content/guides/np-specialties";
import { page } from "#app/content/page-records/nurse-practitioner-specialties";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/nurse-practitioner-specialties";

export function meta() {
  return seoMeta(page);
}

/**
 * Runs on the server only: the guide's words reach the browser with the page (its HTML and the data the
 * page hydrates from), not in the route's script as well.
 */
export function loader() {
  return { guide: npSpecialtiesGuide };
}

export default function NursePractitionerSpecialtiesPage({ loaderData }: Route.ComponentProps) {
  return <EditorialGuideLayout guide={loaderData.guide} page={page} />;
}
