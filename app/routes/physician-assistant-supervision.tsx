import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { paSupervisionGuide } from "#app/content/guides/pa-supervision";
import { page } from "#app/content/page-records/physician-assistant-supervision";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/physician-assistant-supervision";

export function meta() {
  return seoMeta(page);
}

/**
 * Runs on the server only: the guide's words reach the browser with the page (its HTML and the data the
 * page hydrates from), not in the route's script as well.
 */
export function loader() {
  return { guide: paSupervisionGuide };
}

export default function PhysicianAssistantSupervisionPage({ loaderData }: Route.ComponentProps) {
  return <EditorialGuideLayout guide={loaderData.guide} page={page} />;
}
