import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { COMMON_SECURITY_HEADERS, pageCsp, RESOURCE_CSP } from "../security-headers";
import { type Asset, type Encoding, negotiate, type StaticSite } from "../static-site";

/** Serves the prerendered site from memory: pages, hashed assets, redirects and the 404 page. */
export async function pageRoutes(app: FastifyInstance, { site }: { site: StaticSite }) {
  // Every header of an answer, worked out once per asset, status and encoding.
  const headerCache = new Map<Asset, Map<string, Record<string, string | number>>>();
  const headersFor = (asset: Asset, status: number, encoding: Encoding, length: number) => {
    let byKind = headerCache.get(asset);
    if (!byKind) {
      byKind = new Map();
      headerCache.set(asset, byKind);
    }
    const key = `${status}:${encoding}`;
    let headers = byKind.get(key);
    if (!headers) {
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
        "content-length": length,
      };
      byKind.set(key, headers);
    }
    return headers;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, asset: Asset, status: number) => {
    const encoding = negotiate(request.headers["accept-encoding"], asset);
    const body = asset.bodies[encoding] ?? asset.bodies.identity!;
    reply.code(status).headers(headersFor(asset, status, encoding, body.length));
    if (status === 200) {
      const ifNoneMatch = request.headers["if-none-match"];
      if (ifNoneMatch?.split(/\s*,\s*/).includes(asset.etag)) {
        reply.removeHeader("content-length");
        return reply.code(304).send();
      }
    }
    return reply.send(request.method === "HEAD" ? undefined : body);
  };

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: (request, reply) => {
      const rawUrl = request.url;
      const queryAt = rawUrl.indexOf("?");
      const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
      const search = queryAt === -1 ? "" : rawUrl.slice(queryAt);

      const asset = site.assets.get(pathname);
      if (asset) return send(request, reply, asset, 200);

      if (pathname === "/admin" || pathname.startsWith("/admin/")) {
        reply.header("x-robots-tag", "noindex, nofollow");
        return send(request, reply, site.spaShell, 200);
      }

      const redirect = site.manifest.redirects[pathname];
      if (redirect) return reply.redirect(redirect + search, 301);

      if (pathname.length > 1 && pathname.endsWith("/")) {
        const trimmed = pathname.replace(/\/+$/, "") || "/";
        if (site.assets.has(trimmed) || site.manifest.redirects[trimmed]) {
          return reply.redirect((site.manifest.redirects[trimmed] ?? trimmed) + search, 301);
        }
      }
      return send(request, reply, site.notFound, 404);
    },
  });
}
