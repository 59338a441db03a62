/**
 * Lead submissions under load: the built server on SQLite and on PostgreSQL, POST /api/contact with
 * wrk (BENCH_CONNECTIONS connections, default 50, for BENCH_SECONDS, default 10), then a check that
 * every lead that got a 201 is in the database. Run alone with `npx tsx scripts/bench-leads.ts`;
 * `npm run bench` calls `benchLeads()`. PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres; a throwaway database is created there and dropped.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { connectDb } from "../server/db/connect";
import { startBuiltServer } from "./lib/serve-build";

export interface LeadBenchResult {
  database: "sqlite" | "postgres";
  seconds: number;
  connections: number;
  /** Responses wrk counted (all statuses). */
  requests: number;
  acknowledged: number;
  otherStatuses: Record<string, number>;
  socketErrors: number;
  leadsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Acknowledged leads found in the database afterwards. */
  stored: number;
  missing: number;
}

export interface LeadBenchOptions {
  seconds?: number;
  connections?: number;
  /** PostgreSQL server to create the throwaway database on; null skips PostgreSQL. */
  postgresUrl?: string | null;
  log?: (line: string) => void;
}

const BODY = JSON.stringify({
  firstName: "Marcus",
  lastName: "Oyelaran",
  email: "m.oyelaran@riverbendhealth.example",
  phone: "555-330-1294",
  userType: "employer",
  organization: "Riverbend Community Health",
  location: "Tulsa, OK",
  message: "We need two family nurse practitioners for our rural clinics by spring.",
  formSource: "Homepage Main Contact Form",
  attribution: { pagePath: "/", utm: { utm_source: "bench" } },
});

/**
 * Each request comes from its own client address (X-Forwarded-For, with TRUST_PROXY on, as behind
 * the production proxy), as real visitors do. Each thread keeps the ids of its 201s; done() writes
 * them out and prints a JSON summary.
 */
function luaScript(idsFile: string): string {
  const lua = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  return `
local body = ${lua(BODY)}
local threads = {}
function setup(thread)
  table.insert(threads, thread)
end
function init(args)
  ids = {}
  statuses = {}
  counter = 0
  math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)") or "0", 16) % 100000)
end
function request()
  counter = counter + 1
  local ip = "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
  return wrk.format("POST", nil, {
    ["Content-Type"] = "application/json",
    ["X-Forwarded-For"] = ip,
  }, body)
end
function response(status, headers, resp)
  local key = tostring(status)
  statuses[key] = (statuses[key] or 0) + 1
  if status == 201 then
    local id = resp:match('"id":"([%w%-]+)"')
    if id then ids[#ids + 1] = id end
  end
end
function done(summary, latency, requests)
  local out = io.open(${lua(idsFile)}, "w")
  local all = {}
  for _, thread in ipairs(threads) do
    local list = thread:get("ids")
    for _, id in ipairs(list) do out:write(id, "\\n") end
    for key, value in pairs(thread:get("statuses")) do all[key] = (all[key] or 0) + value end
  end
  out:close()
  local parts = {}
  for key, value in pairs(all) do parts[#parts + 1] = string.format('"%s":%d', key, value) end
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,"socketErrors":%d,"statuses":{%s}}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max, e.connect + e.read + e.write + e.timeout, table.concat(parts, ",")))
end
`;
}

interface WrkSummary {
  requests: number;
  durationUs: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  socketErrors: number;
  statuses: Record<string, number>;
}

