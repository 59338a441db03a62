/** Formatters by time zone: building one costs far more than using it, and an export writes many rows. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A moment as the firm's clock showed it, in ISO 8601 with that clock's offset at the moment
 * (e.g. `2026-11-27T09:14:03-05:00`, `2026-07-01T10:00:00-04:00`): a spreadsheet reads the local time,
 * and the offset keeps the moment exact across daylight-saving changes.
 */
export function zonedIso(at: number, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) parts[part.type] = part.value;
  // "GMT-05:00", or "GMT" when the zone is at UTC.
  const offset = (parts.timeZoneName ?? "GMT").replace("GMT", "") || "+00:00";
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** A time column's label names the zone its times are written in, e.g. "Received (America/New_York)". */
export function zonedLabel(label: string, timeZone: string): string {
  return `${label} (${timeZone})`;
}

/** The time columns of a staff record's export: when it arrived and when it was first answered. */
const RECORD_TIMES = ["Received", "First response"];

/** A header as written: the labels of its time columns (`times`) name the zone their times are in. */
export function zonedHeader(
  header: readonly string[],
  timeZone: string,
  times: readonly string[] = RECORD_TIMES,
): string[] {
  return header.map((name) => (times.includes(name) ? zonedLabel(name, timeZone) : name));
}

/** The work on a record as its export reads it: its owner's address, its notes and its first response. */
export interface RecordWork {
  owner_email: string | null;
  notes: number | string | null;
  first_response: number | string | null;
}

/** The export's work columns of a record: owner, number of notes, first response in the firm's zone. */
export function workCells(record: RecordWork, timeZone: string): [string | null, number, string | null] {
  return [
    record.owner_email,
    Number(record.notes ?? 0),
    record.first_response === null ? null : zonedIso(Number(record.first_response), timeZone),
  ];
}
