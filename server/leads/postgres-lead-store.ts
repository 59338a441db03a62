import { sql } from "kysely";
import { BatchingLeadStore, LEAD_COLUMN_LIST, LEAD_COLUMNS, type NewLead, type Pending } from "./lead-store";
import { replayOf, type SubmitResult } from "../intake/submission";
import { postgresOutboxInsert } from "../outbox/signal";
import { notifyCreatedSql } from "../db/staff-items";

const MAX_POSTGRES_BATCH = 500;
/** Batches written at once; the pool (10 connections) keeps room for the outbox and the inbox. */
const MAX_POSTGRES_FLUSHES = 4;
const RETRYABLE_PG_CODES = new Set(["40P01", "40001"]);

const columnNames = sql.raw(LEAD_COLUMN_LIST);

/**
 * The per-address counter's upsert: `count` more submissions now, the window restarted once it started at
 * or before `cutoff`.
 */
function countSubmissions(rows: ReturnType<typeof sql>, now: number, cutoff: number) {
  return sql`INSERT INTO lead_rate_limits AS r (ip_hash, window_start, count)
        ${rows}
        ON CONFLICT (ip_hash) DO UPDATE SET
          window_start = CASE WHEN r.window_start <= ${cutoff}::bigint THEN ${now}::bigint ELSE r.window_start END,
          count = CASE WHEN r.window_start <= ${cutoff}::bigint THEN excluded.count ELSE r.count + excluded.count END`;
}

/**
 * PostgreSQL: leads that arrive together are written in one transaction of a few statements (the
 * idempotency look-up, the per-IP counters, the leads, their outbox rows), up to four such
 * transactions at once, so a commit is paid per batch rather than per lead. The counters' row locks
 * order concurrent submissions from one address across every instance. Should a batch fail for any
 * other reason than a deadlock, its leads are written one by one, so one bad lead cannot sink others.
 */
export class PostgresLeadStore extends BatchingLeadStore {
  private flushing = 0;
  private scheduled = false;

  protected idle(): boolean {
    return this.flushing === 0 && !this.scheduled;
  }

