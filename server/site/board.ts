import { type BoardPosting, type JobBoard, RECENTLY_CLOSED_DAYS } from "#schemas/job-board";
import type { Db } from "../db/connect";
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
  /**
   * When what the clock decides next changes (a posting goes live or expires, or a closed one leaves the
   * "Recently closed" list of /jobs), or null.
   */
  nextChange: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_MS = RECENTLY_CLOSED_DAYS * DAY_MS;

/** When a closed or expired posting left the open list: its closing time, or the end of its last day. */
function endedAt(record: PostingRecord, state: "closed" | "expired"): number {
  if (state === "closed" && record.closedAt !== null) return record.closedAt;
  return Date.parse(`${record.posting.validThrough}T00:00:00Z`) + DAY_MS;
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
    // A closed or expired posting leaves the "Recently closed" list of /jobs at a moment of its own.
    const leavesList = state === "open" ? null : endedAt(record, state) + RECENT_MS;
    const recentlyClosed = leavesList !== null && leavesList > now;
    if (recentlyClosed && (nextChange === null || leavesList < nextChange)) nextChange = leavesList;
    pathById.set(record.id, record.posting.path);
    postings.push({
      job: record.posting,
      state,
      closedAt: record.closedAt === null ? null : new Date(record.closedAt).toISOString(),
      updated: dayOf(record.updatedAt),
      ...(recentlyClosed ? { recentlyClosed } : {}),
    });
  }
  const redirects: Record<string, string> = {};
  for (const [from, id] of Object.entries(redirectsById)) {
    const to = pathById.get(id);
    if (to && to !== from) redirects[from] = to;
  }
  return { board: { postings }, redirects, nextChange };
}

/**
 * Where the postings come from: every posting record and the old addresses (→ posting id). The job board
 * feature provides it (`server/jobs/board-source.ts`); the composition root passes it in.
 */
export type BoardSource = (
  db: Db,
) => Promise<{ records: PostingRecord[]; redirects: Record<string, string> }>;

export async function loadBoard(
  db: Db,
  source: BoardSource,
  now: number = Date.now(),
): Promise<BoardSnapshot> {
  const { records, redirects } = await source(db);
  return boardFrom(records, redirects, now);
}
