import { describe, expect, it } from "vitest";
import { seedPostings as jobs } from "./seed";
import {
  changedFields,
  close,
  dayOf,
  duplicate,
  LifecycleError,
  nextStateChange,
  type PostingRecord,
  postingState,
  publish,
  relist,
  renew,
  restore,
  schedule,
  unschedule,
} from "#schemas/job-lifecycle";

const at = (iso: string) => Date.parse(iso);
const base = jobs.find((job) => job.path === "/job-atlanta-pmr")!;

function record(overrides: Partial<PostingRecord> = {}): PostingRecord {
  return {
    id: "p1",
    status: "draft",
    publishAt: null,
    closedAt: null,
    version: 1,
    posting: { ...base, datePosted: "2026-11-01", validThrough: "2026-12-31" },
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}

function applied(r: PostingRecord, change: ReturnType<typeof publish>): PostingRecord {
  return { ...r, ...change, version: r.version + 1 };
}

describe("posting state read from the clock", () => {
  it("keeps a published posting open through its validThrough day and expired from the next", () => {
    const live = record({ status: "published" });
    expect(postingState(live, at("2026-12-31T23:59:59Z"))).toBe("open");
    expect(postingState(live, at("2027-01-01T00:00:00Z"))).toBe("expired");
  });

  it("makes a scheduled posting live at its publishing time without anything being saved", () => {
    const scheduled = record({ status: "scheduled", publishAt: at("2026-12-01T14:00:00Z") });
    expect(postingState(scheduled, at("2026-12-01T13:59:59Z"))).toBe("scheduled");
    expect(postingState(scheduled, at("2026-12-01T14:00:00Z"))).toBe("open");
    expect(postingState(scheduled, at("2027-01-01T00:00:00Z"))).toBe("expired");
  });

  it("keeps drafts and closed postings as they are, whatever the clock says", () => {
    expect(postingState(record(), at("2030-01-01T00:00:00Z"))).toBe("draft");
    expect(postingState(record({ status: "closed" }), at("2026-11-02T00:00:00Z"))).toBe("closed");
  });

  it("names the next moment the state changes: going live, then expiring, then never", () => {
    const scheduled = record({ status: "scheduled", publishAt: at("2026-12-01T14:00:00Z") });
    expect(nextStateChange(scheduled, at("2026-11-20T00:00:00Z"))).toBe(at("2026-12-01T14:00:00Z"));
    expect(nextStateChange(scheduled, at("2026-12-02T00:00:00Z"))).toBe(at("2027-01-01T00:00:00Z"));
    expect(nextStateChange(record({ status: "published" }), at("2027-01-02T00:00:00Z"))).toBeNull();
    expect(nextStateChange(record(), at("2026-11-20T00:00:00Z"))).toBeNull();
  });
});

describe("lifecycle actions", () => {
  const now = at("2026-11-26T10:00:00Z");

  it("publishes a draft today: its datePosted becomes the day it went live", () => {
    const change = publish(record(), now);
    expect(change.status).toBe("published");
    expect(change.posting.datePosted).toBe("2026-11-26");
    expect(postingState(applied(record(), change), now)).toBe("open");
  });

  it("refuses to publish a posting whose validThrough is not after today, naming the field", () => {
    const stale = record({ posting: { ...base } });
    expect(() => publish(stale, now)).toThrow(LifecycleError);
    try {
      publish(stale, now);
    } catch (error) {
      expect((error as LifecycleError).field).toBe("validThrough");
    }
  });

  it("schedules a draft for a future time, dated that day, and refuses a time in the past", () => {
    const change = schedule(record(), at("2026-12-01T14:00:00Z"), now);
    expect(change).toMatchObject({ status: "scheduled", publishAt: at("2026-12-01T14:00:00Z") });
    expect(change.posting.datePosted).toBe("2026-12-01");
    expect(() => schedule(record(), now - 1, now)).toThrow(/future/);
    expect(() => schedule(record({ status: "published" }), now + 1000, now)).toThrow(LifecycleError);
  });

  it("cancels a scheduled publishing back to a draft, and refuses it for any other state", () => {
    const scheduled = record({ status: "scheduled", publishAt: at("2026-12-01T14:00:00Z") });
    expect(unschedule(scheduled, now)).toMatchObject({ status: "draft", publishAt: null, closedAt: null });
    expect(postingState({ ...scheduled, ...unschedule(scheduled, now) }, at("2026-12-02T00:00:00Z"))).toBe(
      "draft",
    );
    expect(() => unschedule(record(), now)).toThrow(LifecycleError);
    expect(() => unschedule(record({ status: "published" }), now)).toThrow(LifecycleError);
    // Past its publishing time a scheduled posting is live: it is closed, not unscheduled.
    expect(() => unschedule(scheduled, at("2026-12-01T14:00:00Z"))).toThrow(LifecycleError);
  });

  it("closes an open or expired posting at the closing time and refuses a draft", () => {
    const open = record({ status: "published" });
    expect(close(open, now)).toMatchObject({ status: "closed", closedAt: now });
    const expired = record({ status: "published", posting: { ...base } });
    expect(close(expired, now).status).toBe("closed");
    expect(() => close(record(), now)).toThrow(/draft posting cannot be closed/);
  });

  it("renews an expired posting: validThrough moves on, datePosted stays the first posting day", () => {
    const expired = record({ status: "published", posting: { ...base } });
    expect(postingState(expired, now)).toBe("expired");
    const change = renew(expired, "2027-02-28", now);
    expect(change.posting.datePosted).toBe("2025-01-16");
    expect(change.posting.validThrough).toBe("2027-02-28");
    expect(postingState(applied(expired, change), now)).toBe("open");
    expect(() => renew(expired, "2026-11-26", now)).toThrow(/after 2026-11-26/);
    expect(() => renew(record({ status: "closed" }), "2027-02-28", now)).toThrow(LifecycleError);
  });

  it("relists a closed posting as a new posting date and clears its closing time", () => {
    const closed = record({ status: "closed", closedAt: at("2026-11-10T09:00:00Z") });
    const change = relist(closed, "2027-01-31", now);
    expect(change).toMatchObject({ status: "published", closedAt: null });
    expect(change.posting.datePosted).toBe("2026-11-26");
    expect(change.posting.validThrough).toBe("2027-01-31");
    expect(() => relist(record({ status: "published" }), "2027-01-31", now)).toThrow(/open posting/);
  });

  it("duplicates any posting as content at a new path with no old addresses", () => {
    const copy = duplicate(
      record({ status: "closed" }),
      "/job-atlanta-pmr-evenings",
      at("2026-11-26T15:00:00Z"),
    );
    expect(copy.path).toBe("/job-atlanta-pmr-evenings");
    expect(copy.identifier).toBe("atlanta-pmr-evenings");
    expect(copy.legacyPaths).toEqual([]);
    expect(copy.title).toBe(base.title);
  });

  it("gives a copy a fresh end date, the open period of a new draft from the day it is made", () => {
    // The original ended 19 months ago: its end date is not carried over.
    const old = record({
      status: "published",
      posting: { ...base, datePosted: "2025-01-16", validThrough: "2025-04-30" },
    });
    const copy = duplicate(old, "/job-atlanta-pmr-evenings", at("2026-11-26T15:00:00Z"));
    expect(copy.datePosted).toBe("2026-11-26");
    expect(copy.validThrough).toBe("2027-01-25");
    // A copy of an open posting starts its own period too.
    const open = record({ status: "published", posting: { ...base, validThrough: "2027-06-30" } });
    expect(duplicate(open, "/job-atlanta-pmr-2", at("2026-11-26T15:00:00Z")).validThrough).toBe("2027-01-25");
  });

  it("restores a revision's words and keeps today's path and dates", () => {
    const current = record({
      status: "published",
      posting: { ...base, title: "Changed title", datePosted: "2026-11-01", validThrough: "2027-03-01" },
    });
    const restored = restore(current, { ...base, path: "/job-old-path" });
    expect(restored.title).toBe(base.title);
    expect(restored.path).toBe(base.path);
    expect(restored.validThrough).toBe("2027-03-01");
    expect(restored.datePosted).toBe("2026-11-01");
  });

  it("lists what a save changed", () => {
    expect(changedFields(base, { ...base, title: "New", hours: "32" })).toEqual(["hours", "title"]);
    expect(changedFields(base, base)).toEqual([]);
    expect(changedFields(null, base)).toContain("path");
  });

  it("writes days in UTC", () => {
    expect(dayOf(at("2026-03-31T23:30:00Z"))).toBe("2026-03-31");
  });
});
