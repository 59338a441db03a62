import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pageCsp, RESOURCE_CSP } from "../security-headers";
import { type Asset, negotiate, type StaticSite } from "../static-site";

/** Serves the prerendered site from memory: pages, hashed assets, redirects and the 404 page. */
export async function pageRoutes(app: FastifyInstance, { site }: { site: StaticSite }) {
  const pageCsps = new Map<Asset, string>();
  const cspFor = (asset: Asset) => {
    let csp = pageCsps.get(asset);
    if (!csp) {
      csp = asset.isHtml ? pageCsp(asset.scriptHashes, asset.styleHashes) : RESOURCE_CSP;
      pageCsps.set(asset, csp);
    }
    return csp;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, asset: Asset, status: number) => {
    const encoding = negotiate(request.headers["accept-encoding"], asset);
    const body = asset.bodies[encoding] ?? asset.bodies.identity!;
    reply.code(status);
    reply.header("content-type", asset.contentType);
    reply.header("cache-control", status === 200 ? asset.cacheControl : "no-store");
    reply.header("vary", "Accept-Encoding");
    reply.header("content-security-policy", cspFor(asset));
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    if (status === 200) {
      reply.header("etag", asset.etag);
      const ifNoneMatch = request.headers["if-none-match"];
      if (ifNoneMatch?.split(/\s*,\s*/).includes(asset.etag)) {
        return reply.code(304).send();
      }
    }
    reply.header("content-length", body.length);
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
