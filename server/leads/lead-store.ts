import { randomUUID } from "node:crypto";
import { type LeadFacts, LEAD_FIELDS, type LeadKind } from "#schemas/lead-fields";
import type { Db } from "../db/connect";
import type { NotificationChannel } from "../db/schema";
import { markWriteFailed, markWriteSucceeded } from "../db/write-health";
import { outboxSignal } from "../outbox/signal";
import { emitStaffItems } from "../db/staff-items";
import { RATE_WINDOW_MS, retryAfter, type SubmitResult } from "../intake/submission";

/** What the server records about a submission, beside the visitor's facts. */
export interface LeadMeta {
  id: string;
  createdAt: number;
  kind: LeadKind;
  spamReason: "honeypot" | "fill_time" | null;
  fillMs: number | null;
  ipHash: string;
  userAgent: string | null;
  idempotencyKey: string | null;
  /** Hash of the validated submission, stored with its Idempotency-Key. */
  idempotencyBodyHash: string | null;
}

/** A validated, normalised lead ready to be written: the facts of the lead-field table and the server's own. */
export type NewLead = LeadMeta & LeadFacts;

export interface LeadColumn {
  column: string;
  /** The PostgreSQL type its values are sent as. */
  pgType: "text" | "bigint";
  value(lead: NewLead): string | number | null;
}

/** Every column a new lead is written to, in one order for both databases. */
export const LEAD_COLUMNS: readonly LeadColumn[] = [
  { column: "id", pgType: "text", value: (lead) => lead.id },
  { column: "created_at", pgType: "bigint", value: (lead) => lead.createdAt },
  { column: "kind", pgType: "text", value: (lead) => lead.kind },
  { column: "status", pgType: "text", value: (lead) => (lead.spamReason ? "spam" : "new") },
  ...LEAD_FIELDS.map(
    (field): LeadColumn => ({ column: field.column, pgType: "text", value: (lead) => lead[field.key] }),
  ),
  { column: "spam_reason", pgType: "text", value: (lead) => lead.spamReason },
  { column: "fill_ms", pgType: "bigint", value: (lead) => lead.fillMs },
  { column: "ip_hash", pgType: "text", value: (lead) => lead.ipHash },
  { column: "user_agent", pgType: "text", value: (lead) => lead.userAgent },
  { column: "idempotency_key", pgType: "text", value: (lead) => lead.idempotencyKey },
  { column: "idempotency_body_hash", pgType: "text", value: (lead) => lead.idempotencyBodyHash },
];

export const LEAD_COLUMN_LIST = LEAD_COLUMNS.map((entry) => entry.column).join(", ");

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

/** A queued submission and the request waiting for it. */
export interface Pending {
  lead: NewLead;
  resolve(result: SubmitResult): void;
  reject(error: unknown): void;
}

/** A new lead that wakes the outbox: stored just now, and not spam. */
export function wakesOutbox(result: SubmitResult, lead: NewLead): boolean {
  return result.outcome === "stored" && !result.replayed && !lead.spamReason;
}

export function newLeadId(): string {
  return randomUUID();
}

/**
 * The promise `close()` waits on: resolved once the store has nothing queued or in flight. The store
 * calls `check()` whenever that may have become true; no timer polls it.
 */
export class Drained {
  private waiters: Array<() => void> = [];

  constructor(private readonly idle: () => boolean) {}

  wait(): Promise<void> {
    if (this.idle()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  check(): void {
    if (this.waiters.length === 0 || !this.idle()) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

/**
 * A store that queues submissions and writes them in batches: the database-specific part schedules and
 * writes; closing stops new submissions and waits until everything queued is written.
 */
export abstract class BatchingLeadStore implements LeadStore {
  protected queue: Pending[] = [];
  private closing = false;
  protected readonly drained = new Drained(() => this.queue.length === 0 && this.idle());

  constructor(
    protected readonly db: Db,
    protected readonly options: LeadStoreOptions,
  ) {}

  submit(lead: NewLead): Promise<SubmitResult> {
    if (this.closing) return Promise.reject(new StoreUnavailableError("lead store is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, resolve, reject });
      this.schedule();
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.drained.wait();
  }

  /** The answer to a submission over the limit: when the address's window ends. */
  protected rateLimited(windowStart: number, now: number): SubmitResult {
    return { outcome: "rate_limited", retryAfterSeconds: retryAfter(windowStart, now) };
  }

  /** Where the current rate window of a submission made `now` starts at the earliest. */
  protected windowCutoff(now: number): number {
    return now - RATE_WINDOW_MS;
  }

  /** A write failed: the request is answered 503, and readiness (`/readyz`) too until a write succeeds. */
  protected unavailable(reason: unknown): StoreUnavailableError {
    markWriteFailed(this.db, reason);
    return new StoreUnavailableError(String(reason));
  }

  /**
   * Wakes the outbox when any of the answered submissions is a new lead that is not spam, and tells the
   * staff's open screens how many arrived (on SQLite here; PostgreSQL's batch statement NOTIFYs itself).
   */
  protected announce(answered: ReadonlyArray<{ result: SubmitResult; lead: NewLead }>): void {
    if (answered.length > 0) markWriteSucceeded(this.db);
    let fresh = 0;
    for (const { result, lead } of answered) if (wakesOutbox(result, lead)) fresh += 1;
    if (fresh === 0) return;
    outboxSignal(this.db).emit("leads");
    emitStaffItems(this.db, { topic: "leads", change: "created", count: fresh });
  }

  /** Arranges for the queue to be written soon. */
  protected abstract schedule(): void;

  /** Nothing is scheduled, being written or waiting to be flushed. */
  protected abstract idle(): boolean;
}
