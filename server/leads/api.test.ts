import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppWithoutDatabase, startIsolatedApp, validContact, validQuick } from "../test-support/app";
import { testDialects } from "../test-support/db";

type Started = Awaited<ReturnType<typeof startIsolatedApp>>;

const FORM = { "content-type": "application/x-www-form-urlencoded" };

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

describe.each(testDialects)("lead API on %s", (dialect) => {
  let t: Started;
  let ipCounter = 0;
  /** A fresh client address per test, so the per-IP limit of one test never touches another. */
  const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  beforeAll(async () => {
    t = await startIsolatedApp(dialect, { LEAD_RATE_LIMIT: "1000" });
  });
  afterAll(async () => {
    await t?.close();
  });

  const lead = (id: string) =>
    t.db.kysely.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  const notifications = (id: string) =>
    t.db.kysely.selectFrom("lead_notifications").selectAll().where("lead_id", "=", id).execute();

  it("stores a quick contact, normalised, with an e-mail outbox row, and answers 201 with its id", async () => {
    const ip = nextIp();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/quick-contact",
      remoteAddress: ip,
      headers: { "user-agent": "Mozilla/5.0 (test)", referer: "http://localhost:3000/faq?utm_source=x" },
      payload: validQuick({
        firstName: "  Dana ",
        email: "  Dana.Whitfield@Example.ORG ",
        userType: undefined,
        attribution: { pagePath: "/faq", referrer: "https://www.google.com/", utm: { utm_source: "google" } },
      }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const { id } = response.json() as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const row = await lead(id);
    expect(row).toMatchObject({
      kind: "quick",
      status: "new",
      first_name: "Dana",
      last_name: "Whitfield",
      email: "dana.whitfield@example.org",
      phone: "(555) 201-8890",
      user_type: "employer",
      form_source: "Floating CTA Button",
      page_path: "/faq",
      referrer: "https://www.google.com/",
      message: null,
      organization: null,
      user_agent: "Mozilla/5.0 (test)",
      spam_reason: null,
    });
    expect(JSON.parse(row!.utm!)).toEqual({ utm_source: "google" });
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain(ip);
    expect(typeof row!.created_at).toBe("number");
    expect(Math.abs(row!.created_at - Date.now())).toBeLessThan(60_000);

    const outbox = await notifications(id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ channel: "email", status: "pending", attempts: 0 });
  });

  it("stores a full contact with every field; empty optional fields become null", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: nextIp(),
      payload: validContact({
        userType: "job_seeker",
        organization: "",
        position: " Family Nurse Practitioner ",
        specialty: "Primary care",
        message: "  Looking for a full-time role.\r\nOpen to relocation.  ",
      }),
    });
    expect(response.statusCode).toBe(201);
    const row = await lead(response.json().id);
    expect(row).toMatchObject({
      kind: "contact",
      user_type: "job_seeker",
      organization: null,
      position: "Family Nurse Practitioner",
      specialty: "Primary care",
      location: "Tulsa, OK",
      message: "Looking for a full-time role.\nOpen to relocation.",
      form_source: "Homepage Main Contact Form",
    });
  });

  it("answers 400 naming each invalid field with the form's messages", async () => {
    const quick = await t.app.inject({
      method: "POST",
      url: "/api/quick-contact",
      remoteAddress: nextIp(),
      payload: { firstName: "A", lastName: " ", email: "not-an-email", phone: "12345", userType: "admin" },
    });
    expect(quick.statusCode).toBe(400);
    expect(quick.json()).toEqual({
      errors: {
        firstName: "First name is required",
        lastName: "Last name is required",
        email: "Valid email required",
        phone: "Phone number required",
        userType: "Please choose Healthcare Organization or NP/PA Professional",
      },
    });

    const full = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: nextIp(),
      payload: {},
    });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({
      errors: {
        firstName: "First name must be at least 2 characters",
        lastName: "Last name must be at least 2 characters",
        email: "Please enter a valid email",
        phone: "Please enter a valid phone number",
        message: "Message must be at least 10 characters",
      },
    });

    const tooLong = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: nextIp(),
      payload: validContact({ organization: "x".repeat(201), message: "y".repeat(5001) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({
      organization: "Organization must be at most 200 characters",
      message: "Message must be at most 5000 characters",
    });
  });

  it("answers 400 for malformed JSON and for JSON that is not an object", async () => {
    for (const payload of ['{"firstName":', "[]", '"text"', "42", "null", '{"__proto__":{"x":1}}']) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: nextIp(),
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().errors, payload).toBeTypeOf("object");
    }
  });

  it("answers 413 with JSON for a body over 16 KB", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: nextIp(),
      payload: validContact({ message: "z".repeat(17 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: "Payload Too Large" });

    const formResponse = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: nextIp(),
      headers: FORM,
      payload: form({ ...validContact(), message: "z".repeat(17 * 1024) }),
    });
    expect(formResponse.statusCode).toBe(413);
    expect(formResponse.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("answers 415 for other content types", async () => {
    const cases: Array<[string | undefined, string]> = [
      ["text/plain", JSON.stringify(validContact())],
      ["multipart/form-data; boundary=x", "--x--"],
      ["application/xml", "<lead/>"],
      [undefined, JSON.stringify(validContact())],
    ];
    for (const [type, payload] of cases) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/quick-contact",
        remoteAddress: nextIp(),
        headers: type ? { "content-type": type } : {},
        payload,
      });
      expect(response.statusCode, String(type)).toBe(415);
      expect(response.json().error).toMatch(/Unsupported Media Type/);
    }
    const charset = await t.app.inject({
      method: "POST",
      url: "/api/quick-contact",
      remoteAddress: nextIp(),
      headers: { "content-type": "application/json; charset=utf-8" },
      payload: JSON.stringify(validQuick()),
    });
    expect(charset.statusCode).toBe(201);
  });

  it("accepts a form post without JavaScript: 303 to /thank-you, attribution from flat fields", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: nextIp(),
      headers: { ...FORM, referer: "http://localhost:3000/nurse-practitioner-salary-guide" },
      payload: form({
        ...(validContact() as Record<string, string>),
        email: "JOB.Seeker@Example.com",
        utm_campaign: "spring",
      }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/thank-you");
    const row = await t.db.kysely
      .selectFrom("leads")
      .selectAll()
      .where("email", "=", "job.seeker@example.com")
      .executeTakeFirstOrThrow();
    expect(row.page_path).toBe("/nurse-practitioner-salary-guide");
    expect(JSON.parse(row.utm!)).toEqual({ utm_campaign: "spring" });
  });

  it("answers an invalid form post with an escaped HTML page under its own strict CSP", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/quick-contact",
      remoteAddress: nextIp(),
      headers: { ...FORM, referer: 'http://localhost:3000/faq?q="><script>alert(1)</script>' },
      payload: form({ firstName: "<script>alert(1)</script>", lastName: "x", email: "bad", phone: "1" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.body).not.toContain("<script");
    expect(response.body).toContain("Last name is required");
    expect(response.body).toContain("Valid email required");
    expect(response.body).toMatch(/<a href="\/faq\?q=[^"]*">Go back to the form<\/a>/);
  });

  it("stores a retried submission once and answers the same id (Idempotency-Key)", async () => {
    const ip = nextIp();
    const send = (key: string, url = "/api/quick-contact") =>
      t.app.inject({
        method: "POST",
        url,
        remoteAddress: ip,
        headers: { "idempotency-key": key },
        payload: url === "/api/contact" ? validContact() : validQuick({ lastName: "Idempotent" }),
      });
    const first = await send("key-1");
    const again = await send("key-1");
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers["idempotent-replayed"]).toBe("true");

    const concurrent = await Promise.all(Array.from({ length: 8 }, () => send("key-2")));
    const ids = new Set(concurrent.map((response) => response.json().id));
    expect(concurrent.every((response) => response.statusCode === 201)).toBe(true);
    expect(ids.size).toBe(1);

    const other = await send("key-3");
    expect(other.json().id).not.toBe(first.json().id);
    const rows = await t.db.kysely
      .selectFrom("leads")
      .select("id")
      .where("last_name", "=", "Idempotent")
      .execute();
    expect(rows).toHaveLength(3);
    const outbox = await notifications(first.json().id);
    expect(outbox).toHaveLength(1);
  });

  it("refuses phone numbers that are not digits and phone punctuation, and stores names without invisible characters", async () => {
    for (const phone of ["abcdefghijk", '=HYPERLINK("http://x")', "<b>5552018890</b>"]) {
      const quick = await t.app.inject({
        method: "POST",
        url: "/api/quick-contact",
        remoteAddress: nextIp(),
        payload: validQuick({ phone }),
      });
      expect(quick.statusCode, phone).toBe(400);
      expect(quick.json().errors).toEqual({ phone: "Phone number required" });
      const full = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: nextIp(),
        payload: validContact({ phone }),
      });
      expect(full.statusCode, phone).toBe(400);
      expect(full.json().errors).toEqual({ phone: "Please enter a valid phone number" });
    }
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: nextIp(),
      payload: validContact({ firstName: "Mar\u202Ecus\u200B", organization: "River\u2066bend" }),
    });
    expect(response.statusCode).toBe(201);
    expect(await lead(response.json().id)).toMatchObject({ first_name: "Marcus", organization: "Riverbend" });
  });

  it("binds an Idempotency-Key to its submission and to the client that sent it", async () => {
    const ip = nextIp();
    const send = (
      key: string,
      payload: object | string,
      remoteAddress = ip,
      headers: Record<string, string> = {},
    ) =>
      t.app.inject({
        method: "POST",
        url: "/api/quick-contact",
        remoteAddress,
        headers: { "idempotency-key": key, ...headers },
        payload,
      });
    const original = validQuick({ lastName: "Keyed" });
    const first = await send("order-1", original);
    expect(first.statusCode).toBe(201);

    // The same key with another body is refused, and the new lead is not silently dropped as a repeat.
    const changed = await send("order-1", validQuick({ lastName: "Keyed", phone: "555 444 3333" }));
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error).toMatch(/already used for a different submission/);
    const formChanged = await send(
      "order-1",
      form(validQuick({ lastName: "Keyed", email: "other@example.org" }) as Record<string, string>),
      ip,
      FORM,
    );
    expect(formChanged.statusCode).toBe(422);
    expect(formChanged.headers["content-type"]).toMatch(/^text\/html/);
    expect((await send("order-1", original)).json().id).toBe(first.json().id);

    // Another client's identical key and body is its own lead, not an answer with the first client's id.
    const elsewhere = await send("order-1", original, nextIp());
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.headers["idempotent-replayed"]).toBeUndefined();
    expect(elsewhere.json().id).not.toBe(first.json().id);

    // Keys are compared exactly as sent.
    const spaced = await send(" order-1", original);
    expect(spaced.statusCode).toBe(201);
    expect(spaced.json().id).not.toBe(first.json().id);

    const stored = await t.db.kysely
      .selectFrom("leads")
      .select("id")
      .where("last_name", "=", "Keyed")
      .execute();
    expect(stored).toHaveLength(3);
  });

  it("stores honeypot and too-fast submissions as spam with no notification, answering 201", async () => {
    const honeypot = await t.app.inject({
      method: "POST",
      url: "/api/quick-contact",
      remoteAddress: nextIp(),
      payload: validQuick({ website: "http://spam.example" }),
    });
    expect(honeypot.statusCode).toBe(201);
    expect(await lead(honeypot.json().id)).toMatchObject({ status: "spam", spam_reason: "honeypot" });
    expect(await notifications(honeypot.json().id)).toHaveLength(0);

    const fast = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: nextIp(),
      payload: validContact({ startedAt: Date.now() - 1200 }),
    });
    expect(fast.statusCode).toBe(201);
    expect(await lead(fast.json().id)).toMatchObject({ status: "spam", spam_reason: "fill_time" });
    expect(await notifications(fast.json().id)).toHaveLength(0);

    const human = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: nextIp(),
      payload: validContact({ startedAt: Date.now() - 45_000, website: "" }),
    });
    const humanRow = await lead(human.json().id);
    expect(humanRow).toMatchObject({ status: "new", spam_reason: null });
    expect(humanRow!.fill_ms).toBeGreaterThanOrEqual(45_000);
    expect(await notifications(human.json().id)).toHaveLength(1);

    // A visitor whose clock runs ahead of the server's is not judged by fill time.
    const skewed = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: nextIp(),
      payload: validContact({ startedAt: Date.now() + 120_000 }),
    });
    expect(await lead(skewed.json().id)).toMatchObject({ status: "new" });
  });

  it("never answers a 5xx when the lead store fails: 503 JSON (and an HTML page for form posts)", async () => {
    const { app, close } = await startAppWithoutDatabase(dialect);
    try {
      const json = await app.inject({ method: "POST", url: "/api/contact", payload: validContact() });
      expect(json.statusCode).toBe(503);
      expect(json.json()).toEqual({ error: "Service Unavailable" });
      expect(json.headers["retry-after"]).toBeDefined();
      const html = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: FORM,
        payload: form(validContact() as Record<string, string>),
      });
      expect(html.statusCode).toBe(503);
      expect(html.headers["content-type"]).toMatch(/^text\/html/);
    } finally {
      await close();
    }
  });
});

