import type * as React from "react";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { loadContactForm } from "#app/components/forms/deferred-contact-form";
import { SiteFooter } from "#app/components/layout/site-footer";
import { SiteHeader } from "#app/components/layout/site-header";
import { LeadOverlays } from "#app/components/overlays/index";
import { Toaster } from "#app/components/ui/toaster";
import { jobPayLabel } from "#app/content/jobs/index";
import { assertValidContent } from "#app/content/registry";
import { jobBoardFrom, openPostings } from "#app/lib/job-board";
import { JsonLd } from "#app/lib/json-ld";
import { organizationJsonLd } from "#app/lib/organization-jsonld";
import { JOB_MENU_LIMIT } from "#schemas/job-board";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ADMIN_PATH } from "#schemas/paths";

/**
 * Runs on the server only, when it renders the site from the postings (never per visitor request);
 * React Router leaves it out of the browser bundle.
 */
export async function loader({ context }: Route.LoaderArgs) {
  // A broken editorial record fails the build here.
  assertValidContent();
  // The form's code is split off for the browser, but the prerendered HTML must hold the form.
  await loadContactForm();
  // Every page carries the menu of the most recent open postings.
  return {
    jobLinks: openPostings(jobBoardFrom(context))
      .slice(0, JOB_MENU_LIMIT)
      .map(({ job }) => ({ label: job.shortTitle, to: job.path, detail: jobPayLabel(job) })),
  };
}

/**
 * The menu data comes with the page the visitor opened; a client-side navigation never asks the server for
 * it again (every page the server renders already carries the current menu).
 */
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * The staff app at /admin has its own chrome: no public header, footer or lead overlays. The server renders
 * its shell at "/admin", so the same address decides on the server and in the browser.
 */
function isStaffApp(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const staffApp = isStaffApp(pathname);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a58a8" />
        <Meta />
        {/* A stylesheet with a precedence is written before the script preloads React hoists into the
            head, so a phone fetches the one file the first paint waits for first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
        {pathname === "/" && !staffApp && <JsonLd data={organizationJsonLd()} />}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {!staffApp && <SiteHeader jobLinks={data?.jobLinks ?? []} />}
        <main id="main" className="flex-1">
          {children}
        </main>
        {!staffApp && <SiteFooter />}
        {!staffApp && <LeadOverlays />}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title =
    isRouteErrorResponse(error) && error.status === 404 ? "404 Page Not Found" : "Something went wrong";
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-700">Please reload the page, or return to the home page.</p>
      <a href="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Go to the home page
      </a>
    </section>
  );
}
