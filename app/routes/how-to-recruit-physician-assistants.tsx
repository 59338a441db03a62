import { RecruitingGuideLayout } from "#app/components/guides/recruiting-guide-layout";
import { paRecruitingGuide } from "#app/content/guides/pa-recruiting";
import { page } from "#app/content/page-records/how-to-recruit-physician-assistants";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/how-to-recruit-physician-assistants";

export function meta() {
  return seoMeta(page);
}

/**
 * Runs on the server only: the guide's words reach the browser with the page (its HTML and the data the
 * page hydrates from), not in the route's script as well.
 */
export function loader() {
  return { guide: paRecruitingGuide };
}

export default function HowToRecruitPhysicianAssistantsPage({ loaderData }: Route.ComponentProps) {
  return <RecruitingGuideLayout guide={loaderData.guide} page={page} />;
}
