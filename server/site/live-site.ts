import { createHash } from "node:crypto";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { type JobBoard, jobsPageCount, jobsPagePath, type PublicPostingState } from "#schemas/job-board";
import type { JobPosting } from "#schemas/job-posting";
import { dayOf } from "#schemas/job-lifecycle";
import type { Db } from "../db/connect";
import { type Asset, loadBuildFiles, renderedPageAsset, type StaticSite } from "./static-site";
import { type BoardSnapshot, type BoardSource, loadBoard } from "./board";
import { watchJobChanges } from "../db/change-watch";
import type {
  PageRenderRequest,
  RenderedFirst,
  RenderedPage,
  RenderReply,
  RenderRequest,
  RenderWorkerData,
} from "./render-protocol";
import { ADMIN_PATH } from "#schemas/paths";

/** The site currently served; `current` is replaced whole, never edited, so a request sees one version. */
export interface SiteSource {
  readonly current: StaticSite;
}

export interface LiveSite extends SiteSource {
  /**
   * Reads the postings again; resolves once the site served shows them as read after the call. Renders only
   * when their public side differs from what is served or being rendered.
   */
  refresh(): Promise<void>;
  /** Figures of the last render served, for logs and the bench. */
  readonly lastRender: { renderMs: number; pages: number; compressed: number } | undefined;
  /**
   * Renders started, served whole, and abandoned for a newer board since the start; and how many served
   * the pages their change touched (the posting's page, /jobs, the sitemap, the feed) ahead of the rest.
   */
  readonly renders: { started: number; served: number; superseded: number; servedFirst: number };
  /**
   * The public page of an unsaved posting as it would be served in `state`, among the postings as they
   * are now (the saved version at `replacesPath` left out), rendered by the same worker as the site.
   */
  preview(posting: JobPosting, options?: PreviewOptions): Promise<RenderedPage>;
  /**
   * One page of the site served, rendered on demand with its query (a search of /jobs), with the key of
   * the board it shows; undefined before the first render is served.
   */
  renderPage(target: string): Promise<{ page: RenderedPage; boardKey: string } | undefined>;
  /** The key of the board the /jobs served shows (what an on-demand page's cache is keyed by). */
  readonly servedKey: string | undefined;
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
  /** The postings the site shows (the job board's: `readBoardPostings` of server/jobs/board-source.ts). */
  postings: BoardSource;
  buildDir: string;
  siteUrl: string;
  log?: Log;
  clock?: () => number;
  /** Follow changes made by other processes and instances (default true). */
  watch?: boolean;
  /**
   * The render thread's nice value (RENDER_NICENESS; default 10, below page requests). The tests render at
   * 0: beside a browser and other test processes a nice thread waits behind all of them.
   */
  niceness?: number;
  /**
   * A render thread to render on (`startRenderThread`, for the same build, address and nice value), left
   * running when the site closes; by default the site starts one of its own and stops it on close.
   */
  thread?: RenderThread;
}

/**
 * The build's server bundle loaded in a worker thread, rendering pages for one site address. One site at a
 * time renders on it; a thread a site was given outlives the site, for the next one (the tests start many
 * sites one after another, and loading the bundle took about 1.4 s and 2 CPU-seconds of each start).
 */
export interface RenderThread {
  readonly buildDir: string;
  readonly siteUrl: string;
  readonly niceness: number;
  readonly worker: Worker;
  /** One Int32: the id of the full render still wanted (render-protocol.ts). */
  readonly wanted: Int32Array;
  /** The error that stopped the thread, if one did: such a thread renders nothing more. */
  readonly error: Error | undefined;
  close(): Promise<void>;
}

export async function startRenderThread({
  buildDir,
  siteUrl,
  niceness = 10,
}: Pick<LiveSiteOptions, "buildDir" | "siteUrl" | "niceness">): Promise<RenderThread> {
  const latestRender = new SharedArrayBuffer(4);
  const worker = new Worker(new URL("./worker-entry.mjs", import.meta.url), {
    workerData: {
      entry: new URL("./render-worker.ts", import.meta.url).href,
      buildDir: path.resolve(buildDir),
      latestRender,
      niceness,
    } satisfies RenderWorkerData,
    // React's development build renders several times slower: pages are always rendered for production.
    env: { ...process.env, NODE_ENV: "production", SITE_URL: siteUrl },
  });
  worker.unref();
  let error: Error | undefined;
  worker.on("error", (reason) => {
    error = reason;
  });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (typeof message !== "object" || message === null || !("ready" in message)) return;
      worker.off("message", onMessage);
      worker.off("error", reject);
      resolve();
    };
    worker.on("message", onMessage);
    worker.once("error", reject);
  });
  return {
    buildDir: path.resolve(buildDir),
    siteUrl,
    niceness,
    worker,
    wanted: new Int32Array(latestRender),
    get error() {
      return error;
    },
    async close() {
      await worker.terminate();
    },
  };
}

