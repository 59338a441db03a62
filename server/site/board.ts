import type { BoardPosting, JobBoard } from "#schemas/job-board";
import type { Db } from "../db/connect";
import { listPostingRecords, listRedirects } from "../jobs/jobs.repository";
import {
  dayOf,
  isPublicState,
  nextStateChange,
  type PostingRecord,
  postingState,
} from "#schemas/job-lifecycle";

export interface BoardSnapshot {
  board: JobBoard;
  /** Old address → the public posting's current path. */
  redirects: Record<string, string>;
  /** When the state read from the clock next changes (a posting goes live or expires), or null. */
  nextChange: number | null;
}

/** The public side of the postings at `now`: what every page is rendered from. */
export function boardFrom(
  records: PostingRecord[],
  redirectsById: Record<string, string>,
  now: number,
): BoardSnapshot {
  const postings: BoardPosting[] = [];
  const pathById = new Map<string, string>();
  let nextChange: number | null = null;
  for (const record of records) {
    const state = postingState(record, now);
    const next = nextStateChange(record, now);
    if (next !== null && (nextChange === null || next < nextChange)) nextChange = next;
    if (!isPublicState(state) || state === "draft" || state === "scheduled") continue;
    pathById.set(record.id, record.posting.path);
    postings.push({
      job: record.posting,
      state,
      closedAt: record.closedAt === null ? null : new Date(record.closedAt).toISOString(),
      updated: dayOf(record.updatedAt),
    });
  }
  const redirects: Record<string, string> = {};
  for (const [from, id] of Object.entries(redirectsById)) {
    const to = pathById.get(id);
    if (to && to !== from) redirects[from] = to;
  }
  return { board: { postings }, redirects, nextChange };
}

export async function loadBoard(db: Db, now: number = Date.now()): Promise<BoardSnapshot> {
  const kysely = db.kysely;
  const [records, redirects] = await Promise.all([listPostingRecords(kysely), listRedirects(kysely)]);
  return boardFrom(records, redirects, now);
}
