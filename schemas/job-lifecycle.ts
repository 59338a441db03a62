import type { JobState as PostingState, PostingStatus } from "./job-admin";
import type { JobPosting } from "./job-posting";

export interface PostingRecord {
  id: string;
  status: PostingStatus;
  /** When a scheduled posting goes live (epoch ms). */
  publishAt: number | null;
  /** When the position was filled (epoch ms). */
  closedAt: number | null;
  version: number;
  posting: JobPosting;
  createdAt: number;
  updatedAt: number;
}

/** The lifecycle fields an action changes; the caller stores them with a new version. */
export type LifecycleChange = Pick<PostingRecord, "status" | "publishAt" | "closedAt" | "posting">;

export class LifecycleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "LifecycleError";
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days a new draft, or a copy, is open for until the recruiter picks its end date. */
export const NEW_POSTING_OPEN_DAYS = 60;

/** The UTC day of an instant, as the posting model writes dates. */
export function dayOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/**
 * The state at `now`. A scheduled posting is live from its publish time and a published one expires the
 * day after its validThrough, with no job having to run: every reader derives it from the clock.
 */
export function postingState(record: Pick<PostingRecord, "status" | "publishAt" | "posting">, now: number) {
  let status = record.status;
  if (status === "scheduled" && record.publishAt !== null && record.publishAt <= now) status = "published";
  switch (status) {
    case "draft":
    case "scheduled":
    case "closed":
      return status;
    case "published":
      return dayOf(now) > record.posting.validThrough ? "expired" : "open";
  }
}

/** Open, expired and closed postings have a public page; drafts and scheduled ones answer 404. */
export function isPublicState(state: PostingState): boolean {
  return state === "open" || state === "expired" || state === "closed";
}

/**
 * The next instant at which the state read from the clock changes (a scheduled posting going live, an
 * open one expiring), or null: the site re-renders then without anyone saving anything.
 */
export function nextStateChange(
  record: Pick<PostingRecord, "status" | "publishAt" | "posting">,
  now: number,
): number | null {
  const state = postingState(record, now);
  if (state === "scheduled") return record.publishAt;
  if (state === "open") return Date.parse(`${record.posting.validThrough}T00:00:00Z`) + DAY_MS;
  return null;
}

function requireState(record: PostingRecord, now: number, allowed: PostingState[], action: string) {
  const state = postingState(record, now);
  if (!allowed.includes(state)) {
    throw new LifecycleError("status", `A ${state} posting cannot be ${action}`);
  }
  return state;
}

function requireFutureEnd(validThrough: string, from: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validThrough) || Number.isNaN(Date.parse(validThrough))) {
    throw new LifecycleError("validThrough", "validThrough must be a date (YYYY-MM-DD)");
  }
  if (validThrough <= from) {
    throw new LifecycleError("validThrough", `validThrough must be after ${from}`);
  }
}

/** Publishes a draft or scheduled posting now; the day it goes live is its datePosted. */
export function publish(record: PostingRecord, now: number): LifecycleChange {
  requireState(record, now, ["draft", "scheduled"], "published");
  const today = dayOf(now);
  requireFutureEnd(record.posting.validThrough, today);
  return {
    status: "published",
    publishAt: null,
    closedAt: null,
    posting: { ...record.posting, datePosted: today },
  };
}

/** Schedules a draft (or moves a scheduled posting) to go live at `publishAt`. */
export function schedule(record: PostingRecord, publishAt: number, now: number): LifecycleChange {
  requireState(record, now, ["draft", "scheduled"], "scheduled");
  if (!Number.isFinite(publishAt) || publishAt <= now) {
    throw new LifecycleError("publishAt", "The publishing time must be in the future");
  }
  const day = dayOf(publishAt);
  requireFutureEnd(record.posting.validThrough, day);
  return { status: "scheduled", publishAt, closedAt: null, posting: { ...record.posting, datePosted: day } };
}

/** Cancels a scheduled publishing: the posting is a draft again, off the public site until published. */
export function unschedule(record: PostingRecord, now: number): LifecycleChange {
  requireState(record, now, ["scheduled"], "kept as a draft");
  return { status: "draft", publishAt: null, closedAt: null, posting: record.posting };
}

/** Marks the position filled. The page stays; its structured data ends at the closing time. */
export function close(record: PostingRecord, now: number): LifecycleChange {
  requireState(record, now, ["open", "expired"], "closed");
  return { status: "closed", publishAt: null, closedAt: now, posting: record.posting };
}

/** Extends an open or expired posting; datePosted stays the day the role was first posted. */
export function renew(record: PostingRecord, validThrough: string, now: number): LifecycleChange {
  requireState(record, now, ["open", "expired"], "renewed");
  requireFutureEnd(validThrough, dayOf(now));
  return {
    status: "published",
    publishAt: null,
    closedAt: null,
    posting: { ...record.posting, validThrough },
  };
}

/** Puts a closed or expired posting up again as a new posting date. */
export function relist(record: PostingRecord, validThrough: string, now: number): LifecycleChange {
  requireState(record, now, ["closed", "expired"], "relisted");
  const today = dayOf(now);
  requireFutureEnd(validThrough, today);
  return {
    status: "published",
    publishAt: null,
    closedAt: null,
    posting: { ...record.posting, datePosted: today, validThrough },
  };
}

/** A new draft with the same content at a new path; it has no old addresses of its own. */
export function duplicate(record: PostingRecord, path: string, now: number): JobPosting {
  const slug = slugOf(path);
  return {
    ...structuredClone(record.posting),
    path,
    legacyPaths: [],
    identifier: slug,
    // A copy is a new posting: the original's dates (often long past) are not kept; it gets the open period a
    // new draft gets, from the day it is made. Publishing sets its posting date again.
    datePosted: dayOf(now),
    validThrough: dayOf(now + NEW_POSTING_OPEN_DAYS * DAY_MS),
  };
}

/**
 * The content of a revision back in place. The path and the lifecycle dates stay as they are now:
 * a restore brings back words, not a state or an address.
 */
export function restore(record: PostingRecord, revision: JobPosting): JobPosting {
  const { path, legacyPaths, datePosted, validThrough } = record.posting;
  return { ...structuredClone(revision), path, legacyPaths, datePosted, validThrough };
}

/** The posting's fields that differ between two versions, for the revision history. */
export function changedFields(before: JobPosting | null, after: JobPosting): string[] {
  if (!before) return Object.keys(after).sort();
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter(
      (key) =>
        JSON.stringify((before as Record<string, unknown>)[key]) !==
        JSON.stringify((after as Record<string, unknown>)[key]),
    )
    .sort();
}

/** `/job-atlanta-pmr` → `atlanta-pmr`. */
export function slugOf(path: string): string {
  return path.replace(/^\/job-/, "");
}
