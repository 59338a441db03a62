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
