import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { npLicensingGuide } from "#app/content/guides/np-licensing";
import { page } from "#app/content/page-records/nurse-practitioner-licensing";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

export default function NursePractitionerLicensingPage() {
  return <EditorialGuideLayout guide={npLicensingGuide} page={page} />;
}
