import { pages } from "#app/content/pages";
import { absoluteUrl, site } from "#app/content/site";
import { jobBoardFrom } from "#app/lib/job-board";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  const entries = [
    ...pages
      .filter((page) => page.priority > 0)
      .map((page) => ({ path: page.path, lastmod: site.contentUpdated, priority: page.priority })),
    // Expired and filled postings stay listed (their pages still answer) but rank below open ones.
    ...jobBoardFrom(context).postings.map(({ job, state, updated }) => ({
      path: job.path,
      lastmod: updated,
      priority: state === "open" ? 0.6 : 0.3,
    })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries
  .map(
    (e) =>
      `  <url><loc>${absoluteUrl(e.path)}</loc><lastmod>${e.lastmod}</lastmod><priority>${e.priority.toFixed(1)}</priority></url>`,
  )
  .join("\n")}
</urlset>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
