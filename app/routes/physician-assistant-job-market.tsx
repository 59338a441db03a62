import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { paJobMarketGuide } from "#app/content/guides/pa-job-market";
import { page } from "#app/content/page-records/physician-assistant-job-market";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/physician-assistant-job-market";

export function meta() {
  return seoMeta(page);
}

/**
 * Runs on the server only: the guide's words reach the browser with the page (its HTML and the data the
 * page hydrates from), not in the route's script as well.
 */
export function loader() {
  return { guide: paJobMarketGuide };
}

export default function PhysicianAssistantJobMarketPage({ loaderData }: Route.ComponentProps) {
  return <EditorialGuideLayout guide={loaderData.guide} page={page} />;
}
