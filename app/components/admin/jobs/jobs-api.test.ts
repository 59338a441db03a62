import { describe, expect, it } from "vitest";
import { addDays, formatDay, formatInZone, todayIn } from "./jobs-api";

describe("dates in the Jobs section", () => {
  it("shows an instant in the firm's time zone, naming the zone", () => {
    const at = Date.parse("2026-12-01T14:30:00Z");
    expect(formatInZone(at, "America/New_York")).toBe("Dec 1, 2026, 9:30 AM EST");
    expect(formatInZone(at, "America/Los_Angeles")).toBe("Dec 1, 2026, 6:30 AM PST");
  });

  it("reads a posting's day as written, whatever the browser's zone", () => {
    expect(formatDay("2026-12-01")).toBe("Dec 1, 2026");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(todayIn("America/New_York", Date.parse("2026-12-02T03:00:00Z"))).toBe("2026-12-01");
  });
});
