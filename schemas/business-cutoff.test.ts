import { describe, expect, it } from "vitest";
import { businessCutoff, businessMs, parseBusinessHours, zonedInstant } from "./business-hours";

const MINUTE = 60_000;
const PROMISE = 20 * MINUTE;
const hours = parseBusinessHours("Mon-Fri 8:00-18:00", "America/New_York")!;
const at = (local: string) => zonedInstant(local, "America/New_York");

describe("businessCutoff: a wait is over the promise exactly when it started before the cutoff", () => {
  it("inside business hours, the cutoff is 20 minutes back", () => {
    // Wednesday 2026-11-25 10:30.
    expect(businessCutoff(at("2026-11-25T10:30"), PROMISE, hours)).toBe(at("2026-11-25T10:10"));
  });

  it("early on a Monday, it reaches back over the weekend to Friday's close", () => {
    // Monday 2026-11-30 08:14: 14 minutes today, the other 6 before Friday's 18:00.
    expect(businessCutoff(at("2026-11-30T08:14"), PROMISE, hours)).toBe(at("2026-11-27T17:54"));
    // A lead from Friday 17:55 has waited 5 + 14 = 19 business minutes: not overdue yet.
    expect(at("2026-11-27T17:55")).toBeGreaterThanOrEqual(at("2026-11-27T17:54"));
    expect(businessMs(at("2026-11-27T17:55"), at("2026-11-30T08:14"), hours)).toBe(19 * MINUTE);
  });

  it("exactly 20 minutes after opening, what came in overnight has waited 20 minutes, not over", () => {
    const end = at("2026-11-25T08:20");
    const cutoff = businessCutoff(end, PROMISE, hours);
    expect(cutoff).toBe(at("2026-11-24T18:00"));
    expect(businessMs(at("2026-11-25T03:00"), end, hours)).toBe(PROMISE);
    expect(businessMs(cutoff - 1, end, hours)).toBeGreaterThan(PROMISE);
  });

  it("at night and on weekends it stays at the last 20 minutes worked", () => {
    expect(businessCutoff(at("2026-11-28T23:00"), PROMISE, hours)).toBe(at("2026-11-27T17:40"));
  });

  it("agrees with businessMs on either side of it, over a spread of instants and a DST change", () => {
    const start = at("2026-10-28T00:00");
    for (let i = 0; i < 400; i++) {
      const end = start + i * 97 * MINUTE + (i % 7) * 13_000;
      const cutoff = businessCutoff(end, PROMISE, hours);
      expect(businessMs(cutoff, end, hours), new Date(end).toISOString()).toBeLessThanOrEqual(PROMISE);
      expect(businessMs(cutoff - 1, end, hours), new Date(end).toISOString()).toBeGreaterThan(PROMISE);
    }
  });

  it("round the clock, it is simply 20 minutes back", () => {
    const always = parseBusinessHours("Sun-Sat 0:00-24:00", "UTC")!;
    expect(businessCutoff(1_800_000_000_000, PROMISE, always)).toBe(1_800_000_000_000 - PROMISE);
  });
});
