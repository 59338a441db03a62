import { LegalDocumentPage } from "#app/components/pages/legal-document";
import { privacyPolicy } from "#app/content/legal";
import { pageByPath } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";

const page = pageByPath("/privacy-policy");

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
