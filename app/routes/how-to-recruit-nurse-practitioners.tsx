import { RecruitingGuideLayout } from "#app/components/guides/recruiting-guide-layout";
import { npRecruitingGuide } from "#app/content/guides/np-recruiting";
import { pageByPath } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";

const page = pageByPath("/how-to-recruit-nurse-practitioners");

export function meta() {
  return seoMeta(page);
}

export default function HowToRecruitNursePractitionersPage() {
  return <RecruitingGuideLayout guide={npRecruitingGuide} page={page} />;
}
