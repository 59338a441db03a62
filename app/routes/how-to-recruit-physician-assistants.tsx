import { RecruitingGuideLayout } from "#app/components/guides/recruiting-guide-layout";
import { paRecruitingGuide } from "#app/content/guides/pa-recruiting";
import { pageByPath } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";

const page = pageByPath("/how-to-recruit-physician-assistants");

export function meta() {
  return seoMeta(page);
}

export default function HowToRecruitPhysicianAssistantsPage() {
  return <RecruitingGuideLayout guide={paRecruitingGuide} page={page} />;
}
