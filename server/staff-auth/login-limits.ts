import ipaddr from "ipaddr.js";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { clientAddressBucket } from "../http/client-address";
import type { Db } from "../db/connect";
import type { Database, DbKysely } from "../db/schema";

/**
 * Sign-in lockouts that strangers cannot turn against a recruiter.
 *
 * Failures are counted per account and network (an IPv4 /24 or an IPv6 /64): five wrong passwords lock
 * that network out of that account. Each account remembers the networks it signed in from successfully
 * (a keyed hash, never the address, for KNOWN_NETWORK_MS since its last use). From a known network only
 * that network's own count applies. From any other network two more limits apply: the account's ceiling,
 * which counts failures from all unknown networks together and, once reached, locks the account for every
 * network it does not know; and the client's own limit across accounts. So guesses from any number of
 * strangers' addresses can lock strangers out, never the recruiter's usual networks, and the guesses are
 * bounded all the same: the ceiling for all unknown networks, five for each known one, per window.
 */
export interface LoginLimits {
  /** Failed sign-ins for one account from one network within `windowMs` before that pair is locked. */
  pairFailures: number;
  /**
   * Failed sign-ins for one account from all networks it does not know, together, before it is locked for
   * every network it does not know: the ceiling for guesses spread over many addresses.
   */
  accountFailures: number;
  /** Failed sign-ins from one client within `windowMs` before it is locked (any account it is unknown to). */
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

/** A network stays known for 90 days after the account last signed in from it. */
export const KNOWN_NETWORK_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * The network a client address belongs to: an IPv4 address's /24 (IPv4-mapped IPv6 included), an IPv6
 * address's /64; anything else as it is.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === "ipv6") return clientAddressBucket(address);
  return `${parsed.toByteArray().slice(0, 3).join(".")}.0/24`;
}

export interface LoginKeys {
  pair: string;
  account: string;
  ip: string;
  /** The account signed in from this network before: only `pair` applies. */
  known: boolean;
}

/**
 * `ipHash` is the keyed hash of the client's address (an IPv6 client's /64), `networkHash` that of its
 * network (clientNetwork); never the addresses themselves.
 */
export function loginKeys(email: string, ipHash: string, networkHash: string, known = false): LoginKeys {
  return { pair: `pair:${networkHash}:${email}`, account: `account:${email}`, ip: `ip:${ipHash}`, known };
}

/**
 * The keys an attempt is counted and checked against, in ascending order. On PostgreSQL a statement that
 * changes several counter rows locks them one after another; every statement here that holds more than one
 * at a time takes them in this one order, so two attempts in flight at once never wait for each other in
 * a circle (which PostgreSQL would end by failing one of them as a deadlock).
 */
function keysInForce(keys: LoginKeys): string[] {
  return (keys.known ? [keys.pair] : [keys.pair, keys.account, keys.ip]).sort();
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
    .where("key", "in", keysInForce(keys))
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
 * Counts an attempt against the keys in force before its password is checked, in one statement, so
 * concurrent attempts (on this instance or any other sharing the database) each see the others' counts:
 * of a burst of thirty guesses, only as many as the limit are ever checked. A key that is locked is not
 * counted further. A correct password hands its count back (`settleSuccess`).
 */
export async function reserveAttempt(
  db: DbKysely,
  keys: LoginKeys,
  limits: LoginLimits,
  now: number,
): Promise<Reservation> {
  const cutoff = now - limits.windowMs;
  const values = sql.join(keysInForce(keys).map((key) => sql`(${key}, ${now}, 1, NULL)`));
  const { rows } = await sql<{ key: string; failures: number; locked_until: number | null }>`
    INSERT INTO admin_login_limits AS l (key, window_start, failures, locked_until)
    VALUES ${values}
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
 * A checked attempt failed: every key in force whose count reached its limit is locked. Resolves to when
 * the longest resulting lock ends, or null when nothing is locked.
 */
export async function settleFailure(
  db: DbKysely,
  keys: LoginKeys,
  limits: LoginLimits,
  now: number,
): Promise<number | null> {
  const lockEnd = now + limits.lockMs;
  // One row per statement: a statement that waits for a row then holds no other (see keysInForce).
  let locked = false;
  for (const key of keysInForce(keys)) {
    const result = await db
      .updateTable("admin_login_limits")
      .set({ locked_until: lockEnd })
      .where("key", "=", key)
      .where("failures", ">=", limitOf(key, keys, limits))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) locked = true;
  }
  return locked ? lockEnd : null;
}

/**
 * A correct password: the pair's count is cleared, the attempt's own count on the account and the client
 * is handed back (failures from elsewhere stay counted towards the ceilings), and the network becomes (or
 * stays) known to the account.
 */
export async function settleSuccess(
  db: DbKysely,
  keys: LoginKeys,
  user: { id: string; networkHash: string },
  now: number,
): Promise<void> {
  await db.deleteFrom("admin_login_limits").where("key", "=", keys.pair).execute();
  if (!keys.known) {
    // One row per statement, as in settleFailure.
    for (const key of [keys.account, keys.ip]) {
      await db
        .updateTable("admin_login_limits")
        .set((eb) => ({ failures: eb("failures", "-", 1) }))
        .where("key", "=", key)
        .where("failures", ">", 0)
        .execute();
    }
  }
  await db
    .insertInto("admin_known_networks")
    .values({ user_id: user.id, network_hash: user.networkHash, first_at: now, last_at: now })
    .onConflict((oc) => oc.columns(["user_id", "network_hash"]).doUpdateSet({ last_at: now }))
    .execute();
}

export interface SignInLock {
  /** The account's address. */
  email: string;
  /**
   * "account": locked for every network the account never signed in from (the ceiling); "client": locked
   * for one or more networks only.
   */
  scope: "account" | "client";
  /** How many networks are locked out of the account (for scope "client"). */
  clients: number;
  lockedUntil: number;
}

/**
 * Staff accounts locked now, by the ceiling or for one or more networks; one entry per account and scope.
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

/** `pair:` and the 32 hex characters of the network's hash and a colon come before the address. */
const PAIR_EMAIL_START = "pair:".length + 32 + 1 + 1;

/**
 * Lifts every lock on an account, its ceiling and each network's, and clears its counts. Resolves to how
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
    const counted = await trx
      .selectFrom("admin_login_limits")
      .select(["key", "locked_until"])
      .where(ofAccount)
      .execute();
    const locked = counted.filter((row) => row.locked_until !== null && row.locked_until > now).length;
    if (locked === 0) return 0;
    // Row by row in ascending order (see keysInForce): the transaction holds each until it ends.
    for (const key of counted.map((row) => row.key).sort()) {
      await trx.deleteFrom("admin_login_limits").where("key", "=", key).execute();
    }
    return locked;
  });
}

/** Counts and locks whose window and lock are over; networks unused for KNOWN_NETWORK_MS. */
export async function deleteStaleLoginLimits(db: Db, limits: LoginLimits, now: number) {
  const stale = db.kysely
    .selectFrom("admin_login_limits")
    .select("key")
    .where("window_start", "<=", now - limits.windowMs)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]));
  // On PostgreSQL the sweep passes over rows an attempt in flight holds rather than waiting for them while
  // holding others (see keysInForce); such a row is in use again, and no longer stale.
  await db.kysely
    .deleteFrom("admin_login_limits")
    .where("key", "in", db.dialect === "postgres" ? stale.forUpdate().skipLocked() : stale)
    .execute();
  await db.kysely
    .deleteFrom("admin_known_networks")
    .where("last_at", "<=", now - KNOWN_NETWORK_MS)
    .execute();
}
