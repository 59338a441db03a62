import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pages } from "./content/pages";

export default [
  index("routes/home.tsx"),
  ...pages.filter((page) => page.path !== "/").map((page) => route(page.path.slice(1), page.file)),
  // Further pages of /jobs (50 postings a page).
  route("jobs/page/:page", "routes/jobs.tsx", { id: "routes/jobs-page" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("jobs.xml", "routes/jobs-feed.ts"),
  // Client-rendered (not prerendered): served from the SPA shell, for the firm's staff only.
  route("admin/*", "routes/admin.tsx"),
  // Postings live in the database, so their paths are not known here: every other address comes to the
  // posting route, which renders the posting at that path or the not-found page.
  route("*", "routes/job.tsx"),
] satisfies RouteConfig;
