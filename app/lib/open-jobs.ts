import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root";

/**
 * Whether any posting is open, from the menu data every page the server renders carries. Wording that
 * speaks of open or current jobs asks this first: with nothing open, it says so instead.
 */
export function useAnyJobOpen(): boolean {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return (data?.jobLinks.length ?? 0) > 0;
}

/** The label of a link to /jobs, the same on a posting's notice and on the not-found page. */
export function jobsLinkLabel(anyOpen: boolean): string {
  return anyOpen ? "See open NP & PA jobs" : "See all NP & PA jobs";
}
