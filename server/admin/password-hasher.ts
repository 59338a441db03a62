import os from "node:os";
import { Worker } from "node:worker_threads";

/**
 * scrypt on threads of its own. Node's asynchronous `crypto.scrypt` runs on libuv's thread pool (four
 * threads), the same pool that the lead store's fsync waits in: forty sign-in attempts in flight once held
 * a lead's commit for seconds. Here each check runs with `scryptSync` inside a dedicated worker thread, so
 * password checks can occupy those threads and nothing else; at most `threads` run at once, at most
 * `maxQueue` more wait, and anything beyond is refused at once (the sign-in answers 429).
 */

// A script, not a module file: it runs the same under tsx, Vitest and the production start.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
parentPort.on("message", (task) => {
  try {
    const key = scryptSync(task.password, Buffer.from(task.salt), task.keyLength, task.options);
    parentPort.postMessage({ id: task.id, key });
  } catch (error) {
    parentPort.postMessage({ id: task.id, error: String((error && error.message) || error) });
  }
});
`;

export interface ScryptTask {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: { N: number; r: number; p: number; maxmem: number };
}

export class HasherBusyError extends Error {
  constructor() {
    super("password checks are queued to capacity");
  }
}

export interface HasherOptions {
  /** Worker threads, i.e. checks running at once. */
  threads: number;
  /** Checks allowed to wait for a thread; more are refused. */
  maxQueue: number;
  /** Places one client may hold at once (running or waiting), so one address cannot fill the queue. */
  perClient: number;
  /** Starts a thread that runs the checks' script (a plain worker thread unless given). */
  startThread?: (source: string) => Worker;
}

const startWorker = (source: string) => new Worker(source, { eval: true });

/** One thread on a two-core machine leaves the other to the event loop; never more than two. */
export const DEFAULT_HASHER_OPTIONS: HasherOptions = {
  threads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  maxQueue: 8,
  perClient: 2,
};

interface Job {
  task: ScryptTask;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** A held place in the hasher: taken before any other work for a check, so a full queue costs nothing. */
export interface HasherPermit {
  run(task: ScryptTask): Promise<Buffer>;
  release(): void;
}

export class PasswordHasher {
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private held = 0;
  private readonly heldBy = new Map<string, number>();
  private nextId = 0;
  private closed = false;

  constructor(readonly options: HasherOptions = DEFAULT_HASHER_OPTIONS) {}

  /**
   * A place for one check, or null when `threads + maxQueue` checks are already running or waiting, or
   * when `client` (the hashed client address, if given) already holds `perClient` of them.
   */
  tryAcquire(client?: string): HasherPermit | null {
    if (this.held >= this.options.threads + this.options.maxQueue) return null;
    const ofClient = client === undefined ? 0 : (this.heldBy.get(client) ?? 0);
    if (client !== undefined && ofClient >= this.options.perClient) return null;
    this.held += 1;
    if (client !== undefined) this.heldBy.set(client, ofClient + 1);
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      this.held -= 1;
      if (client === undefined) return;
      const left = (this.heldBy.get(client) ?? 1) - 1;
      if (left > 0) this.heldBy.set(client, left);
      else this.heldBy.delete(client);
    };
    return {
      run: (task) => {
        if (done) return Promise.reject(new Error("permit already used"));
        return this.enqueue(task).finally(release);
      },
      release,
    };
  }

  /** Runs one check, refusing with HasherBusyError when the queue is full. */
  run(task: ScryptTask): Promise<Buffer> {
    const permit = this.tryAcquire();
    if (!permit) return Promise.reject(new HasherBusyError());
    return permit.run(task);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error("password hasher closed"));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private enqueue(task: ScryptTask): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error("password hasher closed"));
    return new Promise((resolve, reject) => {
      this.waiting.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.waiting.length > 0) {
      const slot = this.idleSlot();
      if (!slot) return;
      const job = this.waiting.shift()!;
      slot.job = job;
      // Keeps the process alive only while a check runs (a CLI waiting for its hash must not exit).
      slot.worker.ref();
      slot.worker.postMessage({ id: ++this.nextId, ...job.task, salt: new Uint8Array(job.task.salt) });
    }
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => slot.job === null);
    if (idle) return idle;
    if (this.slots.length >= this.options.threads) return undefined;
    const slot: Slot = { worker: (this.options.startThread ?? startWorker)(WORKER_SOURCE), job: null };
    slot.worker.unref();
    const finish = (outcome: { key?: Uint8Array; error?: string }) => {
      const job = slot.job;
      slot.job = null;
      slot.worker.unref();
      if (job) {
        if (outcome.key)
          job.resolve(Buffer.from(outcome.key.buffer, outcome.key.byteOffset, outcome.key.length));
        else job.reject(new Error(outcome.error ?? "password check failed"));
      }
      this.dispatch();
    };
    slot.worker.on("message", finish);
    slot.worker.on("error", (error) => {
      // A crashed thread is replaced by the next dispatch; its check fails (the sign-in answers 5xx-free).
      this.slots.splice(this.slots.indexOf(slot), 1);
      finish({ error: error.message });
    });
    this.slots.push(slot);
    return slot;
  }
}

let shared: PasswordHasher | undefined;

/** The process's hasher (one per process: every app in it shares the threads). */
export function passwordHasher(): PasswordHasher {
  shared ??= new PasswordHasher();
  return shared;
}

/** Replaces the process's hasher (tests use small queues); the old one finishes nothing new. */
export async function configurePasswordHasher(options: HasherOptions): Promise<PasswordHasher> {
  const previous = shared;
  shared = new PasswordHasher(options);
  await previous?.close();
  return shared;
}
