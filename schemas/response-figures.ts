import { z } from "zod/mini";
import { RESPONSE_PROMISE_MS } from "./admin";
import { type BusinessHours, businessMs, zonedDate, zonedInstant } from "./business-hours";

/**
 * The promise ("a reply within 20 minutes") measured per group of records: per recruiter (owner) for leads
 * and applications, per posting for applications. Shared by both features' dashboards and the staff app.
 */

/**
 * One group's figures, spam left out: `records` to `medianMinutes` over the dashboard's period; `unanswered`
 * and `overdue` as they stand now, however old the record (a lead waiting since last month is waiting).
 */
export interface ResponseGroup {
  /** The owner's or posting's id; null: unassigned (owners only). */
  key: string | null;
  label: string;
  /** Received in the period. */
  records: number;
  /** Of those, answered. */
  answered: number;
  /** No response yet (any time), whether or not the promise has run out. */
  unanswered: number;
  /** No response yet (any time), still new, and waiting past 20 business minutes. */
  overdue: number;
  /** Answered within 20 business minutes. */
  withinPromise: number;
  /** Records the promise can be judged on: answered, or waiting past 20 business minutes. */
  measured: number;
  /** Median business minutes to the first response, or null without responses. */
  medianMinutes: number | null;
}

const count = z.number();

export const ResponseGroupSchema: z.ZodMiniType<ResponseGroup> = z.object({
  key: z.nullable(z.string()),
  label: z.string(),
  records: count,
  answered: count,
  unanswered: count,
  overdue: count,
  withinPromise: count,
  measured: count,
  medianMinutes: z.nullable(z.number()),
});

/** The applications' dashboard: the promise over all applications, per recruiter and per posting. */
export interface ApplicationDashboardAnswer {
  days: number;
  /** The period's start and end (epoch ms), for the lists the counts link to. */
  since: number;
  until: number;
  response: ResponseGroup;
  byOwner: ResponseGroup[];
  byPosting: ResponseGroup[];
}

export const ApplicationDashboardAnswerSchema: z.ZodMiniType<ApplicationDashboardAnswer> = z.object({
  days: count,
  since: count,
  until: count,
  response: ResponseGroupSchema,
  byOwner: z.array(ResponseGroupSchema),
  byPosting: z.array(ResponseGroupSchema),
});

/** One record as the figures read it. */
export interface RespondedRecord {
  createdAt: number;
  firstResponseAt: number | null;
  /** Still in its first status: only such a record can be overdue. */
  stillNew: boolean;
  /** Received in the dashboard's period (otherwise it counts only while unanswered). */
  inPeriod: boolean;
}

/** The middle value of sorted `values`, or null when there are none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The figures of one group of records, read at `now` in business hours `hours`. */
export function summarizeResponses(
  key: string | null,
  label: string,
  records: readonly RespondedRecord[],
  hours: BusinessHours,
  now: number,
): ResponseGroup {
  const minutes: number[] = [];
  let unanswered = 0;
  let overdue = 0;
  let withinPromise = 0;
  let measured = 0;
  let inPeriod = 0;
  for (const record of records) {
    if (record.inPeriod) inPeriod += 1;
    if (record.firstResponseAt === null) {
      unanswered += 1;
      if (businessMs(record.createdAt, now, hours) > RESPONSE_PROMISE_MS) {
        if (record.inPeriod) measured += 1;
        if (record.stillNew) overdue += 1;
      }
      continue;
    }
    if (!record.inPeriod) continue;
    const waited = businessMs(record.createdAt, record.firstResponseAt, hours);
    minutes.push(waited / 60_000);
    measured += 1;
    if (waited <= RESPONSE_PROMISE_MS) withinPromise += 1;
  }
  return {
    key,
    label,
    records: inPeriod,
    answered: minutes.length,
    unanswered,
    overdue,
    withinPromise,
    measured,
    medianMinutes: median(minutes),
  };
}

/**
 * Records grouped by `keyOf` (labelled by `labelOf`), each group summarised; the groups with the most
 * records first, then by label.
 */
export function groupResponses<R extends RespondedRecord>(
  records: readonly R[],
  keyOf: (record: R) => string | null,
  labelOf: (record: R) => string,
  hours: BusinessHours,
  now: number,
): ResponseGroup[] {
  const groups = new Map<string | null, { label: string; records: R[] }>();
  for (const record of records) {
    const key = keyOf(record);
    const group = groups.get(key) ?? { label: labelOf(record), records: [] };
    group.records.push(record);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, group]) => summarizeResponses(key, group.label, group.records, hours, now))
    .sort((a, b) => b.records - a.records || a.label.localeCompare(b.label));
}

const DAY_MS = 24 * 60 * 60_000;

/** The start of the first of the `days` days ending today, in the firm's time zone: a dashboard's period. */
export function periodStart(now: number, timeZone: string, days: number): number {
  return zonedInstant(`${zonedDate(now - (days - 1) * DAY_MS, timeZone)}T00:00`, timeZone);
}
