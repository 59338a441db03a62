import { sql } from "kysely";
import { expect } from "vitest";
import type { Db } from "../db/connect";
import type { OutboxTable } from "../outbox/queue";
import { pollUntil } from "./poll";

/** Resolves once every row of the outbox `table` is recorded as sent. */
export async function waitUntilAllSent(db: Db, table: OutboxTable, timeoutMs = 90_000): Promise<void> {
  await pollUntil(
    async () => {
      const { rows } = await sql`SELECT 1 FROM ${sql.table(table)} WHERE status <> 'sent' LIMIT 1`.execute(
        db.kysely,
      );
      return rows.length === 0;
    },
    { timeoutMs, what: "every delivery recorded" },
  );
}

/**
 * The outbox holds `count` rows, each sent at its first attempt, and the instances' workers (`sentBy`, how
 * many deliveries each made) all took part and made `count` deliveries between them.
 */
export async function expectEachSentOnce(db: Db, table: OutboxTable, count: number, sentBy: number[]) {
  const { rows } = await sql<{ status: string; attempts: number }>`
    SELECT status, attempts FROM ${sql.table(table)}
  `.execute(db.kysely);
  expect(rows).toHaveLength(count);
  expect(rows.every((row) => row.status === "sent" && Number(row.attempts) === 1)).toBe(true);
  for (const made of sentBy) expect(made).toBeGreaterThan(0);
  expect(sentBy.reduce((sum, made) => sum + made, 0)).toBe(count);
}
