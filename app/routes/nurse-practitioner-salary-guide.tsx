import { SalaryGuidePage } from "#app/components/guides/salary-consultation";
import { openingRows } from "#app/components/guides/openings-data";
import { npSalaryGuide } from "#app/content/guides/np-salary";
import { page } from "#app/content/page-records/nurse-practitioner-salary-guide";
import { jobBoardFrom, openPostings } from "#app/lib/job-board";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/nurse-practitioner-salary-guide";

export function meta() {
  return seoMeta(page);
}

/**
 * Runs on the server only: the postings stay out of the browser bundle, and the guide's words reach the
 * browser with the page (its HTML and the data the page hydrates from), not in the route's script as well.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    guide: npSalaryGuide,
    openings: openingRows(
      "NP",
      openPostings(jobBoardFrom(context)).map(({ job }) => job),
    ),
  };
}

export default function NursePractitionerSalaryGuidePage({ loaderData }: Route.ComponentProps) {
  return <SalaryGuidePage guide={loaderData.guide} page={page} openings={loaderData.openings} />;
}