// Request ids are unique in the process, not per site: a thread that outlived a site may still answer one
// of its requests, which no later site's request may be taken for.
let nextId = 1;

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The pages a change from `before` to `after` touches directly: the postings that are new or changed, the
 * lists of /jobs, the sitemap and the feeds (every page also carries the jobs menu: those follow with the
 * rest), and the pages of postings and list pages that are gone.
 */
export function touchedBy(
  before: BoardSnapshot,
  after: BoardSnapshot,
): { first: string[]; gone: string[] } | undefined {
  const old = new Map(before.board.postings.map((entry) => [entry.job.path, JSON.stringify(entry)]));
  const changed = after.board.postings
    .filter((entry) => old.get(entry.job.path) !== JSON.stringify(entry))
    .map((entry) => entry.job.path);
  const paths = new Set(after.board.postings.map((entry) => entry.job.path));
  const listPages = (board: JobBoard) =>
    Array.from({ length: jobsPageCount(board) - 1 }, (_, index) => jobsPagePath(index + 2));
  const lists = listPages(after.board);
  const gone = [
    ...[...old.keys()].filter((path) => !paths.has(path)),
    ...listPages(before.board).filter((path) => !lists.includes(path)),
  ];
  if (changed.length === 0 && gone.length === 0) return undefined;
  return { first: [...changed, "/jobs", ...lists, "/sitemap.xml", "/jobs.xml", "/feeds/indeed.xml"], gone };
}

/** Names the public side of the board: two snapshots with the same key render the same site. */
function publicKey({ board, redirects }: BoardSnapshot): string {
  return createHash("sha256").update(JSON.stringify({ board, redirects })).digest("base64");
}

/**
 * Renders the site from the build's server bundle and the postings in a worker thread, at start-up and
 * on every refresh (a change, or the moment a posting goes live or expires), and swaps the result in
 * whole. Requests never wait for a render: they read whichever site is current.
 */
