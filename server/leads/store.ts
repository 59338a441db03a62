import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { clientAddressBucket } from "../client-address";
import type { Db } from "../db/connect";
import type { LeadKind, NotificationChannel } from "../db/schema";
import { type Checkpointer, startCheckpointer } from "./sqlite-checkpointer";
import { WalSync } from "./wal-sync";

// bigint columns hold epoch milliseconds, well inside Number's exact range; read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));

export const RATE_WINDOW_MS = 60 * 60 * 1000;
const MAX_SQLITE_BATCH = 1000;

/** A validated, normalised lead ready to be written. */
export interface NewLead {
  id: string;
  createdAt: number;
  kind: LeadKind;
  spamReason: "honeypot" | "fill_time" | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userType: "employer" | "job_seeker";
  organization: string | null;
  position: string | null;
  specialty: string | null;
  location: string | null;
  message: string | null;
  formSource: string;
  pagePath: string | null;
  referrer: string | null;
  utm: string | null;
  fillMs: number | null;
  ipHash: string;
  userAgent: string | null;
  idempotencyKey: string | null;
  /** Hash of the validated submission, stored with its Idempotency-Key. */
  idempotencyBodyHash: string | null;
}

export type SubmitResult =
  | { outcome: "stored"; id: string; replayed: boolean }
  | { outcome: "rate_limited"; retryAfterSeconds: number }
  /** The Idempotency-Key was first used with another submission: nothing stored. */
  | { outcome: "key_reused" };

/** A repeat of a stored key: the stored lead's id when the submission is the same, a refusal otherwise. */
function replayOf(lead: NewLead, existing: { id: string; bodyHash: string | null }): SubmitResult {
  // Rows stored before submissions were hashed match any body.
  if (existing.bodyHash !== null && existing.bodyHash !== lead.idempotencyBodyHash) {
    return { outcome: "key_reused" };
  }
  return { outcome: "stored", id: existing.id, replayed: true };
}

export interface LeadStore {
  submit(lead: NewLead): Promise<SubmitResult>;
  /** Writes what is queued and stops accepting new leads. */
  close(): Promise<void>;
}

export interface LeadStoreOptions {
  rateLimit: number;
  channels: readonly NotificationChannel[];
}

export class StoreUnavailableError extends Error {}

const leadEvents = new WeakMap<Db, EventEmitter>();

/** Per-database signal that committed leads are waiting in the outbox. */
export function outboxSignal(db: Db): EventEmitter {
  let emitter = leadEvents.get(db);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    leadEvents.set(db, emitter);
  }
  return emitter;
}

function retryAfter(windowStart: number, now: number): number {
  return Math.max(1, Math.ceil((windowStart + RATE_WINDOW_MS - now) / 1000));
}

export function createLeadStore(db: Db, options: LeadStoreOptions): LeadStore {
  return db.dialect === "sqlite" ? new SqliteLeadStore(db, options) : new PostgresLeadStore(db, options);
}

interface Pending {
  lead: NewLead;
  resolve(result: SubmitResult): void;
  reject(error: unknown): void;
}

/**
 * SQLite has one writer, and a commit that flushes the WAL itself (synchronous=FULL) blocks the
 * event loop for the length of an fsync. So leads that arrive together are written in one
 * transaction, committed with synchronous=NORMAL, and the WAL is then flushed off the event loop
 * (WalSync): a request is answered only once its lead is on disk, exactly as after a FULL commit,
 * while the server keeps reading the next requests. Leads arriving during a flush form the next batch.
 * Every other writer on this connection keeps synchronous=FULL.
 */
class SqliteLeadStore implements LeadStore {
  private queue: Pending[] = [];
  private scheduled = false;
  private closed = false;
  private statements?: ReturnType<SqliteLeadStore["prepare"]>;
  private readonly sqlite: SQLite.Database;
  private readonly checkpointer: Checkpointer;
  /** Flushes the WAL off the event loop; undefined when the database is not in WAL mode. */
  private readonly walSync?: WalSync;
  private readonly syncLevel: number;
  private syncSwitch?: { relaxed: SQLite.Statement; restored: SQLite.Statement };

