import type { IncomingMessage, ServerResponse } from "node:http";
import { COMMON_SECURITY_HEADERS, pageCsp, RESOURCE_CSP } from "./security-headers";
import { type Asset, type Encoding, negotiate, type StaticSite } from "./static-site";

export type AnswerHeaders = Readonly<Record<string, string | number>>;

/**
 * Every header of an answer from the in-memory site, worked out once per asset, status and encoding:
 * the same for the Fastify route and the direct path below.
 */
export function createHeaderCache() {
  const cache = new Map<Asset, Map<string, AnswerHeaders>>();
  return (asset: Asset, status: number, encoding: Encoding): AnswerHeaders => {
    let byKind = cache.get(asset);
    if (!byKind) {
      byKind = new Map();
      cache.set(asset, byKind);
    }
    const key = `${status}:${encoding}`;
    let headers = byKind.get(key);
    if (!headers) {
      const body = asset.bodies[encoding] ?? asset.bodies.identity!;
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
        "content-length": body.length,
      };
      byKind.set(key, headers);
    }
    return headers;
  };
}

/** True when the request's If-None-Match names the asset's current ETag. */
export function isNotModified(ifNoneMatch: string | undefined, asset: Asset): boolean {
  return ifNoneMatch?.split(/\s*,\s*/).includes(asset.etag) === true;
}

/** The header list without Content-Length, for a 304. */
function withoutLength(headers: AnswerHeaders): AnswerHeaders {
  const { "content-length": _length, ...rest } = headers;
  return rest;
}

/**
 * Answers GET and HEAD for a file of the prerendered site straight from memory, before Fastify's
 * routing, hooks and reply machinery, which cost half the throughput on this hot path. Returns false
 * for everything else (the API, redirects, the 404 page, the staff inbox), which Fastify handles.
 * Answers are byte-for-byte those of the page route in routes/pages.ts.
 */
export function createDirectPageResponder(site: StaticSite) {
  const headersFor = createHeaderCache();
  const notModified = new Map<AnswerHeaders, AnswerHeaders>();
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = request.url ?? "";
    const queryAt = url.indexOf("?");
    const asset = site.assets.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (!asset) return false;
    const encoding = negotiate(request.headers["accept-encoding"], asset);
    const headers = headersFor(asset, 200, encoding);
    if (isNotModified(request.headers["if-none-match"], asset)) {
      let short = notModified.get(headers);
      if (!short) {
        short = withoutLength(headers);
        notModified.set(headers, short);
      }
      response.writeHead(304, short);
      response.end();
      return true;
    }
    response.writeHead(200, headers);
    // Node leaves the body out of an answer to HEAD itself.
    response.end(asset.bodies[encoding] ?? asset.bodies.identity);
    return true;
  };
}
