import type { Db } from "../db/connect";
import { type RefusedSignInRecord, recordRefusedSignIn } from "../audit/audit.repository";
import { withoutFsyncWait } from "../db/without-fsync-wait";

/** Distinct (action, client, typed address) entries held between flushes; more share one entry. */
const MAX_ENTRIES = 1000;
export const REFUSED_FLUSH_MS = 2000;

/**
 * Refused sign-ins that never reached a password check (locked or busy) are counted in memory and written
 * every two seconds, a row update per client and address rather than a write per attempt: on SQLite each
 * write is an fsync on the event loop, and a flood of refusals must not cost the lead form anything.
 */
export class RefusedSignIns {
  private entries = new Map<string, RefusedSignInRecord>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly flushMs = REFUSED_FLUSH_MS,
  ) {}

  add(record: Omit<RefusedSignInRecord, "count" | "lastAt">): void {
    let key = [record.action, record.reason ?? "", record.ipHash, record.typed].join("\n");
    let entry = record;
    if (!this.entries.has(key) && this.entries.size >= MAX_ENTRIES) {
      // Too many distinct ones at once: the rest is counted together, with no address shown.
      key = `${record.action}\n${record.reason ?? ""}\noverflow`;
      entry = { ...record, typed: "" };
    }
    const existing = this.entries.get(key);
    if (existing) {
      existing.count = (existing.count ?? 1) + 1;
      existing.lastAt = record.now;
    } else {
      this.entries.set(key, { ...entry, count: 1, lastAt: record.now });
    }
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushMs).unref();
  }

  /** Writes what is held; resolves once it (and any flush before it) is written. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.entries.values()];
    this.entries = new Map();
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      await withoutFsyncWait(this.db, async (kdb) => {
        for (const record of batch) {
          try {
            await recordRefusedSignIn(kdb, record);
          } catch (error) {
            this.onError(error);
          }
        }
      }).catch(this.onError);
    });
    return this.flushing;
  }
}

const buffers = new WeakMap<Db, RefusedSignIns>();

/** The buffer of refused sign-ins for one database (one per process and database). */
export function refusedSignIns(db: Db, onError?: (error: unknown) => void): RefusedSignIns {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new RefusedSignIns(db, onError);
    buffers.set(db, buffer);
  }
  return buffer;
}
