/**
 * `npm run audit`: Lighthouse 12 (mobile, simulated throttling) with Debian's Chromium on every route of
 * the production build. Prints the median of AUDIT_RUNS runs (default 3) per route and writes the JSON
 * reports under reports/lighthouse/. AUDIT_PATHS=/faq,/jobs limits the routes.
 *
 * It also measures the script bytes of every route (brotli; scripts/lib/script-bytes.ts): what a page loads
 * before it is interactive and the interaction code it loads when idle, each against its budget, and for
 * reference everything a 390 px phone loads in its first 10 s, and runs Lighthouse user flows (timespan) over
 * the interactions that must answer in the next frame, reporting each one's INP (median of AUDIT_RUNS).
 * Last, what the visitor sees (`visibleFlows`): from an input to the first frame in which the dialog's form
 * or the open menu is visible, each on a freshly loaded page at 4× CPU, median of AUDIT_VISIBLE_RUNS (5).
 * AUDIT_LIGHTHOUSE=0, AUDIT_BYTES=0, AUDIT_FLOWS=0 or AUDIT_INTERACTIONS=0 skip a part; AUDIT_ONLY=interactions
 * runs that last part alone (no Lighthouse).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import puppeteer from "puppeteer-core";
import {
  interactionFlows,
  runInteractionFlow,
  runVisibleFlow,
  type VisibleRun,
  visibleFlows,
} from "./lib/interaction-flows";
import {
  IDLE_SCRIPT_BUDGET_KIB,
  measureAllScriptBytes,
  pageScriptBytes,
  scriptBudgetKib,
} from "./lib/script-bytes";
import { builtPagePaths, startBuiltServer } from "./lib/serve-build";
import { CHROMIUM_FLAGS } from "./lib/browser";

const runs = Number(process.env.AUDIT_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const reportDir = path.resolve("reports/lighthouse");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const enabled = (name: string) => process.env[name] !== "0";
/** Interaction to Next Paint budget, CPU slowed 4×; also the budget from an input to what it opens, shown. */
export const INP_BUDGET_MS = 100;
const visibleRuns = Number(process.env.AUDIT_VISIBLE_RUNS ?? 5);
const kib = (bytes: number) => bytes / 1024;
const scriptBudget = scriptBudgetKib;

/** A page's script, brotli bytes: before interactive, idle-loaded, and all it loads in its first 10 s. */
interface PageBytes {
  path: string;
  interactive: number;
  idle: number;
  loaded: number;
  files: number;
}

