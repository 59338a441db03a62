import { type ExpressionBuilder, sql } from "kysely";
import type { Database } from "./schema";

/** Paging and matching the staff lists share: opaque cursors, keyset conditions and escaped LIKE patterns. */

export interface Cursor {
  createdAt: number;
  id: string;
}

export function encodeCursor(cursor: Cursor | { offset: number }): string {
  const text = "offset" in cursor ? `o${cursor.offset}` : `${cursor.createdAt}.${cursor.id}`;
  return Buffer.from(text, "utf8").toString("base64url");
}

export function decodeCursor(value: string): Cursor | null {
  const text = Buffer.from(value, "base64url").toString("utf8");
  const match = /^(\d{1,15})\.([A-Za-z0-9-]{1,100})$/.exec(text);
  return match ? { createdAt: Number(match[1]), id: match[2]! } : null;
}

/** The position of a page in a list sorted by anything but arrival. */
export function decodeOffsetCursor(value: string): number | null {
  const match = /^o(\d{1,9})$/.exec(Buffer.from(value, "base64url").toString("utf8"));
  return match ? Number(match[1]) : null;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function likeLower<T extends keyof Database>(
  eb: ExpressionBuilder<Database, T>,
  column: ReturnType<typeof sql>,
  pattern: string,
) {
  return eb(sql`lower(${column})`, "like", sql`${pattern} escape '\\'`);
}

/**
 * Rows older than the cursor in newest-first order, for any table keyed by (created_at, id). The leading
 * `<=` lets both databases walk the (created_at, id) index instead of scanning.
 */
export function olderThan(table: "leads" | "applications", cursor: Cursor) {
  const createdAt = sql.ref(`${table}.created_at`);
  return sql<boolean>`${createdAt} <= ${cursor.createdAt} and (${createdAt} < ${cursor.createdAt} or ${sql.ref(`${table}.id`)} < ${cursor.id})`;
}
