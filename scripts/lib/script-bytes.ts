/**
 * Script weight of a page as a phone receives it: every script the page requests in its first
 * `windowMs` (hydration, lazy chunks, idle-time preloads), counted at the size of the build's brotli file
 * that the server sends for it. Deterministic for a given build, unlike Lighthouse's timings.
 */
import fs from "node:fs";
import path from "node:path";
import { init, parse } from "es-module-lexer";
import type { Browser } from "playwright-core";

/** Script budgets in KiB (1,024 bytes, as Lighthouse counts), brotli as transferred (issue 15). */
export const SCRIPT_BUDGET_KIB = { landing: 130, other: 115 } as const;

/** The budget of one page: the landing page's, or every other page's. */
export function scriptBudgetKib(pagePath: string): number {
  return pagePath === "/" ? SCRIPT_BUDGET_KIB.landing : SCRIPT_BUDGET_KIB.other;
}

export interface ScriptBytes {
  path: string;
  /** Brotli bytes of every script loaded in the window. */
  bytes: number;
  scripts: { url: string; bytes: number }[];
}

export function brotliSize(buildDir: string, urlPath: string): number {
  const file = path.join(buildDir, "client", decodeURIComponent(urlPath));
  const br = `${file}.br`;
  if (fs.existsSync(br)) return fs.statSync(br).size;
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

export async function measureScriptBytes(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  { buildDir = process.env.BUILD_DIR ?? "build", windowMs = 10_000, width = 390, height = 844 } = {},
): Promise<ScriptBytes> {
  const context = await browser.newContext({ viewport: { width, height } });
  try {
    const page = await context.newPage();
    const urls = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") urls.add(new URL(request.url()).pathname);
    });
    const started = Date.now();
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "load" });
    await page.waitForTimeout(Math.max(0, windowMs - (Date.now() - started)));
    const scripts = [...urls]
      .map((url) => ({ url, bytes: brotliSize(buildDir, url) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { path: pagePath, bytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
  } finally {
    await context.close();
  }
}

/** Runs `measureScriptBytes` over `paths`, a few pages at a time. */
export async function measureAllScriptBytes(
  browser: Browser,
  baseUrl: string,
  paths: string[],
  concurrency = 4,
): Promise<ScriptBytes[]> {
  const results: ScriptBytes[] = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const index = next++;
      results[index] = await measureScriptBytes(browser, baseUrl, paths[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  return results;
}

/**
 * The scripts a page's HTML makes the browser load before any interaction, found without a browser:
 * its module preloads and what its inline module scripts import, then every static import of those
 * files, transitively (the files' dynamic imports are left out: they run on a visitor's activity). For a
 * page that loads no code by itself after hydration this is the set `measureScriptBytes` records, so a test can hold every route
 * to its budget in milliseconds; `scripts/lib/script-bytes.test.ts` checks the two agree.
 */
export async function staticScriptBytes(
  pagePath: string,
  html: string,
  buildDir: string = process.env.BUILD_DIR ?? "build",
): Promise<ScriptBytes> {
  await init;
  const seen = new Set<string>();
  const pending: string[] = [];
  const add = (specifier: string, from: string) => {
    const url = new URL(specifier, `http://site${from}`);
    if (url.host !== "site" || !url.pathname.endsWith(".js") || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    pending.push(url.pathname);
  };
  const staticImports = (code: string) => {
    const [imports] = parse(code);
    // `d === -1` is a static import or re-export; dynamic imports and import.meta are left out.
    return imports.filter((entry) => entry.d === -1 && entry.n).map((entry) => entry.n!);
  };
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) add(href, pagePath);
  }
  // The page's inline module script runs on load, so everything it imports counts, dynamic imports too.
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    const [imports] = parse(match[1]!);
    for (const entry of imports) if (entry.n) add(entry.n, pagePath);
  }
  while (pending.length > 0) {
    const url = pending.pop()!;
    const file = path.join(buildDir, "client", decodeURIComponent(url));
    if (!fs.existsSync(file)) continue;
    for (const specifier of staticImports(fs.readFileSync(file, "utf8"))) add(specifier, url);
  }
  const scripts = [...seen]
    .map((url) => ({ url, bytes: brotliSize(buildDir, url) }))
    .sort((a, b) => b.bytes - a.bytes);
  return { path: pagePath, bytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
}
