import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../test-support/db";
import { configurePasswordHasher, DEFAULT_HASHER_OPTIONS } from "./password-hasher";
import { refusedSignIns } from "./refused-sign-ins";
import { hashToken } from "./sessions.repository";
import { type AdminTestApp, startAdminApp, TEST_PASSWORD } from "../test-support/staff";

const LEAD_ID = "00000000-0000-4000-8000-000000000001";

/** Every endpoint of the inbox's API, with a body where it takes one. */
const ENDPOINTS: Array<{ method: "GET" | "POST" | "DELETE"; url: string; payload?: object }> = [
  { method: "GET", url: "/api/admin/session" },
  { method: "DELETE", url: "/api/admin/session" },
  { method: "GET", url: "/api/admin/leads" },
  { method: "GET", url: "/api/admin/leads?status=all&q=dana" },
  { method: "GET", url: `/api/admin/leads/${LEAD_ID}` },
  { method: "POST", url: `/api/admin/leads/${LEAD_ID}/status`, payload: { status: "contacted", note: "x" } },
  { method: "POST", url: `/api/admin/leads/${LEAD_ID}/deliveries/email/retry`, payload: {} },
  { method: "GET", url: "/api/admin/lead-sources" },
  { method: "GET", url: "/api/admin/export.csv" },
  { method: "GET", url: "/api/admin/audit" },
  { method: "GET", url: "/api/admin/audit?kind=refused" },
  { method: "GET", url: "/api/admin/sign-in-locks" },
  { method: "POST", url: "/api/admin/sign-in-locks/unlock", payload: { email: "recruiter@apex.example" } },
  { method: "GET", url: "/api/admin" },
  { method: "GET", url: "/api/admin/no-such-endpoint" },
  { method: "POST", url: "/api/admin/no-such-endpoint", payload: {} },
];

/**
 * These tests are about the limits, not the pace or priority of checks on a busy machine (those are
 * password-hasher.test.ts's): unpaced, and at the test runner's own priority, so a loaded machine does not
 * starve the checks these tests wait for.
 */
const UNPACED_HASHER = { ...DEFAULT_HASHER_OPTIONS, busyGapMs: 0, niceness: 0 };