interface Row {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  if (process.env.AUDIT_ONLY === "interactions") {
    const server = await startBuiltServer();
    try {
      await auditVisibleFlows(server.baseUrl);
    } finally {
      await server.stop();
    }
    return;
  }
  const paths = process.env.AUDIT_PATHS ? process.env.AUDIT_PATHS.split(",") : builtPagePaths();
  fs.mkdirSync(reportDir, { recursive: true });
  const server = await startBuiltServer();
  const bytes = enabled("AUDIT_BYTES")
    ? await auditScriptBytes(server.baseUrl)
    : new Map<string, PageBytes>();
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), "lh-")),
    chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
  });
  const rows: Row[] = [];
  const inpRows: { name: string; path: string; inp: number | null; runs: (number | null)[] }[] = [];
  try {
    const options = {
      port: chrome.port,
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: [...CATEGORIES],
    };
    // The first run after start-up warms caches and the JIT; it is not counted.
    await lighthouse(`${server.baseUrl}/`, options);
    for (const pagePath of enabled("AUDIT_LIGHTHOUSE") ? paths : []) {
      const results: Row[] = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(`${server.baseUrl}${pagePath}`, options);
        if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
        const { lhr } = result;
        const slug = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\//g, "_");
        fs.writeFileSync(path.join(reportDir, `${slug}.run${i + 1}.json`), JSON.stringify(lhr));
        const failing = Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== "informative" &&
              a.scoreDisplayMode !== "manual",
          )
          .map((a) => a.id);
        results.push({
          path: pagePath,
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as Row["scores"],
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
          failing,
        });
      }
      const row: Row = {
        path: pagePath,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))]),
        ) as Row["scores"],
        lcp: median(results.map((r) => r.lcp)),
        tbt: median(results.map((r) => r.tbt)),
        cls: median(results.map((r) => r.cls)),
        failing: [...new Set(results.flatMap((r) => r.failing))],
      };
      rows.push(row);
      console.log(formatRow(row, bytes.get(pagePath)));
    }
    if (enabled("AUDIT_FLOWS")) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      try {
        for (const flow of interactionFlows) {
          const results: (number | null)[] = [];
          for (let i = 0; i < runs; i += 1)
            results.push(await runInteractionFlow(browser, server.baseUrl, flow));
          const measured = results.filter((r): r is number => r !== null);
          const row = {
            name: flow.name,
            path: flow.path,
            inp: measured.length > 0 ? median(measured) : null,
            runs: results,
          };
          inpRows.push(row);
          console.log(
            `INP ${row.name} (${row.path}): ${formatInp(row.inp)} [${results.map(formatInp).join(", ")}]`,
          );
        }
      } finally {
        await browser.disconnect();
      }
    }
  } finally {
    chrome.kill();
  }
  try {
    if (enabled("AUDIT_INTERACTIONS")) await auditVisibleFlows(server.baseUrl);
  } finally {
    await server.stop();
  }
  const table = [
    "| route | perf | a11y | best practices | SEO | LCP (s) | TBT (ms) | CLS | script KiB (interactive + idle) |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map((row) => formatRow(row, bytes.get(row.path))),
  ].join("\n");
  const bytesTable = [
    "| route | before interactive (KiB, brotli) | budget | interaction code, idle (KiB) | budget | loaded in the first 10 s, 390 px (KiB) | files |",
    "|---|---|---|---|---|---|---|",
    ...[...bytes.values()].map(
      (b) =>
        `| ${b.path} | ${kib(b.interactive).toFixed(1)} | ${scriptBudget(b.path)} | ${kib(b.idle).toFixed(1)} | ${IDLE_SCRIPT_BUDGET_KIB} | ${kib(b.loaded).toFixed(1)} | ${b.files} |`,
    ),
  ].join("\n");
  const inpTable = [
    "| interaction | route | INP (ms, median) | runs |",
    "|---|---|---|---|",
    ...inpRows.map(
      (r) => `| ${r.name} | ${r.path} | ${formatInp(r.inp)} | ${r.runs.map(formatInp).join(", ")} |`,
    ),
  ].join("\n");
  fs.writeFileSync(path.join(reportDir, "script-bytes.md"), `${bytesTable}\n`);
  fs.writeFileSync(path.join(reportDir, "inp.md"), `${inpTable}\n`);
  if (bytes.size > 0) console.log(`\nScript bytes per route:\n\n${bytesTable}`);
  if (inpRows.length > 0)
    console.log(`\nInteractions (Lighthouse user flow, timespan, CPU 4×):\n\n${inpTable}`);
  fs.writeFileSync(path.join(reportDir, "summary.md"), `${table}\n`);
  console.log(`\nMedian of ${runs} run(s) per route (Lighthouse 12, mobile):\n\n${table}`);
  const belowBudget = rows.filter(
    (r) =>
      r.scores.performance < 95 ||
      r.scores.accessibility < 100 ||
      r.scores["best-practices"] < 100 ||
      r.scores.seo < 100,
  );
  if (belowBudget.length > 0) {
    console.log(
      `\nBelow budget: ${belowBudget.map((r) => `${r.path} [${r.failing.join(", ")}]`).join("; ")}`,
    );
    process.exitCode = 1;
  }
  const heavy = [...bytes.values()].filter(
    (b) => kib(b.interactive) > scriptBudget(b.path) || kib(b.idle) > IDLE_SCRIPT_BUDGET_KIB,
  );
  if (heavy.length > 0) {
    console.log(
      `\nOver a script budget: ${heavy.map((b) => `${b.path} ${kib(b.interactive).toFixed(1)} + ${kib(b.idle).toFixed(1)} KiB`).join("; ")}`,
    );
    process.exitCode = 1;
  }
  const slow = inpRows.filter((r) => r.inp !== null && r.inp >= INP_BUDGET_MS);
  if (slow.length > 0) {
    console.log(
      `\nINP over ${INP_BUDGET_MS} ms: ${slow.map((r) => `${r.name} ${formatInp(r.inp)}`).join("; ")}`,
    );
    process.exitCode = 1;
  }
}

