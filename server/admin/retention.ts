import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connect";
import type { Config } from "../env";
import { deleteAuditBefore, recordAudit } from "./audit.repository";
import { deleteLeadsBefore } from "./leads.repository";
import { DEFAULT_LOGIN_LIMITS, deleteStaleLoginLimits } from "./login-limits";
import { deleteExpiredSessions } from "./sessions.repository";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes leads older than the retention period (none when it is 0); resolves to how many. */
export async function purgeExpiredLeads(db: Db, retentionDays: number, now = Date.now()): Promise<number> {
  if (retentionDays <= 0) return 0;
  const kdb = db.kysely;
  const cutoff = now - retentionDays * DAY_MS;
  const deleted = await deleteLeadsBefore(kdb, cutoff);
  if (deleted > 0) {
    await recordAudit(kdb, {
      action: "retention_purge",
      detail: { deleted, retentionDays, before: new Date(cutoff).toISOString() },
      now,
    });
  }
  return deleted;
}

/**
 * Deletes activity-log rows older than the audit retention period (none when it is 0), and records how many
 * went; resolves to that number.
 */
export async function purgeExpiredAudit(db: Db, retentionDays: number, now = Date.now()): Promise<number> {
  if (retentionDays <= 0) return 0;
  const kdb = db.kysely;
  const cutoff = now - retentionDays * DAY_MS;
  const deleted = await deleteAuditBefore(kdb, cutoff);
  if (deleted > 0) {
    await recordAudit(kdb, {
      action: "audit_purge",
      detail: { deleted, retentionDays, before: new Date(cutoff).toISOString() },
      now,
    });
  }
  return deleted;
}

export interface RetentionJob {
  /**
   * One pass: expired leads (when LEAD_RETENTION_DAYS is set), old activity-log rows (AUDIT_RETENTION_DAYS),
   * ended sessions, old sign-in counters.
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
  config: Pick<Config, "LEAD_RETENTION_DAYS" | "AUDIT_RETENTION_DAYS">;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): RetentionJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  if (config.LEAD_RETENTION_DAYS > 0) {
    log.info({ days: config.LEAD_RETENTION_DAYS }, "leads older than the retention period are deleted daily");
  }

  async function runOnce() {
    const now = Date.now();
    const kdb = db.kysely;
    try {
      const deleted = await purgeExpiredLeads(db, config.LEAD_RETENTION_DAYS, now);
      if (deleted > 0) log.info({ deleted }, "expired leads deleted");
      const auditDeleted = await purgeExpiredAudit(db, config.AUDIT_RETENTION_DAYS, now);
      if (auditDeleted > 0) log.info({ deleted: auditDeleted }, "old activity-log entries deleted");
      await deleteExpiredSessions(kdb, now);
      await deleteStaleLoginLimits(kdb, DEFAULT_LOGIN_LIMITS, now);
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
