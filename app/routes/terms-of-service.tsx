import { LegalDocumentPage } from "#app/components/pages/legal-document";
import { termsOfService } from "#app/content/legal";
import { page } from "#app/content/page-records/terms-of-service";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  return seoMeta(page);
}

export default function TermsOfServicePage() {
  return (
    <LegalDocumentPage
      title="Terms of Service"
      intro="The terms for using this website and our recruiting services, free for nurse practitioners and physician assistants."
      document={termsOfService}
    />
  );
}
