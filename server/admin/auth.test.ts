import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../test-support/db";
import { hashToken } from "./sessions.repository";
import { type AdminTestApp, startAdminApp, TEST_PASSWORD } from "./test-support";

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
  { method: "GET", url: "/api/admin" },
  { method: "GET", url: "/api/admin/no-such-endpoint" },
  { method: "POST", url: "/api/admin/no-such-endpoint", payload: {} },
];

describe.each(testDialects)("inbox sign-in and sessions (%s)", (dialect) => {
  let t: AdminTestApp;
  beforeAll(async () => {
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

  it("locks an account after 5 failures, even against the right password, until the lock ends", async () => {
    const email = "locked@apex.example";
    await t.addUser(email);
    const attempt = (password: string, remoteAddress = "10.1.0.1") =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/session",
        remoteAddress,
        headers: { origin: t.origin },
        payload: { email, password },
      });
    for (let i = 1; i <= 4; i++) expect((await attempt(`wrong guess ${i}`)).statusCode).toBe(401);
    const fifth = await attempt("wrong guess 5");
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers["retry-after"])).toBeGreaterThan(800);
    expect(fifth.json().error).toMatch(/Too many failed sign-in attempts\. Try again in 15 minutes\./);

    // The right password does not get through, from this address or any other.
    const right = await attempt(TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.headers["set-cookie"]).toBeUndefined();
    expect((await attempt(TEST_PASSWORD, "10.1.0.99")).statusCode).toBe(429);

    // Other accounts are not affected.
    await t.addUser("colleague@apex.example");
    expect((await t.signIn("colleague@apex.example")).length).toBeGreaterThan(0);

    // When the lock has ended, the right password signs in and clears the count.
    await t.kdb
      .updateTable("admin_login_limits")
      .set({ locked_until: Date.now() - 1 })
      .where("key", "=", `account:${email}`)
      .execute();
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    const row = await t.kdb
      .selectFrom("admin_login_limits")
      .selectAll()
      .where("key", "=", `account:${email}`)
      .executeTakeFirst();
    expect(row).toBeUndefined();

    const audit = await t.kdb
      .selectFrom("admin_audit_log")
      .select(["action", "actor"])
      .where("actor", "=", email)
      .execute();
    expect(audit.filter((entry) => entry.action === "sign_in_failed")).toHaveLength(5);
    expect(audit.filter((entry) => entry.action === "sign_in_locked")).toHaveLength(2);
    expect(audit.filter((entry) => entry.action === "sign_in")).toHaveLength(1);
  });

  it("locks a client IP after 20 failures across any accounts", async () => {
    await t.addUser("ip-victim@apex.example");
    const attacker = "10.2.0.2";
    for (let i = 0; i < 19; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/session",
        remoteAddress: attacker,
        headers: { origin: t.origin },
        payload: { email: `guess-${i}@apex.example`, password: "password123456" },
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
