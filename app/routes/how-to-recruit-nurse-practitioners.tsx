import { RecruitingGuideLayout } from "#app/components/guides/recruiting-guide-layout";
import { npRecruitingGuide } from "#app/content/guides/np-recruiting";
import { page } from "#app/content/page-records/how-to-recruit-nurse-practitioners";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

export default function HowToRecruitNursePractitionersPage() {
  return <RecruitingGuideLayout guide={npRecruitingGuide} page={page} />;
}
