import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { RenderedPage } from "./render-protocol";

/**
 * What the site answers besides its files: the origin it renders for, when the pages were rendered, the
 * old addresses that answer 301, and each page's CSP hashes.
 */
export const BuildManifestSchema = z.object({
  siteUrl: z.string(),
  builtAt: z.string(),
  redirects: z.record(z.string(), z.string()),
  /** Per page path: the sha256 sources of the inline scripts of the page as rendered. */
  scriptHashes: z.record(z.string(), z.array(z.string())),
  /** Per page path: the sha256 sources of its inline <style> elements. */
  styleHashes: z.record(z.string(), z.array(z.string())),
});
export type BuildManifest = z.infer<typeof BuildManifestSchema>;

export type Encoding = "br" | "gzip" | "identity";

export interface Asset {
  contentType: string;
  cacheControl: string;
  etag: string;
  isHtml: boolean;
  /** sha256 sources of inline scripts and styles, for HTML pages. */
  scriptHashes: string[];
  styleHashes: string[];
  bodies: Partial<Record<Encoding, Buffer>>;
}

export interface StaticSite {
  manifest: BuildManifest;
  /** By URL path: "/", "/faq", "/assets/app-abc.js", "/sitemap.xml" … */
  assets: Map<string, Asset>;
  notFound: Asset;
  /** The client-rendered shell for routes that are not prerendered (the staff inbox). */
  spaShell: Asset;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".data": "text/x-script; charset=utf-8",
};

const HTML_CACHE = "public, max-age=0, must-revalidate";
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
const SHORT_CACHE = "public, max-age=3600, must-revalidate";

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function urlPathFor(relative: string): string {
  const posix = relative.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
}

export function etagOf(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** A rendered page (or feed) as the site serves it. */
export function pageAsset(
  contentType: string,
  bodies: Asset["bodies"] & { identity: Buffer },
  hashes: { scriptHashes: string[]; styleHashes: string[] } = { scriptHashes: [], styleHashes: [] },
): Asset {
  const isHtml = contentType.startsWith("text/html");
  return {
    contentType,
    cacheControl: HTML_CACHE,
    etag: etagOf(bodies.identity),
    isHtml,
    scriptHashes: isHtml ? hashes.scriptHashes : [],
    styleHashes: isHtml ? hashes.styleHashes : [],
    bodies,
  };
}

/** A page the render worker sent back (its bodies as views of the transferred bytes) as the site serves it. */
export function renderedPageAsset(page: RenderedPage): Asset {
  const buffer = (bytes: Uint8Array | undefined) =>
    bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
  return pageAsset(
    page.contentType,
    { identity: buffer(page.identity)!, br: buffer(page.br), gzip: buffer(page.gzip) },
    page,
  );
}

/**
 * Reads the build's browser files (scripts, styles, icons, public files) and their precompressed
 * variants into memory. Pages are not files: the server renders them (server/site/).
 */
export function loadBuildFiles(buildDir: string): Map<string, Asset> {
  const clientDir = path.join(buildDir, "client");
  if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
    throw new Error(`No build found at ${buildDir}: run "npm run build" first`);
  }
  const assets = new Map<string, Asset>();
  for (const file of walk(clientDir)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const relative = path.relative(clientDir, file);
    const ext = path.extname(file);
    const urlPath = urlPathFor(relative);
    const body = fs.readFileSync(file);
    const bodies: Asset["bodies"] = { identity: body };
    if (fs.existsSync(`${file}.br`)) bodies.br = fs.readFileSync(`${file}.br`);
    if (fs.existsSync(`${file}.gz`)) bodies.gzip = fs.readFileSync(`${file}.gz`);
    const hashed = relative.startsWith(`assets${path.sep}`);
    assets.set(urlPath, {
      contentType: contentTypes[ext] ?? "application/octet-stream",
      cacheControl: hashed ? IMMUTABLE_CACHE : SHORT_CACHE,
      etag: etagOf(body),
      isHtml: false,
      scriptHashes: [],
      styleHashes: [],
      bodies,
    });
  }
  return assets;
}

/** Picks the smallest encoding the client accepts. */
export function negotiate(acceptEncoding: string | undefined, asset: Asset): Encoding {
  if (!acceptEncoding) return "identity";
  if (asset.bodies.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (asset.bodies.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return "identity";
}
