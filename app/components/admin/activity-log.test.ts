import { readFileSync } from "node:fs";
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

/**
 * Every action the server can record: the string members of the `…AuditAction` types in the audit room
 * (server/audit/audit.repository.ts), read from its source so that an action added there fails this test
 * until the log has a label for it.
 */
function recordedActions(): string[] {
  const source = readFileSync(new URL("../../../server/audit/audit.repository.ts", import.meta.url), "utf8");
  const actions = new Set<string>();
  for (const declaration of source.matchAll(/export type \w*AuditAction =([^;]+);/g)) {
    for (const member of declaration[1]!.matchAll(/"([a-z_]+)"/g)) actions.add(member[1]!);
  }
  return [...actions];
}

describe("the activity log's labels", () => {
  it("has a readable label for every action the server records", () => {
    const actions = recordedActions();
    // The reading found the types (sign-ins, leads, applications, postings, job alerts).
    for (const known of ["sign_in", "export", "application_erase", "job_publish", "job_alert_erase"]) {
      expect(actions).toContain(known);
    }
    const missing = actions.filter((action) => !/^[A-Z][a-z]/.test(ACTION_LABELS[action] ?? ""));
    expect(missing).toEqual([]);
  });

  it("says what happened to job-alert subscribers without naming them", () => {
    expect(ACTION_LABELS.job_alert_export).toBe("Exported a job-alert subscriber's data");
    expect(ACTION_LABELS.job_alert_erase).toBe("Erased a job-alert subscriber's data");
    expect(describeActivity(entry("job_alert_export", { count: 2, format: "csv" }))).toBe(
      "2 job alerts exported on request as CSV",
    );
    expect(describeActivity(entry("job_alert_erase", { count: 1, alertIds: ["a1"] }))).toBe(
      "1 job alert erased on request",
    );
    expect(
      describeActivity(
        entry("job_alert_retention_purge", { deleted: 3, retentionDays: 730, unconfirmedDays: 4 }),
      ),
    ).toBe("3 job alerts: unconfirmed after 4 days, or unchanged for 730 days");
    expect(
      describeActivity(
        entry("job_alert_retention_purge", { deleted: 1, retentionDays: 0, unconfirmedDays: 4 }),
      ),
    ).toBe("1 job alert: unconfirmed after 4 days");
  });
});

describe("the activity log's wording of e-mail template changes", () => {
  it("names the template, and the old name when it was renamed", () => {
    expect(ACTION_LABELS.template_create).toBe("Created an e-mail template");
    expect(ACTION_LABELS.template_update).toBe("Edited an e-mail template");
    expect(ACTION_LABELS.template_delete).toBe("Deleted an e-mail template");
    expect(describeActivity(entry("template_create", { templateId: "t1", name: "Offer call" }))).toBe(
      "“Offer call”",
    );
    expect(
      describeActivity(entry("template_update", { templateId: "t1", name: "Offer", from: "Offer call" })),
    ).toBe("“Offer” (renamed from “Offer call”)");
    expect(describeActivity(entry("template_delete", { templateId: "t1", name: "Offer" }))).toBe("“Offer”");
  });
});
