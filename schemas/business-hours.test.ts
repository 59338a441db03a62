import { describe, expect, it } from "vitest";
import { businessMs, parseBusinessHours } from "./business-hours";

const MIN = 60_000;
const hours = parseBusinessHours("Mon-Fri 8:00-18:00", "America/New_York")!;
/** An instant given as New York wall-clock time (EST, UTC-5, in these January dates). */
const ny = (iso: string) => Date.parse(`${iso}-05:00`);

describe("business hours", () => {
  it("reads the setting and refuses malformed ones", () => {
    expect([...hours.days].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([hours.open, hours.close]).toEqual([8 * 60, 18 * 60]);
    expect([...parseBusinessHours("Sat-Mon 9:30-13:00", "UTC")!.days].sort()).toEqual([0, 1, 6]);
    for (const bad of ["Mon-Fri", "Mon-Fri 18:00-8:00", "Mon-Xyz 8:00-18:00", "Mon-Fri 8:75-18:00", ""]) {
      expect(parseBusinessHours(bad, "America/New_York"), bad).toBeNull();
    }
    expect(parseBusinessHours("Mon-Fri 8:00-18:00", "Mars/Olympus")).toBeNull();
  });

  it("counts a lead at 17:55 answered at 8:05 the next working day as 10 minutes", () => {
    // Thursday 2025-01-16 17:55 to Friday 8:05.
    expect(businessMs(ny("2025-01-16T17:55:00"), ny("2025-01-17T08:05:00"), hours)).toBe(10 * MIN);
    // Friday 17:55 to Monday 8:05: the weekend does not count either.
    expect(businessMs(ny("2025-01-17T17:55:00"), ny("2025-01-20T08:05:00"), hours)).toBe(10 * MIN);
  });

  it("counts plain minutes within a working day, nothing outside, and whole days across several", () => {
    expect(businessMs(ny("2025-01-16T10:00:00"), ny("2025-01-16T10:19:00"), hours)).toBe(19 * MIN);
    expect(businessMs(ny("2025-01-16T19:00:00"), ny("2025-01-16T23:00:00"), hours)).toBe(0);
    expect(businessMs(ny("2025-01-18T09:00:00"), ny("2025-01-19T17:00:00"), hours)).toBe(0);
    expect(businessMs(ny("2025-01-16T06:00:00"), ny("2025-01-16T08:20:00"), hours)).toBe(20 * MIN);
    expect(businessMs(ny("2025-01-13T08:00:00"), ny("2025-01-20T08:00:00"), hours)).toBe(5 * 10 * 60 * MIN);
    expect(businessMs(ny("2025-01-16T12:00:00"), ny("2025-01-16T11:00:00"), hours)).toBe(0);
  });

  it("follows the time zone's daylight-saving change", () => {
    // Sunday 2025-03-09 clocks go forward; Monday 8:00 EDT is 12:00 UTC.
    const monday8 = Date.parse("2025-03-10T12:00:00Z");
    expect(businessMs(Date.parse("2025-03-07T22:55:00Z"), monday8 + 5 * MIN, hours)).toBe(10 * MIN);
  });
});
