import type { FastifyInstance } from "fastify";
import { type SiteSource, siteAnswer, siteSource } from "./page-responses";

/**
 * Serves the rendered site from memory: pages, hashed assets, the staff app's shell, redirects and the 404
 * page. A listening server gives these answers before Fastify (the page lane and the direct responder in
 * page-responses.ts, from the same `siteAnswer`); this route answers what those hand on (a percent-escaped
 * path) and every request made with `inject`.
 */
export async function pageRoutes(app: FastifyInstance, options: { site: SiteSource }) {
  const source = siteSource(options.site);
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: (request, reply) => {
      // One version of the site for the whole answer, even if a new one is swapped in meanwhile.
      const answer = siteAnswer(
        source.current,
        request.url,
        request.headers["accept-encoding"],
        request.headers["if-none-match"],
      );
      reply.code(answer.status).headers(answer.headers);
      return reply.send(request.method === "HEAD" ? undefined : answer.body);
    },
  });
}
