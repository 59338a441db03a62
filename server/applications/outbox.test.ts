import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationChannel } from "#schemas/application";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import type { Config } from "../env";
import { findPostingById, findPostingByPath } from "../jobs/jobs.repository";
import { importSeedPostings } from "../jobs/seed";
import { outboxSignal } from "../outbox/signal";
import { testConfig } from "../test-support/app";
import { SAMPLE_PDF, seedApplication, sha256 } from "../test-support/applications";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase, testDialects } from "../test-support/db";
import { expectEachSentOnce, waitUntilAllSent } from "../test-support/outbox";
import { pollUntil } from "../test-support/poll";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../test-support/smtp";
import { documentedReceiverCheck, startWebhookServer, type TestWebhookServer } from "../test-support/webhook";
import { type ApplicationNotice, createApplicationDeliverer } from "./notifications";
import { createApplicationOutboxWorker } from "./outbox";
import { APPLICATIONS_TOPIC } from "./store";

const SECRET = "application-webhook-secret-0123456789";
const NOTIFY = "recruiters@apex.example";
const FROM = "Apex NP & PA Recruiting <careers@apex.example>";
const quiet = { info() {}, warn() {}, error() {} };
const ALL: ApplicationChannel[] = ["email", "webhook", "confirmation"];

/** A PDF of `size` bytes: the sample's header, random bytes (every byte value), and its trailer. */
function resumeOf(size: number): Buffer {
  const head = SAMPLE_PDF.subarray(0, SAMPLE_PDF.length - 6);
  return Buffer.concat([head, randomBytes(size - SAMPLE_PDF.length), Buffer.from("%%EOF\n")]);
}

