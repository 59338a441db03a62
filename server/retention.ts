import type { FastifyBaseLogger } from "fastify";
import { LEAD_RETENTION_DAYS as POLICY_RETENTION_DAYS } from "#schemas/retention";
import type { Db } from "./db/connect";
import type { Config } from "./env";
import type { DbKysely } from "./db/schema";
import { deleteFinishedJobNotifications } from "./jobs/job-notifications";
import { deleteStaleAlerts } from "./alerts/alerts.repository";
import { type AuditAction, deleteAuditBefore, recordAudit } from "./audit/audit.repository";
import { deleteCreatedBefore, deleteLeadsBefore } from "./leads/staff.repository";
import { DEFAULT_LOGIN_LIMITS, deleteStaleLoginLimits } from "./staff-auth/login-limits";
import { deleteExpiredSessions } from "./staff-auth/sessions.repository";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes what `remove` finds older than `retentionDays` (nothing when it is 0) and records how many went. */
async function purgeOlderThan(
  db: Db,
  retentionDays: number,
  now: number,
  action: AuditAction,
  remove: (kdb: DbKysely, cutoff: number) => Promise<number>,
): Promise<number> {
  if (retentionDays <= 0) return 0;
  const kdb = db.kysely;
  const cutoff = now - retentionDays * DAY_MS;
  const deleted = await remove(kdb, cutoff);
  if (deleted > 0) {
    await recordAudit(kdb, {
      action,
      detail: { deleted, retentionDays, before: new Date(cutoff).toISOString() },
      now,
    });
  }
  return deleted;
}

/** Deletes leads older than the retention period (none when it is 0); resolves to how many. */
export function purgeExpiredLeads(db: Db, retentionDays: number, now = Date.now()): Promise<number> {
  return purgeOlderThan(db, retentionDays, now, "retention_purge", deleteLeadsBefore);
}

/**
 * Deletes applications older than the leads' retention period (LEAD_RETENTION_DAYS; none when it is 0),
 * with their résumés, deliveries and status history; resolves to how many.
 */
export function purgeExpiredApplications(db: Db, retentionDays: number, now = Date.now()): Promise<number> {
  // Smaller batches than leads: each application carries a résumé of up to 5 MiB.
  return purgeOlderThan(db, retentionDays, now, "application_retention_purge", (kdb, cutoff) =>
    deleteCreatedBefore(kdb, "applications", cutoff, 100),
  );
}

/**
 * Deletes activity-log rows older than the audit retention period (none when it is 0), and records how many
 * went; resolves to that number.
 */
export function purgeExpiredAudit(db: Db, retentionDays: number, now = Date.now()): Promise<number> {
  return purgeOlderThan(db, retentionDays, now, "audit_purge", deleteAuditBefore);
}

/**
 * Deletes the job board's finished notifications (IndexNow notices and expiry reminders sent, failed for
 * good or cancelled) older than `retentionDays` (none when it is 0); pending ones and reminders whose expiry
 * date is not yet that far past stay. Resolves to how many went. Not in the activity log: they name postings,
 * not people, and nobody acted.
 */
export async function purgeJobNotifications(
  db: Db,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  if (retentionDays <= 0) return 0;
  return deleteFinishedJobNotifications(db.kysely, now - retentionDays * DAY_MS);
}

/** Unconfirmed job alerts are deleted this many days after they were asked for (their link works for 3). */
export const UNCONFIRMED_ALERT_DAYS = 4;

/**
 * Job alerts: unconfirmed ones after UNCONFIRMED_ALERT_DAYS, confirmed ones `retentionDays` after they were
 * last confirmed or changed (none when it is 0), with their links and messages; and expired links and
 * delivered messages older than `messageDays`. Resolves to how many alerts went.
 */
export async function purgeJobAlerts(
  db: Db,
  retentionDays: number,
  messageDays: number,
  now = Date.now(),
): Promise<number> {
  const deleted = await deleteStaleAlerts(db.kysely, {
    now,
    unconfirmedBefore: now - UNCONFIRMED_ALERT_DAYS * DAY_MS,
    confirmedBefore: retentionDays > 0 ? now - retentionDays * DAY_MS : null,
    messagesBefore: now - Math.max(messageDays, 1) * DAY_MS,
  });
  if (deleted > 0) {
    await recordAudit(db.kysely, {
      action: "job_alert_retention_purge",
      detail: { deleted, retentionDays, unconfirmedDays: UNCONFIRMED_ALERT_DAYS },
      now,
    });
  }
  return deleted;
}

/**
 * The privacy policy promises deletion "up to" its figure (schemas/retention.ts, the default): a shorter
 * period keeps that promise, a longer one or none (0) breaks it.
 */
export function keepsLongerThanPolicy(retentionDays: number): boolean {
  return retentionDays === 0 || retentionDays > POLICY_RETENTION_DAYS;
}

export interface RetentionJob {
  /**
   * One pass: expired leads and applications (when LEAD_RETENTION_DAYS is set), old activity-log rows (AUDIT_RETENTION_DAYS),
   * the job board's finished notifications (JOB_NOTIFICATION_RETENTION_DAYS), stale job alerts, ended sessions,
   * old sign-in counters.
   */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/** Runs at start and then daily; every instance may run it, since each pass only deletes what is due. */
export function startRetentionJob({
  db,
  config,
  log,
  intervalMs = DAY_MS,
}: {
  db: Db;
  config: Pick<Config, "LEAD_RETENTION_DAYS" | "AUDIT_RETENTION_DAYS" | "JOB_NOTIFICATION_RETENTION_DAYS">;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): RetentionJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  if (config.LEAD_RETENTION_DAYS > 0) {
    log.info(
      { days: config.LEAD_RETENTION_DAYS },
      "leads and applications older than the retention period are deleted daily",
    );
  }
  if (keepsLongerThanPolicy(config.LEAD_RETENTION_DAYS)) {
    log.warn(
      { days: config.LEAD_RETENTION_DAYS, policyDays: POLICY_RETENTION_DAYS },
      "LEAD_RETENTION_DAYS keeps leads longer than the privacy policy states: change schemas/retention.ts and rebuild, or unset it",
    );
  }

  async function runOnce() {
    const now = Date.now();
    const kdb = db.kysely;
    try {
      const deleted = await purgeExpiredLeads(db, config.LEAD_RETENTION_DAYS, now);
      if (deleted > 0) log.info({ deleted }, "expired leads deleted");
      const applications = await purgeExpiredApplications(db, config.LEAD_RETENTION_DAYS, now);
      if (applications > 0) log.info({ deleted: applications }, "expired applications deleted");
      const auditDeleted = await purgeExpiredAudit(db, config.AUDIT_RETENTION_DAYS, now);
      if (auditDeleted > 0) log.info({ deleted: auditDeleted }, "old activity-log entries deleted");
      const alerts = await purgeJobAlerts(
        db,
        config.LEAD_RETENTION_DAYS,
        config.JOB_NOTIFICATION_RETENTION_DAYS,
        now,
      );
      if (alerts > 0) log.info({ deleted: alerts }, "stale job alerts deleted");
      const notices = await purgeJobNotifications(db, config.JOB_NOTIFICATION_RETENTION_DAYS, now);
      if (notices > 0) log.info({ deleted: notices }, "old job notifications deleted");
      await deleteExpiredSessions(kdb, now);
      await deleteStaleLoginLimits(db, DEFAULT_LOGIN_LIMITS, now);
    } catch (error) {
      log.warn({ error: error instanceof Error ? error.message : String(error) }, "retention pass failed");
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delay);
    timer.unref();
  }

  schedule(0);
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
    },
  };
}
