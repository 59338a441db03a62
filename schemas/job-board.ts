import type { JobPosting } from "./job-posting";

/** What the public sees of a posting: open, past its validThrough, or filled. */
export type PublicPostingState = "open" | "expired" | "closed";

export interface BoardPosting {
  job: JobPosting;
  state: PublicPostingState;
  /** When the position was filled (ISO instant), for closed postings. */
  closedAt: string | null;
  /** The day of the posting's last change (ISO date), the sitemap's lastmod. */
  updated: string;
  /**
   * A closed or expired posting that ended within the last `RECENTLY_CLOSED_DAYS` days when the board was
   * read: `/jobs` lists it under "Recently closed". Absent or false: it is not listed (its page stays).
   */
  recentlyClosed?: boolean;
}

/**
 * The postings with a public page at one moment, most recently posted first: what the server hands
 * every page render. Drafts and scheduled postings are never in it.
 */
export interface JobBoard {
  postings: BoardPosting[];
}

/** The header menu lists at most this many open postings, plus "View all jobs". */
export const JOB_MENU_LIMIT = 16;

/** `/jobs` lists this many postings a page; further pages are `/jobs/page/2` and on. */
export const JOBS_PAGE_SIZE = 50;

/** A posting closed or expired this many days ago or less is listed under "Recently closed" on `/jobs`. */
export const RECENTLY_CLOSED_DAYS = 90;

/** The postings `/jobs` lists and counts, its pages included: the open ones, most recently posted first. */
export function listedPostings(board: JobBoard): BoardPosting[] {
  return board.postings.filter((posting) => posting.state === "open");
}

/** Closed or expired postings that ended within `RECENTLY_CLOSED_DAYS`: the first page's collapsed list. */
export function recentlyClosedPostings(board: JobBoard): BoardPosting[] {
  return board.postings.filter((posting) => posting.state !== "open" && posting.recentlyClosed === true);
}

/** How many pages `/jobs` has (at least one, which may say that nothing is open). */
export function jobsPageCount(board: JobBoard): number {
  return Math.max(1, Math.ceil(listedPostings(board).length / JOBS_PAGE_SIZE));
}

export function jobsPagePath(page: number): string {
  return page === 1 ? "/jobs" : `/jobs/page/${page}`;
}
