import { randomUUID } from "node:crypto";
import type { DbKysely } from "../db/schema";

export interface AdminUserRow {
  id: string;
  email: string;
  password_hash: string;
}

export class UserExistsError extends Error {}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: DbKysely, email: string): Promise<AdminUserRow | undefined> {
  return db
    .selectFrom("admin_users")
    .select(["id", "email", "password_hash"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
}

/**
 * The account for a sign-in, if there is one, and whether it signed in from `networkHash` since `since`:
 * one read, the same for an account that exists and one that does not.
 */
export async function findUserForSignIn(
  db: DbKysely,
  email: string,
  networkHash: string,
  since: number,
): Promise<(AdminUserRow & { knownNetwork: boolean }) | undefined> {
  const row = await db
    .selectFrom("admin_users")
    .leftJoin("admin_known_networks", (join) =>
      join
        .onRef("admin_known_networks.user_id", "=", "admin_users.id")
        .on("admin_known_networks.network_hash", "=", networkHash)
        .on("admin_known_networks.last_at", ">", since),
    )
    .select([
      "admin_users.id",
      "admin_users.email",
      "admin_users.password_hash",
      "admin_known_networks.last_at as known_at",
    ])
    .where("admin_users.email", "=", normalizeEmail(email))
    .executeTakeFirst();
  if (!row) return undefined;
  const { known_at, ...user } = row;
  return { ...user, knownNetwork: known_at !== null };
}

export async function createUser(
  db: DbKysely,
  email: string,
  passwordHash: string,
  now = Date.now(),
): Promise<{ id: string; email: string }> {
  const user = { id: randomUUID(), email: normalizeEmail(email) };
  const inserted = await db
    .insertInto("admin_users")
    .values({ ...user, password_hash: passwordHash, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) throw new UserExistsError(`An account for ${user.email} already exists`);
  return user;
}

/** Sets a new password and ends every session of the account. Resolves to false if there is no such account. */
export async function resetPassword(
  db: DbKysely,
  email: string,
  passwordHash: string,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable("admin_users")
      .set({ password_hash: passwordHash, updated_at: now })
      .where("email", "=", normalizeEmail(email))
      .returning("id")
      .executeTakeFirst();
    if (!user) return false;
    await trx.deleteFrom("admin_sessions").where("user_id", "=", user.id).execute();
    return true;
  });
}