describe.each(testDialects)("application deliveries on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: TestSmtpServer;
  let hooks: TestWebhookServer;
  let config: Config;
  let atlanta: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    hooks = await startWebhookServer();
    database = await createTestDatabase(dialect);
    config = testConfig(database, {
      SITE_URL: "https://www.apexnppa.example",
      SMTP_URL: smtp.url,
      SMTP_FROM: FROM,
      NOTIFY_EMAIL_TO: NOTIFY,
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET: SECRET,
      OUTBOX_RETRY_BASE_MS: "20",
      OUTBOX_RETRY_MAX_MS: "50",
      OUTBOX_MAX_ATTEMPTS: "3",
      // Only the outbox signal (or runOnce) starts a pass within a test.
      OUTBOX_POLL_MS: "600000",
    });
    db = connectDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await migrateToLatest(db);
    await importSeedPostings(db);
    atlanta = (await findPostingByPath(db.kysely, "/job-atlanta-pmr"))!.id;
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
    await smtp?.close();
    await hooks?.close();
  });

  const rows = (id: string) =>
    db.kysely
      .selectFrom("application_notifications")
      .selectAll()
      .where("application_id", "=", id)
      .orderBy("channel")
      .execute();
  const mailsOf = (id: string, to: string): ReceivedMail[] =>
    smtp.mails.filter(
      (mail) => (mail.header("message-id") ?? "").includes(id) && mail.envelopeTo.includes(to),
    );
  const deliverUntil = async (check: () => Promise<boolean> | boolean, worker = workerWith(config)) => {
    try {
      await pollUntil(async () => {
        await worker.runOnce();
        return check();
      });
    } finally {
      await worker.stop();
    }
  };
  const workerWith = (settings: Config) =>
    createApplicationOutboxWorker({ db, config: settings, log: quiet, findPosting: findPostingById });

  it("e-mails the recruiters every field with the résumé attached byte for byte, Reply-To the candidate", async () => {
    const resume = resumeOf(300_000);
    const application = await seedApplication(
      db,
      {
        posting_id: atlanta,
        job_path: "/job-atlanta-pmr",
        job_title: "Nurse Practitioner, Physical Medicine & Rehabilitation",
        first_name: "Maya\r\nBcc: victim@evil.example",
        last_name: "Okafor <b>",
        email: "maya.okafor@example.com",
        license_states: JSON.stringify(["GA", "FL", "DC"]),
        message: 'Available from March.\n<script>alert("x")</script>\nThanks & regards',
        page_path: "/job-atlanta-pmr",
        referrer: "https://www.google.com/",
        utm: JSON.stringify({ utm_source: "indeed", utm_medium: "cpc" }),
        resume_name: "maya-okafor-resume.pdf",
      },
      { resume, channels: ["email"] },
    );
    const id = application.id!;
    await deliverUntil(async () => (await rows(id))[0]!.status === "sent");

    const [mail, ...more] = mailsOf(id, NOTIFY);
    expect(more).toEqual([]);
    expect(mail!.envelopeTo).toEqual([NOTIFY]);
    expect(mail!.headers.has("bcc")).toBe(false);
    expect(mail!.raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/^Bcc:/im);
    expect(mail!.header("from")).toContain("careers@apex.example");
    expect(mail!.header("reply-to")).toContain("<maya.okafor@example.com>");
    expect(mail!.header("x-application-id")).toBe(id);
    expect(mail!.header("message-id")).toBe(`<application-${id}.email@www.apexnppa.example>`);
    expect(mail!.header("subject")).toBe(
      "Application: NP – Maya Bcc: victim@evil.example Okafor <b> – Nurse Practitioner, Physical Medicine & Rehabilitation (Atlanta)",
    );
    for (const line of [
      `Application ID: ${id}`,
      "Posting: Nurse Practitioner, Physical Medicine & Rehabilitation",
      "Posting page: https://www.apexnppa.example/job-atlanta-pmr",
      "Credential: Nurse Practitioner (NP)",
      "Licensed in: Georgia, Florida, District of Columbia",
      "Years of experience: 6",
      "Email: maya.okafor@example.com",
      "Phone: (404) 555-0142",
      "Résumé: maya-okafor-resume.pdf (PDF, 293.0 KB), attached",
      "Page: /job-atlanta-pmr",
      "Referrer: https://www.google.com/",
      "Campaign: utm_source=indeed, utm_medium=cpc",
      '<script>alert("x")</script>',
      `Application in the inbox: https://www.apexnppa.example/admin/applications/${id}`,
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail!.html).toContain("Okafor &lt;b&gt;");
    expect(mail!.html).not.toContain("<script");
    expect(mail!.html).toContain(`href="https://www.apexnppa.example/admin/applications/${id}"`);

    expect(mail!.attachments).toHaveLength(1);
    const [attachment] = mail!.attachments;
    expect(attachment!.filename).toBe("maya-okafor-resume.pdf");
    expect(attachment!.contentType).toBe("application/pdf");
    expect(sha256(attachment!.content)).toBe(sha256(resume));
    expect(sha256(attachment!.content)).toBe(application.resume_sha256);
    expect((await rows(id))[0]).toMatchObject({ status: "sent", attempts: 1, last_error: null });
  });

  it("sends the candidate a plain confirmation naming the role and what happens next, without the file", async () => {
    const application = await seedApplication(
      db,
      { posting_id: atlanta, first_name: "Jordan", last_name: "Reyes", email: "jordan.reyes@example.org" },
      { channels: ["confirmation"] },
    );
    const id = application.id!;
    await deliverUntil(async () => (await rows(id))[0]!.status === "sent");

    const [mail, ...more] = mailsOf(id, "jordan.reyes@example.org");
    expect(more).toEqual([]);
    expect(mail!.envelopeTo).toEqual(["jordan.reyes@example.org"]);
    expect(smtp.mails.filter((candidate) => candidate.header("x-application-id") === id)).toEqual([]);
    expect(mail!.header("from")).toContain("careers@apex.example");
    expect(mail!.header("reply-to")).toContain("<recruiting@apexnppa.com>");
    expect(mail!.header("auto-submitted")).toBe("auto-generated");
    expect(mail!.header("message-id")).toBe(`<application-${id}.confirmation@www.apexnppa.example>`);
    expect(mail!.header("subject")).toBe(
      "We received your application: Nurse Practitioner – Physical Medicine & Rehabilitation (Atlanta)",
    );
    expect(mail!.header("content-type")).toMatch(/^text\/plain/);
    expect(mail!.attachments).toEqual([]);
    expect(mail!.html).toBe("");
    expect(mail!.text).toContain("Dear Jordan,");
    expect(mail!.text).toContain("replies within one business day");
    expect(mail!.text).toContain("(888) 555-0142");
    expect(mail!.text).toContain("https://www.apexnppa.example/job-atlanta-pmr");
    // Nothing else about the candidate: a mistyped address learns only a first name and a role.
    expect(mail!.text).not.toContain(application.phone!);
    expect(mail!.text).not.toContain(application.message!);
  });

  it("posts application.created signed like the lead webhook, with the inbox link and without the file", async () => {
    const resume = resumeOf(20_000);
    const application = await seedApplication(db, { posting_id: atlanta }, { resume, channels: ["webhook"] });
    const id = application.id!;
    await deliverUntil(async () => (await rows(id))[0]!.status === "sent");

    const hook = hooks.hooks.find((candidate) => candidate.rawBody.includes(id))!;
    const verify = documentedReceiverCheck();
    expect(verify(hook.rawBody, hook.headers, SECRET)).toBe(true);
    expect(verify(`${hook.rawBody} `, hook.headers, SECRET)).toBe(false);
    expect(verify(hook.rawBody, hook.headers, SECRET, Number(hook.headers["x-timestamp"]) + 3600)).toBe(
      false,
    );
    expect(hook.headers["content-type"]).toBe("application/json");
    expect(hook.headers["x-delivery-id"]).toBe(`${id}:webhook`);
    const body = JSON.parse(hook.rawBody);
    expect(Number(hook.headers["x-timestamp"])).toBe(body.timestamp);
    expect(body).toEqual({
      event: "application.created",
      deliveryId: `${id}:webhook`,
      timestamp: body.timestamp,
      application: {
        id,
        createdAt: new Date(application.created_at!).toISOString(),
        status: "new",
        inboxUrl: `https://www.apexnppa.example/admin/applications/${id}`,
        posting: {
          id: atlanta,
          title: application.job_title,
          path: "/job-atlanta-pmr",
          url: "https://www.apexnppa.example/job-atlanta-pmr",
        },
        firstName: "Maya",
        lastName: "Okafor",
        email: "maya.okafor@example.com",
        phone: "(404) 555-0142",
        credential: "NP",
        credentialLabel: "Nurse Practitioner (NP)",
        licenseStates: ["GA", "FL"],
        licenseStateNames: ["Georgia", "Florida"],
        yearsExperience: 6,
        message: application.message,
        resume: {
          name: "maya-okafor-resume.pdf",
          type: "pdf",
          mediaType: "application/pdf",
          size: 20_000,
          sha256: sha256(resume),
        },
        attribution: { pagePath: "/job-atlanta-pmr", referrer: null, utm: {} },
      },
    });
    expect(hook.rawBody.length).toBeLessThan(resume.length);
    expect(hook.rawBody).not.toContain(resume.toString("base64").slice(0, 64));
    expect(hook.rawBody).not.toContain("%PDF");
  });

  it("sends a redelivered e-mail with the same Message-ID, so a mail system can drop the repeat", async () => {
    const application = await seedApplication(db, { posting_id: atlanta }, { channels: ["email"] });
    const id = application.id!;
    await deliverUntil(async () => mailsOf(id, NOTIFY).length === 1);
    // What another instance does after a crash between sending and recording: the claim is taken over.
    await db.kysely
      .updateTable("application_notifications")
      .set({ status: "pending", next_attempt_at: 0, claimed_until: null, claimed_by: null })
      .where("application_id", "=", id)
      .execute();
    await deliverUntil(async () => mailsOf(id, NOTIFY).length === 2);
    const [first, second] = mailsOf(id, NOTIFY);
    expect(second!.header("message-id")).toBe(first!.header("message-id"));
    expect(sha256(second!.attachments[0]!.content)).toBe(application.resume_sha256);
  });

  it("retries an unreachable SMTP server with backoff, then records failed after the last attempt", async () => {
    const down = await startSmtpServer();
    const port = down.port;
    await down.close();
    const application = await seedApplication(
      db,
      { posting_id: atlanta },
      { channels: ["email", "confirmation"] },
    );
    const id = application.id!;
    const worker = workerWith({ ...config, SMTP_URL: `smtp://127.0.0.1:${port}` });
    await worker.runOnce();
    const waiting = await rows(id);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(row.next_attempt_at).toBeGreaterThan(application.created_at!);
    }
    await deliverUntil(async () => (await rows(id)).every((row) => row.status === "failed"), worker);
    for (const row of await rows(id)) {
      expect(row).toMatchObject({ status: "failed", attempts: 3, claimed_by: null });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(smtp.mails.filter((mail) => (mail.header("message-id") ?? "").includes(id))).toEqual([]);
  });

  it("retries a webhook that answers 500, then records failed after the last attempt", async () => {
    hooks.status = 500;
    try {
      const application = await seedApplication(db, {}, { channels: ["webhook"] });
      const id = application.id!;
      const worker = workerWith(config);
      await worker.runOnce();
      expect((await rows(id))[0]).toMatchObject({
        status: "pending",
        attempts: 1,
        last_error: "webhook answered HTTP 500",
      });
      await deliverUntil(async () => (await rows(id))[0]!.status === "failed", worker);
      expect((await rows(id))[0]).toMatchObject({
        status: "failed",
        attempts: 3,
        last_error: "webhook answered HTTP 500",
      });
    } finally {
      hooks.status = 204;
    }
  });

  it("is woken by the intake's outbox signal, and delivers each channel once", async () => {
    const worker = workerWith(config);
    // The first pass (at start) delivers this one; once it is recorded, that pass has nothing more to claim
    // and only the signal can start another within the poll interval (ten minutes).
    const first = await seedApplication(db, { posting_id: atlanta }, { channels: ALL });
    worker.start();
    try {
      await pollUntil(async () => (await rows(first.id!)).every((row) => row.status === "sent"), {
        what: "the first pass to deliver what was there at start",
      });
      const application = await seedApplication(db, { posting_id: atlanta }, { channels: ALL });
      const id = application.id!;
      outboxSignal(db).emit(APPLICATIONS_TOPIC);
      await pollUntil(async () => (await rows(id)).every((row) => row.status === "sent"), {
        what: "every delivery sent",
      });
      expect(mailsOf(id, NOTIFY)).toHaveLength(1);
      expect(mailsOf(id, application.email!)).toHaveLength(1);
      expect(hooks.hooks.filter((hook) => hook.rawBody.includes(id))).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });

  it("never sends anything for an application classed as spam", async () => {
    const application = await seedApplication(db, { spam_reason: "honeypot" }, { channels: ALL });
    const id = application.id!;
    await deliverUntil(async () => (await rows(id)).every((row) => row.status === "failed"));
    for (const row of await rows(id)) {
      expect(row).toMatchObject({ attempts: 1, last_error: "not sent: the application was classed as spam" });
    }
    expect(smtp.mails.filter((mail) => (mail.header("message-id") ?? "").includes(id))).toEqual([]);
    expect(hooks.hooks.filter((hook) => hook.rawBody.includes(id))).toEqual([]);
  });

  it("claims only the channels that are configured", async () => {
    const worker = workerWith({ ...config, SMTP_URL: undefined, WEBHOOK_URL: undefined });
    expect(worker.channels).toEqual([]);
    const application = await seedApplication(db, {}, { channels: ["email"] });
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    expect((await rows(application.id!))[0]).toMatchObject({ status: "pending", attempts: 0 });
    await db.kysely.deleteFrom("applications").where("id", "=", application.id!).execute();
  });
});

