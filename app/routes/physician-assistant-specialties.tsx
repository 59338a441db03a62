import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { paSpecialtiesGuide } from "#app/content/guides/pa-specialties";
import { page } from "#app/content/page-records/physician-assistant-specialties";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/physician-assistant-specialties";

export function meta() {
  return seoMeta(page);
}

/**
 * Runs on the server only: the guide's words reach the browser with the page (its HTML and the data the
 * page hydrates from), not in the route's script as well.
 */
export function loader() {
  return { guide: paSpecialtiesGuide };
}

export default function PhysicianAssistantSpecialtiesPage({ loaderData }: Route.ComponentProps) {
  return <EditorialGuideLayout guide={loaderData.guide} page={page} />;
}
