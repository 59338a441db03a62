import { RecruitingGuideLayout } from "#app/components/guides/recruiting-guide-layout";
import { paRecruitingGuide } from "#app/content/guides/pa-recruiting";
import { page } from "#app/content/page-records/how-to-recruit-physician-assistants";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

export default function HowToRecruitPhysicianAssistantsPage() {
  return <RecruitingGuideLayout guide={paRecruitingGuide} page={page} />;
}
