import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { pollUntil } from "../test-support/poll";
import { openMigratedDatabase, TEST_DATABASE_URL, testDialects } from "../test-support/db";
import { createUser } from "./users.repository";
import {
  DEFAULT_LOGIN_LIMITS,
  deleteStaleLoginLimits,
  loginKeys,
  reserveAttempt,
  settleFailure,
  settleSuccess,
  unlockAccount,
} from "./login-limits";

const now = Date.parse("2026-11-28T12:00:00Z");
const keys = loginKeys("burst@apex.example", "c".repeat(32), "d".repeat(32));

/**
 * On PostgreSQL a statement that changes several counter rows locks them one after the other. Attempts in
 * flight at once each count (reserveAttempt) and then settle (settleFailure or settleSuccess); if two of
 * those statements took the same rows in different orders, each would wait for the other, and PostgreSQL
 * would end one of them with a deadlock error: a sign-in answered 500 in a burst of guesses.
 */
describe.skipIf(!TEST_DATABASE_URL)("sign-in counters on PostgreSQL, attempts in flight at once", () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openMigratedDatabase("postgres"));
  });
  afterAll(() => close?.());
  beforeEach(async () => {
    await db.kysely.deleteFrom("admin_known_networks").execute();
    await db.kysely.deleteFrom("admin_users").execute();
    await db.kysely.deleteFrom("admin_login_limits").execute();
    // The client's row first, then the pair's and the account's: a scan meets them in that order, the
    // reverse of the order an attempt counts them in.
    for (const key of [keys.ip, keys.pair, keys.account]) {
      await db.kysely
        .insertInto("admin_login_limits")
        .values({ key, window_start: now, failures: 60, locked_until: null })
        .execute();
    }
  });

  /** Waits until `count` statements of this database are waiting for a row lock. */
  const waitingForLocks = (count: number) =>
    pollUntil(
      async () => {
        const { rows } = await sql<{ waiting: number }>`
          SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'
        `.execute(db.kysely);
        return rows[0]!.waiting >= count ? true : undefined;
      },
      { timeoutMs: 10_000, what: `${count} statements waiting for a row lock` },
    );

  /** Settling: a wrong password's, a right one's, or a recruiter unlocking the account. */
  const held = { account: keys.account, client: keys.ip, pair: keys.pair };
  for (const settle of ["failure", "success", "unlock"] as const) {
    // After a correct password the pair's row is gone: nothing holds it.
    const rows = Object.entries(held).filter(([name]) => settle !== "success" || name !== "pair");
    for (const [name, heldKey] of rows) {
      it(`an attempt counting while another settles (${settle}) both finish, the ${name}'s row held by a third`, async () => {
        const user = await createUser(db.kysely, "burst@apex.example", "not a real hash", now);
        // A correct password has cleared the pair's count just before: the attempt counting creates it anew.
        if (settle === "unlock") {
          // A recruiter lifts the account's lock while a stranger's guess is counted.
          await db.kysely
            .updateTable("admin_login_limits")
            .set({ locked_until: now + 60_000 })
            .where("key", "=", keys.account)
            .execute();
        }
        if (settle === "success")
          await db.kysely.deleteFrom("admin_login_limits").where("key", "=", keys.pair).execute();
        const outcome = await db.kysely.transaction().execute(async (trx) => {
          // A third statement holds one row: the attempt counting takes the rows before it and waits.
          await sql`SELECT key FROM admin_login_limits WHERE key = ${heldKey} FOR UPDATE`.execute(trx);
          const counting = reserveAttempt(db.kysely, keys, DEFAULT_LOGIN_LIMITS, now);
          await waitingForLocks(1);
          const settling =
            settle === "failure"
              ? settleFailure(db.kysely, keys, DEFAULT_LOGIN_LIMITS, now)
              : settle === "success"
                ? settleSuccess(db.kysely, keys, { id: user.id, networkHash: "d".repeat(32) }, now)
                : unlockAccount(db.kysely, user.email, now);
          await waitingForLocks(2);
          return { counting: counting.then(() => "counted"), settling: settling.then(() => "settled") };
        });
        // The row is free: both statements go on, and neither is ended as a deadlock.
        expect(await Promise.all([outcome.counting, outcome.settling])).toEqual(["counted", "settled"]);
      });
    }
  }
});

describe.each(testDialects)("the sweep of sign-in counters (%s)", (dialect) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openMigratedDatabase(dialect));
  });
  afterAll(() => close?.());
  beforeEach(async () => {
    await db.kysely.deleteFrom("admin_login_limits").execute();
  });

  const { windowMs, lockMs } = DEFAULT_LOGIN_LIMITS;
  const rows = [
    { key: "ip:stale", window_start: now - windowMs - 1, failures: 3, locked_until: null },
    { key: "ip:stale-lock-over", window_start: now - windowMs - lockMs, failures: 20, locked_until: now - 1 },
    { key: "ip:in-window", window_start: now - windowMs + 60_000, failures: 2, locked_until: null },
    {
      key: "account:locked@apex.example",
      window_start: now - windowMs - 1,
      failures: 50,
      locked_until: now + lockMs,
    },
  ];
  const keysLeft = async () =>
    (await db.kysely.selectFrom("admin_login_limits").select("key").orderBy("key").execute()).map(
      (row) => row.key,
    );

  it("deletes counts whose window and lock are over, and keeps the rest", async () => {
    await db.kysely.insertInto("admin_login_limits").values(rows).execute();
    await deleteStaleLoginLimits(db, DEFAULT_LOGIN_LIMITS, now);
    expect(await keysLeft()).toEqual(["account:locked@apex.example", "ip:in-window"]);
  });

  it.skipIf(dialect !== "postgres")(
    "passes over a stale row an attempt in flight holds, without waiting",
    async () => {
      await db.kysely.insertInto("admin_login_limits").values(rows).execute();
      await db.kysely.transaction().execute(async (trx) => {
        await sql`SELECT key FROM admin_login_limits WHERE key = 'ip:stale' FOR UPDATE`.execute(trx);
        // Were the sweep to wait for the held row, it would not finish before the transaction ends.
        await deleteStaleLoginLimits(db, DEFAULT_LOGIN_LIMITS, now);
        expect(await keysLeft()).toEqual(["account:locked@apex.example", "ip:in-window", "ip:stale"]);
      });
    },
  );
});
