import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startIsolatedApp } from "../test-support/app";
import { RefusedSignIns } from "./refused-sign-ins";

describe("RefusedSignIns", () => {
  let t: Awaited<ReturnType<typeof startIsolatedApp>>;
  beforeAll(async () => {
    t = await startIsolatedApp("sqlite");
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = () =>
    t.db.kysely
      .selectFrom("admin_audit_log")
      .select(["action", "actor", "attempts", "created_at", "last_at"])
      .where("action", "=", "sign_in_busy")
      .execute();

  it("writes nothing per attempt, then one counted row per client and address with its first and last time", async () => {
    const buffer = new RefusedSignIns(t.db, undefined, 60_000);
    const at = Date.now();
    for (let i = 0; i < 100; i++) {
      buffer.add({
        action: "sign_in_busy",
        typed: "flood@apex.example",
        ipHash: "a".repeat(32),
        now: at + i,
      });
    }
    buffer.add({ action: "sign_in_busy", typed: "other@apex.example", ipHash: "a".repeat(32), now: at });
    expect(await rows()).toEqual([]);
    await buffer.flush();
    const written = await rows();
    expect(written).toHaveLength(2);
    const flood = written.find((row) => row.actor === "flood@apex.example")!;
    expect(flood).toMatchObject({ attempts: 100, created_at: at, last_at: at + 99 });
    // A later flush adds to the same row within the quarter hour.
    buffer.add({
      action: "sign_in_busy",
      typed: "flood@apex.example",
      ipHash: "a".repeat(32),
      now: at + 200,
    });
    await buffer.flush();
    expect((await rows()).find((row) => row.actor === "flood@apex.example")!.attempts).toBe(101);
  });

  it("flushes on its own after the interval", async () => {
    const buffer = new RefusedSignIns(t.db, undefined, 50);
    buffer.add({
      action: "sign_in_busy",
      typed: "timer@apex.example",
      ipHash: "b".repeat(32),
      now: Date.now(),
    });
    await expect
      .poll(async () => (await rows()).filter((row) => row.actor === "timer@apex.example").length)
      .toBe(1);
  });
});
