import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPath } from "#schemas/paths";
import { buildApp } from "../app";
import { connectDb, migrateToLatest } from "../db/connect";
import { emptySite, testConfig, validContact, validQuick } from "../test-support/app";
import { createTestDatabase, TEST_DATABASE_URL, testDialects } from "../test-support/db";
import { openSse, type SseClient } from "../test-support/sse";
import { type AdminTestApp, leadRow, startAdminApp, TEST_PASSWORD } from "../test-support/staff";
import { preparePostings } from "../test-support/application-postings";
import { postApplication } from "../test-support/application-uploads";
import { hashPassword } from "./passwords";
import { createUser } from "./users.repository";

const EVENTS = adminApiPath("events");
const FAST_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };

/** The changes an `items` event carries. */
function items(topic: string, change: string) {
  return (event: { event: string; data: string }) => {
    if (event.event !== "items") return false;
    const data = JSON.parse(event.data) as { topic: string; change: string };
    return data.topic === topic && data.change === change;
  };
}

describe.each(testDialects)("GET /api/admin/events (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  let base: string;
  const open: SseClient[] = [];

  const stream = async (as = cookie) => {
    const client = await openSse(`${base}${EVENTS}`, as ? { cookie: as } : {});
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    await t.addUser("ria@apex.example");
    cookie = await t.signIn("ria@apex.example");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    base = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    for (const client of open) client.close();
    await t?.close();
  });

  it("refuses a request without a session (401), like every staff route", async () => {
    const answer = await t.app.inject({ method: "GET", url: EVENTS });
    expect(answer.statusCode).toBe(401);
    const client = await stream("");
    expect(client.status).toBe(401);
  });

  it("opens a stream with a retry hint, then tells of a new lead within 2 s, with no personal data", async () => {
    const client = await stream();
    expect(client.status).toBe(200);
    expect(client.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(client.headers.get("cache-control")).toBe("no-store");
    expect(client.headers.get("x-content-type-options")).toBe("nosniff");
    await client.waitFor((event) => event.event === "ready");
    expect(client.retry).toBe(3000);

    const sent = performance.now();
    const lead = validContact({ firstName: "Odessa", email: "odessa.private@example.org" });
    const stored = await t.app.inject({ method: "POST", url: "/api/contact", payload: lead });
    expect(stored.statusCode).toBe(201);
    const event = await client.waitFor(items("leads", "created"), 2_000);
    expect(event.at - sent).toBeLessThan(2_000);
    expect(JSON.parse(event.data)).toEqual({ topic: "leads", change: "created", count: 1 });
    const everything = client.events.map((e) => e.data).join("\n");
    expect(everything).not.toMatch(/Odessa|odessa|555|Riverbend|clinics/);
  });

  it("leaves spam and replays out of the count", async () => {
    const client = await stream();
    await client.waitFor((event) => event.event === "ready");
    const key = { "idempotency-key": `events-${dialect}` };
    const first = await t.app.inject({
      method: "POST",
      url: "/api/quick-contact",
      headers: key,
      payload: validQuick({ lastName: "Once" }),
    });
    expect(first.statusCode).toBe(201);
    const from = client.events.length;
    await client.waitFor(items("leads", "created"), 2_000);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/quick-contact",
      headers: key,
      payload: validQuick({ lastName: "Once" }),
    });
    expect(again.json().id).toBe(first.json().id);
    const spam = await t.app.inject({
      method: "POST",
      url: "/api/quick-contact",
      payload: validQuick({ lastName: "Bot", website: "http://spam.example" }),
    });
    expect(spam.statusCode).toBe(201);
    // A following real lead is counted alone: the replay and the spam before it announced nothing.
    await t.app.inject({
      method: "POST",
      url: "/api/quick-contact",
      payload: validQuick({ lastName: "Two" }),
    });
    const next = await client.waitFor(items("leads", "created"), 2_000, from + 1);
    expect(JSON.parse(next.data).count).toBe(1);
  });

  it("tells of a status change, an owner change and a bulk action, naming the leads by id", async () => {
    const lead = await t.addLead({ first_name: "Worked" });
    const client = await stream();
    await client.waitFor((event) => event.event === "ready");
    const post = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, headers: { cookie, origin: t.origin }, payload });
    expect(
      (await post(adminApiPath("leadStatus", { id: lead.id }), { status: "contacted" })).statusCode,
    ).toBe(200);
    const changed = await client.waitFor(items("leads", "changed"), 2_000);
    expect(JSON.parse(changed.data).ids).toEqual([lead.id]);
    const from = client.events.length;
    expect(
      (await post(adminApiPath("leadsBulk"), { ids: [lead.id], action: { type: "status", status: "spam" } }))
        .statusCode,
    ).toBe(200);
    const bulk = await client.waitFor(items("leads", "changed"), 2_000, from);
    expect(JSON.parse(bulk.data).ids).toEqual([lead.id]);
    // A refused change (400) announces nothing; the next event is the following real one.
    const before = client.events.length;
    expect((await post(adminApiPath("leadStatus", { id: lead.id }), { status: "nonsense" })).statusCode).toBe(
      400,
    );
    expect((await post(adminApiPath("leadOwner", { id: lead.id }), { ownerId: null })).statusCode).toBe(409);
    const other = await t.addLead({ first_name: "Other" });
    await post(adminApiPath("leadStatus", { id: other.id }), { status: "qualified" });
    const next = await client.waitFor(items("leads", "changed"), 2_000, before);
    expect(JSON.parse(next.data).ids).toEqual([other.id]);
  });

  it("tells of a new application, naming it by id", async () => {
    const postings = await preparePostings(t.db);
    const client = await stream();
    await client.waitFor((event) => event.event === "ready");
    const port = (t.app.server.address() as { port: number }).port;
    const stored = await postApplication({ port, job: postings.open });
    expect(stored.status).toBe(201);
    const { id } = JSON.parse(stored.body) as { id: string };
    const event = await client.waitFor(items("applications", "created"), 2_000);
    expect(JSON.parse(event.data)).toEqual({ topic: "applications", change: "created", count: 1, ids: [id] });
    expect(client.events.map((e) => e.data).join("\n")).not.toMatch(/Okafor|Maya|555/);
  });

  it("bounds the streams one session holds open (429 past four)", async () => {
    await t.addUser("limit@apex.example");
    const own = await t.signIn("limit@apex.example");
    const held = [];
    for (let i = 0; i < 4; i++) held.push(await stream(own));
    expect(held.map((client) => client.status)).toEqual([200, 200, 200, 200]);
    const refused = await stream(own);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    // Another account is not affected, and a closed stream frees its place.
    await t.addUser("other@apex.example");
    expect((await stream(await t.signIn("other@apex.example"))).status).toBe(200);
    held[0]!.close();
    await held[0]!.ended;
    const { pollUntil } = await import("../test-support/poll");
    await pollUntil(async () => {
      const again = await stream(own);
      again.close();
      return again.status === 200;
    });
  });
});

