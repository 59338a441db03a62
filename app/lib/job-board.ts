import { jobs as seedPostings } from "#app/content/jobs/index";
import type { BoardPosting, JobBoard } from "#schemas/job-board";
import { isJobExpired } from "./job-expiry";

declare module "react-router" {
  interface AppLoadContext {
    /** The public postings, handed to every render by the server (server/site/). */
    jobBoard?: JobBoard;
  }
}

/**
 * The board a loader renders from. The server always passes one; `react-router dev`, which has no
 * database, shows the seed postings instead.
 */
export function jobBoardFrom(context: { jobBoard?: JobBoard } | undefined): JobBoard {
  if (context?.jobBoard) return context.jobBoard;
  if (import.meta.env?.DEV) {
    return {
      postings: seedPostings.map((job) => ({
        job,
        state: isJobExpired(job) ? "expired" : "open",
        closedAt: null,
        updated: job.datePosted,
      })),
    };
  }
  throw new Error("No job board in the render context");
}

export function openPostings(board: JobBoard): BoardPosting[] {
  return board.postings.filter((posting) => posting.state === "open");
}

export function findBoardPosting(board: JobBoard, path: string): BoardPosting | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return board.postings.find((posting) => posting.job.path === trimmed);
}
