import { scryptSync } from "node:crypto";
import fs from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
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
    const first = hasher.tryAcquire("client-a");
    const second = hasher.tryAcquire("client-a");
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(hasher.tryAcquire("client-a")).toBeNull();
    expect(hasher.tryAcquire("client-b")).not.toBeNull();
    first!.release();
    first!.release();
    const third = hasher.tryAcquire("client-a");
    expect(third).not.toBeNull();
    expect(hasher.tryAcquire("client-a")).toBeNull();
  });

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
