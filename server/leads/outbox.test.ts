import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startIsolatedApp, testConfig, validContact, validQuick } from "../test-support/app";
import { testDialects } from "../test-support/db";
import { pollUntil } from "../test-support/poll";
import { startSmtpServer, type TestSmtpServer } from "../test-support/smtp";
import { documentedReceiverCheck, startWebhookServer, type TestWebhookServer } from "../test-support/webhook";
import { buildLeadEmail, type LeadRow } from "./notifications";
import { headerSafe } from "../outbox/mail";
import { createOutboxWorker } from "./outbox";

const SECRET = "test-webhook-secret-0123456789";
const NOTIFY = "recruiters@apex.example";

interface LogLine {
  level: string;
  obj: unknown;
  msg?: string;
}

function recordingLogger(lines: LogLine[]): FastifyBaseLogger {
  const at =
    (level: string) =>
    (obj: unknown, msg?: string): void => {
      lines.push({ level, obj, msg: typeof obj === "string" ? obj : msg });
    };
  const logger = {
    level: "info",
    fatal: at("fatal"),
    error: at("error"),
    warn: at("warn"),
    info: at("info"),
    debug: at("debug"),
    trace: at("trace"),
    silent: () => {},
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

describe.each(testDialects)("lead notifications on %s", (dialect) => {
  let smtp: TestSmtpServer;
  let hooks: TestWebhookServer;
  let t: Awaited<ReturnType<typeof startIsolatedApp>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    hooks = await startWebhookServer();
    t = await startIsolatedApp(dialect, {
      SMTP_URL: smtp.url,
      SMTP_FROM: "Apex Leads <leads@apex.example>",
      NOTIFY_EMAIL_TO: NOTIFY,
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET: SECRET,
      OUTBOX_RETRY_BASE_MS: "50",
      OUTBOX_RETRY_MAX_MS: "200",
      OUTBOX_MAX_ATTEMPTS: "3",
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await hooks?.close();
  });

  const submit = async (body: Record<string, unknown>, url = "/api/contact") => {
    const response = await t.app.inject({ method: "POST", url, payload: body });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };
  const rows = (id: string) =>
    t.db.kysely
      .selectFrom("lead_notifications")
      .selectAll()
      .where("lead_id", "=", id)
      .orderBy("channel")
      .execute();

  it("e-mails every field to NOTIFY_EMAIL_TO with Reply-To the lead, escaped HTML, no header injection", async () => {
    const worker = createOutboxWorker({ db: t.db, config: t.config, log: t.app.log });
    worker.start();
    try {
      const before = smtp.mails.length;
      const id = await submit(
        validContact({
          firstName: "Eve\r\nBcc: victim@evil.example",
          lastName: "O'Brien <b>bold</b>",
          email: "Eve.OBrien@Example.com",
          organization: "Saint Luke's & Partners",
          message: 'Please call after 5pm.\n<script>alert("x")</script>\nThanks & regards',
          attribution: { pagePath: "/our-expertise", utm: { utm_source: "newsletter", utm_medium: "email" } },
        }),
      );
      await smtp.waitFor(before + 1);
      const mail = smtp.mails.find((candidate) => candidate.header("x-lead-id") === id)!;
      expect(mail).toBeDefined();
      expect(mail.envelopeTo).toEqual([NOTIFY]);
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.raw).not.toMatch(/^Bcc:/im);
      expect(mail.header("to")).toBe(NOTIFY);
      expect(mail.header("from")).toContain("leads@apex.example");
      expect(mail.header("reply-to")).toContain("<eve.obrien@example.com>");
      const subject = mail.header("subject")!;
      expect(subject).toBe(
        "New lead: Healthcare Organization - Eve Bcc: victim@evil.example O'Brien <b>bold</b> (Homepage Main Contact Form)",
      );
      expect(subject).not.toMatch(/[\r\n]/);

      for (const text of [
        `Lead ID: ${id}`,
        "Visitor type: Healthcare Organization",
        "Email: eve.obrien@example.com",
        "Phone: 555-330-1294",
        "Organization: Saint Luke's & Partners",
        "Location: Tulsa, OK",
        "Form: Homepage Main Contact Form",
        "Page: /our-expertise",
        "Campaign: utm_source=newsletter, utm_medium=email",
        '<script>alert("x")</script>',
      ]) {
        expect(mail.text).toContain(text);
      }
      expect(mail.html).toContain("Saint Luke&#39;s &amp; Partners");
      expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(mail.html).toContain("O&#39;Brien &lt;b&gt;bold&lt;/b&gt;");
      expect(mail.html).not.toContain("<script");
      expect(mail.html).not.toContain("<b>bold");

      await pollUntil(async () => (await rows(id)).every((row) => row.status === "sent"), {
        what: "sent rows",
      });
      const sent = await rows(id);
      expect(sent.map((row) => [row.channel, row.status, row.attempts])).toEqual([
        ["email", "sent", 1],
        ["webhook", "sent", 1],
      ]);
      expect(sent[0]!.sent_at).toBeGreaterThan(0);
    } finally {
      await worker.stop();
    }
  });

  it("signs timestamp and body together: the documented receiver check accepts it and refuses a replay", async () => {
    const worker = createOutboxWorker({ db: t.db, config: t.config, log: t.app.log });
    worker.start();
    try {
      const id = await submit(
        validQuick({ userType: "job_seeker", formSource: "Exit Intent Popup" }),
        "/api/quick-contact",
      );
      await pollUntil(() => hooks.hooks.some((hook) => hook.rawBody.includes(id)), { what: "the webhook" });
      const hook = hooks.hooks.find((candidate) => candidate.rawBody.includes(id))!;
      const verify = documentedReceiverCheck();
      const sentAt = Number(hook.headers["x-timestamp"]);
      expect(verify(hook.rawBody, hook.headers, SECRET)).toBe(true);
      expect(verify(`${hook.rawBody} `, hook.headers, SECRET)).toBe(false);
      expect(verify(hook.rawBody, hook.headers, "another-secret-of-the-same-length-xx")).toBe(false);
      // A captured delivery replayed an hour later: as it was, and with X-Timestamp rewritten to "now".
      const later = sentAt + 3600;
      expect(verify(hook.rawBody, hook.headers, SECRET, later)).toBe(false);
      expect(verify(hook.rawBody, { ...hook.headers, "x-timestamp": String(later) }, SECRET, later)).toBe(
        false,
      );
      expect(verify(hook.rawBody, { ...hook.headers, "x-timestamp": "" }, SECRET)).toBe(false);
      const body = JSON.parse(hook.rawBody);
      expect(hook.headers["content-type"]).toBe("application/json");
      expect(Number(hook.headers["x-timestamp"])).toBe(body.timestamp);
      expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(60);
      expect(hook.headers["x-delivery-id"]).toBe(`${id}:webhook`);
      expect(body).toMatchObject({
        event: "lead.created",
        lead: {
          id,
          kind: "quick",
          firstName: "Dana",
          email: "dana.whitfield@example.org",
          userType: "job_seeker",
          userTypeLabel: "NP/PA Professional",
          formSource: "Exit Intent Popup",
        },
      });
    } finally {
      await worker.stop();
    }
  });

  it("sends a redelivered e-mail with the same Message-ID, derived from the lead and the site's host", async () => {
    const worker = createOutboxWorker({
      db: t.db,
      config: { ...t.config, WEBHOOK_URL: undefined },
      log: t.app.log,
    });
    try {
      const id = await submit(validQuick({ lastName: "Twice" }), "/api/quick-contact");
      const mailsOf = () => smtp.mails.filter((mail) => mail.header("x-lead-id") === id);
      await pollUntil(async () => {
        await worker.runOnce();
        return mailsOf().length === 1;
      });
      // What another instance does after a crash between sending and recording: the claim is taken over.
      await t.db.kysely
        .updateTable("lead_notifications")
        .set({ status: "pending", next_attempt_at: 0, claimed_until: null, claimed_by: null })
        .where("lead_id", "=", id)
        .where("channel", "=", "email")
        .execute();
      await pollUntil(async () => {
        await worker.runOnce();
        return mailsOf().length === 2;
      });
      const [first, second] = mailsOf();
      expect(first!.header("message-id")).toBe(`<lead-${id}.email@localhost>`);
      expect(second!.header("message-id")).toBe(first!.header("message-id"));
    } finally {
      await worker.stop();
    }
  });

  it("retries with backoff while the SMTP server is down, then delivers", async () => {
    const down = await startSmtpServer();
    const port = down.port;
    await down.close();
    const config = { ...t.config, SMTP_URL: `smtp://127.0.0.1:${port}`, WEBHOOK_URL: undefined };
    const worker = createOutboxWorker({ db: t.db, config, log: t.app.log });
    try {
      const id = await submit(validQuick({ lastName: "Retry" }), "/api/quick-contact");
      // The webhook row of this lead is for the other worker config; only e-mail is tried here.
      // Each pass delivers what is due; the retry is due once its backoff has passed.
      await pollUntil(async () => {
        await worker.runOnce();
        return (await rows(id))[0]!.attempts >= 2;
      });
      const waiting = (await rows(id))[0]!;
      expect(waiting).toMatchObject({ channel: "email", status: "pending", attempts: 2 });
      expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(waiting.next_attempt_at).toBeGreaterThan(waiting.updated_at);

      const up = await startSmtpServer(port);
      try {
        await pollUntil(async () => {
          await worker.runOnce();
          return (await rows(id))[0]!.status === "sent";
        });
        expect(up.mails.filter((mail) => mail.header("x-lead-id") === id)).toHaveLength(1);
        const sent = (await rows(id))[0]!;
        expect(sent.attempts).toBe(3);
        expect(sent.last_error).toBeNull();
      } finally {
        await up.close();
      }
    } finally {
      await worker.stop();
    }
  });

  it("marks a delivery failed after OUTBOX_MAX_ATTEMPTS", async () => {
    hooks.status = 500;
    const worker = createOutboxWorker({
      db: t.db,
      config: { ...t.config, SMTP_URL: undefined },
      log: t.app.log,
    });
    try {
      const id = await submit(validQuick({ lastName: "Failing" }), "/api/quick-contact");
      await pollUntil(async () => {
        await worker.runOnce();
        return (await rows(id))[1]!.status === "failed";
      });
      const failed = (await rows(id))[1]!;
      expect(failed).toMatchObject({ channel: "webhook", status: "failed", attempts: 3 });
      expect(failed.last_error).toBe("webhook answered HTTP 500");
    } finally {
      hooks.status = 204;
      await worker.stop();
    }
  });

  it("sends nothing for spam", async () => {
    const id = await submit(validContact({ website: "filled by a bot" }));
    expect(await rows(id)).toEqual([]);
  });
});

describe("without SMTP configured", () => {
  it("logs at start that e-mail is off and keeps e-mail rows pending", async () => {
    const t = await startIsolatedApp("sqlite");
    const lines: LogLine[] = [];
    const worker = createOutboxWorker({ db: t.db, config: t.config, log: recordingLogger(lines) });
    try {
      worker.start();
      expect(
        lines.some((line) => line.level === "warn" && /e-mail notifications are off/.test(line.msg ?? "")),
      ).toBe(true);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/quick-contact",
        payload: validQuick(),
      });
      const id = response.json().id;
      expect(await worker.runOnce()).toBe(0);
      const row = await t.db.kysely
        .selectFrom("lead_notifications")
        .selectAll()
        .where("lead_id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ channel: "email", status: "pending", attempts: 0 });
    } finally {
      await worker.stop();
      await t.close();
    }
  });
});