const APPLICATIONS = 120;

describe.skipIf(!TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  it(`deliver ${APPLICATIONS} applications with each notification sent exactly once`, {
    timeout: 120_000,
  }, async () => {
    const database = await createTestDatabase("postgres");
    const smtp = await startSmtpServer();
    const hooks = await startWebhookServer();
    const config = testConfig(database, {
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: NOTIFY,
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET: SECRET,
      OUTBOX_POLL_MS: "50",
    });
    const dbs = [
      connectDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }),
      connectDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }),
    ];
    await migrateToLatest(dbs[0]!);
    const sentBy = [0, 0];
    const workers = dbs.map((db, index) => {
      const real = createApplicationDeliverer(config);
      const counted = (channel: ApplicationChannel) => async (notice: ApplicationNotice) => {
        await real[channel]!(notice);
        sentBy[index]! += 1;
      };
      return createApplicationOutboxWorker({
        db,
        config,
        log: quiet,
        findPosting: findPostingById,
        batchSize: 5,
        deliverer: {
          email: counted("email"),
          webhook: counted("webhook"),
          confirmation: counted("confirmation"),
          close: () => real.close(),
        },
      });
    });
    try {
      for (const worker of workers) worker.start();
      const resumes = new Map<string, string>();
      for (let n = 0; n < APPLICATIONS; n++) {
        const resume = resumeOf(2_000 + n);
        const application = await seedApplication(
          dbs[n % 2]!,
          { last_name: `Number${n}`, email: `candidate${n}@example.org` },
          { resume, channels: ALL },
        );
        resumes.set(application.id!, sha256(resume));
        outboxSignal(dbs[n % 2]!).emit(APPLICATIONS_TOPIC);
      }
      await smtp.waitFor(APPLICATIONS * 2, 90_000);
      await hooks.waitFor(APPLICATIONS, 90_000);
      await waitUntilAllSent(dbs[0]!, "application_notifications");
      // Both stopped (each waits for its deliveries in flight): a duplicate, if any, has arrived by now.
      for (const worker of workers) await worker.stop();

      const perDelivery = new Map<string, number>();
      const count = (key: string) => perDelivery.set(key, (perDelivery.get(key) ?? 0) + 1);
      for (const mail of smtp.mails) {
        const [, id, channel] = /^<application-(.+)\.(email|confirmation)@/.exec(mail.header("message-id")!)!;
        count(`${id}:${channel}`);
        if (channel === "email") expect(sha256(mail.attachments[0]!.content)).toBe(resumes.get(id!));
      }
      for (const hook of hooks.hooks) count(`${JSON.parse(hook.rawBody).application.id}:webhook`);
      expect(smtp.mails).toHaveLength(APPLICATIONS * 2);
      expect(hooks.hooks).toHaveLength(APPLICATIONS);
      for (const id of resumes.keys()) {
        for (const channel of ALL) expect(perDelivery.get(`${id}:${channel}`), `${id}:${channel}`).toBe(1);
      }
      await expectEachSentOnce(dbs[0]!, "application_notifications", APPLICATIONS * 3, sentBy);
    } finally {
      for (const worker of workers) await worker.stop().catch(() => {});
      for (const db of dbs) await db.close();
      await smtp.close();
      await hooks.close();
      await database.drop();
    }
  });
});
