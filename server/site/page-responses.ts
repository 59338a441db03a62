import type { LiveSite } from "./live-site";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  COMMON_SECURITY_HEADERS,
  pageCsp,
  RESOURCE_CSP,
  RESOURCE_SECURITY_HEADERS,
} from "../http/security-headers";
import { type Asset, type Encoding, negotiate, type StaticSite } from "./static-site";
import { ADMIN_PATH } from "#schemas/paths";
import { isJobSearchTarget } from "./job-search";

/** The site to serve: a fixed one, or one whose `current` version is swapped as postings change. */
export type SiteSource =
  | StaticSite
  | {
      readonly current: StaticSite;
      refresh?(): Promise<void>;
      preview?: LiveSite["preview"];
      renderPage?: LiveSite["renderPage"];
      readonly servedKey?: string;
    };

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

const opaqueTag = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag);

/**
 * True when the request's If-None-Match matches the asset's current ETag by the weak comparison RFC 9110
 * (13.1.2) prescribes for it: `W/"x"` matches `"x"`, and `*` matches any current representation.
 */
export function isNotModified(ifNoneMatch: string | undefined, asset: Asset): boolean {
  if (ifNoneMatch === undefined) return false;
  const current = opaqueTag(asset.etag);
  for (const tag of ifNoneMatch.split(",")) {
    const trimmed = tag.trim();
    if (trimmed === "*" || opaqueTag(trimmed) === current) return true;
  }
  return false;
}

/** An answer from the in-memory site: a file, the staff app's shell, a redirect, or the 404 page. */
export interface SiteAnswer {
  status: 200 | 301 | 304 | 404;
  headers: AnswerHeaders;
  /** Absent for a 301 or 304; an answer to HEAD leaves it out. */
  body?: Buffer;
}

const STAFF_SHELL_HEADERS = { "x-robots-tag": "noindex, nofollow" } as const;
const staffShellHeaders = new WeakMap<AnswerHeaders, AnswerHeaders>();
const REDIRECT_HEADERS = RESOURCE_SECURITY_HEADERS;

function fileAnswer(
  asset: Asset,
  status: 200 | 404,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): SiteAnswer {
  const encoding = negotiate(acceptEncoding, asset);
  if (status === 200 && isNotModified(ifNoneMatch, asset)) {
    return { status: 304, headers: answerHeaders(asset, 304, encoding) };
  }
  return { status, headers: answerHeaders(asset, status, encoding), body: bodyFor(asset, encoding) };
}

/**
 * What the site answers to a GET or HEAD of `target` (path and query, as sent): a file of the site, the staff
 * app's shell under /admin, a 301 for an old or trailing-slash address, or else the 404 page. The one
 * implementation behind the page route (routes/pages.ts), the direct responder below and the page lane.
 */
export function siteAnswer(
  site: StaticSite,
  target: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): SiteAnswer {
  const queryAt = target.indexOf("?");
  return answerFor(
    site,
    queryAt === -1 ? target : target.slice(0, queryAt),
    queryAt === -1 ? "" : target.slice(queryAt),
    acceptEncoding,
    ifNoneMatch,
  );
}

function answerFor(
  site: StaticSite,
  pathname: string,
  search: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): SiteAnswer {
  const asset = site.assets.get(pathname);
  if (asset) return fileAnswer(asset, 200, acceptEncoding, ifNoneMatch);

  if (pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)) {
    const answer = fileAnswer(site.spaShell, 200, acceptEncoding, ifNoneMatch);
    let headers = staffShellHeaders.get(answer.headers);
    if (!headers) {
      headers = { ...STAFF_SHELL_HEADERS, ...answer.headers };
      staffShellHeaders.set(answer.headers, headers);
    }
    return { ...answer, headers };
  }

  const redirect = site.manifest.redirects[pathname];
  if (redirect) return redirectAnswer(redirect + search);

  if (pathname.length > 1 && pathname.endsWith("/")) {
    const trimmed = pathname.replace(/\/+$/, "") || "/";
    if (site.assets.has(trimmed) || site.manifest.redirects[trimmed]) {
      return redirectAnswer((site.manifest.redirects[trimmed] ?? trimmed) + search);
    }
  }
  return fileAnswer(site.notFound, 404, acceptEncoding, ifNoneMatch);
}

function redirectAnswer(location: string): SiteAnswer {
  return { status: 301, headers: { location, ...REDIRECT_HEADERS, "content-length": 0 } };
}

/** The site's answer to a GET or HEAD of `target`, or undefined when Fastify is to answer it. */
export type SiteAnswerer = (
  target: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
) => SiteAnswer | undefined;

/**
 * The answers the site gives from memory without Fastify, for the page lane and the direct responder: every
 * GET and HEAD but those whose path belongs to a route of the API (`ownedByRoutes`, worked out from the routes
 * Fastify has) or has a percent-escape (Fastify decodes those, and answers 400 for one that does not decode).
 */
export function siteAnswerer(site: SiteSource, ownedByRoutes: (pathname: string) => boolean): SiteAnswerer {
  const source = siteSource(site);
  // A search of /jobs is rendered on demand, by the page route (pages.routes.ts).
  const searches = "renderPage" in site && site.renderPage !== undefined;
  return (target, acceptEncoding, ifNoneMatch) => {
    if (target.includes("%")) return undefined;
    if (searches && isJobSearchTarget(target)) return undefined;
    const queryAt = target.indexOf("?");
    const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
    if (ownedByRoutes(pathname)) return undefined;
    // One version of the site for the whole answer, even if a new one is swapped in meanwhile.
    const search = queryAt === -1 ? "" : target.slice(queryAt);
    return answerFor(source.current, pathname, search, acceptEncoding, ifNoneMatch);
  };
}

/**
 * Answers GET and HEAD for the site straight from memory, before Fastify's routing, hooks and reply machinery,
 * which cost half the throughput on this hot path. Returns false for everything else (the API, other methods),
 * which Fastify handles. Answers are byte-for-byte those of the page route in routes/pages.ts. Most page
 * requests never get here: the page lane (page-lane.ts) answers them from the socket; this serves the ones it
 * hands on (HTTP/1.0, a head split across packets, a connection that carried an API request).
 */
export function createDirectPageResponder(answerer: SiteAnswerer) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const answer = answerer(
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
