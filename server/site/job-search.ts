import { isJobSearch, type JobSearch, jobSearchQuery, parseJobSearch } from "#schemas/job-search";
import type { LiveSite, Log } from "./live-site";
import { type AnswerHeaders, answerHeaders, bodyFor, isNotModified, type SiteAnswer } from "./page-responses";
import { type Asset, negotiate, renderedPageAsset } from "./static-site";

/** The pages a search renders: `/jobs` itself and its single-fetch twin, which a client navigation reads. */
const SEARCH_PAGES = new Set(["/jobs", "/jobs.data"]);

/** Searches kept rendered, per board: the most asked ones stay, the longest unasked go first. */
export const SEARCH_CACHE_SIZE = 200;

/**
 * The search a request for `/jobs` asks for, or undefined when it asks for none (no query, or only
 * parameters a search does not read, or values no posting could have): that request gets `/jobs` as
 * rendered for everyone. Never throws, whatever the query holds.
 */
export function jobSearchOf(pathname: string, query: string): JobSearch | undefined {
  if (!SEARCH_PAGES.has(pathname) || query.length < 2) return undefined;
  const search = parseJobSearch(new URLSearchParams(query));
  return isJobSearch(search) ? search : undefined;
}

/** True for a request the site answers with a search rendered on demand rather than from memory. */
export function isJobSearchTarget(target: string): boolean {
  const queryAt = target.indexOf("?");
  if (queryAt === -1) return false;
  return jobSearchOf(target.slice(0, queryAt), target.slice(queryAt)) !== undefined;
}

export type JobSearchAnswerer = (
  target: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
) => Promise<SiteAnswer> | undefined;

const SEARCH_HEADERS = { "x-robots-tag": "noindex" } as const;

/**
 * Answers a search of `/jobs` (`?q=…&role=…&state=…&schedule=…`): the query is read into one normal form
 * (unknown values dropped, the keyword cleaned and cut to 100 characters), and `/jobs` (or its `.data`) is
 * rendered for it by the site's render worker from the board it serves, where the page's loader picks and
 * orders the matches. Renders are kept in a bounded LRU cache keyed by the board and the normal form; a
 * change of the board leaves the old ones unused until they are pushed out. Returns undefined for a request
 * that is not a search. A failed render answers `/jobs` as rendered for everyone: a search never gets a 5xx.
 */
export function createJobSearchAnswerer(
  site: Pick<LiveSite, "renderPage" | "servedKey">,
  fallback: (target: string) => SiteAnswer,
  { log, cacheSize = SEARCH_CACHE_SIZE }: { log?: Log; cacheSize?: number } = {},
): JobSearchAnswerer {
  const cache = new Map<string, Promise<Asset | undefined>>();
  const headers = new WeakMap<AnswerHeaders, AnswerHeaders>();

  const render = (pathname: string, normal: string): Promise<Asset | undefined> => {
    const key = `${site.servedKey}\n${pathname}${normal}`;
    const known = cache.get(key);
    if (known) {
      cache.delete(key);
      cache.set(key, known);
      return known;
    }
    const kept = site
      .renderPage(`${pathname}${normal}`)
      .then((rendered) => {
        if (rendered?.page.status !== 200) throw new Error("no page rendered");
        return renderedPageAsset(rendered.page);
      })
      .catch((error: unknown) => {
        cache.delete(key);
        log?.error({ err: error }, "rendering a job search failed; /jobs answered instead");
        return undefined;
      });
    cache.set(key, kept);
    while (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
    return kept;
  };

  return (target, acceptEncoding, ifNoneMatch) => {
    const queryAt = target.indexOf("?");
    if (queryAt === -1) return undefined;
    const pathname = target.slice(0, queryAt);
    const search = jobSearchOf(pathname, target.slice(queryAt));
    if (!search) return undefined;
    return render(pathname, jobSearchQuery(search)).then((asset): SiteAnswer => {
      if (!asset) return fallback(pathname);
      const encoding = negotiate(acceptEncoding, asset);
      const status = isNotModified(ifNoneMatch, asset) ? 304 : 200;
      const base = answerHeaders(asset, status, encoding);
      let withRobots = headers.get(base);
      if (!withRobots) {
        withRobots = { ...SEARCH_HEADERS, ...base };
        headers.set(base, withRobots);
      }
      return status === 304
        ? { status, headers: withRobots }
        : { status, headers: withRobots, body: bodyFor(asset, encoding) };
    });
  };
}
