import { randomUUID } from "node:crypto";
import { type Insertable, sql } from "kysely";
import type { ApplicationChannel } from "#schemas/application";
import type { Db } from "../db/connect";
import { markWriteFailed, markWriteSucceeded } from "../db/write-health";
import type { ApplicationsTable, DbKysely } from "../db/schema";
import type { Config } from "../env";
import { RATE_WINDOW_MS, replayOf, retryAfter, type SubmitResult } from "../intake/submission";
import { outboxSignal } from "../outbox/signal";
import { announceStaffItems } from "../db/staff-items";

/** The outbox's event for committed applications (the leads' is "leads"). */
export const APPLICATIONS_TOPIC = "applications";

export interface NewApplication {
  row: Insertable<ApplicationsTable> & {
    id: string;
    created_at: number;
    ip_hash: string;
    idempotency_key: string | null;
    idempotency_body_hash: string | null;
    spam_reason: string | null;
  };
  resume: Buffer;
}

export interface ApplicationStoreOptions {
  rateLimit: number;
  channels: readonly ApplicationChannel[];
}

/** The recruiters' e-mail and the candidate's confirmation always; the webhook when one is configured. */
export function applicationChannels(config: Pick<Config, "WEBHOOK_URL">): ApplicationChannel[] {
  return config.WEBHOOK_URL ? ["email", "webhook", "confirmation"] : ["email", "confirmation"];
}

export function newApplicationId(): string {
  return randomUUID();
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

/**
 * Counts one submission from the address, restarting its window once it is an hour old; returns the
 * window's start and the count including this one. The row's lock orders concurrent submissions from one
 * address (PostgreSQL); SQLite has one writer.
 */
async function countSubmission(trx: DbKysely, ipHash: string, now: number) {
  const cutoff = now - RATE_WINDOW_MS;
  const fresh = sql<boolean>`application_rate_limits.window_start <= cast(${cutoff} as bigint)`;
  return trx
    .insertInto("application_rate_limits")
    .values({ ip_hash: ipHash, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column("ip_hash").doUpdateSet({
        window_start: sql`case when ${fresh} then cast(${now} as bigint) else application_rate_limits.window_start end`,
        count: sql`case when ${fresh} then 1 else application_rate_limits.count + 1 end`,
      }),
    )
    .returning(["window_start", "count"])
    .executeTakeFirstOrThrow();
}

async function write(
  trx: DbKysely,
  { row, resume }: NewApplication,
  options: ApplicationStoreOptions,
): Promise<SubmitResult> {
  if (row.idempotency_key) {
    const existing = await trx
      .selectFrom("applications")
      .select(["id", "idempotency_body_hash"])
      .where("idempotency_key", "=", row.idempotency_key)
      .executeTakeFirst();
    if (existing) {
      return replayOf(
        { idempotencyBodyHash: row.idempotency_body_hash },
        { id: existing.id, bodyHash: existing.idempotency_body_hash },
      );
    }
  }
  const now = row.created_at;
  const counter = await countSubmission(trx, row.ip_hash, now);
  if (Number(counter.count) > options.rateLimit) {
    return { outcome: "rate_limited", retryAfterSeconds: retryAfter(Number(counter.window_start), now) };
  }
  await trx.insertInto("applications").values(row).execute();
  await trx.insertInto("application_files").values({ application_id: row.id, data: resume }).execute();
  const channels = row.spam_reason ? [] : options.channels;
  if (channels.length > 0) {
    await trx
      .insertInto("application_notifications")
      .values(
        channels.map((channel) => ({
          application_id: row.id,
          channel,
          next_attempt_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return { outcome: "stored", id: row.id, replayed: false };
}

/**
 * Runs `run` in a transaction that it commits, or rolls back when anything fails, and then rethrows what
 * failed. Kysely's own `transaction()` would report a failed ROLLBACK instead: SQLite rolls a transaction
 * back by itself on some errors (SQLITE_FULL on a full disk, SQLITE_IOERR), and the ROLLBACK that follows
 * fails with "cannot rollback - no transaction is active", hiding the error that matters.
 */
async function inTransaction<T>(db: Db, run: (trx: DbKysely) => Promise<T>): Promise<T> {
  const trx = await db.kysely.startTransaction().execute();
  try {
    const result = await run(trx);
    await trx.commit().execute();
    return result;
  } catch (error) {
    // Kysely releases the connection whether the rollback works or not.
    await trx
      .rollback()
      .execute()
      .catch(() => {});
    throw error;
  }
}

/**
 * Stores an application durably before it is answered: the row, the résumé's bytes and the outbox rows
 * in one transaction, after the Idempotency-Key and the per-address limit are checked in it. A repeat of
 * a key stored meanwhile by a concurrent request is answered as a replay. Wakes the outbox once a new
 * application that is not spam is committed.
 */
export async function storeApplication(
  db: Db,
  application: NewApplication,
  options: ApplicationStoreOptions,
): Promise<SubmitResult> {
  let result: SubmitResult;
  try {
    try {
      result = await inTransaction(db, (trx) => write(trx, application, options));
    } catch (error) {
      if (!application.row.idempotency_key || !isUniqueViolation(error)) throw error;
      result = await inTransaction(db, (trx) => write(trx, application, options));
    }
  } catch (error) {
    // Readiness (/readyz) turns 503 at once, as it does for a lead that cannot be stored.
    markWriteFailed(db, error);
    throw error;
  }
  if (result.outcome === "stored" && !result.replayed) markWriteSucceeded(db);
  if (result.outcome === "stored" && !result.replayed && !application.row.spam_reason) {
    outboxSignal(db).emit(APPLICATIONS_TOPIC);
    void announceStaffItems(db, { topic: "applications", change: "created", count: 1, ids: [result.id] });
  }
  return result;
}
