import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { Database, DbKysely } from "../db/schema";

export interface LoginLimits {
  /** Failed sign-ins for one account from one client within `windowMs` before that pair is locked. */
  pairFailures: number;
  /**
   * Failed sign-ins for one account from all clients together before the account itself is locked: the
   * ceiling for guesses spread over many addresses. Another recruiter can lift it.
   */
  accountFailures: number;
  /** Failed sign-ins from one client within `windowMs` before it is locked (any account). */
  ipFailures: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  pairFailures: 5,
  accountFailures: 50,
  ipFailures: 20,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
};

export interface LoginKeys {
  pair: string;
  account: string;
  ip: string;
}

/** `ipHash` is the keyed hash of the client's address (an IPv6 client's /64), never the address. */
export function loginKeys(email: string, ipHash: string): LoginKeys {
  return { pair: `pair:${ipHash}:${email}`, account: `account:${email}`, ip: `ip:${ipHash}` };
}

function limitOf(key: string, keys: LoginKeys, limits: LoginLimits): number {
  if (key === keys.pair) return limits.pairFailures;
  if (key === keys.account) return limits.accountFailures;
  return limits.ipFailures;
}

/**
 * When the latest lock on any of the keys ends, or 0: a read, so an attempt that is locked anyway costs no
 * write. The reservation below is what decides; this only spares it.
 */
export async function lockedUntil(db: DbKysely, keys: LoginKeys, now: number): Promise<number> {
  const rows = await db
    .selectFrom("admin_login_limits")
    .select("locked_until")
    .where("key", "in", [keys.pair, keys.account, keys.ip])
    .where("locked_until", ">", now)
    .execute();
  return rows.reduce((latest, row) => Math.max(latest, Number(row.locked_until ?? 0)), 0);
}

export type Reservation =
  /** The attempt is counted and may be checked. */
  | { outcome: "reserved" }
  /** Refused without a check: a lock holds, or attempts already in flight use up what is left. */
  | { outcome: "refused"; until: number };

/**
 * Counts an attempt against the pair, the account and the client before its password is checked, in one
 * statement, so concurrent attempts (on this instance or any other sharing the database) each see the
 * others' counts: of a burst of thirty guesses, only as many as the limit are ever checked. A key that is
 * locked is not counted further. A correct password hands its count back (`settleSuccess`).
 */
export async function reserveAttempt(
  db: DbKysely,
  keys: LoginKeys,
  limits: LoginLimits,
  now: number,
): Promise<Reservation> {
  const cutoff = now - limits.windowMs;
  const { rows } = await sql<{ key: string; failures: number; locked_until: number | null }>`
    INSERT INTO admin_login_limits AS l (key, window_start, failures, locked_until)
    VALUES (${keys.pair}, ${now}, 1, NULL), (${keys.account}, ${now}, 1, NULL), (${keys.ip}, ${now}, 1, NULL)
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE
        WHEN l.locked_until IS NOT NULL AND l.locked_until > ${now} THEN l.window_start
        WHEN l.window_start <= ${cutoff} THEN ${now} ELSE l.window_start END,
      failures = CASE
        WHEN l.locked_until IS NOT NULL AND l.locked_until > ${now} THEN l.failures
        WHEN l.window_start <= ${cutoff} THEN 1 ELSE l.failures + 1 END
    RETURNING key, failures, locked_until
  `.execute(db);
  let until = 0;
  for (const row of rows) {
    const lockedUntil = row.locked_until === null ? 0 : Number(row.locked_until);
    if (lockedUntil > now) until = Math.max(until, lockedUntil);
    else if (Number(row.failures) > limitOf(row.key, keys, limits))
      until = Math.max(until, now + limits.lockMs);
  }
  return until > 0 ? { outcome: "refused", until } : { outcome: "reserved" };
}

/**
 * A checked attempt failed: every key whose count reached its limit is locked. Resolves to when the
 * longest resulting lock ends, or null when nothing is locked.
 */
export async function settleFailure(
  db: DbKysely,
  keys: LoginKeys,
  limits: LoginLimits,
  now: number,
): Promise<number | null> {
  const lockEnd = now + limits.lockMs;
  const { rows } = await sql<{ locked_until: number | null }>`
    UPDATE admin_login_limits SET locked_until = ${lockEnd}
    WHERE (key = ${keys.pair} AND failures >= ${limits.pairFailures})
       OR (key = ${keys.account} AND failures >= ${limits.accountFailures})
       OR (key = ${keys.ip} AND failures >= ${limits.ipFailures})
    RETURNING locked_until
  `.execute(db);
  return rows.length > 0 ? lockEnd : null;
}

