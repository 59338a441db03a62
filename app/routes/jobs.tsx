import { data, Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { Container } from "#app/components/ui/container";
import { loadJobAlertForm } from "#app/components/jobs/deferred-job-alert-form";
import { JobsIndex } from "#app/components/jobs/jobs-index";
import { page } from "#app/content/page-records/jobs";
import { jobBoardFrom } from "#app/lib/job-board";
import { stateOptions, toJobCard } from "#app/lib/job-cards";
import { seoMeta } from "#app/lib/seo";
import {
  JOBS_PAGE_SIZE,
  jobsPageCount,
  jobsPagePath,
  listedPostings,
  recentlyClosedPostings,
} from "#schemas/job-board";
import { emptyJobSearch, isJobSearch, parseJobSearch, searchJobs } from "#schemas/job-search";
import { usStates } from "#schemas/us-states";
import type { Route } from "./+types/jobs";

/**
 * Open postings, 50 a page, with the ones closed or expired within 90 days in a collapsed list on the first
 * page; older ones have left the list (their pages stay). With a search in the query (`?q=…&role=…`), the
 * server renders `/jobs` on demand with the best matches instead.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const board = jobBoardFrom(context);
  const pageCount = jobsPageCount(board);
  // Page 1 is /jobs itself; /jobs/page/1 and pages past the last do not exist.
  const pageNumber = params.page === undefined ? 1 : Number(params.page);
  const validNumber = params.page === undefined || (/^[1-9]\d*$/.test(params.page) && pageNumber >= 2);
  if (!validNumber || pageNumber > pageCount) throw data(null, { status: 404 });
  // The alert form is in the page's HTML whole (it posts without JavaScript); its code loads later.
  await loadJobAlertForm();
  const listed = listedPostings(board);
  const search =
    params.page === undefined ? parseJobSearch(new URL(request.url).searchParams) : emptyJobSearch;
  const searching = isJobSearch(search);
  const found = searching ? searchJobs(board, search) : undefined;
  const onPage = found
    ? found.postings
    : listed.slice((pageNumber - 1) * JOBS_PAGE_SIZE, pageNumber * JOBS_PAGE_SIZE);
  const states = stateOptions(listed.map(({ job }) => toJobCard(job)));
  if (search.state && !states.some((option) => option.value === search.state)) {
    states.push({ value: search.state, label: stateLabel(search.state) });
  }
  return {
    openCount: listed.length,
    pageNumber,
    pageCount,
    cards: onPage.map(({ job }) => toJobCard(job)),
    states,
    search: searching ? search : null,
    matchCount: found?.total ?? listed.length,
    recentlyClosed:
      pageNumber === 1 && !searching
        ? recentlyClosedPostings(board).map(({ job, state, closedAt }) => ({
            ...toJobCard(job),
            endedOn: state === "closed" && closedAt ? closedAt.slice(0, 10) : job.validThrough,
            filled: state === "closed",
          }))
        : [],
  };
}

function stateLabel(code: string): string {
  return code === "remote" ? "Remote" : (usStates[code as keyof typeof usStates] ?? code);
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
  // A search's results are not a page of their own for search engines: its canonical is /jobs.
  if (loaderData?.search) {
    return seoMeta({ ...record, title: `Search results: ${record.title}`, noindex: true });
  }
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
      intro:
        "No nurse practitioner or physician assistant positions are open right now. Tell us what you are looking for and a recruiter will contact you when a matching role opens.",
    };
  }
  return {
    title: "Current NP and PA Jobs",
    intro: `${openCount} open nurse practitioner and physician assistant ${openCount === 1 ? "position" : "positions"} with the pay shown on every role.`,
  };
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { pageNumber, pageCount, ...index } = loaderData;
  return (
    <>
      <PageHeader {...jobsHeader(index.openCount)} />
      <Container className="pb-16">
        <JobsIndex
          {...index}
          firstShown={(pageNumber - 1) * JOBS_PAGE_SIZE + 1}
          pagination={index.search ? null : <Pagination pageNumber={pageNumber} pageCount={pageCount} />}
        />
      </Container>
    </>
  );
}
