import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_RETENTION_DAYS } from "#schemas/retention";
import { type JobNotificationStatus, queueJobNotification } from "./jobs/job-notifications";
import { seedApplication } from "./test-support/applications";
import { testDialects } from "./test-support/db";
import {
  DAY_MS,
  keepsLongerThanPolicy,
  purgeExpiredApplications,
  purgeExpiredAudit,
  purgeExpiredLeads,
  purgeJobNotifications,
  startRetentionJob,
} from "./retention";
import { type AdminTestApp, startAdminApp } from "./test-support/staff";

describe.each(testDialects)("lead retention (%s)", (dialect) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await startAdminApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("deletes after the privacy policy's period by default", () => {
    expect(t.config.LEAD_RETENTION_DAYS).toBe(LEAD_RETENTION_DAYS);
    expect(keepsLongerThanPolicy(t.config.LEAD_RETENTION_DAYS)).toBe(false);
  });

  it("warns at start when the setting keeps leads longer than the policy states", async () => {
    const warnings: unknown[] = [];
    const log = Object.assign(Object.create(t.app.log), {
      warn: (...args: unknown[]) => warnings.push(args),
    });
    for (const [days, warned] of [
      [0, true],
      [LEAD_RETENTION_DAYS + 1, true],
      [LEAD_RETENTION_DAYS, false],
      [90, false],
    ] as const) {
      warnings.length = 0;
      const job = startRetentionJob({
        db: t.db,
        config: { LEAD_RETENTION_DAYS: days, AUDIT_RETENTION_DAYS: 365, JOB_NOTIFICATION_RETENTION_DAYS: 30 },
        log,
        intervalMs: 60_000,
      });
      await job.stop();
      expect(warnings.length > 0, `${days} days`).toBe(warned);
    }
  });

  it("keeps everything when LEAD_RETENTION_DAYS is 0", async () => {
    await t.addLead({ created_at: Date.now() - 5000 * DAY_MS });
    expect(await purgeExpiredLeads(t.db, 0)).toBe(0);
    const count = await t.kdb
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    await t.kdb.deleteFrom("leads").execute();
  });

  it("deletes leads older than the period with their deliveries and history, and logs how many", async () => {
    const now = Date.now();
    const user = await t.addUser("keeper@apex.example");
    const old = await t.addLeads(1205, (i) => ({ created_at: now - 31 * DAY_MS - i }));
    const recent = await t.addLead({ created_at: now - 29 * DAY_MS });
    await t.addDelivery(old[0]!.id, "email", "sent");
    await t.addDelivery(recent.id, "email", "sent");
    await t.kdb
      .insertInto("lead_status_changes")
      .values({
        id: "change-1",
        lead_id: old[0]!.id,
        created_at: now,
        from_status: "new",
        to_status: "contacted",
        note: "",
        user_id: user.id,
        user_email: user.email,
      })
      .execute();

    expect(await purgeExpiredLeads(t.db, 30, now)).toBe(1205);
    const leads = await t.kdb.selectFrom("leads").select("id").execute();
    expect(leads.map((lead) => lead.id)).toEqual([recent.id]);
    const deliveries = await t.kdb.selectFrom("lead_notifications").select("lead_id").execute();
    expect(deliveries.map((d) => d.lead_id)).toEqual([recent.id]);
    expect(await t.kdb.selectFrom("lead_status_changes").selectAll().execute()).toEqual([]);
    const audit = await t.kdb
      .selectFrom("admin_audit_log")
      .select("detail")
      .where("action", "=", "retention_purge")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({ deleted: 1205, retentionDays: 30 });
  });

  it("runs at start as a job that stops cleanly, and clears ended sessions", async () => {
    const user = await t.addUser("job@apex.example");
    await t.kdb
      .insertInto("admin_sessions")
      .values({ token_hash: "ended", user_id: user.id, created_at: 0, expires_at: 1, last_seen_at: 0 })
      .execute();
    await t.addLead({ created_at: Date.now() - 400 * DAY_MS });
    const job = startRetentionJob({
      db: t.db,
      config: { LEAD_RETENTION_DAYS: 365, AUDIT_RETENTION_DAYS: 365, JOB_NOTIFICATION_RETENTION_DAYS: 30 },
      log: t.app.log,
      intervalMs: 50,
    });
    try {
      await expect
        .poll(async () => (await t.kdb.selectFrom("admin_sessions").selectAll().execute()).length)
        .toBe(0);
      await expect
        .poll(
          async () =>
            (
              await t.kdb
                .selectFrom("leads")
                .select("id")
                .where("created_at", "<", Date.now() - 365 * DAY_MS)
                .execute()
            ).length,
        )
        .toBe(0);
    } finally {
      await job.stop();
    }
  });

  it("deletes activity-log entries older than AUDIT_RETENTION_DAYS (365 by default) and keeps the rest", async () => {
    expect(t.config.AUDIT_RETENTION_DAYS).toBe(365);
    const now = Date.now();
    const row = (createdAt: number, action: string) => ({
      id: `audit-${action}-${createdAt}`,
      created_at: createdAt,
      action,
      user_id: null,
      actor: "staff@apex.example",
      ip_hash: null,
      detail: "{}",
    });
    await t.kdb
      .insertInto("admin_audit_log")
      .values([
        row(now - 366 * DAY_MS, "sign_in"),
        row(now - 400 * DAY_MS, "export"),
        row(now - 364 * DAY_MS, "sign_out"),
      ])
      .execute();
    expect(await purgeExpiredAudit(t.db, 0, now)).toBe(0);
    expect(await purgeExpiredAudit(t.db, t.config.AUDIT_RETENTION_DAYS, now)).toBe(2);
    const left = await t.kdb
      .selectFrom("admin_audit_log")
      .select(["id", "action", "detail", "created_at"])
      .execute();
    expect(left.map((entry) => entry.id)).toContain(`audit-sign_out-${now - 364 * DAY_MS}`);
    expect(left.some((entry) => entry.created_at < now - 365 * DAY_MS)).toBe(false);
    const purge = left.find((entry) => entry.action === "audit_purge");
    expect(JSON.parse(purge!.detail)).toMatchObject({ deleted: 2, retentionDays: 365 });
  });

  it("deletes applications older than LEAD_RETENTION_DAYS with their résumés, deliveries and status history", async () => {
    const now = Date.now();
    const count = async (table: "applications" | "application_files" | "application_notifications") =>
      Number(
        (
          await t.kdb
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const old = [];
    for (let i = 0; i < 3; i++) {
      old.push(await seedApplication(t.db, { created_at: now - 31 * DAY_MS - i }, { channels: ["email"] }));
    }
    const recent = await seedApplication(t.db, { created_at: now - 29 * DAY_MS }, { channels: ["email"] });
    await t.kdb
      .insertInto("application_status_changes")
      .values(
        [old[0]!, recent].map((application, i) => ({
          id: `application-change-${i}`,
          application_id: application.id,
          created_at: now,
          from_status: "new" as const,
          to_status: "screening" as const,
          note: "Strong PM&R background",
          user_id: null,
          user_email: "keeper@apex.example",
        })),
      )
      .execute();

    expect(await purgeExpiredApplications(t.db, 0, now)).toBe(0);
    expect(await count("applications")).toBe(4);
    expect(await purgeExpiredApplications(t.db, 30, now)).toBe(3);

    const left = await t.kdb.selectFrom("applications").select("id").execute();
    expect(left.map((row) => row.id)).toEqual([recent.id]);
    const files = await t.kdb.selectFrom("application_files").select("application_id").execute();
    expect(files.map((row) => row.application_id)).toEqual([recent.id]);
    const deliveries = await t.kdb.selectFrom("application_notifications").select("application_id").execute();
    expect(deliveries.map((row) => row.application_id)).toEqual([recent.id]);
    const changes = await t.kdb.selectFrom("application_status_changes").select("application_id").execute();
    expect(changes.map((row) => row.application_id)).toEqual([recent.id]);
    const audit = await t.kdb
      .selectFrom("admin_audit_log")
      .select("detail")
      .where("action", "=", "application_retention_purge")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({ deleted: 3, retentionDays: 30 });
    expect(audit.detail).not.toContain("maya");

    // The daily job deletes applications too.
    await seedApplication(t.db, { created_at: now - 400 * DAY_MS });
    const job = startRetentionJob({
      db: t.db,
      config: { LEAD_RETENTION_DAYS: 365, AUDIT_RETENTION_DAYS: 365, JOB_NOTIFICATION_RETENTION_DAYS: 30 },
      log: t.app.log,
      intervalMs: 60_000,
    });
    try {
      await expect.poll(() => count("application_files")).toBe(1);
      expect(await count("applications")).toBe(1);
    } finally {
      await job.stop();
    }
  });
  it("deletes finished job notifications older than JOB_NOTIFICATION_RETENTION_DAYS (30 by default), never pending ones", async () => {
    expect(t.config.JOB_NOTIFICATION_RETENTION_DAYS).toBe(30);
    const now = Date.now();
    const day = (offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
    /** A notification whose last change (delivery, last attempt, drop) was `age` days ago. */
    async function notice(
      name: string,
      status: JobNotificationStatus,
      age: number,
      reminderFor?: string,
    ): Promise<void> {
      const at = now - age * DAY_MS;
      await queueJobNotification(
        t.kdb,
        reminderFor
          ? {
              kind: "expiry_reminder",
              postingId: name,
              payload: { validThrough: reminderFor },
              dueAt: at,
              dedupeKey: `expiry:${name}:${reminderFor}`,
            }
          : { kind: "indexnow", postingId: name, payload: { paths: [`/${name}`] }, dueAt: at },
        at,
      );
      await t.kdb
        .updateTable("job_notifications")
        .set({
          status,
          attempts: status === "pending" ? 3 : 1,
          sent_at: status === "sent" ? at : null,
          last_error: status === "sent" ? null : "IndexNow answered HTTP 503",
          updated_at: at,
        })
        .where("posting_id", "=", name)
        .execute();
    }
    await notice("old-sent", "sent", 31);
    await notice("old-failed", "failed", 45);
    await notice("old-cancelled", "cancelled", 90);
    await notice("recent-sent", "sent", 29);
    await notice("recent-failed", "failed", 2);
    await notice("old-pending-retry", "pending", 60);
    await notice("old-sending", "sending", 40);
    await notice("old-reminder-long-expired", "sent", 40, day(-35));
    await notice("old-reminder-failed-expired", "failed", 40, day(-31));
    // Sent long ago for a date at or after the cutoff's day (a long reminder period, or a short retention):
    // its row is what stops the same reminder from being queued again.
    await notice("old-reminder-recently-expired", "sent", 40, day(-30));
    await notice("old-reminder-still-open", "sent", 40, day(20));
    await notice("old-reminder-pending", "pending", 40, day(-60));

    const left = async () =>
      (await t.kdb.selectFrom("job_notifications").select("posting_id").orderBy("posting_id").execute()).map(
        (row) => row.posting_id,
      );
    expect(await purgeJobNotifications(t.db, 0, now)).toBe(0);
    expect(await left()).toHaveLength(12);
    expect(await purgeJobNotifications(t.db, t.config.JOB_NOTIFICATION_RETENTION_DAYS, now)).toBe(5);
    expect(await left()).toEqual([
      "old-pending-retry",
      "old-reminder-pending",
      "old-reminder-recently-expired",
      "old-reminder-still-open",
      "old-sending",
      "recent-failed",
      "recent-sent",
    ]);
    // A second pass finds nothing more.
    expect(await purgeJobNotifications(t.db, 30, now)).toBe(0);

    // The daily job prunes them too.
    await notice("job-old-sent", "sent", 31);
    const job = startRetentionJob({
      db: t.db,
      config: { LEAD_RETENTION_DAYS: 0, AUDIT_RETENTION_DAYS: 365, JOB_NOTIFICATION_RETENTION_DAYS: 30 },
      log: t.app.log,
      intervalMs: 60_000,
    });
    try {
      await expect.poll(async () => (await left()).includes("job-old-sent")).toBe(false);
      expect(await left()).toHaveLength(7);
    } finally {
      await job.stop();
    }
    await t.kdb.deleteFrom("job_notifications").execute();
  });
});
