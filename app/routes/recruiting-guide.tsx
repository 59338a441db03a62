import { guideLoader, guideMeta, guidePage } from "#app/components/guides/guide-route";
import { RecruitingGuideLayout } from "#app/components/guides/recruiting-guide-layout";
import { recruitingGuides } from "#app/content/guides/index";
import { page as npRecruiting } from "#app/content/page-records/how-to-recruit-nurse-practitioners";
import { page as paRecruiting } from "#app/content/page-records/how-to-recruit-physician-assistants";
import type { Route } from "./+types/recruiting-guide";

/** The employers' guides to recruiting NPs and PAs, one route each. */
const pages = [npRecruiting, paRecruiting];

export const meta = guideMeta(pages);

export const loader = guideLoader(recruitingGuides);

export default function RecruitingGuidePage({ loaderData: { guide } }: Route.ComponentProps) {
  return <RecruitingGuideLayout guide={guide} page={guidePage(pages, guide)} />;
}
