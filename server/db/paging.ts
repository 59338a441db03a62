import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
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

/** A row a keyset page ends on: its arrival (a number, or the text PostgreSQL gives a bigint as) and its id. */
interface Keyed {
  created_at: number | string;
  id: string;
}

function cursorAt(row: Keyed): Cursor {
  return { createdAt: Number(row.created_at), id: row.id };
}

/**
 * One page of a list read with one row more than `limit`: the page, and where the next one starts (after
 * its last row by keyset, or `limit` further by offset), or null when nothing follows.
 */
export function pageOf<R extends Keyed>(
  rows: R[],
  { limit, keyset, offset }: { limit: number; keyset: boolean; offset: number },
): { page: R[]; next: Cursor | { offset: number } | null } {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return {
    page,
    next: more && last ? (keyset ? cursorAt(last) : { offset: offset + limit }) : null,
  };
}

/** Counts the rows a query matches: `countAll` with the number PostgreSQL answers as text read back. */
export async function countRows<T extends keyof Database, O>(
  query: SelectQueryBuilder<Database, T, O>,
): Promise<number> {
  const counted = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(counted?.n ?? 0);
}

/**
 * Every row a list matches, newest first, in keyset pages of `pageSize` read by `readPage` after the cursor
 * it is given: constant memory however many rows match.
 */
export async function* keysetPages<R extends Keyed>(
  readPage: (cursor: Cursor | null) => Promise<R[]>,
  pageSize: number,
): AsyncGenerator<R[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await readPage(cursor);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    cursor = cursorAt(rows.at(-1)!);
  }
}