/** Input to visible for each of `visibleFlows`: median of `visibleRuns` fresh pages at 4× CPU. */
async function auditVisibleFlows(baseUrl: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking"],
  });
  const rows: { name: string; path: string; device: string; median: number; runs: VisibleRun[] }[] = [];
  try {
    for (const flow of visibleFlows) {
      const runs: VisibleRun[] = [];
      for (let i = 0; i < visibleRuns; i += 1) runs.push(await runVisibleFlow(browser, baseUrl, flow));
      const row = {
        name: flow.name,
        path: flow.path,
        device: flow.device,
        // The frame's presentation where the browser reported it, else the frame's start.
        median: median(runs.map((r) => r.paintMs ?? r.frameMs)),
        runs,
      };
      rows.push(row);
      console.log(
        `${row.name} (${row.path}, ${row.device}): ${Math.round(row.median)} ms [${runs.map((r) => Math.round(r.paintMs ?? r.frameMs)).join(", ")}]`,
      );
    }
  } finally {
    await browser.close();
  }
  const table = [
    `| interaction | route | device | input → visible, presented (ms, median of ${visibleRuns}) | runs (ms) | input → start of that frame (ms, median) |`,
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.path} | ${r.device} | ${Math.round(r.median)} | ${r.runs.map((run) => (run.paintMs === null ? `${Math.round(run.frameMs)}*` : Math.round(run.paintMs))).join(", ")} | ${Math.round(median(r.runs.map((run) => run.frameMs)))} |`,
    ),
  ].join("\n");
  fs.mkdirSync(reportDir, { recursive: true });
  fs.writeFileSync(path.join(reportDir, "interactions.md"), `${table}\n`);
  console.log(`\nInput to visible (fresh page each run, CPU 4×):\n\n${table}`);
  const slow = rows.filter((r) => r.median >= INP_BUDGET_MS);
  if (slow.length > 0) {
    console.log(`\nOver ${INP_BUDGET_MS} ms from input to visible: ${slow.map((r) => r.name).join("; ")}`);
    process.exitCode = 1;
  }
}

async function auditScriptBytes(baseUrl: string): Promise<Map<string, PageBytes>> {
  const all = process.env.AUDIT_BYTES_PATHS ? process.env.AUDIT_BYTES_PATHS.split(",") : builtPagePaths();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const measured = await measureAllScriptBytes(browser, baseUrl, all);
    const pages = new Map<string, PageBytes>();
    for (const loaded of measured) {
      const html = await (await fetch(`${baseUrl}${loaded.path}`)).text();
      const { interactive, idle } = await pageScriptBytes(loaded.path, html);
      pages.set(loaded.path, {
        path: loaded.path,
        interactive: interactive.bytes,
        idle: idle.bytes,
        loaded: loaded.bytes,
        files: loaded.scripts.length,
      });
    }
    return pages;
  } finally {
    await browser.close();
  }
}

const formatInp = (inp: number | null) => (inp === null ? "no interaction" : `${Math.round(inp)}`);

function formatRow(r: Row, b?: PageBytes) {
  return `| ${r.path} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${b ? `${kib(b.interactive).toFixed(1)} + ${kib(b.idle).toFixed(1)}` : "-"} |`;
}

await main();
