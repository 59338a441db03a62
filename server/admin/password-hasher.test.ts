import { scryptSync } from "node:crypto";
import fs from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { HASHER_NICE, HasherBusyError, PasswordHasher } from "./password-hasher";

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
    hasher = new PasswordHasher({ threads: 2, maxQueue: 3, perClient: 2 });
    const fast = { N: 2 ** 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => hasher!.run(task(`password ${i}`, fast))),
    );
    const done = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(done).toHaveLength(5);
    expect(refused).toHaveLength(3);
    for (const outcome of refused) expect(outcome.reason).toBeInstanceOf(HasherBusyError);
    expect(hasher.peakActive).toBe(2);
    expect(hasher.active).toBe(0);
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

  it.runIf(process.platform === "linux")(
    "runs checks on a thread of lower CPU priority, leaving the event loop's thread as it was",
    async () => {
      const niceOfThreads = () =>
        readdirSync(`/proc/${process.pid}/task`).map((thread) =>
          Number(
            readFileSync(`/proc/${process.pid}/task/${thread}/stat`, "utf8").split(") ")[1]!.split(" ")[16],
          ),
        );
      const before = niceOfThreads().filter((nice) => nice === HASHER_NICE).length;
      hasher = new PasswordHasher({ threads: 1, maxQueue: 1, perClient: 2 });
      await hasher.run(task("nice", { N: 2 ** 10, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }));
      expect(niceOfThreads().filter((nice) => nice === HASHER_NICE).length).toBe(before + 1);
      expect(readFileSync(`/proc/${process.pid}/stat`, "utf8").split(") ")[1]!.split(" ")[16]).toBe("0");
    },
  );

  it("leaves libuv's thread pool free: file reads finish while checks are still running", async () => {
    hasher = new PasswordHasher({ threads: 2, maxQueue: 10, perClient: 2 });
    const checks = Array.from({ length: 4 }, (_, i) => hasher!.run(task(`busy ${i}`)));
    await expect.poll(() => hasher!.active).toBeGreaterThan(0);
    // Eight reads at once would wait behind four scrypt jobs if those ran on the (four-thread) pool.
    await Promise.all(Array.from({ length: 8 }, () => fs.readFile(new URL(import.meta.url))));
    expect(hasher.active).toBeGreaterThan(0);
    await Promise.all(checks);
  });
});