function runWrk(url: string, seconds: number, connections: number, idsFile: string): WrkSummary {
  const scriptFile = path.join(path.dirname(idsFile), "post-lead.lua");
  fs.writeFileSync(scriptFile, luaScript(idsFile));
  const out = execFileSync(
    "wrk",
    ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", scriptFile, url],
    { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  const line = out.split("\n").find((candidate) => candidate.startsWith("BENCH_JSON "));
  if (!line) throw new Error(`wrk printed no summary:\n${out}`);
  return JSON.parse(line.slice("BENCH_JSON ".length)) as WrkSummary;
}

async function countStored(databaseUrl: string | undefined, dataDir: string, ids: string[]): Promise<number> {
  const db = connectDb({ databaseUrl, dataDir, poolSize: 2 });
  try {
    let found = 0;
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await db.kysely
        .selectFrom("leads")
        .select("id")
        .where("id", "in", ids.slice(start, start + 500))
        .execute();
      found += rows.length;
    }
    return found;
  } finally {
    await db.close();
  }
}

async function postgresDatabase(serverUrl: string) {
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const name = `leads_bench_${randomBytes(5).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function benchOne(
  database: "sqlite" | "postgres",
  databaseUrl: string | undefined,
  seconds: number,
  connections: number,
): Promise<LeadBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-bench-"));
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    LEAD_RATE_LIMIT: "1000000",
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    WEBHOOK_URL: "",
    SESSION_SECRET: randomBytes(32).toString("hex"),
  });
  try {
    const url = `${server.baseUrl}/api/contact`;
    // Warm-up (JIT, connection pools); its leads are checked too.
    const warmIds = path.join(dataDir, "warm-ids.txt");
    runWrk(url, 2, connections, warmIds);
    const idsFile = path.join(dataDir, "ids.txt");
    const summary = runWrk(url, seconds, connections, idsFile);
    const ids = [warmIds, idsFile].flatMap((file) =>
      fs.readFileSync(file, "utf8").split("\n").filter(Boolean),
    );
    const measuredIds = fs.readFileSync(idsFile, "utf8").split("\n").filter(Boolean).length;
    const stored = await countStored(databaseUrl, dataDir, ids);
    const { "201": acknowledged = 0, ...otherStatuses } = summary.statuses;
    return {
      database,
      seconds,
      connections,
      requests: summary.requests,
      acknowledged,
      otherStatuses,
      socketErrors: summary.socketErrors,
      leadsPerSecond: measuredIds / (summary.durationUs / 1e6),
      p50Ms: summary.p50 / 1000,
      p90Ms: summary.p90 / 1000,
      p99Ms: summary.p99 / 1000,
      maxMs: summary.max / 1000,
      stored,
      missing: ids.length - stored,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export function formatLeadBench(results: LeadBenchResult[]): string {
  const lines = [
    "| database | leads/s (201, durable) | p50 ms | p90 ms | p99 ms | max ms | other answers | 201s stored |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const r of results) {
    const other = Object.entries(r.otherStatuses)
      .map(([status, count]) => `${count}× ${status}`)
      .concat(r.socketErrors > 0 ? [`${r.socketErrors} socket errors`] : [])
      .join(", ");
    lines.push(
      `| ${r.database} | ${Math.round(r.leadsPerSecond)} | ${r.p50Ms.toFixed(1)} | ${r.p90Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.maxMs.toFixed(1)} | ${other || "none"} | ${r.stored} of ${r.stored + r.missing} |`,
    );
  }
  return lines.join("\n");
}

/** Runs the lead benchmark, prints its table and returns the figures. */
export async function benchLeads(options: LeadBenchOptions = {}): Promise<LeadBenchResult[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const connections = options.connections ?? Number(process.env.BENCH_CONNECTIONS ?? 50);
  if (spawnSync("sh", ["-c", "command -v wrk"]).status !== 0) {
    log("wrk is not installed (apt-get install -y wrk); skipping the lead benchmark");
    return [];
  }
  const postgresUrl =
    options.postgresUrl === undefined
      ? (process.env.BENCH_DATABASE_URL ??
        process.env.TEST_DATABASE_URL ??
        "postgres://postgres@127.0.0.1:5432/postgres")
      : options.postgresUrl;

  const results: LeadBenchResult[] = [];
  results.push(await benchOne("sqlite", undefined, seconds, connections));
  if (postgresUrl && (await reachable(postgresUrl))) {
    const database = await postgresDatabase(postgresUrl);
    try {
      results.push(await benchOne("postgres", database.url, seconds, connections));
    } finally {
      await database.drop();
    }
  } else {
    log("PostgreSQL is not reachable (set BENCH_DATABASE_URL): skipping it");
  }
  log(
    `\nLead submissions: POST /api/contact, wrk -t1 -c${connections} -d${seconds}s, one client address per request\n`,
  );
  log(formatLeadBench(results));
  const lost = results.reduce((sum, r) => sum + r.missing, 0);
  if (lost > 0) {
    log(`\n${lost} acknowledged leads are missing from the database`);
    process.exitCode = 1;
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchLeads();
}
