/**
 * The job search's figures (part of `npm run bench`, or `BENCH_ONLY=search`): the built server with 500
 * open postings answers searches of /jobs (a keyword with the role, state and schedule filters) one at a
 * time over loopback. Each search asked first is rendered on demand (a cache miss: the worker's loader
 * searches the board and renders the page); asked again it comes from the cache. Budget: under 50 ms a
 * search on the server with 500 postings.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { jobs as seed } from "../app/content/jobs/index";
import { dayOf } from "#schemas/job-lifecycle";
import { connectDb, migrateToLatest } from "../server/db/connect";
import { insertPosting } from "../server/jobs/jobs.repository";
import { importSeedPostings } from "../server/jobs/seed";
import { startBuiltServer } from "./lib/serve-build";

const POSTINGS = 500;
const WORDS = [
  "pmr",
  "atlanta",
  "telemedicine",
  "primary care",
  "rehabilitation",
  "remote",
  "part",
  "nurse",
  "minneapolis",
  "wound",
];
const STATES = ["", "GA", "IL", "MN", "remote"];
const SCHEDULES = ["", "full-time", "part-time"];
const ROLES = ["", "NP", "PA"];
const CITIES = [
  "Decatur",
  "Savannah",
  "Macon",
  "Peoria",
  "Duluth",
  "Rochester",
  "Columbus",
  "Toledo",
  "Tulsa",
  "Mobile",
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function preparedDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-bench-"));
  const db = connectDb({ dataDir });
  await migrateToLatest(db);
  await importSeedPostings(db);
  const validThrough = dayOf(Date.now() + 60 * 24 * 60 * 60 * 1000);
  const now = Date.now();
  await db.kysely.transaction().execute(async (trx) => {
    for (let n = 0; n < POSTINGS; n++) {
      const source = seed[n % seed.length]!;
      const slug = `${source.path.slice("/job-".length)}-search-${n}`;
      const city = CITIES[n % CITIES.length]!;
      const posting = {
        ...source,
        path: `/job-${slug}`,
        identifier: slug,
        legacyPaths: [],
        title: `${source.title} (${city} ${n})`,
        locations: source.locations.map((location) => ({ ...location, locality: city })),
        datePosted: dayOf(now - (n % 60) * 24 * 60 * 60 * 1000),
        validThrough,
      };
      await insertPosting(trx, { posting, status: "published" }, { name: "bench" }, "create", now);
    }
  });
  await db.close();
  return dataDir;
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return ms;
}

export async function benchSearch() {
  const dataDir = await preparedDataDir();
  const server = await startBuiltServer({ DATA_DIR: dataDir });
  try {
    const queries: string[] = [];
    for (const word of WORDS)
      for (const state of STATES)
        for (const schedule of SCHEDULES)
          for (const role of ROLES) {
            const params = new URLSearchParams({ q: word });
            if (role) params.set("role", role);
            if (state) params.set("state", state);
            if (schedule) params.set("schedule", schedule);
            queries.push(`?${params}`);
          }
    // A few searches first, not counted: the server's and the worker's code is compiled by then.
    for (const query of ["?q=warm", "?q=up&role=NP", "?q=bench&state=GA"])
      await timed(`${server.baseUrl}/jobs${query}`);
    const misses: number[] = [];
    const dataMisses: number[] = [];
    const hits: number[] = [];
    for (const query of queries) misses.push(await timed(`${server.baseUrl}/jobs${query}`));
    for (const query of queries.slice(0, 100))
      dataMisses.push(await timed(`${server.baseUrl}/jobs.data${query}`));
    for (const query of queries.slice(-100)) hits.push(await timed(`${server.baseUrl}/jobs${query}`));
    const plain: number[] = [];
    for (let n = 0; n < 100; n++) plain.push(await timed(`${server.baseUrl}/jobs`));
    const row = (label: string, values: number[]) =>
      console.log(
        `  ${label.padEnd(34)} n=${String(values.length).padStart(3)}  p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`,
      );
    console.log(
      `\nJob search over ${POSTINGS + seed.length} postings (${POSTINGS} open), one request at a time:`,
    );
    row("search, rendered on demand", misses);
    row("search .data, rendered on demand", dataMisses);
    row("search, from the cache", hits);
    row("/jobs without a search", plain);
    const p95 = percentile(misses, 95);
    console.log(`  budget: under 50 ms a search (p95 ${p95.toFixed(1)} ms): ${p95 < 50 ? "met" : "NOT met"}`);
    return { misses, dataMisses, hits, plain };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSearch();
