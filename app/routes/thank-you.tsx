import { ThankYouContent } from "#app/components/pages/thank-you-content";
import { leadCapture } from "#app/content/lead-capture";
import { page } from "#app/content/page-records/thank-you";
import { seoMeta } from "#app/lib/seo";

export function meta() {
  // Reached after sending a form (the no-JavaScript path); nothing for search engines here.
  return seoMeta({ ...page, noindex: true });
}

export default function ThankYouPage() {
  return <ThankYouContent copy={leadCapture.thankYouPage} />;
}
