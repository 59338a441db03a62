import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { pages } from "./content/pages";

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
    prefix("admin", [
      route("*", "routes/admin/leads.tsx", { caseSensitive: true }),
      route("leads/:id", "routes/admin/lead.tsx", { caseSensitive: true }),
      route("applications/*", "routes/admin/applications.tsx", { caseSensitive: true }),
      route("applications/:id", "routes/admin/application.tsx", { caseSensitive: true }),
      route("jobs/*", "routes/admin/jobs.tsx", { caseSensitive: true }),
      route("jobs/new/*", "routes/admin/job-new.tsx", { caseSensitive: true }),
      route("jobs/:id", "routes/admin/job.tsx", { caseSensitive: true }),
      route("jobs/:id/revisions", "routes/admin/job-revisions.tsx", { caseSensitive: true }),
      route("jobs/:id/pipeline", "routes/admin/job-pipeline.tsx", { caseSensitive: true }),
      route("dashboard/*", "routes/admin/dashboard.tsx", { caseSensitive: true }),
      route("activity/*", "routes/admin/activity.tsx", { caseSensitive: true }),
      route("templates/*", "routes/admin/templates.tsx", { caseSensitive: true }),
    ]),
  ),
  // Postings live in the database, so their paths are not known here: every other address comes to the
  // posting route, which renders the posting at that path or the not-found page.
  route("*", "routes/job.tsx"),
] satisfies RouteConfig;
