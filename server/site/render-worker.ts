/**
 * Renders the whole site off the request path: every content page, every public posting, the feeds,
 * the not-found page and the staff inbox's shell, each page with its single-fetch `.data` twin. The
 * HTML gets the treatment the prerender gave it (hydration code fetched after the first paint, inline scripts hashed
 * for the CSP) and brotli and gzip variants; a page whose bytes did not change keeps its variants.
 */
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import zlib from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { jobsPageCount, jobsPagePath } from "#schemas/job-board";
import { inlineScriptHashes, inlineStyleHashes } from "./build/inline-scripts";
import { deferHydrationToFirstPaint } from "./build/page-html";
import type {
  PageRenderRequest,
  RenderedFirst,
  RenderedPage,
  RenderReply,
  RenderRequest,
  RenderWorkerData,
} from "./render-protocol";
import { ADMIN_PATH } from "#schemas/paths";

const { buildDir, latestRender, niceness } = workerData as RenderWorkerData;
const wanted = new Int32Array(latestRender);
// Renders yield the CPU to request handling (RENDER_NICENESS): on Linux a thread has its own nice value,
// and 0 names this one.
if (niceness !== 0) {
  try {
    os.setPriority(0, niceness);
  } catch {
    // Not permitted here: renders run at the server's priority.
  }
}
const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
const origin = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;

/** Paths of the route table that name one page (no splat, no parameter). */
const staticPaths = Object.values(build.routes)
  .filter((route) => route && (route.index || (route.path && !/[*:]/.test(route.path))))
  .map((route) => (route!.index ? "/" : `/${route!.path}`));

const compressedCache = new Map<string, { br: Uint8Array; gzip: Uint8Array }>();

function compress(body: Buffer, cache = true): { br?: Uint8Array; gzip?: Uint8Array; fresh: boolean } {
  if (body.length <= 256) return { fresh: false };
  const key = createHash("sha256").update(body).digest("base64");
  const cached = compressedCache.get(key);
  if (cached) return { ...cached, fresh: false };
  const variants = {
    br: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: zlib.gzipSync(body, { level: cache ? 9 : 6 }),
  };
  if (cache) compressedCache.set(key, variants);
  return { ...variants, fresh: true };
}

/**
 * Quality 11 took 20 to 60 times as long per page as 5 for about 12 % less, which a change that must be
 * public within 2 seconds cannot afford across every page; see docs/decisions/0064-server-renders-site-into-memory.md.
 */
const BROTLI_QUALITY = 5;

async function renderOne(
  board: RenderRequest["board"],
  urlPath: string,
  answerPath: string,
  { compressed = true, cache = true } = {},
) {
  const response = await handle(new Request(origin + urlPath), { jobBoard: board });
  let text = await response.text();
  const contentType = response.headers.get("content-type") ?? "text/html; charset=utf-8";
  const isHtml = contentType.startsWith("text/html");
  if (isHtml) text = deferHydrationToFirstPaint(text);
  const body = Buffer.from(text);
  const { br, gzip, fresh } = compressed
    ? compress(body, cache)
    : { br: undefined, gzip: undefined, fresh: false };
  const page: RenderedPage = {
    path: answerPath,
    status: response.status,
    contentType,
    identity: body,
    br,
    gzip,
    scriptHashes: isHtml ? inlineScriptHashes(text) : [],
    styleHashes: isHtml ? inlineStyleHashes(text) : [],
  };
  return { page, fresh };
}

/** The site asked for a newer board (or none): this render's pages would never be served. */
class Superseded extends Error {}

async function renderSite({ id, board, first = [] }: RenderRequest) {
  const listPages = Array.from({ length: jobsPageCount(board) - 1 }, (_, index) => jobsPagePath(index + 2));
  const allPaths = new Set([
    ...staticPaths,
    ...listPages,
    ...board.postings.map((posting) => posting.job.path),
  ]);
  const firstPaths = first.filter((urlPath) => allPaths.has(urlPath));
  const pagePaths = [...new Set([...firstPaths, ...allPaths])];
  const pages: RenderedPage[] = [];
  let compressed = 0;
  const add = ({ page, fresh }: { page: RenderedPage; fresh: boolean }) => {
    pages.push(page);
    if (fresh) compressed++;
  };
  for (const [index, urlPath] of pagePaths.entries()) {
    if (index > 0 && index === firstPaths.length) {
      parentPort!.postMessage({ id, first: true, pages } satisfies RenderedFirst);
    }
    if (Atomics.load(wanted, 0) !== id) throw new Superseded();
    const rendered = await renderOne(board, urlPath, urlPath);
    add(rendered);
    if (rendered.page.contentType.startsWith("text/html")) {
      const dataPath = urlPath === "/" ? "/_root.data" : `${urlPath}.data`;
      add(await renderOne(board, dataPath, dataPath));
    }
  }
  // Any unknown address: the posting route answers the not-found page with status 404.
  add(await renderOne(board, "/404", "/404"));
  add(await renderOne(board, ADMIN_PATH, ADMIN_PATH));
  return { pages, compressed };
}

/**
 * Boards kept for on-demand pages, by the site's key for them, newest last: the served one and the one
 * being rendered are enough.
 */
const boards = new Map<string, RenderRequest["board"]>();
const KEPT_BOARDS = 3;

function keepBoard(key: string, board: RenderRequest["board"]) {
  boards.delete(key);
  boards.set(key, board);
  while (boards.size > KEPT_BOARDS) boards.delete(boards.keys().next().value!);
}

/** A search's pages are many and short-lived: their compressed variants are not kept. */
async function renderOnDemand({ id, page, boardKey, board }: PageRenderRequest): Promise<RenderReply> {
  const started = performance.now();
  if (board) keepBoard(boardKey, board);
  const known = boards.get(boardKey);
  if (!known) return { id, ok: false, error: "unknown board", unknownBoard: true };
  const { page: rendered } = await renderOne(known, page, page, { cache: false });
  return { id, ok: true, pages: [rendered], compressed: 0, renderMs: performance.now() - started };
}

parentPort!.on("message", async (request: RenderRequest | PageRenderRequest) => {
  if ("page" in request) {
    let reply: RenderReply;
    try {
      reply = await renderOnDemand(request);
    } catch (error) {
      reply = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort!.postMessage(reply);
    return;
  }
  const started = performance.now();
  if (request.boardKey && !request.only) keepBoard(request.boardKey, request.board);
  let reply: RenderReply;
  try {
    const { pages, compressed } = request.only
      ? {
          pages: [(await renderOne(request.board, request.only, request.only, { compressed: false })).page],
          compressed: 0,
        }
      : await renderSite(request);
    reply = { id: request.id, ok: true, pages, compressed, renderMs: performance.now() - started };
  } catch (error) {
    reply =
      error instanceof Superseded
        ? { id: request.id, ok: false, error: "superseded", superseded: true }
        : {
            id: request.id,
            ok: false,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage({ ready: true });
