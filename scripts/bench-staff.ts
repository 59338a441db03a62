/**
 * The staff list over 10,000 leads: how long a filter change takes to answer, on SQLite and PostgreSQL.
 * "Server" is GET /api/admin/leads alone; "in the browser" is from choosing a filter in the real page
 * (headless Chromium) to the next frame after the new rows are on screen: request, query and render.
 * Medians of BENCH_STAFF_RUNS (default 7) changes each. Run alone with `npx tsx scripts/bench-staff.ts`;
 * `npm run bench` calls `benchStaffList()`. PostgreSQL as in bench-leads (BENCH_DATABASE_URL, ...).
 */
import { createBenchDatabase } from "./lib/bench-database";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { LEAD_STATUSES } from "../schemas/admin";
import { hashPassword } from "../server/staff-auth/passwords";
import { leadRow } from "../server/test-support/staff";
import { createUser } from "../server/staff-auth/users.repository";
import { connectDb, migrateToLatest } from "../server/db/connect";
import { startBuiltServer } from "./lib/serve-build";
import { launchChromium } from "./lib/browser";

const LEADS = 10_000;
const PASSWORD = "bench password for the staff list";
const SOURCES = [
  "Homepage Main Contact Form",
  "Floating CTA Button",
  "Exit Intent Popup",
  "NP Salary Guide Page",
];

/** Filter changes measured: a label in the filter bar and the value chosen (then back to "any"). */
const CHANGES = [
  { name: "status: Contacted", label: "Status", value: "contacted", query: "status=contacted" },
  { name: "owner: Mine", label: "Owner", value: "me", query: "owner=me" },
  {
    name: "source: Exit Intent Popup",
    label: "Source form",
    value: "Exit Intent Popup",
    query: "source=Exit+Intent+Popup",
  },
  {
    name: "visitor type: NP/PA Professional",
    label: "Visitor type",
    value: "job_seeker",
    query: "userType=job_seeker",
  },
] as const;

export interface StaffBenchRow {
  database: "sqlite" | "postgres";
  change: string;
  serverMs: number;
  browserMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function seed(databaseUrl: string | undefined, dataDir: string) {
  const db = connectDb({ databaseUrl, dataDir });
  try {
    await migrateToLatest(db);
    const kdb = db.kysely;
    const user = await createUser(
      kdb,
      "bench@apex.example",
      await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }),
    );
    const now = Date.now();
    const rows = Array.from({ length: LEADS }, (_, i) =>
      leadRow({
        created_at: now - i * 263_000,
        first_name: `Person${i}`,
        form_source: SOURCES[i % SOURCES.length]!,
        status: LEAD_STATUSES[i % LEAD_STATUSES.length]!,
        user_type: i % 3 === 0 ? "job_seeker" : "employer",
      }),
    );
    // One person in twenty wrote twice, so the list's grouping has work to do.
    for (let i = 20; i < rows.length; i += 20) rows[i]!.email = rows[i - 1]!.email;
    for (let i = 0; i < rows.length; i += 500)
      await kdb
        .insertInto("leads")
        .values(rows.slice(i, i + 500))
        .execute();
    await kdb
      .updateTable("leads")
      .set({ owner_id: user.id })
      .where(
        "id",
        "in",
        rows.filter((_, i) => i % 7 === 0).map((row) => row.id),
      )
      .execute();
    // PostgreSQL plans from table statistics; its autovacuum gathers them after a bulk load like this one,
    // so the bench does it at once instead of measuring plans made without them.
    if (databaseUrl) await sql`analyze`.execute(db.kysely);
  } finally {
    await db.close();
  }
}

/**
 * From choosing a value to the frame after the result line shows the new answer. Sent as text: the
 * page runs it as written (names the bundler adds around functions do not exist there).
 */
const MEASURE_CHANGE = `({ label, value }) => new Promise((resolve) => {
  const select = [...document.querySelectorAll("select")].find((element) => element.labels?.[0]?.textContent === label);
  const line = document.querySelector("p[role=status]");
  const before = line.textContent;
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (line.textContent === before || line.textContent.startsWith("Loading")) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - started));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
})`;

function measureChange(page: Page, label: string, value: string): Promise<number> {
  return page.evaluate(`(${MEASURE_CHANGE})(${JSON.stringify({ label, value })})`) as Promise<number>;
}

async function benchOne(database: "sqlite" | "postgres", databaseUrl: string | undefined, runs: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-bench-"));
  await seed(databaseUrl, dataDir);
  const running = await startBuiltServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    SMTP_URL: "",
    NOTIFY_EMAIL_TO: "",
  });
  const browser = await launchChromium();
  const rows: StaffBenchRow[] = [];
  try {
    const context = await browser.newContext({
      baseURL: running.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/admin", { waitUntil: "networkidle" });
    await page.getByLabel("E-mail address").fill("bench@apex.example");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator("tbody tr").first().waitFor();
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    for (const change of CHANGES) {
      const api: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const response = await fetch(`${running.baseUrl}/api/admin/leads?${change.query}`, {
          headers: { cookie },
        });
        await response.json();
        api.push(performance.now() - started);
      }
      const browserTimes: number[] = [];
      for (let i = 0; i < runs; i++) {
        browserTimes.push(await measureChange(page, change.label, change.value));
        // The list keeps what it has shown: a fresh page makes the next change a fresh query.
        await page.goto("/admin", { waitUntil: "networkidle" });
        await page.locator("tbody tr").first().waitFor();
      }
      rows.push({ database, change: change.name, serverMs: median(api), browserMs: median(browserTimes) });
    }
    await context.close();
  } finally {
    await browser.close();
    await running.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function postgresDatabase(serverUrl: string) {
  try {
    return await createBenchDatabase(serverUrl, "staff_bench");
  } catch {
    return undefined;
  }
}

export async function benchStaffList(log: (line: string) => void = console.log): Promise<StaffBenchRow[]> {
  const runs = Number(process.env.BENCH_STAFF_RUNS ?? 7);
  const rows = await benchOne("sqlite", undefined, runs);
  const postgres = await postgresDatabase(
    process.env.BENCH_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres",
  );
  if (postgres) {
    try {
      rows.push(...(await benchOne("postgres", postgres.url, runs)));
    } finally {
      await postgres.drop();
    }
  } else {
    log("PostgreSQL is not reachable (set BENCH_DATABASE_URL): skipping it");
  }
  log(`\nStaff list over ${LEADS.toLocaleString("en-US")} leads: a filter change, median of ${runs}\n`);
  log("| database | filter change | server (API) ms | in the browser (request, query, render) ms |");
  log("|---|---|---|---|");
  for (const row of rows) {
    log(`| ${row.database} | ${row.change} | ${row.serverMs.toFixed(1)} | ${row.browserMs.toFixed(1)} |`);
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchStaffList();
}
