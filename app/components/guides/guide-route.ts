import { data } from "react-router";
import type { PageRecord } from "#app/content/pages";

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
