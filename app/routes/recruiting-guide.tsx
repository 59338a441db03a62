import { guideAt, guidePage } from "#app/components/guides/guide-route";
import { RecruitingGuideLayout } from "#app/components/guides/recruiting-guide-layout";
import { recruitingGuides } from "#app/content/guides/index";
import { page as npRecruiting } from "#app/content/page-records/how-to-recruit-nurse-practitioners";
import { page as paRecruiting } from "#app/content/page-records/how-to-recruit-physician-assistants";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/recruiting-guide";

/** The employers' guides to recruiting NPs and PAs, one route each. */
const pages = [npRecruiting, paRecruiting];

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(guidePage(pages, loaderData.guide));
}

export function loader({ request }: Route.LoaderArgs) {
  return { guide: guideAt(recruitingGuides, request) };
}

export default function RecruitingGuidePage({ loaderData: { guide } }: Route.ComponentProps) {
  return <RecruitingGuideLayout guide={guide} page={guidePage(pages, guide)} />;
}
