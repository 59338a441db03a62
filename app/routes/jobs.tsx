import { data, Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { Container } from "#app/components/ui/container";
import { JobsIndex } from "#app/components/jobs/jobs-index";
import { page } from "#app/content/page-records/jobs";
import { jobBoardFrom } from "#app/lib/job-board";
import { stateOptions, toJobCard } from "#app/lib/job-cards";
import { seoMeta } from "#app/lib/seo";
import { JOBS_PAGE_SIZE, jobsPageCount, jobsPagePath, listedPostings } from "#schemas/job-board";
import type { Route } from "./+types/jobs";

/** Open postings first, then expired ones, 50 a page; filled ones have left the list (their pages stay). */
export function loader({ context, params }: Route.LoaderArgs) {
  const board = jobBoardFrom(context);
  const pageCount = jobsPageCount(board);
  // Page 1 is /jobs itself; /jobs/page/1 and pages past the last do not exist.
  const pageNumber = params.page === undefined ? 1 : Number(params.page);
  const validNumber = params.page === undefined || (/^[1-9]\d*$/.test(params.page) && pageNumber >= 2);
  if (!validNumber || pageNumber > pageCount) throw data(null, { status: 404 });
  const listed = listedPostings(board);
  const onPage = listed.slice((pageNumber - 1) * JOBS_PAGE_SIZE, pageNumber * JOBS_PAGE_SIZE);
  const cards = onPage.map(({ job }) => toJobCard(job));
  return {
    openCount: listed.filter((posting) => posting.state === "open").length,
    pageNumber,
    pageCount,
    cards,
    states: stateOptions(cards),
    expiredAtBuild: Object.fromEntries(onPage.map(({ job, state }) => [job.path, state === "expired"])),
  };
}

/** The page's title and description say "current" and "open" only while something is open. */
const noneOpenPage = {
  ...page,
  title: "NP & PA Jobs | Nurse Practitioner and Physician Assistant Positions",
  description:
    "No nurse practitioner or physician assistant position is open right now. See the roles we have recruited for, with pay shown on every one, and tell a recruiter what you are looking for.",
};

export function meta({ loaderData }: Route.MetaArgs) {
  const pageNumber = loaderData?.pageNumber ?? 1;
  const record = loaderData?.openCount === 0 ? noneOpenPage : page;
  if (pageNumber === 1) return seoMeta(record);
  return seoMeta({
    ...record,
    path: jobsPagePath(pageNumber),
    title: `${record.title} (page ${pageNumber})`,
  });
}

function Pagination({ pageNumber, pageCount }: { pageNumber: number; pageCount: number }) {
  if (pageCount < 2) return null;
  return (
    <nav aria-label="Job list pages" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <Link
              to={jobsPagePath(n)}
              aria-current={n === pageNumber ? "page" : undefined}
              className="inline-flex h-11 min-w-11 items-center justify-center rounded-md border border-brand-700 px-3 font-semibold text-brand-800 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              <span className="sr-only">Page </span>
              {n}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The heading counts what is open; with nothing open it says so instead of speaking of current jobs. */
function jobsHeader(openCount: number) {
  if (openCount === 0) {
    return {
      title: "NP and PA Jobs",
      intro: (
        <>
          No nurse practitioner or physician assistant positions are open right now. The roles below have
          passed their closing dates and are kept for reference.{" "}
          <Link to="/#contact" className="font-semibold text-brand-700 underline underline-offset-2">
            Tell us what you are looking for
          </Link>{" "}
          and a recruiter will contact you when a matching role opens.
        </>
      ),
    };
  }
  return {
    title: "Current NP and PA Jobs",
    intro: `${openCount} open nurse practitioner and physician assistant ${openCount === 1 ? "position" : "positions"} with the pay shown on every role. Filter by role, state and schedule, then apply by e-mail or call the recruiter directly.`,
  };
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { openCount, pageNumber, pageCount, ...index } = loaderData;
  return (
    <>
      <PageHeader {...jobsHeader(openCount)} />
      <Container className="pb-16">
        <JobsIndex {...index} />
        <Pagination pageNumber={pageNumber} pageCount={pageCount} />
      </Container>
    </>
  );
}
