import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { npLicensingGuide } from "#app/content/guides/np-licensing";
import { pageByPath } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";

const page = pageByPath("/nurse-practitioner-licensing");

export function meta() {
  return seoMeta(page);
}

export default function NursePractitionerLicensingPage() {
  return <EditorialGuideLayout guide={npLicensingGuide} page={page} />;
}
