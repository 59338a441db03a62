import { createHash, randomBytes } from "node:crypto";
import type { DbKysely } from "../db/schema";

/** A working day and then some: staff sign in again each morning. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A session unused for this long ends early. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export interface ActiveSession {
  tokenHash: string;
  userId: string;
  email: string;
  expiresAt: number;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  db: DbKysely,
  userId: string,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = now + SESSION_TTL_MS;
  await db
    .insertInto("admin_sessions")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: expiresAt,
      last_seen_at: now,
    })
    .execute();
  return { token, expiresAt };
}

/** The live session for a token, or undefined when it is unknown, expired or idle too long. */
export async function findSession(
  db: DbKysely,
  token: string,
  now = Date.now(),
): Promise<ActiveSession | undefined> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("admin_sessions")
    .innerJoin("admin_users", "admin_users.id", "admin_sessions.user_id")
    .select([
      "admin_sessions.user_id",
      "admin_sessions.expires_at",
      "admin_sessions.last_seen_at",
      "admin_users.email",
    ])
    .where("admin_sessions.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row || row.expires_at <= now || row.last_seen_at <= now - SESSION_IDLE_MS) return undefined;
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
    await db
      .updateTable("admin_sessions")
      .set({ last_seen_at: now })
      .where("token_hash", "=", tokenHash)
      .execute();
  }
  return { tokenHash, userId: row.user_id, email: row.email, expiresAt: row.expires_at };
}

export async function deleteSession(db: DbKysely, tokenHash: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("token_hash", "=", tokenHash).execute();
}

export async function deleteExpiredSessions(db: DbKysely, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom("admin_sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", now - SESSION_IDLE_MS)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
