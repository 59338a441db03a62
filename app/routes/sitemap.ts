import { jobs } from "#app/content/jobs/index";
import { pages } from "#app/content/pages";
import { absoluteUrl, site } from "#app/content/site";
import { isJobExpired } from "#app/lib/job-expiry";

export function loader() {
  const entries = [
    ...pages
      .filter((page) => page.priority > 0)
      .map((page) => ({ path: page.path, lastmod: site.contentUpdated, priority: page.priority })),
    // Expired postings stay listed (the pages still answer) but rank below current ones.
    ...jobs.map((job) => ({
      path: job.path,
      lastmod: job.datePosted,
      priority: isJobExpired(job) ? 0.3 : 0.6,
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
