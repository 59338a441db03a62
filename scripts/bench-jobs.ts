/**
 * The job board's figures (part of `npm run bench`): how long the site takes to render at start-up with
 * 16 and with 500 postings, how long a publish takes to be served (p50/p95), the same on two instances of
 * one PostgreSQL database with drafts created in between, and page delivery with its p99 while re-renders
 * run back to back. PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres (a throwaway database is created there and dropped).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { jobs as seed } from "../app/content/jobs/index";
import { hashPassword } from "../server/staff-auth/passwords";
import { createUser } from "../server/staff-auth/users.repository";
import { connectDb, type Db, migrateToLatest } from "../server/db/connect";
import { insertPosting } from "../server/jobs/jobs.repository";
import { dayOf } from "#schemas/job-lifecycle";
import { importSeedPostings } from "../server/jobs/seed";
import { startLiveSite } from "../server/site/live-site";
import { createBenchDatabase, reachable } from "./lib/bench-database";
import { type RunningServer, startBuiltServer } from "./lib/serve-build";
import { readBoardPostings } from "../server/jobs/board-source";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const EMAIL = "bench@apexnppa.example";
const PASSWORD = "bench password that is long enough";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function addPublishedPostings(db: Db, count: number) {
  const validThrough = dayOf(Date.now() + 60 * 24 * 60 * 60 * 1000);
  await db.kysely.transaction().execute(async (trx) => {
    for (let n = 0; n < count; n++) {
      const source = seed[n % seed.length]!;
      const slug = `${source.path.slice("/job-".length)}-bench-${n}`;
      const posting = { ...source, path: `/job-${slug}`, identifier: slug, legacyPaths: [], validThrough };
      await insertPosting(trx, { posting, status: "published" }, { name: "bench" }, "create", Date.now());
    }
  });
}

async function preparedDatabase(extra: number): Promise<{ dataDir: string; db: Db }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jobs-bench-"));
  const db = connectDb({ dataDir });
  await migrateToLatest(db);
  await importSeedPostings(db);
  await addPublishedPostings(db, extra);
  return { dataDir, db };
}

interface StaffApi {
  origin: string;
  call<T = { id: string; version: number; postings: { id: string; path: string }[] }>(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<T>;
}

async function signedIn(origin: string): Promise<StaffApi> {
  const signIn = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
  return {
    origin,
    async call(method, url, body) {
      const answer = await fetch(`${origin}/api/admin/jobs${url}`, {
        method,
        headers: { cookie, origin, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!answer.ok) throw new Error(`${method} ${url} answered ${answer.status}: ${await answer.text()}`);
      return answer.json();
    },
  };
}

/**
 * Publish → visible on two instances of one PostgreSQL database holding 40 postings: from the staff API's
 * answer on one instance until both serve the posting's page, list it on /jobs and in the sitemap. A draft
 * is created on the other instance just before each publish and another just after (the public sees
 * neither).
 */
export async function publishOnTwoInstances(runs: number) {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  if (!(await reachable(serverUrl))) {
    console.log("PostgreSQL is not reachable (set BENCH_DATABASE_URL): skipping publishing on two instances");
    return undefined;
  }
  const database = await createBenchDatabase(serverUrl, "jobs_bench");
  const servers: RunningServer[] = [];
  try {
    const db = connectDb({ databaseUrl: database.url, dataDir: os.tmpdir(), poolSize: 2 });
    await migrateToLatest(db);
    await importSeedPostings(db);
    await addPublishedPostings(db, 40 - seed.length);
    await createUser(db.kysely, EMAIL, await hashPassword(PASSWORD));
    await db.close();
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: "bench session secret, shared by both instances",
    };
    servers.push(await startBuiltServer(env), await startBuiltServer(env));
    const apis = await Promise.all(servers.map((server) => signedIn(server.baseUrl)));
    const source = (await apis[0]!.call("GET", "/")).postings[0]!;
    const validThrough = dayOf(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const contains = async (url: string, text: string) => {
      const answer = await fetch(url);
      return answer.status === 200 && (await answer.text()).includes(text);
    };

    const samples: number[] = [];
    const whole: number[] = [];
    for (let n = 0; n < runs; n++) {
      const [here, there] = n % 2 === 0 ? [apis[0]!, apis[1]!] : [apis[1]!, apis[0]!];
      const target = `/job-bench-two-${n}`;
      const draft = await here.call("POST", `/${source.id}/duplicate`, { path: target });
      const { posting } = await here.call<{ posting: Record<string, unknown> }>("GET", `/${draft.id}`);
      const edited = await here.call("PUT", `/${draft.id}`, {
        version: 1,
        posting: { ...posting, validThrough },
      });
      const before = there.call("POST", `/${source.id}/duplicate`, { path: `/job-bench-draft-${n}-a` });
      await here.call("POST", `/${draft.id}/publish`, { version: edited.version });
      const started = performance.now();
      const after = there.call("POST", `/${source.id}/duplicate`, { path: `/job-bench-draft-${n}-b` });
      const visible = apis.flatMap(({ origin }) => [
        () => fetch(`${origin}${target}`).then((answer) => answer.status === 200),
        () => contains(`${origin}/jobs`, `href="${target}"`),
        () => contains(`${origin}/sitemap.xml`, `${target}</loc>`),
      ]);
      // Every page carries the jobs menu; /faq stands for the pages that follow the touched ones.
      const menus = apis.map(
        ({ origin }) =>
          () =>
            contains(`${origin}/faq`, `\\"${target}\\"`),
      );
      let waiting = [...visible, ...menus];
      let visibleAt: number | undefined;
      while (waiting.length > 0) {
        const passed = await Promise.all(waiting.map((check) => check()));
        waiting = waiting.filter((_, index) => !passed[index]);
        if (visibleAt === undefined && !waiting.some((check) => visible.includes(check))) {
          visibleAt = performance.now();
        }
        if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      samples.push(visibleAt! - started);
      whole.push(performance.now() - started);
      await Promise.all([before, after]);
    }
    return { samples, whole };
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

async function startupRender(postings: number) {
  const { dataDir, db } = await preparedDatabase(postings - 16);
  const started = performance.now();
  const site = await startLiveSite({
    db,
    postings: readBoardPostings,
    buildDir,
    siteUrl: "http://localhost:3000",
    watch: false,
  });
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
  const twoInstances = await publishOnTwoInstances(Number(process.env.BENCH_PUBLISHES ?? 32));

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
    if (twoInstances) {
      const figures = (values: number[]) =>
        `p50 ${Math.round(percentile(values, 50))} ms, p95 ${Math.round(percentile(values, 95))} ms, worst ${Math.round(Math.max(...values))} ms`;
      console.log(
        `| publish to visible on two instances, PostgreSQL, 40 postings, a draft created on the other instance before and after each (staff API answer → page, /jobs and sitemap on both), ${twoInstances.samples.length} runs | ${figures(twoInstances.samples)} |`,
      );
      console.log(
        `| the same, until every page's jobs menu lists it too (/faq on both) | ${figures(twoInstances.whole)} |`,
      );
    }
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
