import type { JobBoard } from "#schemas/job-board";

export interface RenderRequest {
  id: number;
  board: JobBoard;
  /** The site's key for the board, under which the worker keeps it for on-demand pages. */
  boardKey?: string;
  /** Render only this page (a preview), uncompressed, instead of the whole site. */
  only?: string;
  /**
   * Pages the change touches: rendered before the rest and sent ahead (with their `.data`) in a
   * `RenderedFirst` message, so they can be served while the other pages render.
   */
  first?: string[];
}

/**
 * One page rendered on demand (a search of /jobs) from a board the worker keeps by key: the board is sent
 * only when the worker may not have it, and the worker answers `unknownBoard` when it has not.
 */
export interface PageRenderRequest {
  id: number;
  /** Path and query, e.g. "/jobs?q=wound+care" or "/jobs.data?q=wound+care". */
  page: string;
  boardKey: string;
  board?: JobBoard;
}

export interface RenderedFirst {
  id: number;
  first: true;
  pages: RenderedPage[];
}

export interface RenderedPage {
  /** URL path the page answers: "/", "/faq", "/faq.data", "/sitemap.xml", "/404", "/admin" … */
  path: string;
  status: number;
  contentType: string;
  identity: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
  scriptHashes: string[];
  styleHashes: string[];
}

export type RenderReply =
  | { id: number; ok: true; pages: RenderedPage[]; renderMs: number; compressed: number }
  | { id: number; ok: false; error: string; superseded?: true; unknownBoard?: true };

export interface RenderWorkerData {
  entry: string;
  buildDir: string;
  /** One Int32: the id of the full render still wanted; any other full render stops between pages. */
  latestRender: SharedArrayBuffer;
  /** The render thread's nice value (0: the server's own priority). */
  niceness: number;
}
