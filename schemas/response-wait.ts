import { RESPONSE_PROMISE_MS, type ResponseWait } from "./admin";
import { type BusinessHours, businessCutoff, businessMs, parseBusinessHours } from "./business-hours";

/**
 * How long leads and applications wait for their first response, in the firm's business hours, and the
 * facts a list shows of a message: shared by both features' lists and by the staff app.
 */

/** The clock a list is read at: when, and the business hours its waits are counted in. */
export interface WaitClock {
  now: number;
  hours: BusinessHours;
}

/** The server's default hours (BUSINESS_HOURS and BUSINESS_TZ unset), for callers that name none. */
const DEFAULT_HOURS = parseBusinessHours("Mon-Fri 8:00-18:00", "America/New_York")!;

export function defaultWaitClock(now = Date.now()): WaitClock {
  return { now, hours: DEFAULT_HOURS };
}

/** Records that arrived before this instant and have no response yet are overdue at `clock.now`. */
export function overdueCutoff(clock: WaitClock): number {
  const cutoff = businessCutoff(clock.now, RESPONSE_PROMISE_MS, clock.hours);
  return Number.isFinite(cutoff) ? cutoff : -1;
}

/**
 * How long a record waited for its first response, read at `clock`. Only a record still `new` (and not
 * spam) can be overdue: one in any other status has been worked, whether or not its history says so.
 */
export function responseWait(
  createdAt: number,
  firstResponseAt: number | null,
  stillNew: boolean,
  clock: WaitClock,
): ResponseWait {
  const waited = businessMs(createdAt, firstResponseAt ?? clock.now, clock.hours);
  return {
    firstResponseAt,
    businessMs: waited,
    overdue: stillNew && firstResponseAt === null && waited > RESPONSE_PROMISE_MS,
  };
}

const FIRST_LINE_MAX = 140;

/** The first line that holds anything, shortened to about a line of a list. */
export function firstLine(text: string | null | undefined): string | null {
  const line = text
    ?.split(/\r?\n/)
    .map((part) => part.trim())
    .find((part) => part !== "");
  if (!line) return null;
  const chars = [...line];
  return chars.length > FIRST_LINE_MAX
    ? `${chars
        .slice(0, FIRST_LINE_MAX - 1)
        .join("")
        .trimEnd()}…`
    : line;
}
