import type { FastifyInstance } from "fastify";
import { z } from "zod/mini";
import { PageAnswerSchema } from "#schemas/api-answers";
import { createJobSearchAnswerer } from "./job-search";
import { type SiteSource, siteAnswer, siteSource } from "./page-responses";

/**
 * Serves the rendered site from memory: pages, hashed assets, the staff app's shell, redirects and the 404
 * page. A listening server gives these answers before Fastify (the page lane and the direct responder in
 * page-responses.ts, from the same `siteAnswer`); this route answers what those hand on (a percent-escaped
 * path) and every request made with `inject`.
 */
export async function pageRoutes(app: FastifyInstance, options: { site: SiteSource }) {
  const source = siteSource(options.site);
  const site = options.site;
  const searchAnswer =
    "renderPage" in site && site.renderPage
      ? createJobSearchAnswerer(
          {
            renderPage: site.renderPage.bind(site),
            get servedKey() {
              return site.servedKey;
            },
          },
          (pathname) => siteAnswer(source.current, pathname, undefined, undefined),
          { log: app.log },
        )
      : undefined;
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    // Any path: the site answers it (a page, a file, a redirect or the 404 page), its body sent as it is.
    schema: { params: z.object({ "*": z.string() }), response: { default: PageAnswerSchema } },
    handler: async (request, reply) => {
      const searched = searchAnswer?.(
        request.url,
        request.headers["accept-encoding"],
        request.headers["if-none-match"],
      );
      // One version of the site for the whole answer, even if a new one is swapped in meanwhile.
      const answer = searched
        ? await searched
        : siteAnswer(
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
