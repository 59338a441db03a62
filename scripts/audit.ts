/**
 * `npm run audit`: Lighthouse 12 (mobile, simulated throttling) with Debian's Chromium on every route of
 * the production build. Prints the median of AUDIT_RUNS runs (default 3) per route and writes the JSON
 * reports under reports/lighthouse/. AUDIT_PATHS=/faq,/jobs limits the routes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { builtPagePaths, startBuiltServer } from "./lib/serve-build";

const runs = Number(process.env.AUDIT_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const reportDir = path.resolve("reports/lighthouse");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

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
  const paths = process.env.AUDIT_PATHS ? process.env.AUDIT_PATHS.split(",") : builtPagePaths();
  fs.mkdirSync(reportDir, { recursive: true });
  const server = await startBuiltServer();
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), "lh-")),
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rows: Row[] = [];
  try {
    const options = {
      port: chrome.port,
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: [...CATEGORIES],
    };
    // The first run after start-up warms caches and the JIT; it is not counted.
    await lighthouse(`${server.baseUrl}/`, options);
    for (const pagePath of paths) {
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
      console.log(formatRow(row));
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  const table = [
    "| route | perf | a11y | best practices | SEO | LCP (s) | TBT (ms) | CLS |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(formatRow),
  ].join("\n");
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
}

function formatRow(r: Row) {
  return `| ${r.path} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`;
}

await main();
