import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { npJobMarketGuide } from "#app/content/guides/np-job-market";
import { page } from "#app/content/page-records/nurse-practitioner-job-market";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/nurse-practitioner-job-market";

export function meta() {
  return seoMeta(page);
}

/**
 * Runs on the server only: the guide's words reach the browser with the page (its HTML and the data the
 * page hydrates from), not in the route's script as well.
 */
export function loader() {
  return { guide: npJobMarketGuide };
}

export default function NursePractitionerJobMarketPage({ loaderData }: Route.ComponentProps) {
  return <EditorialGuideLayout guide={loaderData.guide} page={page} />;
}
