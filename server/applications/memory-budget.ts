/** A reservation that waited its longest without room coming free: the caller answers 503. */
export class BudgetBusyError extends Error {
  constructor() {
    super("The upload budget stayed full");
    this.name = "BudgetBusyError";
  }
}

export interface MemoryBudgetOptions {
  /** Bytes held at once, by everyone. */
  capacity: number;
  /** Bytes one client may hold at once (its share); the whole capacity unless given. */
  perClient?: number;
  /** How long a reservation may wait for room before it is refused with BudgetBusyError. */
  maxWaitMs?: number;
}

interface Waiter {
  bytes: number;
  client: string;
  grant: () => void;
}

/**
 * Bytes of résumés held in memory at once, across all uploads: an upload reserves what its body may
 * hold before the first byte is read and gives it back once its answer is decided. Uploads that do not
 * fit wait their turn (first come, first served) with their bodies unread, held back by TCP, so fifty
 * 5 MB uploads at once cost about as much memory as a few. Each client address holds at most its share,
 * so that a few addresses cannot hold it all, and a wait is bounded: slow uploads can delay others, but
 * never leave them without an answer.
 */
export class MemoryBudget {
  readonly capacity: number;
  readonly perClient: number;
  readonly maxWaitMs: number;
  private used = 0;
  private held = 0;
  private readonly byClient = new Map<string, number>();
  private readonly waiting: Waiter[] = [];

  constructor({ capacity, perClient = capacity, maxWaitMs = Number.POSITIVE_INFINITY }: MemoryBudgetOptions) {
    this.capacity = capacity;
    this.perClient = Math.min(perClient, capacity);
    this.maxWaitMs = maxWaitMs;
  }

  /** What is held and queued now (for tests and logs). */
  get state() {
    return { usedBytes: this.used, reservations: this.held, waiting: this.waiting.length };
  }

  /**
   * Resolves with the function that gives the reservation back (call it once). Rejects with
   * BudgetBusyError after `maxWaitMs` without room, or with the signal's reason once it aborts (the
   * client went away); either way the request leaves the queue.
   */
  reserve(bytes: number, client = "", signal?: AbortSignal): Promise<() => void> {
    const amount = Math.min(Math.max(bytes, 1), this.perClient);
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const leave = (error: unknown) => {
        const at = this.waiting.indexOf(waiter);
        if (at === -1) return;
        this.waiting.splice(at, 1);
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        reject(error);
        // A refused request at the head may have been all that held the ones behind it.
        this.grantWaiting();
      };
      const onAbort = () => leave(signal?.reason);
      const waiter: Waiter = {
        bytes: amount,
        client,
        grant: () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          resolve(this.releaser(amount, client));
        },
      };
      this.waiting.push(waiter);
      this.grantWaiting();
      if (!this.waiting.includes(waiter)) return;
      if (Number.isFinite(this.maxWaitMs)) {
        timer = setTimeout(() => leave(new BudgetBusyError()), this.maxWaitMs);
      }
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  private releaser(amount: number, client: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= amount;
      this.held -= 1;
      const left = (this.byClient.get(client) ?? 0) - amount;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
      this.grantWaiting();
    };
  }

  /**
   * Grants waiters in arrival order. One past its client's share is passed over (it cannot go before its
   * own client gives something back, and must not hold up other clients); the first one within its share
   * that does not fit stops the round, so a large upload is not overtaken for ever by small ones.
   */
  private grantWaiting() {
    for (let index = 0; index < this.waiting.length; ) {
      const waiter = this.waiting[index]!;
      const clientHolds = this.byClient.get(waiter.client) ?? 0;
      if (clientHolds + waiter.bytes > this.perClient) {
        index += 1;
        continue;
      }
      if (this.used + waiter.bytes > this.capacity) return;
      this.waiting.splice(index, 1);
      this.used += waiter.bytes;
      this.held += 1;
      this.byClient.set(waiter.client, clientHolds + waiter.bytes);
      waiter.grant();
    }
  }
}
