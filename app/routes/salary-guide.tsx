import { guideAt, guideMeta, guidePage } from "#app/components/guides/guide-route";
import { openingRows } from "#app/components/guides/openings-data";
import { SalaryGuidePage } from "#app/components/guides/salary-consultation";
import { editorialGuides } from "#app/content/guides/index";
import { page as npSalary } from "#app/content/page-records/nurse-practitioner-salary-guide";
import { page as paSalary } from "#app/content/page-records/physician-assistant-salary-guide";
import { jobBoardFrom, openPostings } from "#app/lib/job-board";
import type { Route } from "./+types/salary-guide";

/** The NP and PA salary guides, one route each: an editorial guide with its role's open postings and a lead form. */
const pages = [npSalary, paSalary];

export const meta = guideMeta(pages);

/** On the server only, so the postings stay out of the browser bundle too. */
export function loader({ request, context }: Route.LoaderArgs) {
  const guide = guideAt(editorialGuides, request);
  const postings = openPostings(jobBoardFrom(context)).map(({ job }) => job);
  return { guide, openings: openingRows(guide.role, postings) };
}

export default function SalaryGuideRoute({ loaderData: { guide, openings } }: Route.ComponentProps) {
  return <SalaryGuidePage guide={guide} page={guidePage(pages, guide)} openings={openings} />;
}
