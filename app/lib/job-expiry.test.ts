import { describe, expect, it } from "vitest";
import { jobs } from "#app/content/jobs/index";
import { formatLongDate, isJobExpired, isoDay } from "./job-expiry";

describe("isJobExpired", () => {
  const job = { validThrough: "2025-04-30" };

  it("keeps a posting open through its validThrough day and closes it the day after", () => {
    expect(isJobExpired(job, "2025-01-16")).toBe(false);
    expect(isJobExpired(job, "2025-04-30")).toBe(false);
    expect(isJobExpired(job, "2025-05-01")).toBe(true);
  });

  it("treats every posting as expired today, as the issue states", () => {
    for (const posting of jobs) expect(isJobExpired(posting), posting.path).toBe(true);
  });

  it("formats dates in UTC so the day never shifts", () => {
    expect(isoDay(new Date("2025-03-31T23:30:00Z"))).toBe("2025-03-31");
    expect(formatLongDate("2025-04-30")).toBe("April 30, 2025");
  });
});
