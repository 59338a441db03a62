import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { jobs } from "./content/jobs/index";
import { pages } from "./content/pages";

export default [
  index("routes/home.tsx"),
  ...pages.filter((page) => page.path !== "/").map((page) => route(page.path.slice(1), page.file)),
  ...jobs.map((job) => route(job.path.slice(1), "routes/job.tsx", { id: `job:${job.path}` })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("jobs.xml", "routes/jobs-feed.ts"),
  // Client-rendered (not prerendered): served from the SPA shell, for the firm's staff only.
  route("admin/*", "routes/admin.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
