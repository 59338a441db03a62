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

/** An answer from the in-memory site: a 200 with its body, or a 304. */
export interface DirectAnswer {
  status: 200 | 304;
  headers: AnswerHeaders;
  /** Absent for a 304; an answer to HEAD leaves it out. */
  body?: Buffer;
}

/** What the in-memory site answers to a GET or HEAD of `target`, or undefined when it has no such file. */
export function directAnswer(
  site: { readonly current: StaticSite },
  target: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): DirectAnswer | undefined {
  const queryAt = target.indexOf("?");
  const asset = site.current.assets.get(queryAt === -1 ? target : target.slice(0, queryAt));
  if (!asset) return undefined;
  const encoding = negotiate(acceptEncoding, asset);
  if (isNotModified(ifNoneMatch, asset)) return { status: 304, headers: answerHeaders(asset, 304, encoding) };
  return { status: 200, headers: answerHeaders(asset, 200, encoding), body: bodyFor(asset, encoding) };
}

/**
 * Answers GET and HEAD for a file of the site straight from memory, before Fastify's routing, hooks and
 * reply machinery, which cost half the throughput on this hot path. Returns false for everything else (the
 * API, redirects, the 404 page, the staff inbox), which Fastify handles. Answers are byte-for-byte those of
 * the page route in routes/pages.ts. Most page requests never get here: the page lane (page-lane.ts) answers
 * them from the socket; this serves the ones it hands on (HTTP/1.0, a head split across packets).
 */
export function createDirectPageResponder(site: SiteSource) {
  const source = siteSource(site);
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const answer = directAnswer(
      source,
      request.url ?? "",
      request.headers["accept-encoding"],
      request.headers["if-none-match"],
    );
    if (!answer) return false;
    response.writeHead(answer.status, answer.headers);
    // Node leaves the body out of an answer to HEAD itself.
    response.end(answer.body);
    return true;
  };
}
