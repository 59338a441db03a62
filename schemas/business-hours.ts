/**
 * Working time between two instants: the firm's promise ("a reply within 20 minutes") counts only the
 * hours the recruiters work, in their time zone. A lead at 17:55 answered at 8:05 the next working day
 * waited 10 minutes of business time.
 */

const DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

export interface BusinessHours {
  /** Working weekdays, 0 = Sunday. */
  days: ReadonlySet<number>;
  /** Opening and closing time, in minutes after local midnight. */
  open: number;
  close: number;
  timeZone: string;
}

const PATTERN = /^([a-z]{3})\s*-\s*([a-z]{3})\s+(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/i;

/** Reads `Mon-Fri 8:00-18:00` (a range of weekdays, then opening and closing time); null when malformed. */
export function parseBusinessHours(text: string, timeZone: string): BusinessHours | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const from = DAYS.indexOf(match[1]!.toLowerCase() as (typeof DAYS)[number]);
  const to = DAYS.indexOf(match[2]!.toLowerCase() as (typeof DAYS)[number]);
  const open = Number(match[3]) * 60 + Number(match[4]);
  const close = Number(match[5]) * 60 + Number(match[6]);
  if (
    from < 0 ||
    to < 0 ||
    Number(match[4]) > 59 ||
    Number(match[6]) > 59 ||
    close > 24 * 60 ||
    open >= close
  )
    return null;
  if (!isTimeZone(timeZone)) return null;
  const days = new Set<number>();
  for (let day = from; ; day = (day + 1) % 7) {
    days.add(day);
    if (day === to) break;
  }
  return { days, open, close, timeZone };
}

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of an instant in a time zone. */
function wallClock(at: number, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(at))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    /** Milliseconds the wall clock is ahead of UTC at this instant. */
    offset:
      Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) -
      Math.floor(at / 1000) * 1000,
  };
}

/** The instant a wall-clock time occurs in a time zone (the later reading across a DST change). */
function instantOf(year: number, month: number, day: number, minutes: number, timeZone: string): number {
  const naive = Date.UTC(year, month - 1, day, 0, minutes);
  let at = naive - wallClock(naive, timeZone).offset;
  at = naive - wallClock(at, timeZone).offset;
  return at;
}

/** The date (YYYY-MM-DD) of `at` in `timeZone`. */
export function zonedDate(at: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** The instant of a wall-clock "YYYY-MM-DDTHH:mm" in a time zone. */
export function zonedInstant(localTime: string, timeZone: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(localTime);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return instantOf(year, month, day, hour * 60 + minute, timeZone);
}

/** Business milliseconds between `start` and `end` (0 when `end` is not after `start`). */
export function businessMs(start: number, end: number, hours: BusinessHours): number {
  if (!(end > start)) return 0;
  const first = wallClock(start, hours.timeZone);
  let total = 0;
  // Walk the local calendar days the interval touches (at most a little over a year's worth).
  const cursor = new Date(Date.UTC(first.year, first.month - 1, first.day));
  for (let i = 0; i < 400; i++) {
    const year = cursor.getUTCFullYear();
    const month = cursor.getUTCMonth() + 1;
    const day = cursor.getUTCDate();
    const dayStart = instantOf(year, month, day, 0, hours.timeZone);
    if (dayStart >= end) break;
    if (hours.days.has(cursor.getUTCDay())) {
      const open = instantOf(year, month, day, hours.open, hours.timeZone);
      const close = instantOf(year, month, day, hours.close, hours.timeZone);
      total += Math.max(0, Math.min(end, close) - Math.max(start, open));
    }
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return total;
}

/**
 * The instant from which on a wait that ends at `end` is no longer over `ms` of business time: the business
 * time from `start` to `end` is over `ms` exactly when `start` is before it. With it a list can find the
 * records overdue at `end` in the database (`created_at < cutoff`), on either database, without working out
 * business time per row. Walks back at most about a year; -Infinity when that never adds up to `ms`.
 */
export function businessCutoff(end: number, ms: number, hours: BusinessHours): number {
  const last = wallClock(end, hours.timeZone);
  const cursor = new Date(Date.UTC(last.year, last.month - 1, last.day));
  let need = ms;
  for (let i = 0; i < 400; i++) {
    if (hours.days.has(cursor.getUTCDay())) {
      const year = cursor.getUTCFullYear();
      const month = cursor.getUTCMonth() + 1;
      const day = cursor.getUTCDate();
      const open = instantOf(year, month, day, hours.open, hours.timeZone);
      const close = Math.min(end, instantOf(year, month, day, hours.close, hours.timeZone));
      const available = close - open;
      if (available > 0) {
        // Strictly more than needed: the cutoff falls inside this stretch. Exactly as much: the wait from
        // any start in the closed hours before it is `ms` exactly, not over, so look further back.
        if (available > need) return close - need;
        need -= available;
      }
    }
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return Number.NEGATIVE_INFINITY;
}
