import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_LOGIN_LIMITS,
  listSignInLocks,
  loginKeys,
  reserveAttempt,
  settleFailure,
} from "#server/staff-auth/login-limits";
import { configurePasswordHasher, DEFAULT_HASHER_OPTIONS } from "#server/staff-auth/password-hasher";
import { verifyPassword } from "#server/staff-auth/passwords";
import { connectDb, type Db } from "#server/db/connect";
import { createTestDatabase, type TestDatabase, testDialects } from "#server/test-support/db";
import { runAdminCli } from "#server/test-support/process";
import { runAdminInProcess } from "./lib/admin-in-process";

/**
 * Each command runs in this process (decision 0204); the first test runs the real `scripts/admin.ts` in a
 * process of its own, to show the command line itself reads standard input, writes and exits as these do.
 */
const runAdmin = (args: string[], stdin: string, env: Record<string, string>) =>
  runAdminInProcess(args, env, stdin);

describe.each(testDialects)("npm run admin (%s)", (dialect) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let db: Db;
  beforeAll(async () => {
    // The checks' pace and priority on a busy machine are password-hasher.test.ts's; here they run at the
    // test's own priority, so a loaded machine does not starve the hashes these commands make.
    await configurePasswordHasher({ ...DEFAULT_HASHER_OPTIONS, busyGapMs: 0, niceness: 0 });
    database = await createTestDatabase(dialect);
    env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" };
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  const connection = () => {
    db ??= connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    return db.kysely;
  };
  const storedHash = async (email: string) => {
    const row = await connection()
      .selectFrom("admin_users")
      .select("password_hash")
      .where("email", "=", email)
      .executeTakeFirst();
    return row?.password_hash;
  };

  it("creates an account with the password from standard input, lower-casing the address (own process)", async () => {
    const result = await runAdminCli(
      ["create-user", "Lead.Recruiter@Apex.example"],
      env,
      "first-password-123\n",
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Created the account lead.recruiter@apex.example");
    // No SITE_URL: the address on this machine at the default port.
    expect(result.stdout).toContain("Sign in at http://localhost:3000/admin");
    expect(result.stdout + result.stderr).not.toContain("first-password-123");
    const hash = await storedHash("lead.recruiter@apex.example");
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword("first-password-123", hash!)).toBe(true);
  });

  it("prints the sign-in address from SITE_URL, or from the configured PORT", async () => {
    const onPort = await runAdmin(["create-user", "port@apex.example"], "long-enough-password\n", {
      ...env,
      PORT: "4123",
    });
    expect(onPort.code, onPort.stderr).toBe(0);
    expect(onPort.stdout).toContain("Sign in at http://localhost:4123/admin");
    const onSite = await runAdmin(["create-user", "site@apex.example"], "long-enough-password\n", {
      ...env,
      PORT: "4123",
      SITE_URL: "https://www.apexnppa.example",
    });
    expect(onSite.code, onSite.stderr).toBe(0);
    expect(onSite.stdout).toContain("Sign in at https://www.apexnppa.example/admin");
  });

  it("refuses a second account for the same address, a short password and a bad address", async () => {
    const duplicate = await runAdmin(
      ["create-user", "lead.recruiter@apex.example"],
      "another-password-1\n",
      env,
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain("already exists");
    const short = await runAdmin(["create-user", "new@apex.example"], "short\n", env);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");
    const bad = await runAdmin(["create-user", "not-an-address"], "long-enough-password\n", env);
    expect(bad.code).toBe(1);
    const usage = await runAdmin(["delete-everything"], "", env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage:");
  });

  it("resets a password, ending the account's sessions", async () => {
    const kdb = connection();
    const user = await kdb
      .selectFrom("admin_users")
      .select("id")
      .where("email", "=", "lead.recruiter@apex.example")
      .executeTakeFirstOrThrow();
    await kdb
      .insertInto("admin_sessions")
      .values({
        token_hash: "live",
        user_id: user.id,
        created_at: 0,
        expires_at: Date.now() + 60_000,
        last_seen_at: Date.now(),
      })
      .execute();
    const result = await runAdmin(
      ["reset-password", "lead.recruiter@apex.example"],
      "second-password-456\n",
      env,
    );
    expect(result.code, result.stderr).toBe(0);
    const hash = await storedHash("lead.recruiter@apex.example");
    expect(await verifyPassword("second-password-456", hash!)).toBe(true);
    expect(await verifyPassword("first-password-123", hash!)).toBe(false);
    expect(await kdb.selectFrom("admin_sessions").selectAll().execute()).toEqual([]);
    const missing = await runAdmin(["reset-password", "nobody@apex.example"], "second-password-456\n", env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("no account");
  });

  it("lifts every sign-in lock on the account with the reset: the ceiling and each network's", async () => {
    const kdb = connection();
    const email = "lead.recruiter@apex.example";
    const hex = (text: string) => createHash("md5").update(text).digest("hex");
    const now = Date.now();
    // Ten networks, five failed checks each: each network is locked out, and so is every unknown one.
    for (let network = 0; network < 10; network++) {
      const keys = loginKeys(email, hex(`address ${network}`), hex(`network ${network}`));
      for (let i = 0; i < 5; i++) {
        expect((await reserveAttempt(kdb, keys, DEFAULT_LOGIN_LIMITS, now)).outcome).toBe("reserved");
        await settleFailure(kdb, keys, DEFAULT_LOGIN_LIMITS, now);
      }
    }
    const locks = (await listSignInLocks(kdb, now)).filter((lock) => lock.email === email);
    expect(locks).toEqual([
      { email, scope: "account", clients: 0, lockedUntil: expect.any(Number) },
      { email, scope: "client", clients: 10, lockedUntil: expect.any(Number) },
    ]);

    const result = await runAdmin(["reset-password", email], "third-password-789\n", env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Lifted 11 sign-in locks");
    expect((await listSignInLocks(kdb, Date.now())).filter((lock) => lock.email === email)).toEqual([]);
    const fresh = loginKeys(email, hex("address 0"), hex("network 0"));
    expect((await reserveAttempt(kdb, fresh, DEFAULT_LOGIN_LIMITS, Date.now())).outcome).toBe("reserved");
  });
});
