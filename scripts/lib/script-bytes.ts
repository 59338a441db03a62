/**
 * Script weight of a page as a phone receives it: every script the page requests in its first
 * `windowMs` (hydration, lazy chunks, idle-time preloads), counted at the size of the build's brotli file
 * that the server sends for it. Deterministic for a given build, unlike Lighthouse's timings.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";

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
