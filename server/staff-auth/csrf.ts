import type { FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * A state-changing request must come from a page of this site: its Origin is the configured SITE_URL.
 * The request's own Host is never the yardstick, since whoever sends the request also chooses it. A
 * missing or "null" Origin is refused, and so is any request the browser labels as cross-site.
 */
export function isSameOriginRequest(request: FastifyRequest, siteUrl: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string" && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = request.headers.origin;
  if (typeof origin !== "string" || origin === "" || origin === "null") return false;
  return origin === siteUrl;
}
