/**
 * The job board's figures (part of `npm run bench`): how long the site takes to render at start-up with
 * 16 and with 500 postings, how long a publish takes to be served (p50/p95), and page delivery with its
 * p99 while re-renders run back to back.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { jobs as seed } from "../app/content/jobs/index";
import { hashPassword } from "../server/admin/passwords";
import { createUser } from "../server/admin/users.repository";
import { connectDb, type Db, migrateToLatest } from "../server/db/connect";
import { insertPosting } from "../server/jobs/jobs.repository";
import { dayOf } from "../server/jobs/lifecycle";
import { importSeedPostings } from "../server/jobs/seed";
import { startLiveSite } from "../server/site/live-site";
import { startBuiltServer } from "./lib/serve-build";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const EMAIL = "bench@apexnppa.example";
const PASSWORD = "bench password that is long enough";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function preparedDatabase(extra: number): Promise<{ dataDir: string; db: Db }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jobs-bench-"));
  const db = connectDb({ dataDir });
  await migrateToLatest(db);
  await importSeedPostings(db);
  const validThrough = dayOf(Date.now() + 60 * 24 * 60 * 60 * 1000);
  await db.kysely.transaction().execute(async (trx) => {
    for (let n = 0; n < extra; n++) {
      const source = seed[n % seed.length]!;
      const slug = `${source.path.slice("/job-".length)}-bench-${n}`;
      const posting = { ...source, path: `/job-${slug}`, identifier: slug, legacyPaths: [], validThrough };
      await insertPosting(trx, { posting, status: "published" }, { name: "bench" }, "create", Date.now());
    }
  });
  return { dataDir, db };
}

async function startupRender(postings: number) {
  const { dataDir, db } = await preparedDatabase(postings - 16);
  const started = performance.now();
  const site = await startLiveSite({ db, buildDir, siteUrl: "http://localhost:3000", watch: false });
  const ms = performance.now() - started;
  const pages = site.lastRender?.pages ?? 0;
  await site.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { postings, ms, pages };
}

const WRK_ARGS = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: br, gzip"];

function parseWrk(out: string) {
  const ms = (text: string | undefined) => {
    const match = text?.match(/([\d.]+)(us|ms|s)/);
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
  };
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]),
    p50: ms(out.match(/^\s*50%\s+(\S+)/m)?.[1]),
    p99: ms(out.match(/^\s*99%\s+(\S+)/m)?.[1]),
  };
}

/** wrk in a child process, so this process keeps driving changes meanwhile. */
function wrk(url: string): Promise<ReturnType<typeof parseWrk>> {
  return new Promise((resolve) => {
    const child = spawn("wrk", [...WRK_ARGS, url], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("close", () => resolve(parseWrk(out)));
  });
}

export async function benchJobs() {
  const startup = [await startupRender(16), await startupRender(500)];

  const { dataDir, db } = await preparedDatabase(0);
  await createUser(db.kysely, EMAIL, await hashPassword(PASSWORD));
  await db.close();
  const server = await startBuiltServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const origin = server.baseUrl;
  try {
    const signIn = await fetch(`${origin}/api/admin/session`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    const api = async (method: string, url: string, body?: unknown) => {
      const answer = await fetch(`${origin}/api/admin/jobs${url}`, {
        method,
        headers: { cookie, origin, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await answer.json()) as {
        id: string;
        version: number;
        postings: { id: string; path: string }[];
      };
    };
    const source = (await api("GET", "/")).postings[0]!;
    const validThrough = dayOf(Date.now() + 30 * 24 * 60 * 60 * 1000);

    // Publish-to-visible: from the publish request to the first 200 of the new page.
    const samples: number[] = [];
    for (let n = 0; n < 12; n++) {
      const target = `/job-bench-visible-${n}`;
      const draft = await api("POST", `/${source.id}/duplicate`, { path: target });
      const full = (await (
        await fetch(`${origin}/api/admin/jobs/${draft.id}`, { headers: { cookie } })
      ).json()) as { posting: Record<string, unknown> };
      const edited = await api("PUT", `/${draft.id}`, {
        version: 1,
        posting: { ...full.posting, validThrough },
      });
      const started = performance.now();
      await api("POST", `/${draft.id}/publish`, { version: edited.version });
      while ((await fetch(`${origin}${target}`)).status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      samples.push(performance.now() - started);
    }

    // Page delivery idle, then while re-renders run back to back (a change every 300 ms).
    const page = `${origin}/job-atlanta-pmr`;
    const idle = await wrk(page);
    let rendering = true;
    let changes = 0;
    const churn = (async () => {
      const atlanta = (await api("GET", "/?q=atlanta")).postings[0]!;
      let version = (await api("GET", `/${atlanta.id}`)).version;
      const full = (await (
        await fetch(`${origin}/api/admin/jobs/${atlanta.id}`, { headers: { cookie } })
      ).json()) as { posting: Record<string, unknown> };
      while (rendering) {
        const saved = await api("PUT", `/${atlanta.id}`, {
          version,
          posting: { ...full.posting, hours: `${32 + (changes % 8)} hours per week` },
        });
        version = saved.version;
        changes++;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    })();
    const busy = await wrk(page);
    rendering = false;
    await churn;

    console.log("\nJob board\n");
    console.log("| figure | value |");
    console.log("|---|---|");
    for (const row of startup) {
      console.log(
        `| site render at start-up, ${row.postings} postings (${row.pages} pages and data) | ${Math.round(row.ms)} ms |`,
      );
    }
    console.log(
      `| publish to visible (staff API publish → first 200 of the page), ${samples.length} runs | p50 ${Math.round(percentile(samples, 50))} ms, p95 ${Math.round(percentile(samples, 95))} ms |`,
    );
    console.log(
      `| /job-atlanta-pmr, idle: wrk -t1 -c${connections} -d${seconds}s | ${Math.round(idle.rps)} req/s, p50 ${idle.p50.toFixed(2)} ms, p99 ${idle.p99.toFixed(2)} ms |`,
    );
    console.log(
      `| /job-atlanta-pmr while the site re-renders (${changes} changes in ${seconds} s) | ${Math.round(busy.rps)} req/s, p50 ${busy.p50.toFixed(2)} ms, p99 ${busy.p99.toFixed(2)} ms |`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${path.resolve(process.argv[1] ?? "")}`) await benchJobs();
