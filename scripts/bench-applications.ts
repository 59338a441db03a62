/**
 * Applications under load: the built server on SQLite and on PostgreSQL. First 50 clients (BENCH_CONNECTIONS)
 * upload 1 MB résumés back to back for BENCH_SECONDS (default 10): applications per second, p50 and p99, and
 * a check that every 201 is stored. Then 50 clients upload 5 MB résumés at once while the server's resident
 * memory is sampled: its growth over the idle server (budget: under 150 MB). Last, six clients announce the
 * largest body and send a byte a second (holding the whole upload budget) while ten 1 MB applications come
 * from other addresses: what those are answered and how soon, and when the slow ones are cut off. Run alone with
 * `npx tsx scripts/bench-applications.ts` or `BENCH_ONLY=applications npm run bench`. PostgreSQL:
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (a throwaway
 * database is created there and dropped).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { RESUME_MAX_BYTES } from "../schemas/application";
import { APPLICATION_API_PATH } from "../schemas/paths";
import { MAX_BODY_BYTES } from "../server/applications/upload";
import { connectDb, migrateToLatest } from "../server/db/connect";
import { preparePostings } from "../server/test-support/application-postings";
import { validApplication } from "../server/test-support/application-requests";
import { SAMPLE_PDF } from "../server/test-support/applications";
import { multipartBody } from "../server/test-support/resume-files";
import { countStored, createBenchDatabase, reachable } from "./lib/bench-database";
import { startBuiltServer } from "./lib/serve-build";

const MEMORY_BUDGET_MB = 150;

export interface ApplicationBenchResult {
  database: "sqlite" | "postgres";
  seconds: number;
  connections: number;
  acknowledged: number;
  otherStatuses: Record<string, number>;
  applicationsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  stored: number;
  /** The 5 MB run: how many uploads, how many got a 201, and how long the batch took. */
  largeUploads: number;
  largeAcknowledged: number;
  largeSeconds: number;
  largeOtherStatuses: Record<string, number>;
  /** Six slow uploads holding the budget: their answers and when; the applications meanwhile. */
  slowStatuses: Record<string, number>;
  slowEndedSeconds: number;
  meanwhileStatuses: Record<string, number>;
  meanwhileWorstSeconds: number;
  idleRssMb: number;
  peakRssMb: number;
  growthMb: number;
}

/** A PDF résumé of `size` bytes (a real header, then padding in a comment). */
function resumeOf(size: number): Buffer {
  return Buffer.concat([SAMPLE_PDF, Buffer.from("%"), Buffer.alloc(size - SAMPLE_PDF.length - 1, 0x20)]);
}

function tally(statuses: readonly (number | null)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}

/**
 * An upload announcing the largest body that sends its first bytes, then one more a second, until it is
 * answered (status null when the connection ends without an answer).
 */
function trickle(baseUrl: string, contentType: string, head: Buffer, ip: string): Promise<number | null> {
  const url = new URL(`${baseUrl}${APPLICATION_API_PATH}`);
  return new Promise((resolve) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path: url.pathname,
      agent: false,
      headers: {
        "content-type": contentType,
        "content-length": String(MAX_BODY_BYTES),
        accept: "application/json",
        "x-forwarded-for": ip,
      },
    });
    let status: number | null = null;
    const timer = setInterval(() => request.write(" "), 1000);
    const done = () => {
      clearInterval(timer);
      request.destroy();
      resolve(status);
    };
    request.on("response", (response) => {
      status = response.statusCode ?? null;
      response.resume();
      response.on("end", done);
    });
    request.on("error", done);
    request.on("close", done);
    request.write(head);
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0) / 1024;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function upload(url: string, body: Uint8Array<ArrayBuffer>, contentType: string, ip: string) {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": contentType, accept: "application/json", "x-forwarded-for": ip },
    body,
  });
  const answer = (await response.json().catch(() => ({}))) as { id?: string };
  return { status: response.status, id: answer.id, ms: performance.now() - started };
}

