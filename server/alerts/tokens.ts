import { createHash, randomBytes } from "node:crypto";
import type { DbKysely, JobAlertTokenPurpose } from "../db/schema";

/**
 * The alert's links carry tokens: 32 random bytes (base64url), of which only a hash is stored, each for one
 * purpose and until it expires. The purpose is part of what is hashed, so a token of one purpose can never
 * be read as another's, even by a query that forgot to ask for its purpose.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each kind of link works. */
export const TOKEN_LIFETIME_MS: Record<JobAlertTokenPurpose, number> = {
  confirm: 3 * DAY_MS,
  manage: 60 * DAY_MS,
  unsubscribe: 400 * DAY_MS,
};

/** The shape of a token in a link: 43 base64url characters (32 bytes). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function tokenHash(purpose: JobAlertTokenPurpose, token: string): string {
  return createHash("sha256").update(`job-alert:${purpose}:${token}`).digest("hex");
}

/** A new token for `purpose` of the alert: stored as its hash, returned once, for the link. */
export async function mintToken(
  db: DbKysely,
  alertId: string,
  purpose: JobAlertTokenPurpose,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("job_alert_tokens")
    .values({
      token_hash: tokenHash(purpose, token),
      alert_id: alertId,
      purpose,
      created_at: now,
      expires_at: now + TOKEN_LIFETIME_MS[purpose],
    })
    .execute();
  return token;
}

/** The alert a token of `purpose` names, while it has not expired; undefined for anything else. */
export async function alertIdOfToken(
  db: DbKysely,
  purpose: JobAlertTokenPurpose,
  token: unknown,
  now: number,
): Promise<string | undefined> {
  if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) return undefined;
  const row = await db
    .selectFrom("job_alert_tokens")
    .select("alert_id")
    .where("token_hash", "=", tokenHash(purpose, token))
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row?.alert_id;
}

/** Uses up a token (a confirmation link works once). */
export async function spendToken(db: DbKysely, purpose: JobAlertTokenPurpose, token: string): Promise<void> {
  await db.deleteFrom("job_alert_tokens").where("token_hash", "=", tokenHash(purpose, token)).execute();
}
