import type { LiveSite } from "./site/live-site";
import type { IncomingMessage, ServerResponse } from "node:http";
import { COMMON_SECURITY_HEADERS, pageCsp, RESOURCE_CSP } from "./security-headers";
import { type Asset, type Encoding, negotiate, type StaticSite } from "./static-site";

/** The site to serve: a fixed one, or one whose `current` version is swapped as postings change. */
export type SiteSource =
  | StaticSite
  | { readonly current: StaticSite; refresh?(): Promise<void>; preview?: LiveSite["preview"] };

export function siteSource(site: SiteSource): { readonly current: StaticSite } {
  return "current" in site ? site : { current: site };
}

export type AnswerHeaders = Readonly<Record<string, string | number>>;

/** The asset's body in the chosen encoding (identity when the build made no such variant). */
export function bodyFor(asset: Asset, encoding: Encoding): Buffer {
  return asset.bodies[encoding] ?? asset.bodies.identity!;
}

const headerCache = new WeakMap<Asset, Map<string, AnswerHeaders>>();

/**
 * Every header of an answer from the in-memory site (200, 304 or 404), worked out once per asset,
 * status and encoding and shared by the Fastify page route and the direct path below.
 */
export function answerHeaders(asset: Asset, status: 200 | 304 | 404, encoding: Encoding): AnswerHeaders {
  let byKind = headerCache.get(asset);
  if (!byKind) {
    byKind = new Map();
    headerCache.set(asset, byKind);
  }
  const key = `${status}:${encoding}`;
  let headers = byKind.get(key);
  if (!headers) {
    if (status === 304) {
      // A 304 repeats the 200's headers but carries no body, so no Content-Length.
      const { "content-length": _length, ...rest } = answerHeaders(asset, 200, encoding);
      headers = rest;
    } else {
      headers = {
        ...COMMON_SECURITY_HEADERS,
        "content-type": asset.contentType,
        "cache-control": status === 200 ? asset.cacheControl : "no-store",
        vary: "Accept-Encoding",
        "content-security-policy": asset.isHtml
          ? pageCsp(asset.scriptHashes, asset.styleHashes)
          : RESOURCE_CSP,
        ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
        ...(status === 200 ? { etag: asset.etag } : {}),
        "content-length": bodyFor(asset, encoding).length,
      };
    }
    byKind.set(key, headers);
  }
  return headers;
}

/** True when the request's If-None-Match names the asset's current ETag. */
export function isNotModified(ifNoneMatch: string | undefined, asset: Asset): boolean {
  return ifNoneMatch?.split(/\s*,\s*/).includes(asset.etag) === true;
}

/**
 * Answers GET and HEAD for a file of the prerendered site straight from memory, before Fastify's
 * routing, hooks and reply machinery, which cost half the throughput on this hot path. Returns false
 * for everything else (the API, redirects, the 404 page, the staff inbox), which Fastify handles.
 * Answers are byte-for-byte those of the page route in routes/pages.ts.
 */
export function createDirectPageResponder(site: SiteSource) {
  const source = siteSource(site);
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = request.url ?? "";
    const queryAt = url.indexOf("?");
    const asset = source.current.assets.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (!asset) return false;
    const encoding = negotiate(request.headers["accept-encoding"], asset);
    if (isNotModified(request.headers["if-none-match"], asset)) {
      response.writeHead(304, answerHeaders(asset, 304, encoding));
      response.end();
      return true;
    }
    response.writeHead(200, answerHeaders(asset, 200, encoding));
    // Node leaves the body out of an answer to HEAD itself.
    response.end(bodyFor(asset, encoding));
    return true;
  };
}
