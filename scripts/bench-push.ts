/**
 * Staff push latency: from a lead's submission to the `items` event an open staff screen's stream receives
 * (GET /api/admin/events), one instance on SQLite and two instances on one PostgreSQL (the lead sent to one,
 * the stream held by the other). Leads are sent one at a time over real HTTP, BENCH_PUSH_LEADS (default 60)
 * each, 250-350 ms apart (past the stream's 200 ms coalescing window); timed from sending the request to the
 * event's arrival, so the figure includes storing the lead. Then, on the built server (`npm run build` first),
 * until the lead's row is on a signed-in list in headless Chromium: one instance on SQLite, and two on one
 * PostgreSQL with the list served by the other one (BENCH_PUSH_BROWSER_LEADS, default 20). Run alone with
 * `npx tsx scripts/bench-push.ts`; `npm run bench` calls `benchPush()` under BENCH_ONLY=push. PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres.
 */
import { pathToFileURL } from "node:url";
import { buildApp } from "../server/app";
import { connectDb, migrateToLatest } from "../server/db/connect";
import type { Db } from "../server/db/connect";
import { hashPassword } from "../server/staff-auth/passwords";
import { createUser } from "../server/staff-auth/users.repository";
import { emptySite, testConfig, validQuick } from "../server/test-support/app";
import { createTestDatabase } from "../server/test-support/db";
import { openSse } from "../server/test-support/sse";
import { createBenchDatabase, reachable } from "./lib/bench-database";
import { startBuiltServer } from "./lib/serve-build";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { launchChromium } from "./lib/browser";

const LEADS = Number(process.env.BENCH_PUSH_LEADS ?? 60);
/** Leads timed until their row shows in a real browser's open list (each is slower to time). */
const BROWSER_LEADS = Number(process.env.BENCH_PUSH_BROWSER_LEADS ?? 20);
const PASSWORD = "bench password for the staff push";

interface Instance {
  app: FastifyInstance;
  db: Db;
  base: string;
  origin: string;
  close(): Promise<void>;
}

async function startInstance(database: { dataDir: string; databaseUrl?: string }): Promise<Instance> {
  const config = testConfig(database, { LEAD_RATE_LIMIT: "100000" });
  const db = connectDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(db);
  const app = await buildApp({ config, db, site: emptySite(config.SITE_URL) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    app,
    db,
    base: `http://127.0.0.1:${address.port}`,
    origin: config.SITE_URL,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

async function signIn(instance: Instance): Promise<string> {
  const email = `push-${Math.random().toString(36).slice(2)}@apex.example`;
  await createUser(instance.db.kysely, email, await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }));
  const response = await fetch(`${instance.base}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: instance.origin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface PushRow {
  setup: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  /** Submission → its 201, p50 (the storing part of the figure). */
  storedP50: number;
}

/** Sends LEADS leads to `sender`, one at a time, timing each until `watcher`'s stream tells of it. */
async function measure(setup: string, sender: Instance, watcher: Instance): Promise<PushRow> {
  const stream = await openSse(`${watcher.base}/api/admin/events`, { cookie: await signIn(watcher) });
  if (stream.status !== 200) throw new Error(`events: ${stream.status}`);
  await stream.waitFor((event) => event.event === "ready");
  const latencies: number[] = [];
  const stored: number[] = [];
  for (let i = 0; i < LEADS; i++) {
    const from = stream.events.length;
    const sent = performance.now();
    const response = await fetch(`${sender.base}/api/quick-contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validQuick({ lastName: `Push${i}`, email: `push${i}@example.org` })),
    });
    if (response.status !== 201) throw new Error(`lead ${i}: ${response.status}`);
    stored.push(performance.now() - sent);
    const event = await stream.waitFor(
      (e) => e.event === "items" && (JSON.parse(e.data) as { topic: string }).topic === "leads",
      10_000,
      from,
    );
    latencies.push(event.at - sent);
    // Spaced past the stream's 200 ms coalescing window, as leads arrive through a day: closer ones wait for
    // the window (up to 200 ms more), which this bench does not measure.
    await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 100));
  }
  stream.close();
  return pushRow(setup, latencies, stored);
}

/** A row of the results: the arrival times' spread, and how long the 201 took (the lead stored). */
function pushRow(setup: string, latencies: number[], stored: number[]): PushRow {
  return {
    setup,
    n: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(...latencies),
    storedP50: percentile(stored, 50),
  };
}

