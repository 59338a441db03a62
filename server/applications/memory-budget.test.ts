import { describe, expect, it } from "vitest";
import { BudgetBusyError, MemoryBudget } from "./memory-budget";

describe("MemoryBudget", () => {
  it("refuses a reservation that waited its longest, and leaves no waiter behind", async () => {
    const budget = new MemoryBudget({ capacity: 100, maxWaitMs: 50 });
    const release = await budget.reserve(100, "a");
    await expect(budget.reserve(10, "b")).rejects.toBeInstanceOf(BudgetBusyError);
    expect(budget.state).toEqual({ usedBytes: 100, reservations: 1, waiting: 0 });
    release();
    expect(budget.state).toEqual({ usedBytes: 0, reservations: 0, waiting: 0 });
  });

  it("takes a waiter out of the queue when its client goes away, and lets the next one in", async () => {
    const budget = new MemoryBudget({ capacity: 100 });
    const release = await budget.reserve(60, "a");
    const gone = new AbortController();
    const large = budget.reserve(60, "b", gone.signal);
    const small = budget.reserve(30, "c");
    expect(budget.state.waiting).toBe(2);
    gone.abort(new Error("client gone"));
    await expect(large).rejects.toThrow("client gone");
    // First come, first served held the smaller one behind the larger; with that gone it fits.
    const releaseSmall = await small;
    expect(budget.state).toEqual({ usedBytes: 90, reservations: 2, waiting: 0 });
    release();
    releaseSmall();
    expect(budget.state.usedBytes).toBe(0);
  });

  it("passes over a client at its share, so others behind it are served", async () => {
    const budget = new MemoryBudget({ capacity: 100, perClient: 40 });
    const first = await budget.reserve(40, "a");
    let overShare = false;
    const second = budget.reserve(10, "a").then((release) => {
      overShare = true;
      return release;
    });
    const other = await budget.reserve(40, "b");
    expect(overShare).toBe(false);
    expect(budget.state).toEqual({ usedBytes: 80, reservations: 2, waiting: 1 });
    first();
    (await second)();
    other();
    expect(budget.state).toEqual({ usedBytes: 0, reservations: 0, waiting: 0 });
  });

  it("counts a reservation larger than a client's share as the share, so it can always be served", async () => {
    const budget = new MemoryBudget({ capacity: 100, perClient: 40, maxWaitMs: 50 });
    const release = await budget.reserve(1000, "a");
    expect(budget.state.usedBytes).toBe(40);
    release();
    release();
    expect(budget.state.usedBytes).toBe(0);
  });
});
