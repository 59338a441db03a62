import { afterEach, describe, expect, it } from "vitest";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import { createTestDatabase, type TestDatabase, testDialects } from "../test-support/db";
import { hashIp } from "../http/client-key";
import { type NewLead, newLeadId, StoreUnavailableError } from "./lead-store";
import { createLeadStore } from "./store";

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: newLeadId(),
    createdAt: Date.now(),
    kind: "quick",
    spamReason: null,
    firstName: "Dana",
    lastName: "Whitfield",
    email: "dana@example.org",
    phone: "5552018890",
    userType: "employer",
    organization: null,
    position: null,
    specialty: null,
    location: null,
    message: null,
    formSource: "Floating CTA Button",
    pagePath: "/",
    referrer: null,
    utm: null,
    fillMs: null,
    ipHash: hashIp(Buffer.alloc(32), `10.0.0.${Math.floor(Math.random() * 250)}`),
    userAgent: null,
    idempotencyKey: null,
    idempotencyBodyHash: null,
    ...overrides,
  };
}

describe.each(testDialects)("lead store on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  afterEach(async () => {
    await db?.close();
    await database?.drop();
  });

  const open = async () => {
    database = await createTestDatabase(dialect);
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
  };

  it("writes leads that arrive together in one go, and one bad lead cannot sink the others", async () => {
    await open();
    const store = createLeadStore(db, { rateLimit: 100, channels: ["email", "webhook"] });
    const good = Array.from({ length: 6 }, () => lead());
    // A row no validated submission can produce: it breaks a CHECK constraint.
    const bad = lead({ userType: "administrator" as NewLead["userType"] });
    const settled = await Promise.allSettled(
      [...good.slice(0, 3), bad, ...good.slice(3)].map((l) => store.submit(l)),
    );
    await store.close();

    expect(settled[3]).toMatchObject({ status: "rejected" });
    expect((settled[3] as PromiseRejectedResult).reason).toBeInstanceOf(StoreUnavailableError);
    const stored = settled.filter((result) => result.status === "fulfilled");
    expect(stored).toHaveLength(6);
    const rows = await db.kysely.selectFrom("leads").select("id").execute();
    expect(rows.map((row) => row.id).sort()).toEqual(good.map((l) => l.id).sort());
    const outbox = await db.kysely.selectFrom("lead_notifications").select(["lead_id", "channel"]).execute();
    expect(outbox).toHaveLength(12);
  });

  it("counts submissions per address within a batch", async () => {
    await open();
    const store = createLeadStore(db, { rateLimit: 3, channels: ["email"] });
    const ipHash = hashIp(Buffer.alloc(32), "192.0.2.1");
    const results = await Promise.all(Array.from({ length: 5 }, () => store.submit(lead({ ipHash }))));
    await store.close();
    expect(results.map((result) => result.outcome)).toEqual([
      "stored",
      "stored",
      "stored",
      "rate_limited",
      "rate_limited",
    ]);
  });

  it("refuses new leads once closed", async () => {
    await open();
    const store = createLeadStore(db, { rateLimit: 3, channels: ["email"] });
    await store.close();
    await expect(store.submit(lead())).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it.runIf(dialect === "sqlite")(
    "keeps leads out of another transaction on the shared connection, and FULL sync for other writers",
    async () => {
      await open();
      const store = createLeadStore(db, { rateLimit: 100, channels: ["email"] });
      const first = lead();
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => {
        entered = resolve;
      });
      let storedWhileOpen = false;
      const rolledBack = db.kysely
        .transaction()
        .execute(async (trx) => {
          await trx.deleteFrom("lead_rate_limits").execute();
          entered();
          await held;
          throw new Error("roll back");
        })
        .catch(() => "rolled back");
      // The other transaction has written before the lead is submitted.
      await inside;
      const submitted = store.submit(first).then((result) => {
        storedWhileOpen = true;
        return result;
      });
      // The store writes on the turn after a submission: let that turn (and the one after) pass.
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
      // The lead waits for the open transaction instead of joining it…
      expect(storedWhileOpen).toBe(false);
      release();
      expect(await rolledBack).toBe("rolled back");
      // …so its rollback cannot take the lead with it.
      expect(await submitted).toMatchObject({ outcome: "stored", id: first.id });
      const row = await db.kysely
        .selectFrom("leads")
        .select("id")
        .where("id", "=", first.id)
        .executeTakeFirst();
      expect(row?.id).toBe(first.id);
      expect(db.sqlite!.pragma("synchronous", { simple: true })).toBe(2);
      await store.close();
    },
  );
});
