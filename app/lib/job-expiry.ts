import { useEffect, useState } from "react";
import type { JobPosting } from "#schemas/job-posting";

/** Today's date as YYYY-MM-DD in UTC. */
export function isoDay(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

/** A posting stays open through the whole of its validThrough day. */
export function isJobExpired(job: Pick<JobPosting, "validThrough">, today: string = isoDay()): boolean {
  return today > job.validThrough;
}

/**
 * The visitor's date, known only after hydration: prerendered HTML and the first client render use the
 * build-time answer, then the page re-checks against the browser's clock.
 */
export function useToday(): string | undefined {
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(isoDay()), []);
  return today;
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
