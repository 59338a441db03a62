import type { QueryKey } from "@tanstack/react-query";
import { ApiError } from "#app/lib/query-client";
import type { JobState } from "#schemas/job-admin";
import type { JobPosting } from "#schemas/job-posting";
import { adminApiPath } from "#schemas/paths";

/** A posting's id as its staff addresses hold it. */
export const JOB_ID = /^[0-9a-f-]{36}$/;

/** A posting as the staff API answers it (server/jobs/admin-routes.ts). */
export interface JobRecord {
  id: string;
  version: number;
  status: "draft" | "scheduled" | "published" | "closed";
  state: JobState;
  publishAt: number | null;
  closedAt: number | null;
  createdAt: number;
  updatedAt: number;
  timeZone: string;
  posting: JobPosting;
}

export interface JobListEntry extends Omit<JobRecord, "posting" | "timeZone"> {
  path: string;
  title: string;
  roles: Array<"NP" | "PA">;
  locations: string[];
  remote: boolean;
  validThrough: string;
  datePosted: string;
  /** Applications received (spam aside). */
  applications: number;
}

export interface JobList {
  postings: JobListEntry[];
  timeZone: string;
}

export interface JobRevision {
  id: string;
  version: number;
  createdAt: number;
  actor: string;
  action: string;
  status: JobRecord["status"];
  changed: string[];
  posting: JobPosting;
}

export const JOBS_BASE = adminApiPath("jobs");

export function jobsListKey(params: URLSearchParams): QueryKey {
  const query = params.toString();
  return [query ? `${JOBS_BASE}/?${query}` : `${JOBS_BASE}/`];
}

export function jobKey(id: string): QueryKey {
  return [JOBS_BASE, id];
}

export function jobRevisionsKey(id: string): QueryKey {
  return [JOBS_BASE, id, "revisions"];
}

/** Queries that show postings: the list, each posting and its revisions. */
export function isJobsQuery(key: QueryKey): boolean {
  return typeof key[0] === "string" && key[0].startsWith(JOBS_BASE);
}

/** The body of an error answer: `{ error }`, `{ errors }` by field, and a 409's current version. */
export function errorBody(error: unknown): {
  error?: string;
  errors?: Record<string, string>;
  current?: JobRecord | null;
} {
  if (!(error instanceof ApiError)) return {};
  try {
    return JSON.parse(error.message.slice(error.message.indexOf(": ") + 2));
  } catch {
    return {};
  }
}

export const STATE_LABELS: Record<JobState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  open: "Open",
  expired: "Expired",
  closed: "Filled",
};

/** Badge colours: each pair passes WCAG AA contrast. */
export const STATE_BADGE: Record<JobState, string> = {
  draft: "bg-slate-200 text-slate-900",
  scheduled: "bg-purple-50 text-purple-900",
  open: "bg-green-100 text-green-900",
  expired: "bg-amber-200 text-amber-950",
  closed: "bg-slate-800 text-white",
};

/** What each state means for the public site. */
export const STATE_EXPLAINED: Record<JobState, string> = {
  draft: "Not on the public site. Publish it now or schedule it for later.",
  scheduled: "Not on the public site yet: it goes live at the scheduled time.",
  open: "On the public site, in /jobs, the Jobs menu and the job feed.",
  expired:
    "Past its end date: the page stays but says the role may be filled, and it has left the menu and the feed. Renew it to open it again.",
  closed:
    'Filled: the page says "This position has been filled" and points to open roles; it has left /jobs, the menu and the feed.',
};

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** A posting's ISO day ("2026-12-01") as "Dec 1, 2026". */
export function formatDay(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : dayFormat.format(at);
}

/** An instant in the firm's time zone, naming the zone: "Dec 1, 2026, 9:30 AM EST". */
export function formatInZone(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(at);
}

/** Today's date in the firm's time zone, "YYYY-MM-DD". */
export function todayIn(timeZone: string, at = Date.now()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(at);
}

/** A day `days` after `day` ("YYYY-MM-DD"). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
