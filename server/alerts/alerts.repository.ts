import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { AlertFrequency, AlertRole, JobAlertCriteria, JobAlertSummary } from "#schemas/job-alert";
import type { DbKysely, JobAlertsTable } from "../db/schema";
import { alertIdOfToken, mintToken, spendToken } from "./tokens";

export type JobAlertRow = Selectable<JobAlertsTable>;

/** An alert as its pages and messages read it. */
export interface JobAlertView {
  id: string;
  email: string;
  role: AlertRole;
  states: string[];
  remote: boolean;
  specialty: string | null;
  frequency: AlertFrequency;
  confirmedAt: number | null;
  createdAt: number;
}

export function newAlertId(): string {
  return randomUUID();
}

/** The stored states (a JSON array of codes), tolerant of a row written by hand. */
export function storedStates(row: Pick<JobAlertRow, "states">): string[] {
  try {
    const parsed = JSON.parse(row.states) as unknown;
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === "string") : [];
  } catch {
    return [];
  }
}

export function alertView(row: JobAlertRow): JobAlertView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    states: storedStates(row),
    remote: Number(row.remote) === 1,
    specialty: row.specialty,
    frequency: row.frequency,
    confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
    createdAt: Number(row.created_at),
  };
}

export function criteriaColumns(criteria: JobAlertCriteria) {
  return {
    role: criteria.role,
    states: JSON.stringify(criteria.states),
    remote: criteria.remote ? 1 : 0,
    specialty: criteria.specialty ? criteria.specialty : null,
    frequency: criteria.frequency,
  };
}

export async function findAlert(db: DbKysely, id: string): Promise<JobAlertView | undefined> {
  const row = await db.selectFrom("job_alerts").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? alertView(row) : undefined;
}

/**
 * Confirms the alert a confirmation token names and spends the token; resolves to the alert and a new
 * manage token, or undefined when the token is unknown, used or expired.
 */
export async function confirmAlert(
  db: DbKysely,
  token: string,
  now: number,
): Promise<{ alert: JobAlertView; manageToken: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const id = await alertIdOfToken(trx, "confirm", token, now);
    if (!id) return undefined;
    await spendToken(trx, "confirm", token);
    await trx
      .updateTable("job_alerts")
      .set({ confirmed_at: now, updated_at: now })
      .where("id", "=", id)
      .where("confirmed_at", "is", null)
      .execute();
    const alert = await findAlert(trx, id);
    if (!alert) return undefined;
    return { alert, manageToken: await mintToken(trx, id, "manage", now) };
  });
}

/** Changes a confirmed alert's criteria; false when there is no such alert. */
export async function updateAlert(
  db: DbKysely,
  id: string,
  criteria: JobAlertCriteria,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable("job_alerts")
    .set({ ...criteriaColumns(criteria), updated_at: now })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an alert with its tokens, matches and messages (the foreign keys cascade). */
export async function deleteAlert(db: DbKysely, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => deleteAlertsWhere(trx, [id]).then((n) => n > 0));
}

