import { sql } from "kysely";
import type { AdminKysely } from "./db";

export interface LoginLimits {
  /** Failed sign-ins for one address within `windowMs` before it is locked. */
  accountFailures: number;
  /** Failed sign-ins from one client IP within `windowMs` before it is locked (any address). */
  ipFailures: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountFailures: 5,
  ipFailures: 20,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
};

export interface LoginKeys {
  account: string;
  ip: string;
}

export function loginKeys(email: string, ipHash: string): LoginKeys {
  return { account: `account:${email}`, ip: `ip:${ipHash}` };
}

/** When the later of the two locks ends, or 0 when neither is locked. */
export async function lockedUntil(db: AdminKysely, keys: LoginKeys, now: number): Promise<number> {
  const rows = await db
    .selectFrom("admin_login_limits")
    .select("locked_until")
    .where("key", "in", [keys.account, keys.ip])
    .where("locked_until", ">", now)
    .execute();
  return rows.reduce((latest, row) => Math.max(latest, row.locked_until ?? 0), 0);
}

/**
 * Counts a failure against one key in a fixed window and locks the key once the window holds
 * `max` failures. A failure after a lock ends, inside the same window, locks again at once.
 */
async function countFailure(
  db: AdminKysely,
  key: string,
  max: number,
  limits: LoginLimits,
  now: number,
): Promise<number | null> {
  const cutoff = now - limits.windowMs;
  const lockEnd = now + limits.lockMs;
  const { rows } = await sql<{ locked_until: number | null }>`
    INSERT INTO admin_login_limits (key, window_start, failures, locked_until)
    VALUES (${key}, ${now}, 1, ${max <= 1 ? lockEnd : null})
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE WHEN admin_login_limits.window_start <= ${cutoff}
        THEN ${now} ELSE admin_login_limits.window_start END,
      failures = CASE WHEN admin_login_limits.window_start <= ${cutoff}
        THEN 1 ELSE admin_login_limits.failures + 1 END,
      locked_until = CASE
        WHEN (CASE WHEN admin_login_limits.window_start <= ${cutoff}
          THEN 1 ELSE admin_login_limits.failures + 1 END) >= ${max} THEN ${lockEnd}
        ELSE admin_login_limits.locked_until END
    RETURNING locked_until
  `.execute(db);
  const until = rows[0]?.locked_until;
  return until != null && Number(until) > now ? Number(until) : null;
}

/** Records a failed sign-in; resolves to when the resulting lock ends, or null when nothing is locked. */
export async function recordLoginFailure(
  db: AdminKysely,
  keys: LoginKeys,
  limits: LoginLimits,
  now: number,
): Promise<number | null> {
  const account = await countFailure(db, keys.account, limits.accountFailures, limits, now);
  const ip = await countFailure(db, keys.ip, limits.ipFailures, limits, now);
  if (account === null && ip === null) return null;
  return Math.max(account ?? 0, ip ?? 0);
}

/** A successful sign-in clears the address's count (the IP's count stays). */
export async function clearAccountFailures(db: AdminKysely, keys: LoginKeys): Promise<void> {
  await db.deleteFrom("admin_login_limits").where("key", "=", keys.account).execute();
}

export async function deleteStaleLoginLimits(db: AdminKysely, limits: LoginLimits, now: number) {
  await db
    .deleteFrom("admin_login_limits")
    .where("window_start", "<=", now - limits.windowMs)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .execute();
}
