import { useParams } from "react-router";
import { ADMIN_PAGE_PATHS } from "#schemas/paths";
import { PageNotFound } from "./admin-ui";

/** What a staff route's splat holds beyond its own address ("" when the address is the page's own). */
export function useRestOfPath(): string {
  return (useParams()["*"] ?? "").replace(/^\/+|\/+$/g, "");
}

export function InboxNotFound() {
  return (
    <PageNotFound
      what="There is no inbox page at this address."
      to={ADMIN_PAGE_PATHS.inbox}
      back="Go to the leads"
    />
  );
}

export function JobsNotFound() {
  return (
    <PageNotFound
      what="There is no Jobs page at this address."
      to={ADMIN_PAGE_PATHS.jobs}
      back="All postings"
    />
  );
}

export function ApplicationsNotFound() {
  return (
    <PageNotFound
      what="There is no Applications page at this address."
      to={ADMIN_PAGE_PATHS.applications}
      back="All applications"
    />
  );
}
