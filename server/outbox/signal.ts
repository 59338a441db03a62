import { EventEmitter } from "node:events";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/connect";
import type { NotificationChannel } from "../db/schema";

const leadEvents = new WeakMap<Db, EventEmitter>();

/** Per-database signal that committed leads are waiting in the outbox (the worker listens for "leads"). */
export function outboxSignal(db: Db): EventEmitter {
  let emitter = leadEvents.get(db);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    leadEvents.set(db, emitter);
  }
  return emitter;
}

/** SQLite: one outbox row, due at once; parameters lead id, channel, now, now, now. */
export const SQLITE_OUTBOX_INSERT = `INSERT INTO lead_notifications (lead_id, channel, status, attempts, next_attempt_at, created_at, updated_at)
  VALUES (?, ?, 'pending', 0, ?, ?, ?)`;

/**
 * PostgreSQL: a statement (for a CTE) giving every lead in `inserted` (ids; spam excluded by `where`) one
 * outbox row per channel, due at once.
 */
export function postgresOutboxInsert(
  channels: readonly NotificationChannel[],
  now: number,
  where: RawBuilder<unknown> = sql`true`,
): RawBuilder<unknown> {
  return sql`INSERT INTO lead_notifications (lead_id, channel, status, attempts, next_attempt_at, created_at, updated_at)
        SELECT inserted.id, channel, 'pending', 0, ${now}::bigint, ${now}::bigint, ${now}::bigint
        FROM inserted CROSS JOIN unnest(${sql.val([...channels])}::text[]) AS channel
        WHERE ${where}`;
}