/**
 * A correct password: the pair's count is cleared, and the attempt's own count on the account and the
 * client is handed back (failures from elsewhere stay counted towards the ceilings).
 */
export async function settleSuccess(db: DbKysely, keys: LoginKeys): Promise<void> {
  await db.deleteFrom("admin_login_limits").where("key", "=", keys.pair).execute();
  await db
    .updateTable("admin_login_limits")
    .set((eb) => ({ failures: eb("failures", "-", 1) }))
    .where("key", "in", [keys.account, keys.ip])
    .where("failures", ">", 0)
    .execute();
}

export interface SignInLock {
  /** The account's address. */
  email: string;
  /** "account": locked from every client (the ceiling); "client": locked for one client only. */
  scope: "account" | "client";
  /** How many clients are locked out of the account (for scope "client"). */
  clients: number;
  lockedUntil: number;
}

/**
 * Staff accounts locked now, by the ceiling or for one or more clients; one entry per account and scope.
 * Locks on addresses that have no account (guesses) are left to expire and not listed.
 */
export async function listSignInLocks(db: DbKysely, now: number): Promise<SignInLock[]> {
  const rows = await db
    .selectFrom("admin_login_limits")
    .select(["key", "locked_until"])
    .where("locked_until", ">", now)
    .where((eb) => eb.or([eb("key", "like", "account:%"), eb("key", "like", "pair:%")]))
    .execute();
  const byKey = new Map<string, SignInLock>();
  for (const row of rows) {
    const account = row.key.startsWith("account:");
    const email = account ? row.key.slice("account:".length) : row.key.slice(PAIR_EMAIL_START - 1);
    const scope = account ? "account" : "client";
    const id = `${scope}:${email}`;
    const lockedUntil = Number(row.locked_until);
    const existing = byKey.get(id);
    if (existing) {
      existing.clients += 1;
      existing.lockedUntil = Math.max(existing.lockedUntil, lockedUntil);
    } else {
      byKey.set(id, { email, scope, clients: account ? 0 : 1, lockedUntil });
    }
  }
  // Only staff accounts: what an attacker typed for an address that has no account is never shown.
  const emails = [...new Set([...byKey.values()].map((lock) => lock.email))];
  const known = new Set<string>();
  for (let start = 0; start < emails.length; start += 500) {
    const users = await db
      .selectFrom("admin_users")
      .select("email")
      .where("email", "in", emails.slice(start, start + 500))
      .execute();
    for (const user of users) known.add(user.email);
  }
  return [...byKey.values()]
    .filter((lock) => known.has(lock.email))
    .sort((a, b) => a.email.localeCompare(b.email) || a.scope.localeCompare(b.scope));
}

/** `pair:` and the 32 hex characters of the client's hash and a colon come before the address. */
const PAIR_EMAIL_START = "pair:".length + 32 + 1 + 1;

/**
 * Lifts every lock on an account, its ceiling and each client's, and clears its counts. Resolves to how
 * many locks were in force (0: nothing was locked, and nothing is changed).
 */
export async function unlockAccount(db: Kysely<Database>, email: string, now: number): Promise<number> {
  const ofAccount = (eb: ExpressionBuilder<Database, "admin_login_limits">) =>
    eb.or([
      eb("key", "=", `account:${email}`),
      eb.and([
        eb("key", "like", "pair:%"),
        eb(sql<string>`substr(key, ${sql.lit(PAIR_EMAIL_START)})`, "=", email),
      ]),
    ]);
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom("admin_login_limits")
      .select("key")
      .where(ofAccount)
      .where("locked_until", ">", now)
      .execute();
    if (locked.length === 0) return 0;
    await trx.deleteFrom("admin_login_limits").where(ofAccount).execute();
    return locked.length;
  });
}

export async function deleteStaleLoginLimits(db: DbKysely, limits: LoginLimits, now: number) {
  await db
    .deleteFrom("admin_login_limits")
    .where("window_start", "<=", now - limits.windowMs)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .execute();
}
