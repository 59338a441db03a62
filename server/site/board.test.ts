import { describe, expect, it } from "vitest";
import { seedPostings } from "../jobs/seed";
import { recentlyClosedPostings } from "#schemas/job-board";
import type { PostingRecord } from "#schemas/job-lifecycle";
import { boardFrom } from "./board";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2026-11-27T12:00:00Z");
const day = (offset: number) => new Date(NOW + offset * DAY).toISOString().slice(0, 10);

function record(n: number, changes: Partial<PostingRecord> & { validThrough?: string }): PostingRecord {
  const { validThrough = day(30), ...rest } = changes;
  const source = seedPostings[n]!;
  return {
    id: `id-${n}`,
    status: "published",
    publishAt: null,
    closedAt: null,
    version: 1,
    posting: { ...source, datePosted: day(-200), validThrough },
    createdAt: NOW - 200 * DAY,
    updatedAt: NOW - 200 * DAY,
    ...rest,
  };
}

describe("the board's recently closed postings", () => {
  it("lists postings filled or expired within 90 days, and re-renders when the first of them leaves", () => {
    const records = [
      record(0, {}),
      record(1, { status: "closed", closedAt: NOW - 89 * DAY }),
      record(2, { status: "closed", closedAt: NOW - 91 * DAY }),
      record(3, { validThrough: day(-10) }),
      record(4, { validThrough: day(-95) }),
    ];
    const { board, nextChange } = boardFrom(records, {}, NOW);
    expect(board.postings.map((posting) => [posting.state, posting.recentlyClosed ?? false])).toEqual([
      ["open", false],
      ["closed", true],
      ["closed", false],
      ["expired", true],
      ["expired", false],
    ]);
    expect(recentlyClosedPostings(board).map(({ job }) => job.path)).toEqual([
      seedPostings[1]!.path,
      seedPostings[3]!.path,
    ]);
    // The filled one leaves the list a day from now, before the open one expires in 31 days.
    expect(nextChange).toBe(NOW - 89 * DAY + 90 * DAY);
    const later = boardFrom(records, {}, nextChange!);
    expect(recentlyClosedPostings(later.board).map(({ job }) => job.path)).toEqual([seedPostings[3]!.path]);
  });
});
