import type SQLite from "better-sqlite3";
import type { Db } from "../db/connect";
import {
  BatchingLeadStore,
  LEAD_COLUMN_LIST,
  LEAD_COLUMNS,
  type LeadStoreOptions,
  type NewLead,
  type Pending,
} from "./lead-store";
import { replayOf, type SubmitResult } from "../intake/submission";
import { SQLITE_OUTBOX_INSERT } from "../outbox/signal";
import { type Checkpointer, startCheckpointer } from "./sqlite-checkpointer";
import { WalSync } from "./wal-sync";

const MAX_SQLITE_BATCH = 1000;

type Outcome = { ok: true; value: SubmitResult } | { ok: false; error: unknown };

/**
 * SQLite has one writer, and a commit that flushes the WAL itself (synchronous=FULL) blocks the
 * event loop for the length of an fsync. So leads that arrive together are written in one
 * transaction, committed with synchronous=NORMAL, and the WAL is then flushed off the event loop
 * (WalSync): a request is answered only once its lead is on disk, exactly as after a FULL commit,
 * while the server keeps reading the next requests. Leads arriving during a flush form the next batch.
 * Every other writer on this connection keeps synchronous=FULL.
 */
export class SqliteLeadStore extends BatchingLeadStore {
  private scheduled = false;
  /** Batches committed whose WAL flush has not been reported yet. */
  private syncing = 0;
  private statements?: ReturnType<SqliteLeadStore["prepare"]>;
  private readonly sqlite: SQLite.Database;
  private readonly checkpointer: Checkpointer;
  /** Flushes the WAL off the event loop; undefined when the database is not in WAL mode. */
  private readonly walSync?: WalSync;
  private readonly syncLevel: number;
  private syncSwitch?: { relaxed: SQLite.Statement; restored: SQLite.Statement };

  constructor(db: Db, options: LeadStoreOptions) {
    super(db, options);
    if (!db.sqlite) throw new Error("SQLite store needs the raw SQLite handle");
    this.sqlite = db.sqlite;
    this.checkpointer = startCheckpointer(db.sqlite);
    this.syncLevel = Number(this.sqlite.pragma("synchronous", { simple: true }));
    const wal = String(this.sqlite.pragma("journal_mode", { simple: true })).toLowerCase() === "wal";
    if (wal && this.syncLevel >= 2) this.walSync = new WalSync(`${this.sqlite.name}-wal`);
  }

  override async close(): Promise<void> {
    await super.close();
    this.walSync?.close();
    await this.checkpointer.stop();
  }

  protected idle(): boolean {
    return !this.scheduled && this.syncing === 0;
  }

  protected schedule(delayMs = 0) {
    if (this.scheduled) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      this.flush();
      this.drained.check();
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
      insertLead: s.prepare<Array<string | number | null>>(
        `INSERT INTO leads (${LEAD_COLUMN_LIST}) VALUES (${LEAD_COLUMNS.map(() => "?").join(", ")})`,
      ),
      insertNotification: s.prepare<[string, string, number, number, number]>(SQLITE_OUTBOX_INSERT),
    };
  }

  private writeOne(lead: NewLead): SubmitResult {
    const st = this.statements!;
    if (lead.idempotencyKey) {
      const existing = st.findByKey.get(lead.kind, lead.idempotencyKey);
      if (existing) return replayOf(lead, { id: existing.id, bodyHash: existing.idempotency_body_hash });
    }
    const now = lead.createdAt;
    const counter = st.countSubmission.get({ ip: lead.ipHash, now, cutoff: this.windowCutoff(now) })!;
    if (counter.count > this.options.rateLimit) {
      return this.rateLimited(counter.window_start, now);
    }
    st.insertLead.run(...LEAD_COLUMNS.map((entry) => entry.value(lead)));
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
      for (const item of batch) item.reject(this.unavailable(error));
      if (this.queue.length > 0) this.schedule();
      return;
    }
    const settle = (syncError?: Error) => {
      const answered: Array<{ result: SubmitResult; lead: NewLead }> = [];
      batch.forEach((item, index) => {
        const result = results[index]!;
        if (syncError) {
          item.reject(this.unavailable(`WAL flush failed: ${syncError.message}`));
        } else if (result.ok) {
          answered.push({ result: result.value, lead: item.lead });
          item.resolve(result.value);
        } else {
          item.reject(this.unavailable(result.error));
        }
      });
      this.announce(answered);
      if (this.queue.length > 0) this.schedule();
    };
    if (this.walSync) {
      this.syncing += 1;
      this.walSync.afterCommit((syncError) => {
        this.syncing -= 1;
        settle(syncError);
        this.drained.check();
      });
    } else settle();
    if (this.queue.length > 0) this.schedule();
  }

  private writeBatch(batch: Pending[]): Outcome[] {
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