  protected schedule() {
    if (this.scheduled || this.flushing >= MAX_POSTGRES_FLUSHES) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.queue.length > 0 && this.flushing < MAX_POSTGRES_FLUSHES) {
        void this.flush(this.queue.splice(0, MAX_POSTGRES_BATCH));
      }
      this.drained.check();
    });
  }

  private async flush(batch: Pending[]) {
    this.flushing += 1;
    try {
      let results: SubmitResult[] | undefined;
      for (let attempt = 0; attempt < 3 && !results; attempt++) {
        try {
          results = await this.writeBatch(batch.map((item) => item.lead));
        } catch (error) {
          if (!RETRYABLE_PG_CODES.has((error as { code?: string }).code ?? "")) break;
        }
      }
      if (results) {
        for (const [index, item] of batch.entries()) item.resolve(results[index]!);
        this.announce(results.map((result, index) => ({ result, lead: batch[index]!.lead })));
      } else {
        await Promise.all(
          batch.map(async (item) => {
            try {
              item.resolve(await this.writeSingle(item.lead));
            } catch (error) {
              item.reject(this.unavailable(error));
            }
          }),
        );
      }
    } finally {
      this.flushing -= 1;
      if (this.queue.length > 0) this.schedule();
      this.drained.check();
    }
  }

  /**
   * The whole batch in one statement, so one round trip and one commit: repeats of stored
   * Idempotency-Keys are answered with their id; the rest bump their address's counter (one upsert
   * per address, in a fixed order so concurrent batches cannot deadlock on them), and those within
   * the limit are inserted with their outbox rows.
   */
  private async writeBatch(leads: NewLead[]): Promise<SubmitResult[]> {
    const now = Date.now();
    const results: Array<SubmitResult | undefined> = new Array(leads.length);
    // Repeats of one key within the batch share the first one's fate.
    const firstWithKey = new Map<string, number>();
    const sent: NewLead[] = [];
    const repeatOf = new Map<number, number>();
    leads.forEach((lead, index) => {
      const key = lead.idempotencyKey ? `${lead.kind}:${lead.idempotencyKey}` : null;
      const first = key ? firstWithKey.get(key) : undefined;
      if (first !== undefined) {
        repeatOf.set(index, first);
        return;
      }
      if (key) firstWithKey.set(key, index);
      sent.push(lead);
    });

    const arrays = sql.join(
      LEAD_COLUMNS.map((entry) => sql`${sent.map((lead) => entry.value(lead))}::${sql.raw(entry.pgType)}[]`),
    );
    const { rows } = await sql<{
      ord: number;
      existing_id: string | null;
      existing_hash: string | null;
      inserted: boolean;
      window_start: number | null;
      before: number | null;
      pos: number | null;
    }>`
      WITH input AS (
        SELECT * FROM unnest(${arrays}) WITH ORDINALITY AS t(${columnNames}, ord)
      ),
      existing AS (
        SELECT i.ord, l.id AS existing_id, l.idempotency_body_hash AS existing_hash FROM input AS i
        JOIN leads AS l ON l.kind = i.kind AND l.idempotency_key = i.idempotency_key
      ),
      fresh AS (
        SELECT i.* FROM input AS i WHERE NOT EXISTS (SELECT 1 FROM existing AS e WHERE e.ord = i.ord)
      ),
      per_ip AS (
        SELECT ip_hash, count(*)::int AS n FROM fresh GROUP BY ip_hash
      ),
      counter AS (
        ${countSubmissions(sql`SELECT ip_hash, ${now}::bigint, n FROM per_ip ORDER BY ip_hash`, now, this.windowCutoff(now))}
        RETURNING r.ip_hash, r.window_start, r.count
      ),
      ranked AS (
        SELECT f.*, c.window_start AS counter_start, c.count - p.n AS before,
          row_number() OVER (PARTITION BY f.ip_hash ORDER BY f.ord) AS pos
        FROM fresh AS f
        JOIN counter AS c ON c.ip_hash = f.ip_hash
        JOIN per_ip AS p ON p.ip_hash = f.ip_hash
      ),
      inserted AS (
        INSERT INTO leads (${columnNames})
        SELECT ${columnNames}
        FROM ranked WHERE before + pos <= ${this.options.rateLimit}
        ORDER BY ord
        ON CONFLICT (kind, idempotency_key) DO NOTHING
        RETURNING id, status
      ),
      outbox AS (
        ${postgresOutboxInsert(this.options.channels, now, sql`inserted.status <> 'spam'`)}
      ),
      announced AS (
        ${notifyCreatedSql("leads", sql<number>`(SELECT count(*)::int FROM inserted WHERE status <> 'spam')`)}
      )
      SELECT i.ord::int AS ord, e.existing_id, e.existing_hash, (x.id IS NOT NULL) AS inserted,
        r.counter_start AS window_start, r.before::int AS before, r.pos::int AS pos
      FROM input AS i
      LEFT JOIN existing AS e ON e.ord = i.ord
      LEFT JOIN ranked AS r ON r.ord = i.ord
      LEFT JOIN inserted AS x ON x.id = i.id
      CROSS JOIN (SELECT count(*) FROM announced) AS notified
      ORDER BY i.ord
    `.execute(this.db.kysely);

    const sentResults: SubmitResult[] = [];
    for (const row of rows) {
      const lead = sent[row.ord - 1]!;
      if (row.existing_id) {
        sentResults.push(replayOf(lead, { id: row.existing_id, bodyHash: row.existing_hash }));
      } else if (row.inserted) {
        sentResults.push({ outcome: "stored", id: lead.id, replayed: false });
      } else if (row.before !== null && row.pos !== null && row.before + row.pos > this.options.rateLimit) {
        sentResults.push(this.rateLimited(Number(row.window_start), now));
      } else {
        // Its Idempotency-Key was stored by another instance while this statement ran.
        const winner = await this.db.kysely
          .selectFrom("leads")
          .select(["id", "idempotency_body_hash"])
          .where("kind", "=", lead.kind)
          .where("idempotency_key", "=", lead.idempotencyKey)
          .executeTakeFirstOrThrow();
        sentResults.push(replayOf(lead, { id: winner.id, bodyHash: winner.idempotency_body_hash }));
      }
    }
    let next = 0;
    leads.forEach((_lead, index) => {
      const first = repeatOf.get(index);
      if (first === undefined) {
        results[index] = sentResults[next++]!;
        return;
      }
      const original = results[first]!;
      results[index] =
        original.outcome !== "stored"
          ? original
          : replayOf(leads[index]!, { id: original.id, bodyHash: leads[first]!.idempotencyBodyHash });
    });
    return results.map((result) => result!);
  }

  /** One lead in one statement: the fallback when a batch cannot be written. */
  private async writeSingle(lead: NewLead, retried = false): Promise<SubmitResult> {
    try {
      return await this.writeStatement(lead);
    } catch (error) {
      // Two concurrent submissions with one Idempotency-Key: the loser retries and finds the winner.
      if (!retried && (error as { code?: string }).code === "23505" && lead.idempotencyKey) {
        return this.writeSingle(lead, true);
      }
      throw error;
    }
  }

  private async writeStatement(lead: NewLead): Promise<SubmitResult> {
    const now = lead.createdAt;
    const channels = lead.spamReason ? [] : this.options.channels;
    const values = sql.join(LEAD_COLUMNS.map((entry) => sql`${entry.value(lead)}::${sql.raw(entry.pgType)}`));
    const { rows } = await sql<{
      existing_id: string | null;
      existing_hash: string | null;
      inserted_id: string | null;
      window_start: number | null;
      count: number | null;
    }>`
      WITH existing AS (
        SELECT id, idempotency_body_hash FROM leads
        WHERE kind = ${lead.kind} AND idempotency_key = ${lead.idempotencyKey}
      ),
      counter AS (
        ${countSubmissions(sql`SELECT ${lead.ipHash}, ${now}::bigint, 1 WHERE NOT EXISTS (SELECT 1 FROM existing)`, now, this.windowCutoff(now))}
        RETURNING window_start, count
      ),
      inserted AS (
        INSERT INTO leads (${columnNames})
        SELECT ${values}
        WHERE NOT EXISTS (SELECT 1 FROM existing) AND (SELECT count FROM counter) <= ${this.options.rateLimit}
        RETURNING id
      ),
      outbox AS (
        ${postgresOutboxInsert(channels, now)}
      ),
      announced AS (
        ${notifyCreatedSql("leads", sql<number>`(SELECT count(*)::int FROM inserted WHERE ${lead.spamReason === null})`)}
      )
      SELECT (SELECT id FROM existing) AS existing_id,
        (SELECT idempotency_body_hash FROM existing) AS existing_hash, (SELECT id FROM inserted) AS inserted_id,
        (SELECT window_start FROM counter) AS window_start, (SELECT count FROM counter) AS count,
        (SELECT count(*) FROM announced) AS notified
    `.execute(this.db.kysely);
    const row = rows[0]!;
    if (row.existing_id) return replayOf(lead, { id: row.existing_id, bodyHash: row.existing_hash });
    if (row.inserted_id) {
      const result: SubmitResult = { outcome: "stored", id: row.inserted_id, replayed: false };
      this.announce([{ result, lead }]);
      return result;
    }
    return this.rateLimited(Number(row.window_start), now);
  }
}
