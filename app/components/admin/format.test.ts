import { describe, expect, it } from "vitest";
import {
  apiFilterParams,
  leadFacts,
  waitText,
  campaignText,
  EMPTY_FILTERS,
  filterFormParams,
  formatAge,
  formatBytes,
  formatDate,
  formatDateTime,
  isOverdue,
  readFilterForm,
  resultLine,
} from "./format";

const NOW = new Date(2025, 0, 16, 12, 0, 0).getTime();
const MIN = 60_000;

describe("formatAge", () => {
  it.each([
    [0, "just now"],
    [59_000, "just now"],
    [MIN, "1 min ago"],
    [12 * MIN + 30_000, "12 min ago"],
    [59 * MIN, "59 min ago"],
    [60 * MIN, "1 h ago"],
    [23 * 60 * MIN, "23 h ago"],
    [24 * 60 * MIN, "1 day ago"],
    [3 * 24 * 60 * MIN, "3 days ago"],
    [-5 * MIN, "just now"],
  ])("%d ms old reads %s", (age, text) => {
    expect(formatAge(NOW - age, NOW)).toBe(text);
  });

  it("shows the date for leads a month old or more", () => {
    expect(formatAge(new Date(2024, 11, 1).getTime(), NOW)).toBe("Dec 1, 2024");
  });
});

describe("formatDate and formatDateTime", () => {
  it("write US dates in the browser's time zone, the same on every call", () => {
    const at = new Date(2025, 0, 16, 14, 5).getTime();
    expect(formatDateTime(at)).toBe("Jan 16, 2025, 2:05 PM");
    expect(formatDateTime(at + 60 * MIN)).toBe("Jan 16, 2025, 3:05 PM");
    expect(formatDate(at)).toBe("Jan 16, 2025");
    expect(formatDate(new Date(2024, 11, 1, 23, 59).getTime())).toBe("Dec 1, 2024");
  });
});

describe("isOverdue", () => {
  it("flags leads still new after 20 minutes, and only those", () => {
    expect(isOverdue({ status: "new", createdAt: NOW - 20 * MIN }, NOW)).toBe(false);
    expect(isOverdue({ status: "new", createdAt: NOW - 20 * MIN - 1 }, NOW)).toBe(true);
    expect(isOverdue({ status: "contacted", createdAt: NOW - 90 * MIN }, NOW)).toBe(false);
    expect(isOverdue({ status: "spam", createdAt: NOW - 90 * MIN }, NOW)).toBe(false);
  });
});

describe("filters", () => {
  it("reads only valid values from the address", () => {
    const form = readFilterForm(
      new URLSearchParams(
        "status=archived&userType=job_seeker&from=2025-01-02&to=tomorrow&q=ana&source=Exit%20Intent%20Popup",
      ),
    );
    expect(form).toEqual({
      status: "",
      userType: "job_seeker",
      source: "Exit Intent Popup",
      from: "2025-01-02",
      to: "",
      q: "ana",
      owner: "",
      waiting: "",
      sort: "",
      dir: "",
    });
    expect(readFilterForm(new URLSearchParams("status=all")).status).toBe("all");
    expect(readFilterForm(new URLSearchParams("waiting=overdue")).waiting).toBe("overdue");
    expect(readFilterForm(new URLSearchParams("waiting=late")).waiting).toBe("");
    expect(readFilterForm(new URLSearchParams("owner=me&sort=name&dir=desc"))).toMatchObject({
      owner: "me",
      sort: "name",
      dir: "desc",
    });
    expect(readFilterForm(new URLSearchParams("owner=%3Cx%3E&sort=email&dir=up"))).toMatchObject({
      owner: "",
      sort: "",
      dir: "",
    });
  });

  it("writes the address without empty values", () => {
    expect(filterFormParams({ ...EMPTY_FILTERS, status: "new", q: "  bo " }).toString()).toBe(
      "status=new&q=bo",
    );
    expect(filterFormParams(EMPTY_FILTERS).toString()).toBe("");
  });

  it("turns the date range into local-day bounds for the API (the end day included)", () => {
    const params = apiFilterParams({
      ...EMPTY_FILTERS,
      from: "2025-01-02",
      to: "2025-01-03",
      userType: "employer",
    });
    expect(Number(params.get("from"))).toBe(new Date(2025, 0, 2).getTime());
    expect(Number(params.get("to"))).toBe(new Date(2025, 0, 4).getTime());
    expect(params.get("userType")).toBe("employer");
    expect(params.has("status")).toBe(false);
    expect(apiFilterParams({ ...EMPTY_FILTERS, owner: "none", sort: "status", dir: "asc" }).toString()).toBe(
      "owner=none&sort=status&dir=asc",
    );
  });

  it("asks for the overdue first by default, and passes the overdue filter on", () => {
    expect(apiFilterParams(EMPTY_FILTERS).toString()).toBe("sort=overdue");
    expect(apiFilterParams({ ...EMPTY_FILTERS, waiting: "overdue", sort: "received" }).toString()).toBe(
      "waiting=overdue&sort=received",
    );
  });
});

describe("waitText", () => {
  const wait = (businessMs: number, firstResponseAt: number | null = null) => ({
    wait: { businessMs, firstResponseAt },
  });
  it("says how long a record has waited, or how soon it was answered, in business time", () => {
    expect(waitText(wait(34 * 60_000))).toBe("waiting 34 min");
    expect(waitText(wait(12 * 60_000 + 59_000, 1))).toBe("answered in 12 min");
    expect(waitText(wait(20_000))).toBe("waiting under 1 min");
    expect(waitText(wait(125 * 60_000))).toBe("waiting 2 h 5 min");
    expect(waitText(wait(26 * 60 * 60_000 + 60_000))).toBe("waiting 26 h");
    expect(waitText(wait(34 * 60_000), true)).toBeNull();
  });

  it("names a lead's position, specialty and location, skipping the empty ones", () => {
    expect(leadFacts({ position: "Nurse Practitioner", specialty: "", location: "Tulsa, OK" })).toBe(
      "Nurse Practitioner · Tulsa, OK",
    );
    expect(leadFacts({ position: null, specialty: null, location: null })).toBe("");
  });
});

describe("campaignText", () => {
  it("lists the utm values without their prefix", () => {
    expect(campaignText({ utm_source: "google", utm_campaign: "spring" })).toBe(
      "source: google, campaign: spring",
    );
    expect(campaignText({})).toBe("");
  });
});

describe("formatBytes", () => {
  it.each([
    [812, "812 bytes"],
    [48 * 1024, "48 KB"],
    [1_258_291, "1.2 MB"],
    [5_242_880, "5.0 MB"],
  ])("%d bytes read as %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe("resultLine", () => {
  it("names the range, the total when known, and an empty list", () => {
    expect(resultLine("applications", 50, 0, 1234)).toBe("Showing applications 1–50 of 1,234.");
    expect(resultLine("leads", 12, 50, null)).toBe("Showing leads 51–62.");
    expect(resultLine("applications", 0, 0, 0)).toBe("No applications match.");
  });
});