describe.each(testDialects)("the event stream's heartbeat and shutdown (%s)", (dialect) => {
  it("sends a comment line each heartbeat, ends a signed-out session's stream, and ends them all on close", async () => {
    const database = await createTestDatabase(dialect);
    const config = testConfig(database);
    const db = connectDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await migrateToLatest(db);
    const app = await buildApp({ config, db, site: emptySite(), staffEvents: { heartbeatMs: 40 } });
    try {
      await createUser(db.kysely, "ria@apex.example", await hashPassword(TEST_PASSWORD, FAST_SCRYPT));
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      if (!address || typeof address === "string") throw new Error("no port");
      const base = `http://127.0.0.1:${address.port}`;
      const signIn = async () => {
        const answer = await app.inject({
          method: "POST",
          url: adminApiPath("session"),
          headers: { origin: config.SITE_URL },
          payload: { email: "ria@apex.example", password: TEST_PASSWORD },
        });
        const set = answer.cookies[0]!;
        return `${set.name}=${set.value}`;
      };
      const kept = await signIn();
      const leaving = await signIn();
      const client = await openSse(`${base}${EVENTS}`, { cookie: kept });
      const signedOut = await openSse(`${base}${EVENTS}`, { cookie: leaving });
      await client.waitForComments(3);
      expect(client.comments.filter((line) => line === "ping").length).toBeGreaterThanOrEqual(2);

      const out = await app.inject({
        method: "DELETE",
        url: adminApiPath("session"),
        headers: { cookie: leaving, origin: config.SITE_URL },
      });
      expect(out.statusCode).toBe(204);
      await signedOut.ended;

      // Closing the app ends the stream rather than waiting for it.
      await app.close();
      await client.ended;
    } finally {
      await app.close();
      await db.close();
      await database.drop();
    }
  });
});

