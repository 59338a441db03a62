import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validQuick } from "../test-support/app";
import { testDialects } from "../test-support/db";
import { countedThreads } from "../test-support/threads";
import { configurePasswordHasher, type PasswordHasher } from "./password-hasher";
import { type AdminTestApp, startAdminApp, TEST_PASSWORD } from "../test-support/staff";

const CAP = { threads: 1, maxQueue: 4, perClient: 2 };

describe.each(testDialects)("sign-ins under load (%s)", (dialect) => {
  let t: AdminTestApp;
  let hasher: PasswordHasher;
  const threads = countedThreads();
  beforeAll(async () => {
    hasher = await configurePasswordHasher({ ...CAP, startThread: threads.startThread });
    t = await startAdminApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("runs no more password checks at once than the cap, and a lead sent meanwhile is stored first", async () => {
    const finished: number[] = [];
    // Fifty sign-ins for unknown accounts from fifty networks: no lock stops them, only the hasher's cap.
    const signIns = Array.from({ length: 50 }, (_, i) =>
      t.app
        .inject({
          method: "POST",
          url: "/api/admin/session",
          remoteAddress: `10.7.${i}.1`,
          headers: { origin: t.origin },
          payload: { email: `nobody-${i}@apex.example`, password: "a guess of the default cost" },
        })
        .then((answer) => {
          finished.push(i);
          return answer;
        }),
    );
    // Each sign-in reads the database before it reaches the hasher: wait for the first check to start.
    await expect.poll(() => threads.counts.running, { timeout: 20_000 }).toBe(1);

    const lead = await t.app.inject({
      method: "POST",
      url: "/api/quick-contact",
      remoteAddress: "10.7.1.1",
      payload: validQuick({ lastName: "DuringSignIns" }),
    });
    expect(lead.statusCode).toBe(201);
    const stored = await t.db.kysely
      .selectFrom("leads")
      .select("id")
      .where("id", "=", lead.json().id)
      .executeTakeFirst();
    expect(stored).toBeDefined();
    const doneWhenLeadStored = new Set(finished);

    const answers = await Promise.all(signIns);
    expect(threads.counts.peak).toBe(CAP.threads);
    const checked = answers.filter((answer) => answer.statusCode === 401);
    const busy = answers.filter((answer) => answer.statusCode === 429);
    expect(checked.length + busy.length).toBe(50);
    expect(checked.length).toBeLessThanOrEqual(CAP.threads + CAP.maxQueue);
    // The lead was on disk and acknowledged while checked sign-ins were still waiting for their turn.
    const stillChecking = answers.filter(
      (answer, index) => answer.statusCode === 401 && !doneWhenLeadStored.has(index),
    );
    expect(stillChecking.length).toBeGreaterThan(0);
    // Sign-in bookkeeping commits without waiting for an fsync; every other writer still does.
    if (t.db.sqlite) expect(t.db.sqlite.pragma("synchronous", { simple: true })).toBe(2);
    for (const answer of busy) {
      expect(answer.json().error).toBe("Sign-in is busy right now. Please try again in a few seconds.");
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("checks a recruiter's sign-in from a known network at once while strangers' addresses keep the queue full", async () => {
    await t.addUser("owner@apex.example");
    const signIn = t.signInFrom;
    expect((await signIn("owner@apex.example", TEST_PASSWORD, "10.9.0.5")).statusCode).toBe(200);

    // Strangers rotating through networks, guessing at the owner's account and at unknown ones. The first
    // stranger told "busy" shows the queue is full: the owner signs in at that moment.
    const answered: number[] = [];
    let owner: ReturnType<typeof signIn> | undefined;
    const flood = Array.from({ length: 40 }, (_, i) =>
      signIn(
        i % 2 === 0 ? "owner@apex.example" : `nobody-${i}@apex.example`,
        "a guess of the default cost",
        `10.10.${i}.1`,
      ).then((answer) => {
        answered.push(answer.statusCode);
        if (answer.statusCode === 429 && !owner)
          owner = signIn("owner@apex.example", TEST_PASSWORD, "10.9.0.5");
        return answer;
      }),
    );
    await expect.poll(() => owner, { timeout: 20_000 }).toBeDefined();
    expect((await owner!).statusCode).toBe(200);
    // The owner's check went ahead of strangers' checks that were waiting before it.
    expect(answered.filter((status) => status === 401).length).toBeLessThan(CAP.maxQueue);
    const answers = await Promise.all(flood);
    expect(answers.every((answer) => [401, 429].includes(answer.statusCode))).toBe(true);
  });

  it("tells a sign-in from a network no account knows 'busy' before reading anything while the checks' queue is full", async () => {
    const BUSY = "Sign-in is busy right now. Please try again in a few seconds.";
    // A stranger's network locked out of the owner's account by wrong passwords.
    let lock = await t.signInFrom("owner@apex.example", "not the password", "10.13.0.1");
    for (let i = 0; lock.statusCode === 401 && i < 10; i++)
      lock = await t.signInFrom("owner@apex.example", "not the password", "10.13.0.1");
    expect(lock.statusCode).toBe(429);
    expect(lock.json().error).toMatch(/^Too many failed sign-in attempts/);

    // Every place for unknown networks taken (a flood's checks, held here).
    const held = [];
    for (let i = 0; hasher.hasRoom({ client: `flood-${i}` }); i++)
      held.push(hasher.tryAcquire({ client: `flood-${i}` })!);
    try {
      // The locked network is answered "busy", not "locked": the refusal came before the lock was read.
      const locked = await t.signInFrom("owner@apex.example", TEST_PASSWORD, "10.13.0.1");
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error).toBe(BUSY);
      const stranger = await t.signInFrom("nobody@apex.example", "a guess", "10.14.0.1");
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json().error).toBe(BUSY);
      // The owner's own network is known (it signed in from there above): its sign-in is read and checked.
      expect((await t.signInFrom("owner@apex.example", TEST_PASSWORD, "10.9.0.7")).statusCode).toBe(200);
    } finally {
      for (const permit of held) permit.release();
    }
    // With room again, the locked network hears of its lock.
    const after = await t.signInFrom("owner@apex.example", TEST_PASSWORD, "10.13.0.1");
    expect(after.statusCode).toBe(429);
    expect(after.json().error).toMatch(/^Too many failed sign-in attempts/);
  });
});
