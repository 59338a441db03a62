import { randomBytes } from "node:crypto";
import os from "node:os";
import { type EventLoopUtilization, performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";

/**
 * scrypt on threads of its own. Node's asynchronous `crypto.scrypt` runs on libuv's thread pool (four
 * threads), the same pool that the lead store's fsync waits in: forty sign-in attempts in flight once held
 * a lead's commit for seconds. Here each check runs with `scryptSync` inside a dedicated worker thread, so
 * password checks can occupy those threads and nothing else; at most `threads` run at once, at most
 * `maxQueue` more wait, and anything beyond is refused at once (the sign-in answers 429).
 *
 * The threads run at the lowest CPU priority (nice 19, on Linux per thread): on a machine whose cores are
 * busy with leads and pages, a check takes the CPU time that is left over. And while the event loop is
 * busy (leads, pages), checks from unknown networks start at most one per `busyGapMs`: scrypt's 32 MiB
 * sweeps also take memory bandwidth and cache from the event loop, which no priority gives back. So a
 * flood of sign-ins slows sign-ins, not the lead form.
 *
 * A check that only has to take as long as a real one (an unknown account's, whose answer is "incorrect"
 * whatever the password) can be a stand-in: it queues, waits for a thread and holds it exactly like a
 * check, for as long as a real check of the same cost recently took, but computes nothing. One real check
 * of that cost every `standInFreshMs` keeps the durations current (they grow when the machine is busy), so
 * the answer's timing still does not tell whether the account exists, while a flood of sign-ins for
 * unknown accounts costs the machine neither CPU nor memory bandwidth.
 *
 * Places are shared fairly: each client (an address prefix) holds at most `perClient`, waiting checks
 * are taken round-robin by client, and checks from networks the account signed in from before ("known")
 * have places of their own and go first, so a flood from any number of other addresses can neither keep
 * them out nor ahead of them in the queue.
 */

// A script, not a module file: it runs the same under tsx, Vitest and the production start.
const workerSource = (niceness: number) => `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
try {
  // pid 0 is the calling thread on Linux; elsewhere it may be the process, which is refused or harmless.
  if (${niceness} !== 0 && process.platform === "linux") require("node:os").setPriority(0, ${niceness});
} catch {}
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
  /** Checks from unknown networks allowed to wait for a thread; more are refused. */
  maxQueue: number;
  /** Places one client of an unknown network may hold at once (running or waiting). */
  perClient: number;
  /** Checks from known networks allowed to wait (places no other check can take); `maxQueue` unless given. */
  knownQueue?: number;
  /** The threads' nice value (19: run only on CPU time nothing else wants; 0: as the server). */
  niceness?: number;
  /** While `busy()` says so, a check from an unknown network starts at most this long after the previous one. */
  busyGapMs?: number;
  /** Whether the process is busy with other work (by default: its event loop, see loopIsBusy). */
  busy?: () => boolean;
  /** How long a real check's duration stands for the checks that may be stood in for (ms; 0: never). */
  standInFreshMs?: number;
  /** Starts a thread that runs the checks' script (a plain worker thread unless given). */
  startThread?: (source: string) => Worker;
}

const startWorker = (source: string) => new Worker(source, { eval: true });

/** One thread on a two-core machine leaves the other to the event loop; never more than two. */
export const DEFAULT_HASHER_OPTIONS: HasherOptions = {
  threads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  maxQueue: 8,
  perClient: 2,
  knownQueue: 8,
  niceness: 19,
  busyGapMs: 1000,
  standInFreshMs: 10_000,
};

/** Recent durations of real checks kept per cost. */
const DURATION_SAMPLES = 16;

const BUSY_WINDOW_MS = 500;
const BUSY_UTILIZATION = 0.5;

/**
 * Whether the event loop was busy more than half the time over the last half second or so (measured
 * afresh at most every half second).
 */
function eventLoopMeter(): () => boolean {
  let mark: EventLoopUtilization = performance.eventLoopUtilization();
  let markedAt = performance.now();
  let busy = false;
  return () => {
    const at = performance.now();
    if (at - markedAt >= BUSY_WINDOW_MS) {
      const now = performance.eventLoopUtilization();
      busy = performance.eventLoopUtilization(now, mark).utilization > BUSY_UTILIZATION;
      mark = now;
      markedAt = at;
    }
    return busy;
  };
}

/** Who asks for a place: the client's address prefix (hashed), and whether the account knows it. */
export interface HasherClient {
  client?: string;
  known?: boolean;
}

interface Job {
  task: ScryptTask;
  resolve(key: Buffer): void;
  reject(error: Error): void;
  /** Set for a stand-in: how long it holds its thread (ms). */
  standInMs?: number;
  /** When a real check was handed to its thread (performance.now()). */
  startedAt?: number;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  finish(outcome: { key?: Uint8Array; error?: string }): void;
  timer?: NodeJS.Timeout;
}

/** What a check's duration depends on: its cost parameters. */
function costOf(task: ScryptTask): string {
  return `${task.options.N}:${task.options.r}:${task.options.p}:${task.keyLength}`;
}

/** Waiting checks by client, taken in turn: the first client's oldest check, then that client goes last. */
class RoundRobin {
  private readonly byClient = new Map<string, Job[]>();

  get size(): number {
    return this.byClient.size;
  }

  push(client: string, job: Job) {
    const jobs = this.byClient.get(client);
    if (jobs) jobs.push(job);
    else this.byClient.set(client, [job]);
  }

  shift(): Job | undefined {
    const first = this.byClient.entries().next();
    if (first.done) return undefined;
    const [client, jobs] = first.value;
    const job = jobs.shift();
    this.byClient.delete(client);
    if (jobs.length > 0) this.byClient.set(client, jobs);
    return job;
  }

  drain(): Job[] {
    const all = [...this.byClient.values()].flat();
    this.byClient.clear();
    return all;
  }
}

/** A held place in the hasher: taken before any other work for a check, so a full queue costs nothing. */
export interface HasherPermit {
  /**
   * Runs the check; with `standIn`, the result is not needed and a stand-in (see above) may take the
   * check's place when a real check of the same cost finished recently (its key is then random).
   */
  run(task: ScryptTask, options?: { standIn?: boolean }): Promise<Buffer>;
  release(): void;
}

export class PasswordHasher {
  private readonly slots: Slot[] = [];
  private readonly waitingKnown = new RoundRobin();
  private readonly waitingOther = new RoundRobin();
  private heldKnown = 0;
  private heldOther = 0;
  private readonly heldBy = new Map<string, number>();
  private nextId = 0;
  private closed = false;
  private readonly busy: () => boolean;
  private lastOtherStart = Number.NEGATIVE_INFINITY;
  private gapTimer: NodeJS.Timeout | undefined;
  private readonly durations = new Map<string, { at: number; samples: number[] }>();
  /** Checks run for real and stood in for, since the hasher started. */
  readonly counts = { real: 0, standIn: 0 };

  constructor(readonly options: HasherOptions = DEFAULT_HASHER_OPTIONS) {
    this.busy = options.busy ?? eventLoopMeter();
  }

  /**
   * A place for one check, or null when the checks of its kind already fill `threads` plus their queue
   * (`maxQueue`, or `knownQueue` for a known network), or when `client` (an unknown network's hashed
   * prefix) already holds `perClient` places.
   */
  /** Whether `tryAcquire` would give a place now (it takes none): a full queue can be answered before any work. */
  hasRoom({ client, known = false }: HasherClient = {}): boolean {
    const { threads, maxQueue, perClient } = this.options;
    const capacity = threads + (known ? (this.options.knownQueue ?? maxQueue) : maxQueue);
    if ((known ? this.heldKnown : this.heldOther) >= capacity) return false;
    return known || client === undefined || (this.heldBy.get(client) ?? 0) < perClient;
  }

  tryAcquire({ client, known = false }: HasherClient = {}): HasherPermit | null {
    if (!this.hasRoom({ client, known })) return null;
    const counted = !known && client !== undefined;
    const ofClient = counted ? (this.heldBy.get(client) ?? 0) : 0;
    if (known) this.heldKnown += 1;
    else this.heldOther += 1;
    if (counted) this.heldBy.set(client, ofClient + 1);
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      if (known) this.heldKnown -= 1;
      else this.heldOther -= 1;
      if (!counted) return;
      const left = (this.heldBy.get(client) ?? 1) - 1;
      if (left > 0) this.heldBy.set(client, left);
      else this.heldBy.delete(client);
    };
    return {
      run: (task, { standIn = false } = {}) => {
        if (done) return Promise.reject(new Error("permit already used"));
        return this.enqueue(task, client ?? "", known, standIn ? this.standInFor(task) : undefined).finally(
          release,
        );
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
    clearTimeout(this.gapTimer);
    const waiting = [...this.waitingKnown.drain(), ...this.waitingOther.drain()];
    for (const job of waiting) job.reject(new Error("password hasher closed"));
    for (const slot of this.slots) {
      if (!slot.timer) continue;
      clearTimeout(slot.timer);
      slot.finish({ error: "password hasher closed" });
    }
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  /** How long a stand-in for `task` holds its thread: a recent real check's duration, or undefined. */
  private standInFor(task: ScryptTask): number | undefined {
    const fresh = this.options.standInFreshMs ?? 0;
    const recent = this.durations.get(costOf(task));
    if (!recent || fresh <= 0 || performance.now() - recent.at > fresh) return undefined;
    return recent.samples[Math.floor(Math.random() * recent.samples.length)];
  }

  private recordDuration(task: ScryptTask, ms: number) {
    const key = costOf(task);
    const recent = this.durations.get(key) ?? { at: 0, samples: [] };
    recent.at = performance.now();
    recent.samples.push(ms);
    if (recent.samples.length > DURATION_SAMPLES) recent.samples.shift();
    this.durations.set(key, recent);
  }

  private enqueue(task: ScryptTask, client: string, known: boolean, standInMs?: number): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error("password hasher closed"));
    return new Promise((resolve, reject) => {
      (known ? this.waitingKnown : this.waitingOther).push(client, { task, resolve, reject, standInMs });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.waitingKnown.size > 0 || this.waitingOther.size > 0) {
      const known = this.waitingKnown.size > 0;
      if (!known && !this.otherMayStart()) return;
      const slot = this.idleSlot();
      if (!slot) return;
      const job = (known ? this.waitingKnown : this.waitingOther).shift()!;
      if (!known) this.lastOtherStart = performance.now();
      slot.job = job;
      if (job.standInMs !== undefined) {
        this.counts.standIn += 1;
        const key = randomBytes(job.task.keyLength);
        slot.timer = setTimeout(() => slot.finish({ key }), job.standInMs);
        continue;
      }
      this.counts.real += 1;
      job.startedAt = performance.now();
      // Keeps the process alive only while a check runs (a CLI waiting for its hash must not exit).
      slot.worker.ref();
      slot.worker.postMessage({ id: ++this.nextId, ...job.task, salt: new Uint8Array(job.task.salt) });
    }
  }

  /** Whether a check from an unknown network may start now; if not, dispatches again once it may. */
  private otherMayStart(): boolean {
    const gap = this.options.busyGapMs ?? 0;
    const wait = this.lastOtherStart + gap - performance.now();
    if (wait <= 0 || !this.busy()) return true;
    this.gapTimer ??= setTimeout(() => {
      this.gapTimer = undefined;
      this.dispatch();
    }, wait);
    return false;
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => slot.job === null);
    if (idle) return idle;
    if (this.slots.length >= this.options.threads) return undefined;
    const start = this.options.startThread ?? startWorker;
    const slot = { worker: start(workerSource(this.options.niceness ?? 0)), job: null } as Slot;
    slot.worker.unref();
    const finish = (outcome: { key?: Uint8Array; error?: string }) => {
      const job = slot.job;
      slot.job = null;
      slot.timer = undefined;
      slot.worker.unref();
      if (job?.startedAt !== undefined && outcome.key)
        this.recordDuration(job.task, performance.now() - job.startedAt);
      if (job) {
        if (outcome.key)
          job.resolve(Buffer.from(outcome.key.buffer, outcome.key.byteOffset, outcome.key.length));
        else job.reject(new Error(outcome.error ?? "password check failed"));
      }
      this.dispatch();
    };
    slot.finish = finish;
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