async function deleteAlertsWhere(trx: DbKysely, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  // Explicit as well as cascaded: a database whose foreign keys are off still loses nothing half-way.
  await trx.deleteFrom("job_alert_matches").where("alert_id", "in", ids).execute();
  await trx.deleteFrom("job_alert_notifications").where("alert_id", "in", ids).execute();
  await trx.deleteFrom("job_alert_tokens").where("alert_id", "in", ids).execute();
  const result = await trx.deleteFrom("job_alerts").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Confirmed alerts per role (spam never counts), and how many wait for their confirmation. */
export async function summarizeAlerts(db: DbKysely): Promise<JobAlertSummary> {
  const rows = await db
    .selectFrom("job_alerts")
    .select(["role", (eb) => eb.fn.countAll<number>().as("count")])
    .where("confirmed_at", "is not", null)
    .where("spam_reason", "is", null)
    .groupBy("role")
    .execute();
  const pending = await db
    .selectFrom("job_alerts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("confirmed_at", "is", null)
    .where("spam_reason", "is", null)
    .executeTakeFirstOrThrow();
  const summary: JobAlertSummary = { NP: 0, PA: 0, both: 0, total: 0, unconfirmed: Number(pending.count) };
  for (const row of rows) {
    summary[row.role] = Number(row.count);
    summary.total += Number(row.count);
  }
  return summary;
}

/** The alerts of one address (the same address ignoring case), oldest first. */
export async function alertsOfAddress(db: DbKysely, email: string): Promise<JobAlertRow[]> {
  return db
    .selectFrom("job_alerts")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
    .orderBy("created_at")
    .execute();
}

/** One address's alerts as the staff app lists them, with how many postings each was sent. */
export async function lookupAlertsOf(db: DbKysely, email: string) {
  const rows = await alertsOfAddress(db, email);
  const ids = rows.map((row) => row.id);
  const sent =
    ids.length === 0
      ? []
      : await db
          .selectFrom("job_alert_matches")
          .select(["alert_id", (eb) => eb.fn.countAll<number>().as("count")])
          .where("alert_id", "in", ids)
          .groupBy("alert_id")
          .execute();
  return rows.map((row) => ({
    ...alertView(row),
    postingsSent: Number(sent.find((match) => match.alert_id === row.id)?.count ?? 0),
  }));
}

/** Everything stored about one address's alerts, for a subject access request (no hashes, no tokens). */
export async function exportAlertsOf(db: DbKysely, email: string) {
  const rows = await alertsOfAddress(db, email);
  const ids = rows.map((row) => row.id);
  const matches =
    ids.length === 0
      ? []
      : await db
          .selectFrom("job_alert_matches")
          .select(["alert_id", "posting_id", "matched_at"])
          .where("alert_id", "in", ids)
          .execute();
  return rows.map((row) => ({
    ...alertView(row),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    confirmedAt: row.confirmed_at === null ? null : new Date(Number(row.confirmed_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
    pagePath: row.page_path,
    userAgent: row.user_agent,
    postingsSent: matches
      .filter((match) => match.alert_id === row.id)
      .map((match) => ({
        postingId: match.posting_id,
        at: new Date(Number(match.matched_at)).toISOString(),
      })),
  }));
}

/** Erases every alert of one address; resolves to their ids. */
export async function eraseAlertsOf(db: DbKysely, email: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const ids = (await alertsOfAddress(trx, email)).map((row) => row.id);
    await deleteAlertsWhere(trx, ids);
    return ids;
  });
}

/**
 * Retention: unconfirmed alerts older than `unconfirmedBefore`, confirmed ones last confirmed or changed
 * before `confirmedBefore` (none when null), expired tokens, and delivered or dropped messages older than
 * `messagesBefore`. Resolves to how many alerts went.
 */
export async function deleteStaleAlerts(
  db: DbKysely,
  {
    now,
    unconfirmedBefore,
    confirmedBefore,
    messagesBefore,
  }: { now: number; unconfirmedBefore: number; confirmedBefore: number | null; messagesBefore: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const stale = await trx
      .selectFrom("job_alerts")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("confirmed_at", "is", null), eb("created_at", "<", unconfirmedBefore)]),
          ...(confirmedBefore === null
            ? []
            : [eb.and([eb("confirmed_at", "is not", null), eb("updated_at", "<", confirmedBefore)])]),
        ]),
      )
      .execute();
    const deleted = await deleteAlertsWhere(
      trx,
      stale.map((row) => row.id),
    );
    await trx.deleteFrom("job_alert_tokens").where("expires_at", "<=", now).execute();
    await trx
      .deleteFrom("job_alert_notifications")
      .where("status", "in", ["sent", "failed", "cancelled"])
      .where("updated_at", "<", messagesBefore)
      .execute();
    return deleted;
  });
}
