import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { pages } from "./content/pages";

/** The staff app's addresses under /admin and their screens' modules (routes/admin/<screen>.tsx), in order. */
const staffRoutes = [
  ["*", "leads"],
  ["leads/:id", "lead"],
  ["applications/*", "applications"],
  ["applications/:id", "application"],
  ["jobs/*", "jobs"],
  ["jobs/new/*", "job-new"],
  ["jobs/:id", "job"],
  ["jobs/:id/revisions", "job-revisions"],
  ["jobs/:id/pipeline", "job-pipeline"],
  ["dashboard/*", "dashboard"],
  ["activity/*", "activity"],
  ["templates/*", "templates"],
] as const;

export default [
  index("routes/home.tsx"),
  // Several pages share a module (the guides of one layout), so each page's route id is named after its
  // address, as its own module's file name named it before.
  ...pages
    .filter((page) => page.path !== "/")
    .map((page) => route(page.path.slice(1), page.file, { id: `routes${page.path}` })),
  // Further pages of /jobs (50 postings a page).
  route("jobs/page/:page", "routes/jobs.tsx", { id: "routes/jobs-page" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("jobs.xml", "routes/jobs-feed.ts"),
  route("feeds/indeed.xml", "routes/indeed-feed.ts"),
  // The staff app, for the firm's staff only: client-rendered from the one shell the server renders at /admin
  // and answers every /admin address with. The site's render renders each route without a parameter or splat
  // as a public page, so the staff pages without a parameter end in a splat; their modules answer a longer
  // address with the not-found view. Addresses are matched case-sensitively, as they always were.
  layout(
    "routes/admin/layout.tsx",
    prefix(
      "admin",
      staffRoutes.map(([path, screen]) => route(path, `routes/admin/${screen}.tsx`, { caseSensitive: true })),
    ),
  ),
  // Postings live in the database, so their paths are not known here: every other address comes to the
  // posting route, which renders the posting at that path or the not-found page.
  route("*", "routes/job.tsx"),
] satisfies RouteConfig;
