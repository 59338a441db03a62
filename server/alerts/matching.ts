import { zonedDate, zonedInstant } from "#schemas/business-hours";
import { type PostingRecord, postingState } from "#schemas/job-lifecycle";
import type { JobPosting } from "#schemas/job-posting";
import type { DbKysely } from "../db/schema";
import { type JobAlertView, alertView } from "./alerts.repository";

/**
 * Which alerts a posting that opens is sent to, and when. A posting is matched each time it becomes open
 * (published, relisted, renewed after expiring, a scheduled one going live); an alert hears of one posting
 * at most once, however often it opens again (`job_alert_matches` is keyed by both).
 */

/** The postings of the job board, as the composition root hands them to this feature. */
export type PostingsSource = (db: DbKysely) => Promise<PostingRecord[]>;

/** The local hour a daily digest goes out, in the firm's time zone. */
export const DIGEST_HOUR = "08:00";

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((word) => word !== "");
}

/**
 * Whether a posting fits an alert: one of its roles; a location in one of the alert's states, or, when the
 * alert wants remote roles, a remote posting open to where the alert's states are (or anywhere in the US);
 * and every word of the alert's specialty in the posting's specialty, title or keywords.
 */
export function alertMatches(
  alert: Pick<JobAlertView, "role" | "states" | "remote" | "specialty">,
  posting: Pick<JobPosting, "roles" | "locations" | "remote" | "specialty" | "title" | "keywords">,
): boolean {
  const roleFits = alert.role === "both" ? posting.roles.length > 0 : posting.roles.includes(alert.role);
  if (!roleFits) return false;
  const inState = posting.locations.some((location) => alert.states.includes(location.region));
  const remoteFits =
    alert.remote &&
    posting.remote !== undefined &&
    (alert.states.length === 0 ||
      posting.remote.applicantLocations.some(
        (place) => place.type === "Country" || alert.states.includes(place.region),
      ));
  if (!inState && !remoteFits) return false;
  if (alert.specialty) {
    const have = new Set(words(`${posting.specialty} ${posting.title} ${posting.keywords.join(" ")}`));
    if (!words(alert.specialty).every((word) => have.has(word))) return false;
  }
  return true;
}

/** The next DIGEST_HOUR in `timeZone` after `now`: when a daily digest that starts gathering now is sent. */
export function nextDigestAt(now: number, timeZone: string): number {
  for (let days = 0; days < 3; days++) {
    const at = zonedInstant(`${zonedDate(now + days * 86_400_000, timeZone)}T${DIGEST_HOUR}`, timeZone);
    if (at > now) return at;
  }
  return now + 86_400_000;
}

/**
 * Queues what one match sends: an e-mail of its own for an alert sent at once; for a digest, the match joins
 * the alert's digest that is still waiting (locked by the update, so a worker claiming it meanwhile either
 * waits or has it already, and then a new digest starts), or starts the next one.
 */
async function queueMatch(
  trx: DbKysely,
  alert: JobAlertView,
  postingId: string,
  { now, timeZone }: { now: number; timeZone: string },
): Promise<void> {
  let notificationId: string;
  if (alert.frequency === "immediately") {
    notificationId = `${alert.id}:posting:${postingId}`;
    await trx
      .insertInto("job_alert_notifications")
      .values({
        id: notificationId,
        alert_id: alert.id,
        kind: "posting",
        posting_id: postingId,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } else {
    const waiting = await trx
      .selectFrom("job_alert_notifications")
      .select("id")
      .where("alert_id", "=", alert.id)
      .where("kind", "=", "digest")
      .where("status", "=", "pending")
      .executeTakeFirst();
    const held = waiting
      ? await trx
          .updateTable("job_alert_notifications")
          .set({ updated_at: now })
          .where("id", "=", waiting.id)
          .where("status", "=", "pending")
          .returning("id")
          .executeTakeFirst()
      : undefined;
    if (held) {
      notificationId = held.id;
    } else {
      notificationId = `${alert.id}:digest:${now}:${postingId}`;
      await trx
        .insertInto("job_alert_notifications")
        .values({
          id: notificationId,
          alert_id: alert.id,
          kind: "digest",
          posting_id: null,
          next_attempt_at: nextDigestAt(now, timeZone),
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
  await trx
    .updateTable("job_alert_matches")
    .set({ notification_id: notificationId })
    .where("alert_id", "=", alert.id)
    .where("posting_id", "=", postingId)
    .execute();
}

/**
 * Matches one posting that has opened, once: the instance whose insert into `job_alert_open_postings`
 * succeeds does it, in that insert's transaction. Resolves to how many alerts it was queued for.
 */
async function matchOpenedPosting(
  db: DbKysely,
  record: PostingRecord,
  options: { now: number; timeZone: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const opened = await trx
      .insertInto("job_alert_open_postings")
      .values({ posting_id: record.id, opened_at: options.now })
      .onConflict((oc) => oc.column("posting_id").doNothing())
      .returning("posting_id")
      .executeTakeFirst();
    if (!opened || record.posting.roles.length === 0) return 0;
    const candidates = await trx
      .selectFrom("job_alerts")
      .selectAll()
      .where("confirmed_at", "is not", null)
      .where("spam_reason", "is", null)
      .where("role", "in", ["both", ...record.posting.roles])
      .execute();
    let queued = 0;
    for (const row of candidates) {
      const alert = alertView(row);
      if (!alertMatches(alert, record.posting)) continue;
      const fresh = await trx
        .insertInto("job_alert_matches")
        .values({ alert_id: alert.id, posting_id: record.id, matched_at: options.now, notification_id: null })
        .onConflict((oc) => oc.columns(["alert_id", "posting_id"]).doNothing())
        .returning("alert_id")
        .executeTakeFirst();
      if (!fresh) continue;
      await queueMatch(trx, alert, record.id, options);
      queued += 1;
    }
    return queued;
  });
}

export interface MatchPass {
  /** Alerts queued in this pass. */
  queued: number;
  /** When the open postings next change by the clock alone (a scheduled one going live), or null. */
  nextChange: number | null;
}

/**
 * One pass: the postings open now that were not open at the last pass are matched; those no longer open
 * are forgotten, so that they are matched again when they reopen.
 */
export async function matchOpenPostings(
  db: DbKysely,
  records: readonly PostingRecord[],
  options: { now: number; timeZone: string },
): Promise<MatchPass> {
  const open = records.filter((record) => postingState(record, options.now) === "open");
  const openIds = new Set(open.map((record) => record.id));
  const known = new Set(
    (await db.selectFrom("job_alert_open_postings").select("posting_id").execute()).map(
      (row) => row.posting_id,
    ),
  );
  const closed = [...known].filter((id) => !openIds.has(id));
  if (closed.length > 0) {
    await db.deleteFrom("job_alert_open_postings").where("posting_id", "in", closed).execute();
  }
  let queued = 0;
  for (const record of open) {
    if (!known.has(record.id)) queued += await matchOpenedPosting(db, record, options);
  }
  const scheduled = records
    .filter((record) => postingState(record, options.now) === "scheduled" && record.publishAt !== null)
    .map((record) => record.publishAt as number);
  return { queued, nextChange: scheduled.length > 0 ? Math.min(...scheduled) : null };
}
