/**
 * Compares what the built site answers at every public address with a saved copy, so a change meant to
 * leave the public site alone can show that it did.
 *
 *   tsx scripts/compare-pages.ts save <dir>   saves the answers of the build (BUILD_DIR or ./build)
 *   tsx scripts/compare-pages.ts <dir>        compares the build's answers with those saved; exits 1 on any difference
 *
 * For each address (every content page, posting and feed, the thank-you pages, /jobs with a search, the old
 * posting addresses, the staff shell and a missing page) it saves the status, the content type, any redirect
 * target and the body as answered. When comparing, hashed asset names lose their hash (`/assets/root-B1x2y3.js` becomes
 * `/assets/root.js`), the hashes of inline scripts the answer lists go, and the server's address (it runs on
 * a free port, which is its public origin) reads `http://site`. `--ignore-asset-names` drops the asset names
 * as well, and a page's list of modules to preload counts as one, for a change that regroups the browser
 * modules but should change nothing else (their weight is the script-budget test's to check).
 * Save and compare builds made in the same place (both with the same BUILD_DIR): the inline
 * scroll-restoration script came out unminified from a build inside the checkout and minified from one
 * outside it.
 */
import fs from "node:fs";
import path from "node:path";
import { CONTENT_PATHS, JOB_PATHS, LEGACY_JOB_PATHS } from "../tests/spec-routes";
import { builtPagePaths, startBuiltServer } from "./lib/serve-build";

const EXTRA_PATHS = [
  "/jobs",
  "/jobs?q=pmr",
  "/jobs/page/2",
  "/thank-you",
  "/application-received",
  "/privacy-policy",
  "/terms-of-service",
  "/sitemap.xml",
  "/robots.txt",
  "/jobs.xml",
  "/feeds/indeed.xml",
  "/admin",
  "/no-such-page",
];

function addresses(): string[] {
  const all = [
    ...CONTENT_PATHS,
    ...JOB_PATHS,
    ...builtPagePaths(),
    ...EXTRA_PATHS,
    ...Object.keys(LEGACY_JOB_PATHS),
  ];
  return [...new Set(all)];
}

function normalise(text: string, ignoreAssetNames: boolean): string {
  const assets = ignoreAssetNames
    ? text
        .replace(/\/assets\/[\w.-]+?-[\w-]{8}\.(js|css|woff2|svg|png)/g, "/assets/*.$1")
        .replace(/\["\/assets\/\*\.js"(,"\/assets\/\*\.js")*\]/g, '["/assets/*.js", …]')
    : text.replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css|woff2|svg|png)/g, "$1.$2");
  return assets
    .replace(/'sha256-[\w+/=]+'/g, "'sha256-*'")
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, "http://site");
}

async function answers(): Promise<Map<string, string>> {
  const server = await startBuiltServer(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {});
  try {
    const result = new Map<string, string>();
    for (const address of addresses()) {
      const response = await fetch(`${server.baseUrl}${address}`, { redirect: "manual" });
      const head = [
        `status: ${response.status}`,
        `content-type: ${response.headers.get("content-type") ?? ""}`,
        `location: ${response.headers.get("location") ?? ""}`,
      ].join("\n");
      result.set(address, `${head}\n\n${await response.text()}`);
    }
    return result;
  } finally {
    await server.stop();
  }
}

function fileName(address: string): string {
  return `${encodeURIComponent(address)}.txt`;
}

/** The lines only one of two answers has (at most three each), split at tags so long HTML lines stay short. */
function differences(before: string, after: string): string {
  const split = (text: string) => text.replace(/></g, ">\n<").split("\n");
  const a = split(before);
  const b = split(after);
  const inB = new Set(b);
  const inA = new Set(a);
  const gone = a.filter((line) => !inB.has(line));
  const added = b.filter((line) => !inA.has(line));
  if (!gone.length && !added.length) return "  (the same lines in another order)";
  return [
    ...gone.slice(0, 3).map((line) => `  - ${line}`),
    ...added.slice(0, 3).map((line) => `  + ${line}`),
  ].join("\n");
}

async function main() {
  const args = process.argv.slice(2);
  const ignoreAssetNames = args.includes("--ignore-asset-names");
  const [first, second] = args.filter((arg) => !arg.startsWith("--"));
  const saving = first === "save";
  const dir = saving ? second : first;
  if (!dir) {
    console.error("usage: tsx scripts/compare-pages.ts [save] <dir> [--ignore-asset-names]");
    process.exit(2);
  }
  const current = await answers();
  if (saving) {
    fs.mkdirSync(dir, { recursive: true });
    for (const [address, text] of current) fs.writeFileSync(path.join(dir, fileName(address)), text);
    console.log(`saved ${current.size} answers to ${dir}`);
    return;
  }
  const differing: string[] = [];
  for (const [address, text] of current) {
    const file = path.join(dir, fileName(address));
    if (!fs.existsSync(file)) {
      differing.push(`${address}: not in the saved copy`);
      continue;
    }
    const saved = normalise(fs.readFileSync(file, "utf8"), ignoreAssetNames);
    const now = normalise(text, ignoreAssetNames);
    if (saved !== now) differing.push(`${address}:\n${differences(saved, now)}`);
  }
  console.log(`${current.size} addresses compared, ${differing.length} differ`);
  for (const line of differing) console.log(line);
  process.exit(differing.length ? 1 : 0);
}

await main();
