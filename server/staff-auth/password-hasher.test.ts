import { scryptSync } from "node:crypto";
import fs from "node:fs/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countedThreads } from "../test-support/threads";
import { HasherBusyError, PasswordHasher } from "./password-hasher";

const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 3, maxmem: 256 * 2 ** 15 * 8 + 1024 * 1024 };
const task = (password: string, options = DEFAULT_COST) => ({
  password,
  salt: Buffer.from("0123456789abcdef"),
  keyLength: 64,
  options,
});

describe("PasswordHasher", () => {
  let hasher: PasswordHasher | undefined;
  afterEach(async () => {
    await hasher?.close();
  });

  it("runs at most `threads` checks at once, queues `maxQueue` more and refuses the rest at once", async () => {
    const threads = countedThreads();
    hasher = new PasswordHasher({ threads: 2, maxQueue: 3, perClient: 2, startThread: threads.startThread });
    const fast = { N: 2 ** 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => hasher!.run(task(`password ${i}`, fast))),
    );
    const done = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(done).toHaveLength(5);
    expect(refused).toHaveLength(3);
    for (const outcome of refused) expect(outcome.reason).toBeInstanceOf(HasherBusyError);
    expect(threads.counts.peak).toBe(2);
    expect(threads.counts.running).toBe(0);
    const first = outcomes[0] as PromiseFulfilledResult<Buffer>;
    expect(first.value.equals(scryptSync("password 0", Buffer.from("0123456789abcdef"), 64, fast))).toBe(
      true,
    );
    // Places are given back: a new check runs once the others are done.
    expect((await hasher.run(task("again", fast))).length).toBe(64);
  });

  it("gives one client at most `perClient` places, so one address cannot fill the queue", () => {
    hasher = new PasswordHasher({ threads: 1, maxQueue: 8, perClient: 2 });
    const first = hasher.tryAcquire({ client: "client-a" });
    const second = hasher.tryAcquire({ client: "client-a" });
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(hasher.tryAcquire({ client: "client-a" })).toBeNull();
    expect(hasher.tryAcquire({ client: "client-b" })).not.toBeNull();
    first!.release();
    first!.release();
    const third = hasher.tryAcquire({ client: "client-a" });
    expect(third).not.toBeNull();
    expect(hasher.tryAcquire({ client: "client-a" })).toBeNull();
  });

  it("keeps places for known networks: a flood from many addresses neither keeps the owner's check out nor ahead of it", async () => {
    hasher = new PasswordHasher({ threads: 1, maxQueue: 3, perClient: 1, knownQueue: 1 });
    const fast = { N: 2 ** 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    const finished: string[] = [];
    const checks: Promise<unknown>[] = [];
    // Twenty addresses, one place each: the first four fill the thread and the queue of unknown networks.
    let admitted = 0;
    for (let i = 0; i < 20; i++) {
      const permit = hasher.tryAcquire({ client: `stranger-${i}` });
      if (!permit) continue;
      admitted += 1;
      checks.push(permit.run(task(`guess ${i}`, fast)).then(() => finished.push(`stranger-${i}`)));
    }
    expect(admitted).toBe(4);
    expect(hasher.tryAcquire({ client: "stranger-99" })).toBeNull();
    const owner = hasher.tryAcquire({ client: "office", known: true });
    expect(owner).not.toBeNull();
    checks.push(owner!.run(task("the owner's password", fast)).then(() => finished.push("owner")));
    await Promise.all(checks);
    // The check that was already running finishes first; the owner's goes next, before any waiting one.
    expect(finished).toEqual(["stranger-0", "owner", "stranger-1", "stranger-2", "stranger-3"]);
  });

  it("takes waiting checks round-robin by client, so one address's checks do not hold the thread in turn", async () => {
    hasher = new PasswordHasher({ threads: 1, maxQueue: 8, perClient: 3 });
    const fast = { N: 2 ** 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    const finished: string[] = [];
    const run = (client: string, name: string) =>
      hasher!
        .tryAcquire({ client })!
        .run(task(name, fast))
        .then(() => finished.push(name));
    await Promise.all([run("a", "a1"), run("a", "a2"), run("a", "a3"), run("b", "b1")]);
    expect(finished).toEqual(["a1", "a2", "b1", "a3"]);
  });

  it("stands in for a check whose result is not needed once a real one of its cost ran recently: queued and holding the thread alike, computing nothing", async () => {
    const threads = countedThreads();
    hasher = new PasswordHasher({
      threads: 1,
      maxQueue: 8,
      perClient: 8,
      standInFreshMs: 60_000,
      startThread: threads.startThread,
    });
    const fast = { N: 2 ** 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    const slower = { N: 2 ** 13, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    const burn = (options = fast) =>
      hasher!.tryAcquire({ client: "x" })!.run(task("guess", options), { standIn: true });
    // Nothing measured yet: the first is computed, and its key is the real one.
    const first = await burn();
    expect(first.equals(scryptSync("guess", Buffer.from("0123456789abcdef"), 64, fast))).toBe(true);
    expect(hasher.counts).toEqual({ real: 1, standIn: 0 });
    // Then stand-ins: each takes the one thread's place in turn (the queue's order), none reaches a thread.
    const order: number[] = [];
    const keys = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        burn().then((key) => {
          order.push(i);
          return key;
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(hasher.counts).toEqual({ real: 1, standIn: 5 });
    expect(threads.counts.peak).toBe(1);
    for (const key of keys) expect(key).toHaveLength(64);
    // A check whose result is needed is always computed, and so is a stand-in's of another cost.
    await hasher.run(task("needed", fast));
    await burn(slower);
    expect(hasher.counts).toEqual({ real: 3, standIn: 5 });
    // While a stand-in holds the only thread, a real check waits for it.
    const events: string[] = [];
    const held = burn().then(() => events.push("stand-in"));
    const real = hasher.run(task("after", fast)).then(() => events.push("real"));
    await Promise.all([held, real]);
    expect(events).toEqual(["stand-in", "real"]);
  });

  it("computes again once the last real check of a cost is older than `standInFreshMs`, so the durations follow the machine's load", async () => {
    hasher = new PasswordHasher({ threads: 1, maxQueue: 8, perClient: 8, standInFreshMs: 1 });
    const fast = { N: 2 ** 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    const burn = () => hasher!.tryAcquire({ client: "x" })!.run(task("guess", fast), { standIn: true });
    await burn();
    const measuredAt = performance.now();
    await vi.waitFor(() => expect(performance.now() - measuredAt).toBeGreaterThan(2));
    await burn();
    expect(hasher.counts).toEqual({ real: 2, standIn: 0 });
    const off = new PasswordHasher({ threads: 1, maxQueue: 8, perClient: 8, standInFreshMs: 0 });
    try {
      for (let i = 0; i < 3; i++) await off.tryAcquire()!.run(task("guess", fast), { standIn: true });
      expect(off.counts).toEqual({ real: 3, standIn: 0 });
    } finally {
      await off.close();
    }
  });

  it("while the process is busy, starts checks from unknown networks one per gap, and holds back no known network's", async () => {
    const fast = { N: 2 ** 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    let busy = true;
    hasher = new PasswordHasher({
      threads: 1,
      maxQueue: 4,
      perClient: 4,
      busyGapMs: 60_000,
      busy: () => busy,
    });
    const finished: string[] = [];
    const stranger = (name: string) =>
      hasher!
        .tryAcquire({ client: "stranger" })!
        .run(task(name, fast))
        .then(() => finished.push(name));
    const first = stranger("stranger-1");
    const second = stranger("stranger-2");
    await first;
    await hasher.tryAcquire({ client: "office", known: true })!.run(task("owner", fast));
    finished.push("owner");
    // The second stranger waits out the gap, the known network's check did not.
    expect(finished).toEqual(["stranger-1", "owner"]);

    // Once the process is not busy, the gap no longer holds: the next dispatch starts the waiting check.
    busy = false;
    await hasher.tryAcquire({ client: "office", known: true })!.run(task("owner again", fast));
    await second;
    expect(finished).toEqual(["stranger-1", "owner", "stranger-2"]);
  });

  it.runIf(process.platform === "linux")(
    "runs checks at the lowest CPU priority, leaving the process's other threads as they are",
    async () => {
      // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the parenthesised name).
      const niceOf = async (tid: string) => {
        const stat = await fs.readFile(`/proc/self/task/${tid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
      };
      const niceValues = async () => Promise.all((await fs.readdir("/proc/self/task")).map(niceOf));
      const lowestBefore = (await niceValues()).filter((nice) => nice === 19).length;
      const mainBefore = await niceOf(String(process.pid));
      hasher = new PasswordHasher({ threads: 1, maxQueue: 1, perClient: 1, niceness: 19 });
      await hasher.run(task("niceness", { N: 2 ** 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }));
      expect((await niceValues()).filter((nice) => nice === 19)).toHaveLength(lowestBefore + 1);
      expect(await niceOf(String(process.pid))).toBe(mainBefore);
    },
  );

  it("leaves libuv's thread pool free: file reads finish while checks are still running", async () => {
    const threads = countedThreads();
    hasher = new PasswordHasher({ threads: 2, maxQueue: 10, perClient: 2, startThread: threads.startThread });
    const checks = Array.from({ length: 4 }, (_, i) => hasher!.run(task(`busy ${i}`)));
    await expect.poll(() => threads.counts.running).toBeGreaterThan(0);
    // Eight reads at once would wait behind four scrypt jobs if those ran on the (four-thread) pool.
    await Promise.all(Array.from({ length: 8 }, () => fs.readFile(new URL(import.meta.url))));
    expect(threads.counts.running).toBeGreaterThan(0);
    await Promise.all(checks);
  });
});
