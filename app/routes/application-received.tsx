import { ThankYouContent } from "#app/components/pages/thank-you-content";
import { applicationCopy } from "#app/content/application";
import { page } from "#app/content/page-records/application-received";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  // Reached after sending an application without JavaScript; nothing for search engines here.
  return seoMeta({ ...page, noindex: true });
}

export default function ApplicationReceivedPage() {
  return <ThankYouContent copy={applicationCopy.thankYouPage} />;
}