  constructor(
    private readonly db: Db,
    private readonly options: LeadStoreOptions,
  ) {
    if (!db.sqlite) throw new Error("SQLite store needs the raw SQLite handle");
    this.sqlite = db.sqlite;
    this.checkpointer = startCheckpointer(db.sqlite);
    this.syncLevel = Number(this.sqlite.pragma("synchronous", { simple: true }));
    const wal = String(this.sqlite.pragma("journal_mode", { simple: true })).toLowerCase() === "wal";
    if (wal && this.syncLevel >= 2) this.walSync = new WalSync(`${this.sqlite.name}-wal`);
  }

  submit(lead: NewLead): Promise<SubmitResult> {
    if (this.closed) return Promise.reject(new StoreUnavailableError("lead store is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, resolve, reject });
      this.schedule();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    while (this.queue.length > 0 || this.scheduled || (this.walSync && !this.walSync.idle)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    this.walSync?.close();
    await this.checkpointer.stop();
  }

  private schedule(delayMs = 0) {
    if (this.scheduled) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      this.flush();
    };
    if (delayMs > 0) setTimeout(run, delayMs);
    else setImmediate(run);
  }

  private prepare() {
    const s = this.sqlite;
    return {
      findByKey: s.prepare<[string, string], { id: string; idempotency_body_hash: string | null }>(
        "SELECT id, idempotency_body_hash FROM leads WHERE kind = ? AND idempotency_key = ?",
      ),
      countSubmission: s.prepare<
        { ip: string; now: number; cutoff: number },
        { window_start: number; count: number }
      >(
        `INSERT INTO lead_rate_limits (ip_hash, window_start, count) VALUES (@ip, @now, 1)
         ON CONFLICT (ip_hash) DO UPDATE SET
           window_start = CASE WHEN window_start <= @cutoff THEN @now ELSE window_start END,
           count = CASE WHEN window_start <= @cutoff THEN 1 ELSE count + 1 END
         RETURNING window_start, count`,
      ),
      insertLead: s.prepare(
        `INSERT INTO leads (id, created_at, kind, status, first_name, last_name, email, phone, user_type,
           organization, position, specialty, location, message, form_source, page_path, referrer, utm,
           spam_reason, fill_ms, ip_hash, user_agent, idempotency_key, idempotency_body_hash)
         VALUES (@id, @createdAt, @kind, @status, @firstName, @lastName, @email, @phone, @userType,
           @organization, @position, @specialty, @location, @message, @formSource, @pagePath, @referrer, @utm,
           @spamReason, @fillMs, @ipHash, @userAgent, @idempotencyKey, @idempotencyBodyHash)`,
      ),
      insertNotification: s.prepare<[string, string, number, number, number]>(
        `INSERT INTO lead_notifications (lead_id, channel, status, attempts, next_attempt_at, created_at, updated_at)
         VALUES (?, ?, 'pending', 0, ?, ?, ?)`,
      ),
    };
  }

  private writeOne(lead: NewLead): SubmitResult {
    const st = this.statements!;
    if (lead.idempotencyKey) {
      const existing = st.findByKey.get(lead.kind, lead.idempotencyKey);
      if (existing) return replayOf(lead, { id: existing.id, bodyHash: existing.idempotency_body_hash });
    }
    const now = lead.createdAt;
    const counter = st.countSubmission.get({ ip: lead.ipHash, now, cutoff: now - RATE_WINDOW_MS })!;
    if (counter.count > this.options.rateLimit) {
      return { outcome: "rate_limited", retryAfterSeconds: retryAfter(counter.window_start, now) };
    }
    st.insertLead.run({ ...lead, status: lead.spamReason ? "spam" : "new" });
    if (!lead.spamReason) {
      for (const channel of this.options.channels) st.insertNotification.run(lead.id, channel, now, now, now);
    }
    return { outcome: "stored", id: lead.id, replayed: false };
  }

  private flush() {
    if (this.queue.length === 0) return;
    // Another transaction is open on this connection (awaiting between statements): writing now
    // would nest inside it and share its fate, so wait for it to end.
    if (this.sqlite.inTransaction) {
      this.schedule(2);
      return;
    }
    // While the previous batch's WAL flush runs, keep collecting: the next commit then covers
    // everything that arrived meanwhile, and starts as soon as that flush is done.
    if (this.walSync?.busy) return;
    const batch = this.queue.splice(0, MAX_SQLITE_BATCH);
    type Outcome = { ok: true; value: SubmitResult } | { ok: false; error: unknown };
    let results: Outcome[];
    try {
      this.statements ??= this.prepare();
      if (this.walSync) {
        this.syncSwitch ??= {
          relaxed: this.sqlite.prepare("PRAGMA synchronous = NORMAL"),
          restored: this.sqlite.prepare(`PRAGMA synchronous = ${this.syncLevel}`),
        };
        this.syncSwitch.relaxed.run();
      }
      try {
        results = this.writeBatch(batch);
      } finally {
        this.syncSwitch?.restored.run();
      }
    } catch (error) {
      for (const item of batch) item.reject(new StoreUnavailableError(String(error)));
      if (this.queue.length > 0) this.schedule();
      return;
    }
    const settle = (syncError?: Error) => {
      let notify = false;
      batch.forEach((item, index) => {
        const result = results[index]!;
        if (syncError) {
          item.reject(new StoreUnavailableError(`WAL flush failed: ${syncError.message}`));
        } else if (result.ok) {
          if (result.value.outcome === "stored" && !result.value.replayed && !item.lead.spamReason)
            notify = true;
          item.resolve(result.value);
        } else {
          item.reject(new StoreUnavailableError(String(result.error)));
        }
      });
      if (notify) outboxSignal(this.db).emit("leads");
      if (this.queue.length > 0) this.schedule();
    };
    if (this.walSync) this.walSync.afterCommit(settle);
    else settle();
    if (this.queue.length > 0) this.schedule();
  }

  private writeBatch(batch: Pending[]) {
    type Outcome = { ok: true; value: SubmitResult } | { ok: false; error: unknown };
    try {
      return this.sqlite.transaction(() =>
        batch.map((item): Outcome => ({ ok: true, value: this.writeOne(item.lead) })),
      )();
    } catch {
      // Something in the batch failed and it all rolled back: write each lead in its own
      // savepoint, so one bad write cannot take the others with it.
      return this.sqlite.transaction(() =>
        batch.map((item): Outcome => {
          try {
            return { ok: true, value: this.sqlite.transaction(() => this.writeOne(item.lead))() };
          } catch (error) {
            return { ok: false, error };
          }
        }),
      )();
    }
  }
}

const MAX_POSTGRES_BATCH = 500;
/** Batches written at once; the pool (10 connections) keeps room for the outbox and the inbox. */
const MAX_POSTGRES_FLUSHES = 4;
const RETRYABLE_PG_CODES = new Set(["40P01", "40001"]);

/**
 * PostgreSQL: leads that arrive together are written in one transaction of a few statements (the
 * idempotency look-up, the per-IP counters, the leads, their outbox rows), up to four such
 * transactions at once, so a commit is paid per batch rather than per lead. The counters' row locks
 * order concurrent submissions from one address across every instance. Should a batch fail for any
 * other reason than a deadlock, its leads are written one by one, so one bad lead cannot sink others.
 */
class PostgresLeadStore implements LeadStore {
  private closed = false;
  private queue: Pending[] = [];
  private flushing = 0;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly options: LeadStoreOptions,
  ) {}

  submit(lead: NewLead): Promise<SubmitResult> {
    if (this.closed) return Promise.reject(new StoreUnavailableError("lead store is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, resolve, reject });
      this.schedule();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    while (this.queue.length > 0 || this.flushing > 0 || this.scheduled) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  private schedule() {
    if (this.scheduled || this.flushing >= MAX_POSTGRES_FLUSHES) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.queue.length > 0 && this.flushing < MAX_POSTGRES_FLUSHES) {
        void this.flush(this.queue.splice(0, MAX_POSTGRES_BATCH));
      }
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
        if (
          results.some(
            (result, index) =>
              result.outcome === "stored" && !result.replayed && !batch[index]!.lead.spamReason,
          )
        ) {
          outboxSignal(this.db).emit("leads");
        }
      } else {
        await Promise.all(
          batch.map(async (item) => {
            try {
              item.resolve(await this.writeSingle(item.lead));
            } catch (error) {
              item.reject(new StoreUnavailableError(String(error)));
            }
          }),
        );
      }
    } finally {
      this.flushing -= 1;
      if (this.queue.length > 0) this.schedule();
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

    const column = <T>(pick: (lead: NewLead) => T) => sent.map(pick);
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
        SELECT * FROM unnest(
          ${column((l) => l.id)}::text[], ${column((l) => l.createdAt)}::bigint[], ${column((l) => l.kind)}::text[],
          ${column((l) => (l.spamReason ? "spam" : "new"))}::text[], ${column((l) => l.firstName)}::text[],
          ${column((l) => l.lastName)}::text[], ${column((l) => l.email)}::text[], ${column((l) => l.phone)}::text[],
          ${column((l) => l.userType)}::text[], ${column((l) => l.organization)}::text[],
          ${column((l) => l.position)}::text[], ${column((l) => l.specialty)}::text[],
          ${column((l) => l.location)}::text[], ${column((l) => l.message)}::text[],
          ${column((l) => l.formSource)}::text[], ${column((l) => l.pagePath)}::text[],
          ${column((l) => l.referrer)}::text[], ${column((l) => l.utm)}::text[],
          ${column((l) => l.spamReason)}::text[], ${column((l) => l.fillMs)}::bigint[],
          ${column((l) => l.ipHash)}::text[], ${column((l) => l.userAgent)}::text[],
          ${column((l) => l.idempotencyKey)}::text[], ${column((l) => l.idempotencyBodyHash)}::text[]
        ) WITH ORDINALITY AS t(id, created_at, kind, status, first_name, last_name, email, phone, user_type,
          organization, position, specialty, location, message, form_source, page_path, referrer, utm,
          spam_reason, fill_ms, ip_hash, user_agent, idempotency_key, idempotency_body_hash, ord)
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
        INSERT INTO lead_rate_limits AS r (ip_hash, window_start, count)
        SELECT ip_hash, ${now}::bigint, n FROM per_ip ORDER BY ip_hash
        ON CONFLICT (ip_hash) DO UPDATE SET
          window_start = CASE WHEN r.window_start <= ${now - RATE_WINDOW_MS}::bigint THEN ${now}::bigint ELSE r.window_start END,
          count = CASE WHEN r.window_start <= ${now - RATE_WINDOW_MS}::bigint THEN excluded.count ELSE r.count + excluded.count END
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
        INSERT INTO leads (id, created_at, kind, status, first_name, last_name, email, phone, user_type,
          organization, position, specialty, location, message, form_source, page_path, referrer, utm,
          spam_reason, fill_ms, ip_hash, user_agent, idempotency_key, idempotency_body_hash)
        SELECT id, created_at, kind, status, first_name, last_name, email, phone, user_type,
          organization, position, specialty, location, message, form_source, page_path, referrer, utm,
          spam_reason, fill_ms, ip_hash, user_agent, idempotency_key, idempotency_body_hash
        FROM ranked WHERE before + pos <= ${this.options.rateLimit}
        ORDER BY ord
        ON CONFLICT (kind, idempotency_key) DO NOTHING
        RETURNING id, status
      ),
      outbox AS (
        INSERT INTO lead_notifications (lead_id, channel, status, attempts, next_attempt_at, created_at, updated_at)
        SELECT inserted.id, channel, 'pending', 0, ${now}::bigint, ${now}::bigint, ${now}::bigint
        FROM inserted CROSS JOIN unnest(${[...this.options.channels]}::text[]) AS channel
        WHERE inserted.status <> 'spam'
      )
      SELECT i.ord::int AS ord, e.existing_id, e.existing_hash, (x.id IS NOT NULL) AS inserted,
        r.counter_start AS window_start, r.before::int AS before, r.pos::int AS pos
      FROM input AS i
      LEFT JOIN existing AS e ON e.ord = i.ord
      LEFT JOIN ranked AS r ON r.ord = i.ord
      LEFT JOIN inserted AS x ON x.id = i.id
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
        sentResults.push({
          outcome: "rate_limited",
          retryAfterSeconds: retryAfter(Number(row.window_start), now),
        });
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
    const status = lead.spamReason ? "spam" : "new";
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
        INSERT INTO lead_rate_limits AS r (ip_hash, window_start, count)
        SELECT ${lead.ipHash}, ${now}::bigint, 1 WHERE NOT EXISTS (SELECT 1 FROM existing)
        ON CONFLICT (ip_hash) DO UPDATE SET
          window_start = CASE WHEN r.window_start <= ${now - RATE_WINDOW_MS}::bigint THEN ${now}::bigint ELSE r.window_start END,
          count = CASE WHEN r.window_start <= ${now - RATE_WINDOW_MS}::bigint THEN 1 ELSE r.count + 1 END
        RETURNING window_start, count
      ),
      inserted AS (
        INSERT INTO leads (id, created_at, kind, status, first_name, last_name, email, phone, user_type,
          organization, position, specialty, location, message, form_source, page_path, referrer, utm,
          spam_reason, fill_ms, ip_hash, user_agent, idempotency_key, idempotency_body_hash)
        SELECT ${lead.id}, ${now}::bigint, ${lead.kind}, ${status}, ${lead.firstName}, ${lead.lastName},
          ${lead.email}, ${lead.phone}, ${lead.userType}, ${lead.organization}, ${lead.position},
          ${lead.specialty}, ${lead.location}, ${lead.message}, ${lead.formSource}, ${lead.pagePath},
          ${lead.referrer}, ${lead.utm}, ${lead.spamReason}, ${lead.fillMs}::bigint, ${lead.ipHash},
          ${lead.userAgent}, ${lead.idempotencyKey}, ${lead.idempotencyBodyHash}
        WHERE NOT EXISTS (SELECT 1 FROM existing) AND (SELECT count FROM counter) <= ${this.options.rateLimit}
        RETURNING id
      ),
      outbox AS (
        INSERT INTO lead_notifications (lead_id, channel, status, attempts, next_attempt_at, created_at, updated_at)
        SELECT inserted.id, channel, 'pending', 0, ${now}::bigint, ${now}::bigint, ${now}::bigint
        FROM inserted CROSS JOIN unnest(${sql.val(channels)}::text[]) AS channel
      )
      SELECT (SELECT id FROM existing) AS existing_id,
        (SELECT idempotency_body_hash FROM existing) AS existing_hash, (SELECT id FROM inserted) AS inserted_id,
        (SELECT window_start FROM counter) AS window_start, (SELECT count FROM counter) AS count
    `.execute(this.db.kysely);
    const row = rows[0]!;
    if (row.existing_id) return replayOf(lead, { id: row.existing_id, bodyHash: row.existing_hash });
    if (row.inserted_id) {
      if (channels.length > 0) outboxSignal(this.db).emit("leads");
      return { outcome: "stored", id: row.inserted_id, replayed: false };
    }
    return { outcome: "rate_limited", retryAfterSeconds: retryAfter(Number(row.window_start), now) };
  }
}

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

export function newLeadId(): string {
  return randomUUID();
}