describe.each(testDialects)("per-IP submission limit on %s", (dialect) => {
  it("answers 429 with Retry-After past LEAD_RATE_LIMIT per client IP per hour, counted in the database", async () => {
    const t = await startIsolatedApp(dialect, { LEAD_RATE_LIMIT: "3" });
    try {
      const send = (ip: string, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: "POST",
          url: "/api/quick-contact",
          remoteAddress: ip,
          headers,
          payload: validQuick(),
        });
      for (let i = 0; i < 3; i++) expect((await send("192.0.2.10")).statusCode).toBe(201);
      const limited = await send("192.0.2.10");
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(limited.json()).toMatchObject({ error: "Too Many Requests", retryAfter });

      // Another address is unaffected; without TRUST_PROXY, X-Forwarded-For is ignored.
      expect((await send("192.0.2.11")).statusCode).toBe(201);
      expect((await send("192.0.2.10", { "x-forwarded-for": "198.51.100.1" })).statusCode).toBe(429);

      // A retry of an accepted submission still gets its id back.
      const keyed = await send("192.0.2.12", { "idempotency-key": "k" });
      expect(keyed.statusCode).toBe(201);
      await send("192.0.2.12");
      await send("192.0.2.12");
      expect((await send("192.0.2.12")).statusCode).toBe(429);
      const replay = await send("192.0.2.12", { "idempotency-key": "k" });
      expect(replay.statusCode).toBe(201);
      expect(replay.json().id).toBe(keyed.json().id);

      const formLimited = await t.app.inject({
        method: "POST",
        url: "/api/quick-contact",
        remoteAddress: "192.0.2.12",
        headers: FORM,
        payload: form(validQuick() as Record<string, string>),
      });
      expect(formLimited.statusCode).toBe(429);
      expect(formLimited.headers["content-type"]).toMatch(/^text\/html/);

      // The count lives in the database: once its hour is over, the address may submit again.
      await t.db.kysely
        .updateTable("lead_rate_limits")
        .set((eb) => ({ window_start: eb("window_start", "-", 3_600_001) }))
        .execute();
      expect((await send("192.0.2.10")).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it("counts IPv6 clients per /64 network", async () => {
    const t = await startIsolatedApp(dialect, { LEAD_RATE_LIMIT: "2" });
    try {
      const send = (remoteAddress: string) =>
        t.app.inject({ method: "POST", url: "/api/quick-contact", remoteAddress, payload: validQuick() });
      expect((await send("2001:db8:5:6::1")).statusCode).toBe(201);
      expect((await send("2001:db8:5:6:ffff:ffff:ffff:fffe")).statusCode).toBe(201);
      expect((await send("2001:db8:5:6:1234::99")).statusCode).toBe(429);
      // The next /64 is another client; IPv4-mapped addresses count as their IPv4 address.
      expect((await send("2001:db8:5:7::1")).statusCode).toBe(201);
      expect((await send("::ffff:192.0.2.77")).statusCode).toBe(201);
      expect((await send("192.0.2.77")).statusCode).toBe(201);
      expect((await send("::ffff:192.0.2.77")).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it("takes the client address from X-Forwarded-For only with TRUST_PROXY", async () => {
    const t = await startIsolatedApp(dialect, { LEAD_RATE_LIMIT: "1", TRUST_PROXY: "true" });
    try {
      const send = (forwardedFor: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/quick-contact",
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": forwardedFor },
          payload: validQuick(),
        });
      expect((await send("203.0.113.5")).statusCode).toBe(201);
      expect((await send("203.0.113.6")).statusCode).toBe(201);
      expect((await send("203.0.113.5")).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
