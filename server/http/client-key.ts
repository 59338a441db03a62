import { createHmac, randomBytes } from "node:crypto";
import { clientAddressBucket } from "./client-address";
import type { Db } from "../db/connect";

/**
 * The key for hashing client addresses: random, kept in the database so every instance sharing it
 * hashes alike, and never logged.
 */
export async function loadIpHashKey(db: Db): Promise<Buffer> {
  await db.kysely
    .insertInto("server_secrets")
    .values({ name: "ip_hash_key", value: randomBytes(32).toString("hex"), created_at: Date.now() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom("server_secrets")
    .select("value")
    .where("name", "=", "ip_hash_key")
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, "hex");
}

/** Keyed hash of the client's counting unit: its IPv4 address or its IPv6 /64 (see clientAddressBucket). */
export function hashIp(key: Buffer, ip: string): string {
  return createHmac("sha256", key).update(clientAddressBucket(ip)).digest("hex").slice(0, 32);
}

/** Hashes client addresses with the database's key, read once on first use (leads and the staff app). */
export function clientAddressHasher(db: Db): (ip: string) => Promise<string> {
  let key: Promise<Buffer> | undefined;
  return async (ip) => {
    key ??= loadIpHashKey(db).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return hashIp(await key, ip);
  };
}
