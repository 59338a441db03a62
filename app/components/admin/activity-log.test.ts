import { describe, expect, it } from "vitest";
import type { AuditEntry } from "#schemas/admin";
import { ACTION_LABELS, describeActivity } from "./activity-log";

const entry = (action: string, detail: Record<string, unknown>): AuditEntry => ({
  id: "1",
  createdAt: 0,
  action,
  actor: "avery.lang@apexnppa.com",
  attempts: 1,
  lastAt: null,
  detail,
});

describe("the activity log's wording of job-posting changes", () => {
  it("names every change a recruiter or the command line can make to a posting", () => {
    for (const action of [
      "job_create",
      "job_update",
      "job_publish",
      "job_schedule",
      "job_unschedule",
      "job_close",
      "job_renew",
      "job_relist",
      "job_duplicate",
      "job_delete",
      "job_restore",
      "job_import",
    ]) {
      expect(ACTION_LABELS[action], action).toMatch(/^[A-Z][a-z]/);
    }
  });

  it("shows the posting's address and the state it moved between", () => {
    expect(
      describeActivity(entry("job_close", { path: "/job-atlanta-pmr", from: "open", to: "closed" })),
    ).toBe("/job-atlanta-pmr (open → closed)");
    expect(describeActivity(entry("job_update", { path: "/job-atlanta-pmr" }))).toBe("/job-atlanta-pmr");
    expect(describeActivity(entry("job_renew", { path: "/job-atlanta-pmr", from: "open", to: "open" }))).toBe(
      "/job-atlanta-pmr",
    );
  });
});
