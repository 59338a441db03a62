import { LegalDocumentPage } from "#app/components/pages/legal-document";
import { termsOfService } from "#app/content/legal";
import { pageByPath } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";

const page = pageByPath("/terms-of-service");

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
