import { randomUUID } from "node:crypto";
import { type LeadFacts, LEAD_FIELDS, type LeadKind } from "#schemas/lead-fields";
import type { NotificationChannel } from "../db/schema";

export const RATE_WINDOW_MS = 60 * 60 * 1000;

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

export type SubmitResult =
  | { outcome: "stored"; id: string; replayed: boolean }
  | { outcome: "rate_limited"; retryAfterSeconds: number }
  /** The Idempotency-Key was first used with another submission: nothing stored. */
  | { outcome: "key_reused" };

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

/** A repeat of a stored key: the stored lead's id when the submission is the same, a refusal otherwise. */
export function replayOf(lead: NewLead, existing: { id: string; bodyHash: string | null }): SubmitResult {
  // Rows stored before submissions were hashed match any body.
  if (existing.bodyHash !== null && existing.bodyHash !== lead.idempotencyBodyHash) {
    return { outcome: "key_reused" };
  }
  return { outcome: "stored", id: existing.id, replayed: true };
}

export function retryAfter(windowStart: number, now: number): number {
  return Math.max(1, Math.ceil((windowStart + RATE_WINDOW_MS - now) / 1000));
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