describe("notification content", () => {
  const row: LeadRow = {
    id: "00000000-0000-4000-8000-000000000000",
    created_at: Date.UTC(2025, 0, 16, 15, 30),
    kind: "quick",
    status: "new",
    first_name: "Mallory\r\nBcc: x@evil.example",
    last_name: "Test\u0000\u2028",
    email: "mallory@example.com",
    phone: "555 000 1111",
    user_type: "employer",
    organization: null,
    position: null,
    specialty: null,
    location: null,
    message: null,
    form_source: "Floating CTA Button\nX-Injected: 1",
    page_path: null,
    referrer: null,
    utm: "not json",
    spam_reason: null,
    fill_ms: null,
    ip_hash: "0".repeat(32),
    user_agent: null,
    idempotency_key: null,
    idempotency_body_hash: null,
  };

  it("keeps every header single-line even for a row that bypassed validation", () => {
    const config = testConfig({ dataDir: "/tmp" }, { NOTIFY_EMAIL_TO: NOTIFY });
    const mail = buildLeadEmail(row, config);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters
    expect(mail.subject).not.toMatch(/[\r\n\u0000\u2028]/);
    expect(mail.replyTo.name).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe(
      "New lead: Healthcare Organization - Mallory Bcc: x@evil.example Test (Floating CTA Button X-Injected: 1)",
    );
    expect(mail.text).toContain("Received: 2025-01-16T15:30:00.000Z");
    expect(mail.text).not.toContain("Campaign:");
    expect(headerSafe("a\r\n\tb")).toBe("a b");
  });

  it("drops bidirectional and zero-width characters from the subject and the Reply-To name", () => {
    const config = testConfig({ dataDir: "/tmp" }, { NOTIFY_EMAIL_TO: NOTIFY });
    const mail = buildLeadEmail(
      {
        ...row,
        first_name: "Eve\u202Egnp.exe",
        last_name: "Zero\u200Bwidth\u2066",
        form_source: "Form\uFEFF",
      },
      config,
    );
    expect(mail.subject).toBe("New lead: Healthcare Organization - Evegnp.exe Zerowidth (Form)");
    expect(mail.replyTo.name).toBe("Evegnp.exe Zerowidth");
    expect(mail.messageId).toBe(`<lead-${row.id}.email@localhost>`);
  });
});