describe("SQLite: a commit by another process", () => {
  it("is heard through data_version and told as what grew (leads new, a lead worked)", async () => {
    const t = await startAdminApp("sqlite");
    // A second connection to the same file, as another process (the command line) would have.
    const other = connectDb({ dataDir: t.config.DATA_DIR });
    try {
      await t.addUser("ria@apex.example");
      const cookie = await t.signIn("ria@apex.example");
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const port = (t.app.server.address() as { port: number }).port;
      const client = await openSse(`http://127.0.0.1:${port}${EVENTS}`, { cookie });
      await client.waitFor((event) => event.event === "ready");
      const rows = [leadRow({ first_name: "Elsewhere" }), leadRow({ first_name: "Also" })];
      await other.kysely.insertInto("leads").values(rows).execute();
      const created = await client.waitFor(items("leads", "created"), 2_000);
      expect(JSON.parse(created.data)).toEqual({ topic: "leads", change: "created", count: 2 });
      const from = client.events.length;
      const user = await t.kdb.selectFrom("admin_users").select(["id", "email"]).executeTakeFirstOrThrow();
      await other.kysely
        .insertInto("lead_status_changes")
        .values({
          id: randomUUID(),
          lead_id: rows[0]!.id,
          created_at: Date.now(),
          from_status: "new",
          to_status: "contacted",
          note: "",
          user_id: user.id,
          user_email: user.email,
        })
        .execute();
      await client.waitFor(items("leads", "changed"), 2_000, from);
      client.close();
    } finally {
      await other.close();
      await t.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  it("a lead stored by one instance reaches a stream served by the other", async () => {
    const database = await createTestDatabase("postgres");
    const { startTestApp } = await import("../test-support/app");
    const a = await startTestApp(database);
    const b = await startTestApp(database);
    try {
      await createUser(b.db.kysely, "ria@apex.example", await hashPassword(TEST_PASSWORD, FAST_SCRYPT));
      const answer = await b.app.inject({
        method: "POST",
        url: adminApiPath("session"),
        headers: { origin: b.config.SITE_URL },
        payload: { email: "ria@apex.example", password: TEST_PASSWORD },
      });
      const set = answer.cookies[0]!;
      await b.app.listen({ port: 0, host: "127.0.0.1" });
      const address = b.app.server.address();
      if (!address || typeof address === "string") throw new Error("no port");
      const client = await openSse(`http://127.0.0.1:${address.port}${EVENTS}`, {
        cookie: `${set.name}=${set.value}`,
      });
      await client.waitFor((event) => event.event === "ready");
      const stored = await a.app.inject({ method: "POST", url: "/api/quick-contact", payload: validQuick() });
      expect(stored.statusCode).toBe(201);
      const event = await client.waitFor(items("leads", "created"), 2_000);
      expect(JSON.parse(event.data)).toEqual({ topic: "leads", change: "created", count: 1 });
      client.close();
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  });
});
