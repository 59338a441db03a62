import { data } from "react-router";
import type { PageRecord } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";

/*
 * For the route modules that serve several guides alike (one per layout; routes.ts gives each guide's address
 * its own route id, so each page keeps its own data and script entry).
 */

/**
 * The guide a request is for, among those the module serves. Called from loaders only, which run on the
 * server: the guides' words reach the browser with the page (its HTML and the data it hydrates from), not in
 * the route's script as well.
 */
export function guideAt<G extends { path: string }>(guides: readonly G[], request: Request): G {
  const { pathname } = new URL(request.url);
  const guide = guides.find((candidate) => candidate.path === pathname);
  if (!guide) throw data(null, { status: 404 });
  return guide;
}

/** A guide's page record (its meta tags and the description its JSON-LD gives), among the module's pages. */
export function guidePage(pages: readonly PageRecord[], guide: { path: string }): PageRecord {
  const page = pages.find((candidate) => candidate.path === guide.path);
  if (!page) throw new Error(`No page record for ${guide.path}`);
  return page;
}

/** The `meta` export of such a module: each guide's tags come from its page record. */
export function guideMeta(pages: readonly PageRecord[]) {
  return ({ loaderData }: { loaderData: { guide: { path: string } } }) =>
    seoMeta(guidePage(pages, loaderData.guide));
}

/** The `loader` export of such a module when its pages need nothing but the guide. */
export function guideLoader<G extends { path: string }>(guides: readonly G[]) {
  return ({ request }: { request: Request }) => ({ guide: guideAt(guides, request) });
}
