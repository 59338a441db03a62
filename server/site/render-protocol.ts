import type { JobBoard } from "#schemas/job-board";

export interface RenderRequest {
  id: number;
  board: JobBoard;
  /** Render only this page (a preview), uncompressed, instead of the whole site. */
  only?: string;
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
  | { id: number; ok: false; error: string; superseded?: true };

export interface RenderWorkerData {
  entry: string;
  buildDir: string;
  /** One Int32: the id of the full render still wanted; any other full render stops between pages. */
  latestRender: SharedArrayBuffer;
}
