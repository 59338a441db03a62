import { LegalDocumentPage } from "#app/components/pages/legal-document";
import { privacyPolicy } from "#app/content/legal";
import { page } from "#app/content/page-records/privacy-policy";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

export default function PrivacyPolicyPage() {
  return (
    <LegalDocumentPage
      title="Privacy Policy"
      intro="What our contact forms collect, why we collect it, how long we keep it and how to ask us to delete it."
      document={privacyPolicy}
    />
  );
}
