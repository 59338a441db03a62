import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedPostings as seed } from "./seed";
import type { JobPosting } from "#schemas/job-posting";
import { purgeJobNotifications } from "../retention";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import type { Config } from "../env";
import { testConfig } from "../test-support/app";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase, testDialects } from "../test-support/db";
import { daysFromNow, TEST_RECRUITER } from "../test-support/jobs";
import { startSmtpServer, type TestSmtpServer } from "../test-support/smtp";
import { createJobOutboxWorker, type JobOutboxWorker } from "./outbox";
import { changeJobState, createJob } from "./job-service";
import type { PostingRecord } from "#schemas/job-lifecycle";
import { queueExpiryReminders } from "./reminders";

const DAY = 24 * 60 * 60 * 1000;
const NOTIFY = "recruiters@apexnppa.example";
const SITE = "https://www.apexnppa.example";
const quiet = { info() {}, warn() {}, error() {} };

function posting(path: string, validThrough: string): JobPosting {
  const base = seed.find((job) => job.path === "/job-atlanta-pmr")!;
  return { ...structuredClone(base), path, identifier: path.slice(5), legacyPaths: [], validThrough };
}

/** The moment a posting open through `validThrough` expires: the start of the next day, UTC. */
const expiryOf = (validThrough: string) => Date.parse(`${validThrough}T00:00:00Z`) + DAY;