export async function startLiveSite({
  db,
  postings: postingSource,
  buildDir,
  siteUrl,
  log: initialLog,
  clock = Date.now,
  watch = true,
  niceness = 10,
  thread: givenThread,
}: LiveSiteOptions): Promise<LiveSite> {
  let log = initialLog;
  const files = loadBuildFiles(buildDir);
  if (
    givenThread &&
    (givenThread.buildDir !== path.resolve(buildDir) ||
      givenThread.siteUrl !== siteUrl ||
      givenThread.niceness !== niceness)
  ) {
    throw new Error("The render thread given renders another build, address or priority");
  }
  const thread = givenThread ?? (await startRenderThread({ buildDir, siteUrl, niceness }));
  const { worker } = thread;
  const waiting = new Map<
    number,
    { resolve(reply: RenderReply): void; reject(error: Error): void; first?(pages: RenderedPage[]): void }
  >();
  let workerError: Error | undefined = thread.error;
  const onMessage = (message: RenderReply | RenderedFirst) => {
    if ("first" in message) return waiting.get(message.id)?.first?.(message.pages);
    waiting.get(message.id)?.resolve(message);
    waiting.delete(message.id);
  };
  const onError = (error: Error) => {
    workerError = error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  worker.on("message", onMessage);
  worker.on("error", onError);

  // The id of the one full render the site still wants; the worker abandons any other between pages.
  const { wanted } = thread;
  const renderInWorker = (
    id: number,
    board: JobBoard,
    {
      only,
      first,
      onFirst,
      boardKey,
    }: { only?: string; first?: string[]; onFirst?(pages: RenderedPage[]): void; boardKey?: string } = {},
  ) =>
    new Promise<RenderReply>((resolve, reject) => {
      if (workerError) return reject(workerError);
      waiting.set(id, { resolve, reject, first: onFirst });
      if (!only) Atomics.store(wanted, 0, id);
      worker.postMessage({ id, board, only, first, boardKey } satisfies RenderRequest);
    });
  const renderPageInWorker = (request: Omit<PageRenderRequest, "id">) =>
    new Promise<RenderReply>((resolve, reject) => {
      if (workerError) return reject(workerError);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } satisfies PageRenderRequest);
    });

  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let lastRender: LiveSite["lastRender"];
  const renders = { started: 0, served: 0, superseded: 0, servedFirst: 0 };

  function addPage(
    page: RenderedPage,
    assets: Map<string, Asset>,
    scriptHashes: Record<string, string[]>,
    styleHashes: Record<string, string[]>,
  ) {
    const asset = renderedPageAsset(page);
    if (page.path !== "/404" && page.path !== ADMIN_PATH) {
      if (page.status !== 200) throw new Error(`Rendering ${page.path} answered ${page.status}`);
      assets.set(page.path, asset);
    }
    if (asset.isHtml) {
      scriptHashes[page.path] = asset.scriptHashes;
      styleHashes[page.path] = asset.styleHashes;
    }
    return asset;
  }

  function siteFrom(
    reply: Extract<RenderReply, { ok: true }>,
    snapshot: BoardSnapshot,
    now: number,
  ): StaticSite {
    const assets = new Map(files);
    const scriptHashes: Record<string, string[]> = {};
    const styleHashes: Record<string, string[]> = {};
    let notFound: Asset | undefined;
    let spaShell: Asset | undefined;
    for (const page of reply.pages) {
      const asset = addPage(page, assets, scriptHashes, styleHashes);
      if (page.path === "/404") notFound = asset;
      else if (page.path === ADMIN_PATH) spaShell = asset;
    }
    if (!notFound || !spaShell) throw new Error("The render has no not-found page or inbox shell");
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

  /** The site last served whole, with the pages a change touches (rendered first) in place of its own. */
  function withFirstPages(
    base: StaticSite,
    pages: RenderedPage[],
    gone: string[],
    snapshot: BoardSnapshot,
  ): StaticSite {
    const assets = new Map(base.assets);
    const scriptHashes = { ...base.manifest.scriptHashes };
    const styleHashes = { ...base.manifest.styleHashes };
    for (const path of gone.flatMap((path) => [path, `${path}.data`])) {
      assets.delete(path);
      delete scriptHashes[path];
      delete styleHashes[path];
    }
    for (const page of pages) addPage(page, assets, scriptHashes, styleHashes);
    return {
      ...base,
      manifest: { ...base.manifest, redirects: snapshot.redirects, scriptHashes, styleHashes },
      assets,
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

  /**
   * What the site shows is decided by the public board alone (drafts, scheduled postings before their time
   * and revisions of drafts are not on it): a change that leaves it as served, or as being rendered, renders
   * nothing. A newer public board supersedes a render under way (the worker abandons it at the next page),
   * except a render that itself superseded one: that one finishes first, so a stream of changes cannot keep
   * every render from being served.
   */
  interface Target {
    key: string;
    snapshot: BoardSnapshot;
    now: number;
  }
  interface InFlight extends Target {
    id: number;
    superseding: boolean;
  }
  let servedKey: string | undefined;
  // The board of the /jobs served (a change's first pages come before the rest): what a search shows.
  let shown: { key: string; board: JobBoard } | undefined;
  let served: { site: StaticSite; snapshot: BoardSnapshot } | undefined;
  let inFlight: InFlight | undefined;
  let queued: Target | undefined;
  let loads = 0;
  let decided = 0;
  let settled: { promise: Promise<void>; resolve(): void; reject(error: unknown): void } | undefined;

  const whenSettled = () => {
    if (!settled) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      // Nobody may be waiting (a change seen by the watch): a failure is logged, never unhandled.
      promise.catch(() => {});
      settled = { promise, resolve, reject };
    }
    return settled.promise;
  };
  const settle = (error?: unknown) => {
    const current = settled;
    settled = undefined;
    if (error === undefined) current?.resolve();
    else current?.reject(error);
  };

  function start(target: Target, superseding: boolean) {
    const started = performance.now();
    renders.started++;
    const job: InFlight = { ...target, id: nextId++, superseding };
    inFlight = job;
    const base = served;
    const touched = base && touchedBy(base.snapshot, target.snapshot);
    const onFirst = (pages: RenderedPage[]) => {
      if (inFlight?.id !== job.id || !base || !touched) return;
      try {
        site.current = withFirstPages(base.site, pages, touched.gone, target.snapshot);
        shown = { key: target.key, board: target.snapshot.board };
        renders.servedFirst++;
      } catch (error) {
        log?.error({ err: error }, "serving the changed pages first failed; they follow with the rest");
      }
    };
    renderInWorker(job.id, target.snapshot.board, {
      first: touched?.first,
      onFirst,
      boardKey: target.key,
    }).then(
      (reply) => finish(job, reply, started),
      (error: unknown) => finish(job, { id: job.id, ok: false, error: String(error) }, started),
    );
  }

  function finish(job: InFlight, reply: RenderReply, started: number) {
    if (inFlight?.id !== job.id) return;
    inFlight = undefined;
    let failure: unknown;
    if (reply.ok) {
      try {
        site.current = siteFrom(reply, job.snapshot, job.now);
        served = { site: site.current, snapshot: job.snapshot };
        servedKey = job.key;
        shown = { key: job.key, board: job.snapshot.board };
        renders.served++;
        lastRender = { renderMs: reply.renderMs, pages: reply.pages.length, compressed: reply.compressed };
        log?.info({ ms: Math.round(performance.now() - started), ...lastRender }, "site rendered");
      } catch (error) {
        failure = error;
      }
    } else {
      failure = new Error(`Rendering the site failed: ${reply.error}`);
    }
    if (failure !== undefined) {
      log?.error({ err: failure }, "rendering the site failed; the previous version stays served");
    }
    const next = queued;
    queued = undefined;
    if (next && next.key !== servedKey && !closed) return start(next, false);
    settle(failure);
  }

  function decide(target: Target) {
    schedule(target.snapshot.nextChange, target.now);
    if (inFlight) {
      if (inFlight.key === target.key) {
        queued = undefined;
      } else if (inFlight.superseding) {
        queued = target;
      } else if (target.key === servedKey) {
        // The change was undone before its render was served: nothing to render.
        Atomics.store(wanted, 0, 0);
        inFlight = undefined;
        if (served) {
          site.current = served.site;
          shown = { key: servedKey, board: served.snapshot.board };
        }
        renders.superseded++;
        settle();
      } else {
        renders.superseded++;
        start(target, true);
      }
    } else if (target.key === servedKey) {
      settle();
    } else {
      start(target, false);
    }
  }

  const site = {
    current: undefined as unknown as StaticSite,
    get lastRender() {
      return lastRender;
    },
    get renders() {
      return { ...renders };
    },
    async refresh(): Promise<void> {
      if (closed) return;
      const load = ++loads;
      const now = clock();
      const snapshot = await loadBoard(db, postingSource, now);
      if (closed) return;
      // A board read after this one was already decided on: what it renders covers this call too.
      if (load <= decided) return inFlight ? whenSettled() : undefined;
      decided = load;
      const waited = whenSettled();
      decide({ key: publicKey(snapshot), snapshot, now });
      return waited;
    },
    async preview(posting: JobPosting, { state = "open", replacesPath }: PreviewOptions = {}) {
      const now = clock();
      const { board } = await loadBoard(db, postingSource, now);
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
      const reply = await renderInWorker(nextId++, { postings }, { only: posting.path });
      if (!reply.ok) throw new Error(`Rendering the preview failed: ${reply.error}`);
      return reply.pages[0]!;
    },
    get servedKey() {
      return shown?.key;
    },
    async renderPage(target: string) {
      const from = shown;
      if (!from) return undefined;
      const boardKey = from.key;
      // The worker keeps the boards of its latest renders: the board travels only when it has let it go.
      let reply = await renderPageInWorker({ page: target, boardKey });
      if (!reply.ok && reply.unknownBoard) {
        reply = await renderPageInWorker({ page: target, boardKey, board: from.board });
      }
      if (!reply.ok) throw new Error(`Rendering ${target.split("?")[0]} failed: ${reply.error}`);
      return { page: reply.pages[0]!, boardKey };
    },
    setLog(next: Log) {
      log = next;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      settle();
      // A render under way stops at its next page; what the thread still answers goes to no one.
      Atomics.store(wanted, 0, 0);
      worker.off("message", onMessage);
      worker.off("error", onError);
      if (!givenThread) await thread.close();
    },
  };
  await site.refresh();
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
