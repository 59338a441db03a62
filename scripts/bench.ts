/**
 * `npm run bench`: page delivery of the built server against nginx serving the same build with
 * gzip_static (when Debian's nginx is installed), driven by the same wrk load; then the job board's
 * figures (scripts/bench-jobs.ts), lead submissions, then the staff list's filter changes over 10,000 leads
 * (scripts/bench-staff.ts), then résumé uploads (scripts/bench-applications.ts).
 * Job searches of /jobs over 500 postings (scripts/bench-search.ts); staff push latency (scripts/bench-push.ts).
 * BENCH_ONLY=pages,jobs (any of pages, jobs, search, leads, staff, applications, push) runs only those. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the load;
 * BENCH_FLOOD_ROUNDS (default 1) repeats the paced lead pair with and without the sign-in flood (median ratio).
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { benchApplications } from "./bench-applications";
import { benchJobs } from "./bench-jobs";
import { freePort, startBuiltServer } from "./lib/serve-build";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGES = ["/", "/faq", "/job-atlanta-pmr"];

function has(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
}

interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

function parseDuration(text: string): number {
  const match = text.match(/([\d.]+)(us|ms|s)/);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

function wrk(url: string): WrkResult {
  // Two seconds first, not counted: the server's code is compiled by then, and nginx's files are in the cache.
  execFileSync("wrk", ["-t1", `-c${connections}`, "-d2s", "-H", "Accept-Encoding: br, gzip", url]);
  const out = execFileSync(
    "wrk",
    ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: br, gzip", url],
    { encoding: "utf8" },
  );
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  const p50 = parseDuration(out.match(/^\s*50%\s+(\S+)/m)?.[1] ?? "");
  const p99 = parseDuration(out.match(/^\s*99%\s+(\S+)/m)?.[1] ?? "");
  const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  return { rps, p50, p99, non2xx };
}

/**
 * The site as files for nginx: the build's browser files plus the benchmarked pages as the server
 * rendered them (pages are no longer files of the build), each with a gzip variant for gzip_static.
 */
async function siteAsFiles(baseUrl: string): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-root-"));
  fs.cpSync(path.resolve(process.env.BUILD_DIR ?? "build", "client"), root, { recursive: true });
  for (const page of PAGES) {
    const html = Buffer.from(await (await fetch(`${baseUrl}${page}`)).arrayBuffer());
    const file = path.join(root, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  }
  return root;
}

async function startNginx(root: string): Promise<{ baseUrl: string; stop(): void } | undefined> {
  if (!has("nginx")) return undefined;
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-bench-"));
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: "inherit",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    baseUrl,
    stop() {
      child.kill("SIGTERM");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function benchPages() {
  if (!has("wrk")) {
    console.log("wrk is not installed (apt-get install -y wrk); skipping the page benchmark");
    return;
  }
  const server = await startBuiltServer();
  const ours = PAGES.map((page) => ({ page, ...wrk(`${server.baseUrl}${page}`) }));
  const root = await siteAsFiles(server.baseUrl);
  await server.stop();
  const nginx = await startNginx(root);
  const theirs = nginx ? PAGES.map((page) => ({ page, ...wrk(`${nginx.baseUrl}${page}`) })) : [];
  nginx?.stop();
  fs.rmSync(root, { recursive: true, force: true });
  console.log(`\nPage delivery: wrk -t1 -c${connections} -d${seconds}s, Accept-Encoding: br, gzip\n`);
  console.log(
    "| page | server req/s | p50 ms | p99 ms | nginx req/s | nginx p50 ms | nginx p99 ms | ratio |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of ours) {
    const other = theirs.find((t) => t.page === row.page);
    const ratio = other ? (row.rps / other.rps).toFixed(2) : "n/a";
    console.log(
      `| ${row.page} | ${Math.round(row.rps)} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${other ? Math.round(other.rps) : "n/a"} | ${other ? other.p50.toFixed(2) : "n/a"} | ${other ? other.p99.toFixed(2) : "n/a"} | ${ratio}× |`,
    );
    if (row.non2xx > 0) console.log(`  ${row.page}: ${row.non2xx} non-2xx responses from the server`);
  }
  if (!nginx) console.log("(nginx is not installed: apt-get install -y nginx-light to compare)");
}

// BENCH_ONLY picks parts, comma-separated: pages, jobs, search, leads, staff, applications, push (default: all).
const PARTS = ["pages", "jobs", "search", "leads", "staff", "applications", "push"] as const;
const only = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((part) => part.trim())
  .filter(Boolean);
const unknown = only.filter((part) => !PARTS.includes(part as (typeof PARTS)[number]));
if (unknown.length > 0) {
  console.error(`BENCH_ONLY: unknown part ${unknown.join(", ")} (parts: ${PARTS.join(", ")})`);
  process.exit(1);
}
const runs = (part: (typeof PARTS)[number]) => only.length === 0 || only.includes(part);

if (runs("pages")) await benchPages();
if (runs("jobs") && has("wrk")) await benchJobs();
if (runs("search")) {
  const { benchSearch } = await import("./bench-search");
  await benchSearch();
}
if (runs("leads")) {
  const { benchLeads } = await import("./bench-leads");
  await benchLeads();
}
if (runs("staff")) {
  const { benchStaffList } = await import("./bench-staff");
  await benchStaffList();
}
if (runs("applications")) await benchApplications();
if (runs("push")) {
  const { benchPush } = await import("./bench-push");
  await benchPush();
}