async function benchOne(
  database: "sqlite" | "postgres",
  databaseUrl: string | undefined,
  seconds: number,
  connections: number,
): Promise<ApplicationBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "applications-bench-"));
  const setup = connectDb({ databaseUrl, dataDir, poolSize: 2 });
  await migrateToLatest(setup);
  const postings = await preparePostings(setup);
  await setup.close();
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    APPLICATION_RATE_LIMIT: "1000000",
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    WEBHOOK_URL: "",
  });
  const pid = server.process.pid!;
  const url = `${server.baseUrl}${APPLICATION_API_PATH}`;
  let sent = 0;
  const nextIp = () => {
    sent += 1;
    return `10.${Math.floor(sent / 62500) % 250}.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}`;
  };
  try {
    const small = multipartBody(validApplication(postings.open), {
      filename: "resume.pdf",
      type: "application/pdf",
      data: resumeOf(1024 * 1024),
    });
    const smallBody = new Uint8Array(small.body);
    // Warm-up: JIT, connection pools, the file-type module.
    await Promise.all(
      Array.from({ length: connections }, () => upload(url, smallBody, small.contentType, nextIp())),
    );

    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    const ids: string[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          const answer = await upload(url, smallBody, small.contentType, nextIp());
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.status === 201 && answer.id) {
            ids.push(answer.id);
            latencies.push(answer.ms);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const { "201": acknowledged = 0, ...otherStatuses } = statuses;

    // Memory: 50 uploads of 5 MB at once, resident memory sampled every 10 ms.
    const large = multipartBody(validApplication(postings.open), {
      filename: "resume.pdf",
      type: "application/pdf",
      data: resumeOf(RESUME_MAX_BYTES - 4096),
    });
    const largeBody = new Uint8Array(large.body);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRssMb = rssMb(pid);
    let peakRssMb = idleRssMb;
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, rssMb(pid));
    }, 10);
    const largeStarted = performance.now();
    const largeAnswers = await Promise.all(
      Array.from({ length: connections }, () => upload(url, largeBody, large.contentType, nextIp())),
    );
    const largeSeconds = (performance.now() - largeStarted) / 1000;
    clearInterval(sampler);
    peakRssMb = Math.max(peakRssMb, rssMb(pid));

    // Six slow uploads take the whole budget; ten applications arrive meanwhile from other addresses.
    const head = small.body.subarray(0, small.body.indexOf("%PDF-") + 5);
    const slowStarted = performance.now();
    const slow = Array.from({ length: 6 }, (_, index) =>
      trickle(server.baseUrl, small.contentType, head, `192.0.2.${index + 1}`).then((status) => ({
        status,
        seconds: (performance.now() - slowStarted) / 1000,
      })),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const meanwhile = await Promise.all(
      Array.from({ length: 10 }, () => upload(url, smallBody, small.contentType, nextIp())),
    );
    const slowAnswers = await Promise.all(slow);

    const stored = await countStored("applications", databaseUrl, dataDir, ids);
    return {
      database,
      seconds,
      connections,
      acknowledged,
      otherStatuses,
      applicationsPerSecond: acknowledged / elapsed,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      stored,
      largeUploads: connections,
      largeAcknowledged: largeAnswers.filter((answer) => answer.status === 201).length,
      largeSeconds,
      largeOtherStatuses: tally(
        largeAnswers.map((answer) => answer.status).filter((status) => status !== 201),
      ),
      slowStatuses: tally(slowAnswers.map((answer) => answer.status)),
      slowEndedSeconds: Math.max(...slowAnswers.map((answer) => answer.seconds)),
      meanwhileStatuses: tally(meanwhile.map((answer) => answer.status)),
      meanwhileWorstSeconds: Math.max(...meanwhile.map((answer) => answer.ms)) / 1000,
      idleRssMb,
      peakRssMb,
      growthMb: peakRssMb - idleRssMb,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatApplicationBench(results: ApplicationBenchResult[]): string {
  const lines = [
    "| database | 1 MB uploads/s (201, durable) | p50 ms | p99 ms | other answers | 201s stored | 5 MB uploads all at once: 201s, seconds | RSS idle → peak MB | growth MB |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of results) {
    const other = Object.entries(r.otherStatuses)
      .map(([status, count]) => `${count}× ${status}`)
      .join(", ");
    lines.push(
      `| ${r.database} | ${r.applicationsPerSecond.toFixed(1)} | ${r.p50Ms.toFixed(0)} | ${r.p99Ms.toFixed(0)} | ${other || "none"} | ${r.stored} of ${r.acknowledged} | ${r.largeAcknowledged} of ${r.largeUploads}, ${r.largeSeconds.toFixed(1)} s | ${r.idleRssMb.toFixed(0)} → ${r.peakRssMb.toFixed(0)} | ${r.growthMb.toFixed(0)} |`,
    );
  }
  lines.push(
    "",
    "| database | 5 MB at once: other answers | six slow uploads (a byte a second): answers, ended after | 10 applications meanwhile: answers, slowest |",
    "|---|---|---|---|",
  );
  const counts = (statuses: Record<string, number>) =>
    Object.entries(statuses)
      .map(([status, count]) => `${count}× ${status}`)
      .join(", ") || "none";
  for (const r of results) {
    lines.push(
      `| ${r.database} | ${counts(r.largeOtherStatuses)} | ${counts(r.slowStatuses)}, ${r.slowEndedSeconds.toFixed(1)} s | ${counts(r.meanwhileStatuses)}, ${r.meanwhileWorstSeconds.toFixed(1)} s |`,
    );
  }
  return lines.join("\n");
}

/** Runs the application benchmark, prints its table and returns the figures. */
export async function benchApplications(): Promise<ApplicationBenchResult[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const postgresUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const results: ApplicationBenchResult[] = [];
  results.push(await benchOne("sqlite", undefined, seconds, connections));
  if (await reachable(postgresUrl)) {
    const database = await createBenchDatabase(postgresUrl, "applications_bench");
    try {
      results.push(await benchOne("postgres", database.url, seconds, connections));
    } finally {
      await database.drop();
    }
  } else {
    console.log("PostgreSQL is not reachable (set BENCH_DATABASE_URL): skipping it");
  }
  console.log(
    `\nApplications: POST ${APPLICATION_API_PATH} multipart, ${connections} clients, 1 MB résumés for ${seconds} s; then ${connections} × 5 MB at once (load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")})\n`,
  );
  console.log(formatApplicationBench(results));
  const lost = results.reduce((sum, r) => sum + (r.acknowledged - r.stored), 0);
  if (lost > 0) {
    console.log(`\n${lost} acknowledged applications are missing from the database`);
    process.exitCode = 1;
  }
  const over = results.filter((r) => r.growthMb >= MEMORY_BUDGET_MB);
  if (over.length > 0) {
    console.log(
      `\nResident memory grew past the ${MEMORY_BUDGET_MB} MB budget on ${over.map((r) => r.database).join(", ")}`,
    );
    process.exitCode = 1;
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchApplications();
}