describe.each(testDialects)("inbox sign-in and sessions (%s)", (dialect) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    await configurePasswordHasher(UNPACED_HASHER);
    t = await startAdminApp(dialect);
    await t.addUser("recruiter@apex.example");
    await t.addLead({ id: LEAD_ID });
  });
  afterAll(async () => {
    await t?.close();
  });

  const inject = (endpoint: (typeof ENDPOINTS)[number], headers: Record<string, string> = {}) =>
    t.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers: { origin: t.origin, ...headers },
      ...(endpoint.payload ? { payload: endpoint.payload } : {}),
    });

  it.each(ENDPOINTS)("$method $url answers 401 without a session", async (endpoint) => {
    const response = await inject(endpoint);
    expect(response.statusCode).toBe(401);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ error: "Sign in to continue." });
  });

  it("answers 401 to a forged, unsigned or tampered cookie", async () => {
    const cookie = await t.signIn("recruiter@apex.example");
    const [name, value] = cookie.split("=") as [string, string];
    const token = decodeURIComponent(value).split(".")[0]!;
    const tampered = `${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    for (const forged of [`${name}=${token}`, `${name}=${tampered}`, `${name}=garbage`, `${name}=`]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/admin/leads",
        headers: { cookie: forged },
      });
      expect(response.statusCode, forged).toBe(401);
    }
    const ok = await t.app.inject({ method: "GET", url: "/api/admin/leads", headers: { cookie } });
    expect(ok.statusCode).toBe(200);
  });

  it("signs in with the right password: a signed, HttpOnly, SameSite=Strict cookie and a hashed server-side session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/session",
      headers: { origin: t.origin },
      payload: { email: "  Recruiter@Apex.example ", password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: "recruiter@apex.example" } });
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/^admin_session=/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=43200/);
    // Plain HTTP in development and tests; production is checked below.
    expect(setCookie).not.toMatch(/; Secure/);
    const cookie = response.cookies[0]!;
    const [token, signature] = decodeURIComponent(cookie.value).split(".");
    expect(signature).toBeTruthy();
    const stored = await t.kdb.selectFrom("admin_sessions").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token!));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const me = await t.app.inject({
      method: "GET",
      url: "/api/admin/session",
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toEqual({ email: "recruiter@apex.example" });
  });

  it("refuses a wrong password and an unknown account with the same answer", async () => {
    await t.addUser("wrong-password@apex.example");
    for (const email of ["wrong-password@apex.example", "nobody@apex.example"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/session",
        headers: { origin: t.origin },
        payload: { email, password: "not the password at all" },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "Incorrect e-mail address or password." });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("answers 400 naming the missing fields", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/session",
      headers: { origin: t.origin },
      payload: { email: "", password: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: "Enter your e-mail address",
      password: "Enter your password",
    });
  });

  it("locks an account for one client after 5 failures, even against the right password, until the lock ends", async () => {
    const email = "locked@apex.example";
    await t.addUser(email);
    const attempt = (password: string, remoteAddress = "10.1.0.1") =>
      t.signInFrom(email, password, remoteAddress);
    for (let i = 1; i <= 4; i++) expect((await attempt(`wrong guess ${i}`)).statusCode).toBe(401);
    const fifth = await attempt("wrong guess 5");
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers["retry-after"])).toBeGreaterThan(800);
    expect(fifth.json().error).toMatch(/Too many failed sign-in attempts\. Try again in 15 minutes\./);

    // The right password does not get through from this client...
    const right = await attempt(TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.headers["set-cookie"]).toBeUndefined();
    // ...but the lock is this network's (10.1.0.0/24): the recruiter signs in from any other.
    expect((await attempt(TEST_PASSWORD, "10.1.0.99")).statusCode).toBe(429);
    expect((await attempt(TEST_PASSWORD, "10.11.0.99")).statusCode).toBe(200);

    // Other accounts are not affected.
    await t.addUser("colleague@apex.example");
    expect((await t.signIn("colleague@apex.example")).length).toBeGreaterThan(0);

    // When the lock has ended, the right password signs in and clears the pair's count.
    const pairKey = (await t.kdb.selectFrom("admin_login_limits").select("key").execute())
      .map((row) => row.key)
      .find((key) => key.startsWith("pair:") && key.endsWith(`:${email}`))!;
    await t.kdb
      .updateTable("admin_login_limits")
      .set({ locked_until: Date.now() - 1, window_start: Date.now() - 16 * 60 * 1000 })
      .where("key", "=", pairKey)
      .execute();
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    const row = await t.kdb
      .selectFrom("admin_login_limits")
      .selectAll()
      .where("key", "=", pairKey)
      .executeTakeFirst();
    expect(row).toBeUndefined();

    // Refused attempts are counted in one row per client, account and reason, not one row each.
    await refusedSignIns(t.db).flush();
    const audit = await t.kdb
      .selectFrom("admin_audit_log")
      .select(["action", "actor", "attempts"])
      .where("actor", "=", email)
      .execute();
    const failed = audit.filter((entry) => entry.action === "sign_in_failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]!.attempts).toBe(5);
    const locked = audit.filter((entry) => entry.action === "sign_in_locked");
    expect(locked.reduce((sum, entry) => sum + entry.attempts, 0)).toBe(2);
    expect(audit.filter((entry) => entry.action === "sign_in")).toHaveLength(2);
  });

  it("checks at most the limit of a parallel burst of guesses, and a right password among them may not reset it", async () => {
    const email = "burst@apex.example";
    await t.addUser(email);
    const guess = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/session",
        remoteAddress: "10.3.0.1",
        headers: { origin: t.origin },
        payload: { email, password },
      });
    // Refused sign-ins are counted, not listed; this test's checks are what the count grows by.
    const checkedSoFar = async () => {
      const row = await t.kdb
        .selectFrom("admin_audit_log")
        .select((eb) => eb.fn.sum<number>("attempts").as("checked"))
        .where("action", "=", "sign_in_failed")
        .executeTakeFirstOrThrow();
      return Number(row.checked ?? 0);
    };
    const before = await checkedSoFar();
    // Room in the hasher for the whole burst, as thirty instances would have: only the count in the
    // database can stop the guesses.
    await configurePasswordHasher({ threads: 1, maxQueue: 64, perClient: 64 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => guess(`parallel guess ${i}`)),
    ).finally(() => configurePasswordHasher(UNPACED_HASHER));
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(4);
    expect(answers.every((answer) => [401, 429].includes(answer.statusCode))).toBe(true);
    // Only as many passwords were checked as the limit allows.
    expect((await checkedSoFar()) - before).toBe(5);

    // A burst of 16 with the right password in it: the lock holds, nothing signs in, nothing resets.
    const mixed = await Promise.all(
      Array.from({ length: 16 }, (_, i) => guess(i === 7 ? TEST_PASSWORD : `second burst ${i}`)),
    );
    expect(mixed.every((answer) => answer.statusCode === 429)).toBe(true);
    expect(mixed.some((answer) => answer.headers["set-cookie"])).toBe(false);
  });

  it("lets a recruiter in from a network that signed in before after 10 other addresses sent 5 wrong passwords each", async () => {
    const email = "known-network@apex.example";
    await t.addUser(email);
    const attempt = (password: string, remoteAddress: string) => t.signInFrom(email, password, remoteAddress);
    // The recruiter's usual address signed in yesterday.
    expect((await attempt(TEST_PASSWORD, "10.12.0.7")).statusCode).toBe(200);

    // Ten strangers' addresses, five wrong passwords each: each is locked out at its fifth, and the fiftieth
    // failure from networks the account does not know reaches the ceiling.
    for (let client = 0; client < 10; client++) {
      for (let i = 1; i <= 5; i++) {
        const answer = await attempt(`stranger guess ${i}`, `10.13.${client}.1`);
        expect(answer.statusCode).toBe(i < 5 ? 401 : 429);
      }
    }
    expect((await attempt(TEST_PASSWORD, "10.14.0.1")).statusCode).toBe(429);

    // The recruiter's address, and another one on the same network, still sign in with the right password.
    const usual = await attempt(TEST_PASSWORD, "10.12.0.7");
    expect(usual.statusCode).toBe(200);
    expect(usual.headers["set-cookie"]).toBeDefined();
    expect((await attempt(TEST_PASSWORD, "10.12.0.120")).statusCode).toBe(200);

    // A known network has an allowance of its own, not an unlimited one: five wrong passwords lock it too.
    for (let i = 1; i <= 5; i++) {
      expect((await attempt(`own typo ${i}`, "10.12.0.7")).statusCode).toBe(i < 5 ? 401 : 429);
    }
    expect((await attempt(TEST_PASSWORD, "10.12.0.7")).statusCode).toBe(429);

    // The known network is stored as a keyed hash, never as the address or the network.
    const stored = await t.kdb.selectFrom("admin_known_networks").selectAll().execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toMatch(/10\.12\.0/);
  });

  it("stops guesses spread over many clients at the account's ceiling, until another recruiter lifts it", async () => {
    const email = "ceiling@apex.example";
    await t.addUser(email);
    await t.addUser("lead-recruiter@apex.example");
    const attempt = (password: string, remoteAddress: string) => t.signInFrom(email, password, remoteAddress);
    // Four guesses from each of thirteen addresses: no client reaches its own limit of five.
    let refused = 0;
    for (let client = 0; client < 13; client++) {
      for (let i = 0; i < 4; i++) {
        const answer = await attempt(`spread guess ${i}`, `10.4.${client}.1`);
        if (answer.statusCode === 429) refused += 1;
        else expect(answer.statusCode).toBe(401);
      }
    }
    // The fiftieth failure reaches the ceiling and locks; the two after it are refused unchecked.
    expect(refused).toBe(3);
    // The ceiling (50) locks the account for every network it never signed in from, the right password included.
    expect((await attempt(TEST_PASSWORD, "10.4.200.1")).statusCode).toBe(429);

    const cookie = await t.signIn("lead-recruiter@apex.example");
    const locks = await t.app.inject({ method: "GET", url: "/api/admin/sign-in-locks", headers: { cookie } });
    expect(locks.statusCode).toBe(200);
    expect(locks.json().locks).toContainEqual(
      expect.objectContaining({ email, scope: "account", lockedUntil: expect.any(Number) }),
    );
    const unlock = (payload: object, headers: Record<string, string> = { origin: t.origin }) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/sign-in-locks/unlock",
        headers: { cookie, ...headers },
        payload,
      });
    // Lifting a lock is a change like any other: it needs this site's Origin.
    expect((await unlock({ email }, { origin: "https://evil.example" })).statusCode).toBe(403);
    const lifted = await unlock({ email: ` ${email.toUpperCase()} ` });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().lifted).toBeGreaterThanOrEqual(1);
    expect((await unlock({ email })).statusCode).toBe(404);
    expect((await attempt(TEST_PASSWORD, "10.4.200.1")).statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/admin/sign-in-locks", headers: { cookie } });
    expect(after.json().locks.filter((lock: { email: string }) => lock.email === email)).toEqual([]);
    const entry = await t.kdb
      .selectFrom("admin_audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "sign_in_unlocked")
      .executeTakeFirstOrThrow();
    expect(entry.actor).toBe("lead-recruiter@apex.example");
    expect(JSON.parse(entry.detail)).toMatchObject({ account: email });
  });

  it("shows a client's lock on an account in the list and lifts it too", async () => {
    const email = "client-locked@apex.example";
    await t.addUser(email);
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: "POST",
        url: "/api/admin/session",
        remoteAddress: "10.5.0.1",
        headers: { origin: t.origin },
        payload: { email, password: `client guess ${i}` },
      });
    }
    const cookie = await t.signIn("recruiter@apex.example");
    const locks = await t.app.inject({ method: "GET", url: "/api/admin/sign-in-locks", headers: { cookie } });
    expect(locks.json().locks).toContainEqual({
      email,
      scope: "client",
      clients: 1,
      lockedUntil: expect.any(Number),
    });
    // Guesses at addresses without an account lock too, but are never listed (the typed text is the attacker's).
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: "POST",
        url: "/api/admin/session",
        remoteAddress: "10.5.0.2",
        headers: { origin: t.origin },
        payload: { email: "export by staff ok", password: `client guess ${i}` },
      });
    }
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/admin/sign-in-locks",
      headers: { cookie },
    });
    expect(listed.json().locks.map((lock: { email: string }) => lock.email)).not.toContain(
      "export by staff ok",
    );
    const lifted = await t.app.inject({
      method: "POST",
      url: "/api/admin/sign-in-locks/unlock",
      headers: { cookie, origin: t.origin },
      payload: { email },
    });
    expect(lifted.json()).toEqual({ lifted: 1 });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/admin/session",
      remoteAddress: "10.5.0.1",
      headers: { origin: t.origin },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
  });

  it("locks a client IP after 20 failures across any accounts", async () => {
    await t.addUser("ip-victim@apex.example");
    // Failures count whether the account exists or not. Most guesses here name accounts that exist (their
    // test hashes are cheap); the last two name none, each answered only after a check at the full cost.
    const existing = Array.from({ length: 17 }, (_, i) => `ip-guess-${i}@apex.example`);
    for (const email of existing) await t.addUser(email);
    const attacker = "10.2.0.2";
    for (let i = 0; i < 19; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/session",
        remoteAddress: attacker,
        headers: { origin: t.origin },
        payload: { email: existing[i] ?? `guess-${i}@apex.example`, password: "password123456" },
      });
      expect(response.statusCode).toBe(401);
    }
    const twentieth = await t.app.inject({
      method: "POST",
      url: "/api/admin/session",
      remoteAddress: attacker,
      headers: { origin: t.origin },
      payload: { email: "guess-19@apex.example", password: "password123456" },
    });
    expect(twentieth.statusCode).toBe(429);
    const fromAttacker = await t.app.inject({
      method: "POST",
      url: "/api/admin/session",
      remoteAddress: attacker,
      headers: { origin: t.origin },
      payload: { email: "ip-victim@apex.example", password: TEST_PASSWORD },
    });
    expect(fromAttacker.statusCode).toBe(429);
    const fromElsewhere = await t.app.inject({
      method: "POST",
      url: "/api/admin/session",
      remoteAddress: "10.2.0.3",
      headers: { origin: t.origin },
      payload: { email: "ip-victim@apex.example", password: TEST_PASSWORD },
    });
    expect(fromElsewhere.statusCode).toBe(200);
  });

  it("signs out: the session row is gone, the cookie is cleared and no longer works", async () => {
    const cookie = await t.signIn("recruiter@apex.example");
    const out = await t.app.inject({
      method: "DELETE",
      url: "/api/admin/session",
      headers: { cookie, origin: t.origin },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toMatch(/^admin_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await t.app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie } });
    expect(after.statusCode).toBe(401);
    const audit = await t.kdb
      .selectFrom("admin_audit_log")
      .select("action")
      .where("action", "=", "sign_out")
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it("issues a fresh session at each sign-in and ends the browser's previous one", async () => {
    const first = await t.signIn("recruiter@apex.example");
    const again = await t.app.inject({
      method: "POST",
      url: "/api/admin/session",
      headers: { origin: t.origin, cookie: first },
      payload: { email: "recruiter@apex.example", password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    const second = `${again.cookies[0]!.name}=${again.cookies[0]!.value}`;
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie: first } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie: second } }))
        .statusCode,
    ).toBe(200);
  });

  it("ends a session at its expiry and after two idle hours", async () => {
    const expired = await t.signIn("recruiter@apex.example");
    const idle = await t.signIn("recruiter@apex.example");
    const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    await t.kdb
      .updateTable("admin_sessions")
      .set({ expires_at: Date.now() - 1 })
      .where("token_hash", "=", hashToken(tokenOf(expired)))
      .execute();
    await t.kdb
      .updateTable("admin_sessions")
      .set({ last_seen_at: Date.now() - 2 * 60 * 60 * 1000 - 1 })
      .where("token_hash", "=", hashToken(tokenOf(idle)))
      .execute();
    for (const cookie of [expired, idle]) {
      const response = await t.app.inject({ method: "GET", url: "/api/admin/leads", headers: { cookie } });
      expect(response.statusCode).toBe(401);
    }
  });

  it("answers 404 (not 401) for unknown endpoints once signed in", async () => {
    const cookie = await t.signIn("recruiter@apex.example");
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/no-such-endpoint",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
  });

  describe("CSRF: state-changing requests must carry this site's Origin", () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await t.signIn("recruiter@apex.example");
    });
    const change = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/leads/${LEAD_ID}/status`,
        headers: { cookie, ...headers },
        payload: { status: "contacted", note: "Called back" },
      });

    it.each([
      ["no Origin", {}],
      ["another site's Origin", { origin: "https://evil.example" }],
      ["a look-alike Origin", { origin: "http://localhost:3000.evil.example" }],
      ['the "null" Origin', { origin: "null" }],
      ["a cross-site fetch", { origin: "http://localhost:3000", "sec-fetch-site": "cross-site" }],
      ["a same-site (sibling) fetch", { origin: "http://localhost:3000", "sec-fetch-site": "same-site" }],
    ])("refuses %s with 403 and changes nothing", async (_label, headers) => {
      const response = await change(headers as Record<string, string>);
      expect(response.statusCode).toBe(403);
      const lead = await t.kdb
        .selectFrom("leads")
        .select("status")
        .where("id", "=", LEAD_ID)
        .executeTakeFirstOrThrow();
      expect(lead.status).toBe("new");
    });

    it("refuses a cross-site sign-in and sign-out", async () => {
      const signInAttempt = await t.app.inject({
        method: "POST",
        url: "/api/admin/session",
        headers: { origin: "https://evil.example" },
        payload: { email: "recruiter@apex.example", password: TEST_PASSWORD },
      });
      expect(signInAttempt.statusCode).toBe(403);
      expect(signInAttempt.headers["set-cookie"]).toBeUndefined();
      const signOut = await t.app.inject({
        method: "DELETE",
        url: "/api/admin/session",
        headers: { cookie },
      });
      expect(signOut.statusCode).toBe(403);
      const still = await t.app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie } });
      expect(still.statusCode).toBe(200);
    });

    it("accepts SITE_URL's origin only, never an Origin that merely matches the request's own Host", async () => {
      expect((await change({ origin: t.origin, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
      const viaHost = await t.app.inject({
        method: "POST",
        url: `/api/admin/leads/${LEAD_ID}/status`,
        headers: { cookie, origin: "http://inbox.internal:8080", host: "inbox.internal:8080" },
        payload: { status: "qualified", note: "" },
      });
      expect(viaHost.statusCode).toBe(403);
      const lead = await t.kdb
        .selectFrom("leads")
        .select("status")
        .where("id", "=", LEAD_ID)
        .executeTakeFirstOrThrow();
      expect(lead.status).toBe("contacted");
    });

    it("lets reads through without an Origin", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/admin/leads", headers: { cookie } });
      expect(response.statusCode).toBe(200);
    });
  });
});

describe("the session cookie in production", () => {
  it("is Secure and uses the __Host- prefix", async () => {
    const t = await startAdminApp("sqlite", {
      NODE_ENV: "production",
      SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
    });
    try {
      await t.addUser("prod@apex.example");
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/session",
        headers: { origin: t.origin },
        payload: { email: "prod@apex.example", password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const setCookie = String(response.headers["set-cookie"]);
      expect(setCookie).toMatch(/^__Host-admin_session=/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/; HttpOnly/);
      expect(setCookie).toMatch(/; SameSite=Strict/);
    } finally {
      await t.close();
    }
  });
});
