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
/**
 * What a page may add after it is interactive: the interaction code (dialogs, menus, forms, toasts)
 * fetched while the browser is idle after load, counted apart from the budget above (issue 24).
 */
export const IDLE_SCRIPT_BUDGET_KIB = 60;

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
 * files, transitively (the files' dynamic imports are left out: the interaction code, fetched when the
 * browser is idle after load, is counted apart by `pageScriptBytes`). With that part, this is the set
 * `measureScriptBytes` records, so a test can hold every route to its budgets in milliseconds;
 * `tests/e2e/script-budget.spec.ts` checks the two agree.
 */
export async function staticScriptBytes(
  pagePath: string,
  html: string,
  buildDir: string = process.env.BUILD_DIR ?? "build",
): Promise<ScriptBytes> {
  return (await pageScriptBytes(pagePath, html, buildDir)).interactive;
}

/**
 * Dynamic imports a measured page makes only in another state: the posting route imports the not-found
 * page's module only for an address that names no posting (a 404), never on a posting or while idle.
 */
export const ONLY_IN_ANOTHER_STATE: readonly RegExp[] = [/^\/assets\/not-found-[\w-]+\.js$/];

/**
 * A page's script in two parts: `interactive`, what its HTML makes the browser load before any
 * interaction (`staticScriptBytes`), and `idle`, the code those files import dynamically (with what that
 * code imports, statically and dynamically, and so on) that is not already in the first part: the interaction code a page
 * fetches while the browser is idle after load. Route modules reached by navigation are not in it (React
 * Router imports them by a computed address, which names no file here), nor the modules in
 * `ONLY_IN_ANOTHER_STATE`, which a page imports only in a state it is not in when measured.
 */
export async function pageScriptBytes(
  pagePath: string,
  html: string,
  buildDir: string = process.env.BUILD_DIR ?? "build",
): Promise<{ interactive: ScriptBytes; idle: ScriptBytes }> {
  await init;
  /** A file's imports, each with its specifier where that is a constant (a template without `${}` too). */
  const read = (url: string) => {
    const file = path.join(buildDir, "client", decodeURIComponent(url));
    if (!fs.existsSync(file)) return [];
    const code = fs.readFileSync(file, "utf8");
    return parse(code)[0].map((entry) => ({
      dynamic: entry.d > -1,
      specifier: entry.n ?? /^`([^`$]*)`$/.exec(code.slice(entry.s, entry.e).trim())?.[1],
    }));
  };
  const resolve = (specifier: string, from: string) => {
    const url = new URL(specifier, `http://site${from}`);
    return url.host === "site" && url.pathname.endsWith(".js") ? url.pathname : undefined;
  };
  /** `roots` and every file they import statically, transitively, leaving out the files in `known`. */
  const closure = (roots: string[], known: Set<string>) => {
    const seen = new Set<string>();
    const pending: string[] = [];
    const add = (url: string | undefined) => {
      if (!url || known.has(url) || seen.has(url)) return;
      seen.add(url);
      pending.push(url);
    };
    for (const root of roots) add(root);
    while (pending.length > 0) {
      const url = pending.pop()!;
      for (const entry of read(url))
        if (!entry.dynamic && entry.specifier) add(resolve(entry.specifier, url));
    }
    return seen;
  };
  const roots: string[] = [];
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    const url = href && resolve(href, pagePath);
    if (url) roots.push(url);
  }
  // The page's inline module script runs on load, so everything it imports counts, dynamic imports too.
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    const [imports] = parse(match[1]!);
    for (const entry of imports) {
      const url = entry.n && resolve(entry.n, pagePath);
      if (url) roots.push(url);
    }
  }
  const interactive = closure(roots, new Set());
  const dynamicImportsOf = (urls: Iterable<string>) =>
    [...urls].flatMap((url) =>
      read(url)
        .filter((entry) => entry.dynamic && entry.specifier)
        .map((entry) => resolve(entry.specifier!, url))
        .filter((dynamic): dynamic is string => !!dynamic)
        .filter((dynamic) => !ONLY_IN_ANOTHER_STATE.some((pattern) => pattern.test(dynamic))),
    );
  // Idle code may itself load more while idle (a part of the page whose code comes at idle loads its form's
  // code then too): follow dynamic imports from the idle files as well, until nothing new is found.
  const idle = new Set<string>();
  let frontier = dynamicImportsOf(interactive);
  while (frontier.length > 0) {
    const found = closure(frontier, new Set([...interactive, ...idle]));
    for (const url of found) idle.add(url);
    frontier = dynamicImportsOf(found);
  }
  const measure = (urls: Set<string>): ScriptBytes => {
    const scripts = [...urls]
      .map((url) => ({ url, bytes: brotliSize(buildDir, url) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { path: pagePath, bytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
  };
  return { interactive: measure(interactive), idle: measure(idle) };
}
