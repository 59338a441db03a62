import { describe, expect, it } from "vitest";
import type { BoardPosting } from "#schemas/job-board";
import type { JobPosting } from "#schemas/job-posting";
import type { BoardSnapshot } from "./board";
import { touchedBy } from "./live-site";

const entry = (path: string, title = "Pain management NP"): BoardPosting => ({
  job: { path, title } as JobPosting,
  state: "open",
  closedAt: null,
  updated: "2026-11-27",
});
const snapshot = (postings: BoardPosting[], redirects: Record<string, string> = {}): BoardSnapshot => ({
  board: { postings },
  redirects,
  nextChange: null,
});
const LISTS = ["/jobs", "/sitemap.xml", "/jobs.xml", "/feeds/indeed.xml"];

describe("the pages a change touches, rendered before the rest", () => {
  const board = [entry("/job-a"), entry("/job-b")];

  it("a publish: the new posting's page, /jobs, the sitemap and the feeds", () => {
    expect(touchedBy(snapshot(board), snapshot([entry("/job-new"), ...board]))).toEqual({
      first: ["/job-new", ...LISTS],
      gone: [],
    });
  });

  it("an edit touches its own page; a changed path leaves the old page gone", () => {
    expect(touchedBy(snapshot(board), snapshot([entry("/job-a", "Nights"), entry("/job-b")]))).toEqual({
      first: ["/job-a", ...LISTS],
      gone: [],
    });
    const moved = snapshot([entry("/job-a"), entry("/job-b-2")], { "/job-b": "/job-b-2" });
    expect(touchedBy(snapshot(board), moved)).toEqual({ first: ["/job-b-2", ...LISTS], gone: ["/job-b"] });
  });

  it("a further page of /jobs appears with the 51st listed posting and goes with it", () => {
    const fifty = Array.from({ length: 50 }, (_, n) => entry(`/job-${n}`));
    const more = snapshot([entry("/job-new"), ...fifty]);
    expect(touchedBy(snapshot(fifty), more)?.first).toEqual([
      "/job-new",
      "/jobs",
      "/jobs/page/2",
      "/sitemap.xml",
      "/jobs.xml",
      "/feeds/indeed.xml",
    ]);
    expect(touchedBy(more, snapshot(fifty))).toEqual({ first: LISTS, gone: ["/job-new", "/jobs/page/2"] });
  });

  it("nothing when no posting changed (the whole render follows as before)", () => {
    expect(touchedBy(snapshot(board), snapshot(board, { "/job-old": "/job-a" }))).toBeUndefined();
  });
});
