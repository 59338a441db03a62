import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { answerHeaders, bodyFor, isNotModified, type SiteSource, siteSource } from "../page-responses";
import { type Asset, negotiate } from "../static-site";
import { ADMIN_PATH } from "#schemas/paths";

/**
 * Serves the rendered site from memory: pages, hashed assets, redirects and the 404 page.
 * A listening server answers plain file hits before they reach Fastify (page-responses.ts); this route
 * gives the same answers to everything else, and to every request made with `inject`.
 */
export async function pageRoutes(app: FastifyInstance, options: { site: SiteSource }) {
  const source = siteSource(options.site);
  const send = (request: FastifyRequest, reply: FastifyReply, asset: Asset, status: 200 | 404) => {
    const encoding = negotiate(request.headers["accept-encoding"], asset);
    if (status === 200 && isNotModified(request.headers["if-none-match"], asset)) {
      return reply
        .code(304)
        .headers(answerHeaders(asset, 304, encoding))
        .send();
    }
    reply.code(status).headers(answerHeaders(asset, status, encoding));
    return reply.send(request.method === "HEAD" ? undefined : bodyFor(asset, encoding));
  };

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: (request, reply) => {
      const rawUrl = request.url;
      const queryAt = rawUrl.indexOf("?");
      const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
      const search = queryAt === -1 ? "" : rawUrl.slice(queryAt);
      // One version of the site for the whole answer, even if a new one is swapped in meanwhile.
      const site = source.current;

      const asset = site.assets.get(pathname);
      if (asset) return send(request, reply, asset, 200);

      if (pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)) {
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
