import { type QueryKey, queryOptions } from "@tanstack/react-query";
import { ApiError, apiRequest } from "#app/lib/query-client";
import {
  type JobBulk,
  JobBulkAnswerSchema,
  JobBulkFailureSchema,
  type JobRecord,
  JobListSchema,
  JobRecordSchema,
  JobRevisionsSchema,
  type JobState,
} from "#schemas/job-admin";
import type { JobPosting } from "#schemas/job-posting";
import { adminApiPath } from "#schemas/paths";
import { readAnswer, sendFor } from "../api";

/** A posting's id as its staff addresses hold it. */
export const JOB_ID = /^[0-9a-f-]{36}$/;

export type { JobList, JobListEntry, JobRecord, JobRevision } from "#schemas/job-admin";

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

export function jobsListQuery(params: URLSearchParams) {
  return queryOptions({ queryKey: jobsListKey(params), queryFn: readAnswer(JobListSchema) });
}

export function jobQuery(id: string) {
  return queryOptions({ queryKey: jobKey(id), queryFn: readAnswer(JobRecordSchema) });
}

export function jobRevisionsQuery(id: string) {
  return queryOptions({ queryKey: jobRevisionsKey(id), queryFn: readAnswer(JobRevisionsSchema) });
}

/** Saves a posting: a new one, or a new version of `record` made from version `asVersion`. */
export function saveJob(record: JobRecord | undefined, posting: JobPosting, asVersion: number) {
  return record
    ? sendFor(JobRecordSchema, "PUT", `${JOBS_BASE}/${record.id}`, { version: asVersion, posting })
    : sendFor(JobRecordSchema, "POST", `${JOBS_BASE}/`, { posting });
}

/** The public page the posting would make, as HTML. */
export async function previewJob(body: { posting: JobPosting; state: string; replacesPath?: string }) {
  return (await apiRequest("POST", `${JOBS_BASE}/preview`, body)).text();
}

/** Renews or relists several postings to one end date: all of them, or (409) none. */
export function bulkChange(body: JobBulk) {
  return sendFor(JobBulkAnswerSchema, "POST", `${JOBS_BASE}/bulk`, body);
}

/** The postings a refused bulk change names, each with its reason. */
export function bulkFailures(error: unknown): Array<{ id: string; error: string }> {
  if (!(error instanceof ApiError)) return [];
  try {
    const parsed = JobBulkFailureSchema.safeParse(
      JSON.parse(error.message.slice(error.message.indexOf(": ") + 2)),
    );
    return parsed.success ? parsed.data.failures : [];
  } catch {
    return [];
  }
}

export function restoreRevision(id: string, revisionId: string, version: number) {
  return sendFor(JobRecordSchema, "POST", `${JOBS_BASE}/${id}/revisions/${revisionId}/restore`, { version });
}

/** Parses the answer of an action on a posting: the posting as it is now, or null when it was deleted. */
export async function jobActionAnswer(response: Response): Promise<JobRecord | null> {
  return response.status === 204 ? null : JobRecordSchema.parse(await response.json());
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
    const body = JSON.parse(error.message.slice(error.message.indexOf(": ") + 2));
    // The posting as it is now, when a save or action came too late: it goes into the query cache.
    if (body?.current) body.current = JobRecordSchema.parse(body.current);
    return body;
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
    "Past its end date: the page stays but says the role may be filled, and it has left the menu and the feed. Renew or relist it to open it again.",
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
