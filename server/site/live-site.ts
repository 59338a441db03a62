import path from "node:path";
import { Worker } from "node:worker_threads";
import type { JobBoard, PublicPostingState } from "#schemas/job-board";
import type { JobPosting } from "#schemas/job-posting";
import { dayOf } from "../jobs/lifecycle";
import type { Db } from "../db/connect";
import { type Asset, loadBuildFiles, pageAsset, type StaticSite } from "../static-site";
import { loadBoard } from "./board";
import { watchJobChanges } from "./change-watch";
import type { RenderedPage, RenderReply, RenderRequest, RenderWorkerData } from "./render-protocol";
import { ADMIN_PATH } from "#schemas/paths";

/** The site currently served; `current` is replaced whole, never edited, so a request sees one version. */
export interface SiteSource {
  readonly current: StaticSite;
}

export interface LiveSite extends SiteSource {
  /** Renders again from the database; resolves once a render that began after the call is served. */
  refresh(): Promise<void>;
  /** Figures of the last render, for logs and the bench. */
  readonly lastRender: { renderMs: number; pages: number; compressed: number } | undefined;
  /**
   * The public page of an unsaved posting as it would be served in `state`, among the postings as they
   * are now (the saved version at `replacesPath` left out), rendered by the same worker as the site.
   */
  preview(posting: JobPosting, options?: PreviewOptions): Promise<RenderedPage>;
  /** Where renders are logged from now on (the app's logger exists only once the site does). */
  setLog(log: Log): void;
  close(): Promise<void>;
}

export interface PreviewOptions {
  state?: PublicPostingState;
  /** The path the posting is saved at, when it is already public there. */
  replacesPath?: string;
}

export interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface LiveSiteOptions {
  db: Db;
  buildDir: string;
  siteUrl: string;
  log?: Log;
  clock?: () => number;
  /** Follow changes made by other processes and instances (default true). */
  watch?: boolean;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

function assetOf(page: RenderedPage): Asset {
  const buffer = (bytes: Uint8Array | undefined) =>
    bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
  return pageAsset(
    page.contentType,
    { identity: buffer(page.identity)!, br: buffer(page.br), gzip: buffer(page.gzip) },
    page,
  );
}

/**
 * Renders the site from the build's server bundle and the postings in a worker thread, at start-up and
 * on every refresh (a change, or the moment a posting goes live or expires), and swaps the result in
 * whole. Requests never wait for a render: they read whichever site is current.
 */
export async function startLiveSite({
  db,
  buildDir,
  siteUrl,
  log: initialLog,
  clock = Date.now,
  watch = true,
}: LiveSiteOptions): Promise<LiveSite> {
  let log = initialLog;
  const files = loadBuildFiles(buildDir);
  const worker = new Worker(new URL("./worker-entry.mjs", import.meta.url), {
    workerData: {
      entry: new URL("./render-worker.ts", import.meta.url).href,
      buildDir: path.resolve(buildDir),
    } satisfies RenderWorkerData,
    // React's development build renders several times slower: pages are always rendered for production.
    env: { ...process.env, NODE_ENV: "production", SITE_URL: siteUrl },
  });
  worker.unref();
  const waiting = new Map<number, { resolve(reply: RenderReply): void; reject(error: Error): void }>();
  let workerError: Error | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: RenderReply | { ready: true }) => {
      if ("ready" in message) return resolve();
      waiting.get(message.id)?.resolve(message);
      waiting.delete(message.id);
    });
    worker.on("error", (error) => {
      workerError = error;
      reject(error);
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    });
  });
  await ready;

  let nextId = 1;
  const renderInWorker = (board: JobBoard, only?: string) =>
    new Promise<RenderReply>((resolve, reject) => {
      if (workerError) return reject(workerError);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, board, only } satisfies RenderRequest);
    });

  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let lastRender: LiveSite["lastRender"];

  async function render(): Promise<StaticSite> {
    const now = clock();
    const snapshot = await loadBoard(db, now);
    const reply = await renderInWorker(snapshot.board);
    if (!reply.ok) throw new Error(`Rendering the site failed: ${reply.error}`);
    const assets = new Map(files);
    const scriptHashes: Record<string, string[]> = {};
    const styleHashes: Record<string, string[]> = {};
    let notFound: Asset | undefined;
    let spaShell: Asset | undefined;
    for (const page of reply.pages) {
      const asset = assetOf(page);
      if (page.path === "/404") notFound = asset;
      else if (page.path === ADMIN_PATH) spaShell = asset;
      else if (page.status === 200) assets.set(page.path, asset);
      else throw new Error(`Rendering ${page.path} answered ${page.status}`);
      if (asset.isHtml) {
        scriptHashes[page.path] = asset.scriptHashes;
        styleHashes[page.path] = asset.styleHashes;
      }
    }
    if (!notFound || !spaShell) throw new Error("The render has no not-found page or inbox shell");
    lastRender = { renderMs: reply.renderMs, pages: reply.pages.length, compressed: reply.compressed };
    schedule(snapshot.nextChange, now);
    return {
      manifest: {
        siteUrl,
        builtAt: new Date(now).toISOString(),
        redirects: snapshot.redirects,
        scriptHashes,
        styleHashes,
      },
      assets,
      notFound,
      spaShell,
    };
  }

  function schedule(nextChange: number | null, now: number) {
    clearTimeout(timer);
    if (nextChange === null || closed) return;
    timer = setTimeout(
      () => void site.refresh().catch(() => {}),
      Math.min(MAX_TIMER_MS, nextChange - now + 50),
    );
    timer.unref();
  }

  // One render at a time; refreshes asked for meanwhile share the one render that follows it.
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const runOnce = async () => {
    try {
      const started = performance.now();
      site.current = await render();
      log?.info({ ms: Math.round(performance.now() - started), ...lastRender }, "site rendered");
    } catch (error) {
      log?.error({ err: error }, "rendering the site failed; the previous version stays served");
      throw error;
    }
  };

  const site = {
    current: undefined as unknown as StaticSite,
    get lastRender() {
      return lastRender;
    },
    refresh(): Promise<void> {
      if (closed) return Promise.resolve();
      if (!running) {
        running = runOnce().finally(() => {
          running = undefined;
        });
        return running;
      }
      queued ??= running
        .catch(() => {})
        .then(() => {
          queued = undefined;
          return site.refresh();
        });
      return queued;
    },
    async preview(posting: JobPosting, { state = "open", replacesPath }: PreviewOptions = {}) {
      const now = clock();
      const { board } = await loadBoard(db, now);
      const others = board.postings.filter(
        (entry) => entry.job.path !== posting.path && entry.job.path !== replacesPath,
      );
      const draft = {
        job: posting,
        state,
        closedAt: state === "closed" ? new Date(now).toISOString() : null,
        updated: dayOf(now),
      };
      // In the board's order (most recently posted first), as the menu and lists would show it.
      const at = others.findIndex((entry) => entry.job.datePosted <= posting.datePosted);
      const postings = at === -1 ? [...others, draft] : others.toSpliced(at, 0, draft);
      const reply = await renderInWorker({ postings }, posting.path);
      if (!reply.ok) throw new Error(`Rendering the preview failed: ${reply.error}`);
      return reply.pages[0]!;
    },
    setLog(next: Log) {
      log = next;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await worker.terminate();
    },
  };
  site.current = await render();
  // Changes made by another process (the command line) or another instance render the site here too.
  const stopWatching = watch
    ? await watchJobChanges(db, () => void site.refresh().catch(() => {}), {
        log: { warn: (obj, msg) => log?.error(obj, msg) },
      })
    : async () => {};
  const close = site.close;
  site.close = async () => {
    await stopWatching();
    await close();
  };
  return site;
}
