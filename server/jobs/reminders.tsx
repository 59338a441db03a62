/**
 * Expiry reminders: the recruiters (NOTIFY_EMAIL_TO) are e-mailed JOB_EXPIRY_REMINDER_DAYS days before a
 * published posting expires, once per posting and expiry date. Any instance may look for due reminders
 * at any moment: the reminder's key (posting and validThrough) is unique in the job outbox, so however
 * many look, one is queued; renewing gives a new date and so, later, a new reminder.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { Db } from "../db/connect";
import type { Config } from "../env";
import { headerSafe } from "../outbox/mail";
import { queueJobNotification } from "./job-notifications";
import { findPostingById } from "./jobs.repository";
import { dayOf, nextStateChange, type PostingRecord, postingState } from "#schemas/job-lifecycle";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReminderPayload {
  validThrough: string;
}

type ReminderConfig = Pick<Config, "JOB_EXPIRY_REMINDER_DAYS" | "SMTP_URL" | "NOTIFY_EMAIL_TO">;

/** Reminders are on when they have somewhere to go and a number of days to run ahead. */
export function remindersEnabled(config: ReminderConfig): boolean {
  return config.JOB_EXPIRY_REMINDER_DAYS > 0 && !!config.SMTP_URL && !!config.NOTIFY_EMAIL_TO;
}

export function reminderKey(postingId: string, validThrough: string): string {
  return `expiry:${postingId}:${validThrough}`;
}

/** The moment an open posting stops being open (the start of the day after its validThrough, UTC). */
export function expiryMoment(record: Pick<PostingRecord, "status" | "publishAt" | "posting">, now: number) {
  return postingState(record, now) === "open" ? nextStateChange(record, now) : null;
}

/**
 * Queues a reminder for every open posting whose expiry is at most JOB_EXPIRY_REMINDER_DAYS away and
 * that has none for its current validThrough yet. Drafts, scheduled, closed and expired postings get none.
 * Resolves to how many were queued by this call.
 */
export async function queueExpiryReminders(db: Db, config: ReminderConfig, now: number): Promise<number> {
  if (!remindersEnabled(config)) return 0;
  const ahead = config.JOB_EXPIRY_REMINDER_DAYS * DAY_MS;
  const jobs = db.kysely;
  // Candidates only: live or scheduled, with a validThrough from today up to the reminder horizon.
  const candidates = await jobs
    .selectFrom("job_postings")
    .select("id")
    .where("status", "in", ["published", "scheduled"])
    .where("valid_through", ">=", dayOf(now))
    .where("valid_through", "<=", dayOf(now + ahead))
    .execute();
  let queued = 0;
  for (const { id } of candidates) {
    const record = await findPostingById(jobs, id);
    if (!record) continue;
    const expires = expiryMoment(record, now);
    if (expires === null || now < expires - ahead) continue;
    const { validThrough } = record.posting;
    const payload: ReminderPayload = { validThrough };
    const added = await queueJobNotification(
      db.kysely,
      {
        kind: "expiry_reminder",
        postingId: id,
        payload,
        dueAt: now,
        dedupeKey: reminderKey(id, validThrough),
      },
      now,
    );
    if (added) queued++;
  }
  return queued;
}

/** "Tuesday, December 1, 2026 at 7:00 PM EST" in the recruiters' time zone. */
export function formatExpiry(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  })
    .format(new Date(epochMs))
    .replace(/\u202f/g, " ");
}

export interface ReminderEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

type EmailConfig = Pick<
  Config,
  "SITE_URL" | "SMTP_FROM" | "NOTIFY_EMAIL_TO" | "BUSINESS_TZ" | "JOB_EXPIRY_REMINDER_DAYS"
>;

function ReminderBody({
  title,
  expires,
  validThrough,
  editor,
  page,
}: {
  title: string;
  expires: string;
  validThrough: string;
  editor: string;
  page: string;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{`Posting expires ${expires}`}</title>
      </head>
      <body style={{ fontFamily: "Arial, Helvetica, sans-serif", color: "#0f172a", fontSize: "14px" }}>
        <p>
          The job posting <strong>{title}</strong> expires on <strong>{expires}</strong> (its last day is{" "}
          {validThrough}). After that, its page tells visitors the position may already be filled and it
          leaves the open jobs.
        </p>
        <p>
          If the role is still open, renew the posting with a new end date; if it has been filled, close it.
        </p>
        <p>
          <a href={editor}>Open the posting in the editor</a>
          {" · "}
          <a href={page}>See the public page</a>
        </p>
      </body>
    </html>
  );
}

/** The reminder for one posting: what expires, when (in BUSINESS_TZ), and where to renew or close it. */
export function buildReminderEmail(record: PostingRecord, config: EmailConfig): ReminderEmail {
  const { posting } = record;
  const expiresAt = Date.parse(`${posting.validThrough}T00:00:00Z`) + DAY_MS;
  const expires = formatExpiry(expiresAt, config.BUSINESS_TZ);
  const validThrough = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${posting.validThrough}T00:00:00Z`),
  );
  const editor = `${config.SITE_URL}/admin/jobs/${record.id}`;
  const page = `${config.SITE_URL}${posting.path}`;
  const title = headerSafe(posting.title, 150);
  const subject = headerSafe(`Job posting expires ${expires}: ${posting.shortTitle}`, 200);
  const text = [
    `The job posting "${title}" expires on ${expires} (its last day is ${validThrough}).`,
    "After that, its page tells visitors the position may already be filled and it leaves the open jobs.",
    "",
    "If the role is still open, renew the posting with a new end date; if it has been filled, close it.",
    "",
    `Editor: ${editor}`,
    `Public page: ${page}`,
    "",
  ].join("\n");
  const html = `<!doctype html>\n${renderToStaticMarkup(
    <ReminderBody title={title} expires={expires} validThrough={validThrough} editor={editor} page={page} />,
  )}\n`;
  const host = new URL(config.SITE_URL).hostname;
  return {
    from: config.SMTP_FROM ?? `Website jobs <no-reply@${host}>`,
    to: config.NOTIFY_EMAIL_TO ?? "",
    subject,
    text,
    html,
    // The same for every attempt at one reminder, so a mail system can drop a repeat.
    messageId: `<job-expiry-${record.id}-${posting.validThrough}@${host}>`,
  };
}