/**
 * The same from the staff's side: the built server, a signed-in list in headless Chromium, and the time from
 * sending each lead (to `senderUrl`) until its row is on the page served by `watcherUrl`.
 */
async function measureInBrowser(setup: string, senderUrl: string, watcherUrl: string): Promise<PushRow> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ baseURL: watcherUrl, viewport: { width: 1280, height: 800 } });
    await page.goto("/admin");
    await page.getByLabel("E-mail address").fill(BROWSER_USER);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Leads inbox" }).waitFor();
    // The list's live updates are connected.
    await page.locator('[data-live="open"]').waitFor({ state: "attached" });
    const latencies: number[] = [];
    const stored: number[] = [];
    for (let i = 0; i < BROWSER_LEADS; i++) {
      const sent = performance.now();
      const response = await fetch(`${senderUrl}/api/quick-contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validQuick({ lastName: `Row${i}`, email: `row${i}@example.org` })),
      });
      if (response.status !== 201) throw new Error(`lead ${i}: ${response.status}`);
      stored.push(performance.now() - sent);
      const { id } = (await response.json()) as { id: string };
      await page.locator(`[data-lead-id="${id}"]`).waitFor({ timeout: 10_000 });
      latencies.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 100));
    }
    return pushRow(setup, latencies, stored);
  } finally {
    await browser.close();
  }
}

const BROWSER_USER = "push-bench@apex.example";

/** A migrated database with the bench's staff account, for the built server(s) to open. */
async function prepare(databaseUrl: string | undefined, dataDir: string) {
  const db = connectDb({ databaseUrl, dataDir });
  try {
    await migrateToLatest(db);
    await createUser(db.kysely, BROWSER_USER, await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }));
  } finally {
    await db.close();
  }
}

async function benchInBrowser(server: string | null): Promise<PushRow[]> {
  const rows: PushRow[] = [];
  const env = { SMTP_URL: "", NOTIFY_EMAIL_TO: "", LEAD_RATE_LIMIT: "100000" };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "push-bench-"));
  try {
    await prepare(undefined, dataDir);
    const one = await startBuiltServer({ ...env, DATA_DIR: dataDir, DATABASE_URL: "" });
    try {
      rows.push(
        await measureInBrowser("browser: row visible, one instance, SQLite", one.baseUrl, one.baseUrl),
      );
    } finally {
      await one.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (!server) return rows;
  const database = await createBenchDatabase(server, "bench_push_rows");
  try {
    await prepare(database.url, os.tmpdir());
    const a = await startBuiltServer({ ...env, DATABASE_URL: database.url });
    const b = await startBuiltServer({ ...env, DATABASE_URL: database.url });
    try {
      rows.push(
        await measureInBrowser("browser: row visible, two instances, PostgreSQL", a.baseUrl, b.baseUrl),
      );
    } finally {
      await a.stop();
      await b.stop();
    }
  } finally {
    await database.drop();
  }
  return rows;
}

export async function benchPush(): Promise<PushRow[]> {
  const rows: PushRow[] = [];
  console.log("\n## Staff push: lead submitted → event on an open staff stream\n");

  const sqliteDb = await createTestDatabase("sqlite");
  const one = await startInstance(sqliteDb);
  try {
    rows.push(await measure("one instance, SQLite", one, one));
  } finally {
    await one.close();
    await sqliteDb.drop();
  }

  const server =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  if (await reachable(server)) {
    const database = await createBenchDatabase(server, "bench_push");
    const dataDir = (await createTestDatabase("sqlite")).dataDir;
    const a = await startInstance({ dataDir, databaseUrl: database.url });
    const b = await startInstance({ dataDir, databaseUrl: database.url });
    try {
      rows.push(await measure("one instance, PostgreSQL", a, a));
      rows.push(await measure("two instances, PostgreSQL (sent to one, stream on the other)", a, b));
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  } else console.log("PostgreSQL is not reachable (set BENCH_DATABASE_URL): skipping it");
  rows.push(...(await benchInBrowser((await reachable(server)) ? server : null)));

  console.log("| Setup | n | p50 ms | p95 ms | max ms | submission → 201, p50 ms |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.setup} | ${row.n} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.max.toFixed(1)} | ${row.storedP50.toFixed(1)} |`,
    );
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchPush();
}