/** "March 10, 2027 at 7:00 PM EST": the end of the last day in UTC, read on the East Coast. */
function eastCoastEvening(validThrough: string): RegExp {
  const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${validThrough}T00:00:00Z`),
  );
  return new RegExp(`${day} at (7:00 PM EST|8:00 PM EDT)`);
}

describe.each(testDialects)("expiry reminders on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: TestSmtpServer;
  let config: Config;
  let worker: JobOutboxWorker;
  /** The workers' clock: reminders are looked for, and delivered, at the moment the test names. */
  let clock = Date.now();
  /** Looks for due reminders as an instance would at `moment`. */
  const queueAt = (moment: number, on = db, settings = config) => {
    clock = moment;
    return queueExpiryReminders(on, settings, moment);
  };
  const ctx = (now = Date.now()) => ({ db, actor: TEST_RECRUITER, now });

  async function live(path: string, validThrough: string): Promise<PostingRecord> {
    const draft = await createJob(ctx(), posting(path, validThrough));
    return changeJobState(ctx(), draft.id, draft.version, { action: "publish" });
  }
  const reminders = () =>
    db.kysely
      .selectFrom("job_notifications")
      .selectAll()
      .where("kind", "=", "expiry_reminder")
      .orderBy("created_at")
      .execute();
  const deliverAll = async (on = worker) => {
    while ((await on.runOnce()) > 0) {}
  };

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
    smtp = await startSmtpServer();
    config = testConfig(database, { SITE_URL: SITE, SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: NOTIFY });
    clock = Date.now();
    worker = createJobOutboxWorker({ db, config, log: quiet, now: () => clock });
  });
  afterEach(async () => {
    await worker.stop();
    await smtp.close();
    await db.close();
    await database.drop();
  });

  it("e-mails the recruiters once, five days before expiry, with the time in BUSINESS_TZ and both links", async () => {
    const validThrough = daysFromNow(30);
    const record = await live("/job-reminder-family-np", validThrough);
    const expires = expiryOf(validThrough);

    expect(await queueAt(expires - 5 * DAY - 60_000)).toBe(0);
    expect(await queueAt(expires - 5 * DAY + 60_000)).toBe(1);
    expect(await queueAt(expires - 3 * DAY)).toBe(0);
    await deliverAll();
    await deliverAll();

    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.envelopeTo).toEqual([NOTIFY]);
    expect(mail.header("subject")).toMatch(eastCoastEvening(validThrough));
    expect(mail.header("subject")).toContain(record.posting.shortTitle);
    expect(mail.text).toContain(record.posting.title);
    expect(mail.text).toMatch(eastCoastEvening(validThrough));
    expect(mail.text).toContain(`Editor: ${SITE}/admin/jobs/${record.id}`);
    expect(mail.text).toContain(`Public page: ${SITE}/job-reminder-family-np`);
    expect(mail.html).toContain(`href="${SITE}/admin/jobs/${record.id}"`);
    expect(mail.html).toContain(`href="${SITE}/job-reminder-family-np"`);
    expect(mail.header("message-id")).toBe(`<job-expiry-${record.id}-${validThrough}@www.apexnppa.example>`);
    expect(await reminders()).toMatchObject([{ status: "sent", attempts: 1 }]);
  });

  it("sends none for drafts, scheduled, closed or already expired postings", async () => {
    const soon = daysFromNow(3);
    await createJob(ctx(), posting("/job-reminder-draft", soon));
    const toSchedule = await createJob(ctx(), posting("/job-reminder-scheduled", soon));
    await changeJobState(ctx(), toSchedule.id, toSchedule.version, {
      action: "schedule",
      publishAt: Date.now() + 2 * DAY,
    });
    const filled = await live("/job-reminder-filled", soon);
    await changeJobState(ctx(), filled.id, filled.version, { action: "close" });
    await live("/job-reminder-expired", soon);

    expect(await queueAt(Date.now())).toBe(1);
    expect(await queueAt(expiryOf(soon) + 60_000)).toBe(0);
    await deliverAll();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.text).toContain("/job-reminder-expired");
  });

  it("reminds again after a renewal, for the new date, and drops a reminder the renewal made untrue", async () => {
    const first = daysFromNow(4);
    const record = await live("/job-reminder-renewed", first);
    expect(await queueAt(Date.now())).toBe(1);
    await deliverAll();
    expect(smtp.mails).toHaveLength(1);

    const second = daysFromNow(40);
    const renewed = await changeJobState(ctx(), record.id, record.version, {
      action: "renew",
      validThrough: second,
    });
    expect(await queueAt(Date.now())).toBe(0);
    expect(await queueAt(expiryOf(second) - 4 * DAY)).toBe(1);
    // Renewed again before that reminder went out: it names a date that no longer holds.
    await changeJobState(ctx(), renewed.id, renewed.version, {
      action: "renew",
      validThrough: daysFromNow(80),
    });
    await deliverAll();
    expect(smtp.mails).toHaveLength(1);
    expect((await reminders()).map((row) => row.status)).toEqual(["sent", "cancelled"]);
  });

  it("never sends a second reminder for the same date once old notifications are pruned", async () => {
    const validThrough = daysFromNow(4);
    await live("/job-reminder-pruned", validThrough);
    const start = Date.now();
    expect(await queueAt(start)).toBe(1);
    await deliverAll();
    expect(smtp.mails).toHaveLength(1);

    // Two days on, with a one-day retention: the reminder was sent longer ago than that, but the posting
    // is still open through the same date, so its row must stay.
    const later = start + 2 * DAY;
    expect(await purgeJobNotifications(db, 1, later)).toBe(0);
    expect(await queueAt(later)).toBe(0);
    await deliverAll();
    expect(smtp.mails).toHaveLength(1);

    // Once the date is past the retention period too, the row goes; the expired posting gets no reminder.
    const past = expiryOf(validThrough) + 2 * DAY;
    expect(await purgeJobNotifications(db, 1, past)).toBe(1);
    expect(await reminders()).toHaveLength(0);
    expect(await queueAt(past)).toBe(0);
    await deliverAll();
    expect(smtp.mails).toHaveLength(1);
  });

  it("sends nothing when JOB_EXPIRY_REMINDER_DAYS is 0", async () => {
    await live("/job-reminder-off", daysFromNow(2));
    const off = testConfig(database, {
      SITE_URL: SITE,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: NOTIFY,
      JOB_EXPIRY_REMINDER_DAYS: "0",
    });
    expect(await queueAt(Date.now(), db, off)).toBe(0);
    expect(await reminders()).toHaveLength(0);
  });

  it("finds due reminders on its own once the worker runs", async () => {
    await live("/job-reminder-worker", daysFromNow(2));
    const onTheRealClock = createJobOutboxWorker({ db, config, log: quiet });
    onTheRealClock.start();
    await smtp.waitFor(1).finally(() => onTheRealClock.stop());
    expect(smtp.mails[0]!.text).toContain("/job-reminder-worker");
  });

  it.runIf(dialect === "postgres" && TEST_DATABASE_URL)(
    "sends one reminder when two instances look at the same moment",
    async () => {
      const validThrough = daysFromNow(3);
      await live("/job-reminder-two-instances", validThrough);
      const otherDb = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      const other = createJobOutboxWorker({ db: otherDb, config, log: quiet, now: () => clock });
      try {
        const now = Date.now();
        for (let round = 0; round < 3; round++) {
          await Promise.all([queueAt(now), queueAt(now, otherDb)]);
          await Promise.all([deliverAll(worker), deliverAll(other)]);
        }
        expect(smtp.mails).toHaveLength(1);
        expect(await reminders()).toMatchObject([{ status: "sent", attempts: 1 }]);
      } finally {
        await other.stop();
        await otherDb.close();
      }
    },
  );
});
