import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { Link, matchPath, useLocation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { site } from "#app/content/site";
import { queryClientConfig } from "#app/lib/query-client";
import { cn } from "#app/lib/utils";
import { DeliveryHealthBanner } from "./delivery-health";
import { Alert } from "#app/components/ui/alert";
import { errorMessage, isUnauthorized, SESSION_KEY } from "./api";
import { sessionQuery, signOut as endSession } from "./session-api";
import { SignInForm } from "./sign-in-form";
import { LiveStatus, StaffEventsProvider } from "./staff-events";
import { ADMIN_PAGE_PATHS } from "#schemas/paths";

function createAdminQueryClient(): QueryClient {
  // A 401 from any request means the session ended: show the sign-in form and drop what was loaded.
  const signedOut = (error: unknown) => {
    if (!isUnauthorized(error)) return;
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    client.setQueryData(SESSION_KEY, null);
  };
  const client: QueryClient = new QueryClient({
    ...queryClientConfig,
    queryCache: new QueryCache({ onError: signedOut }),
    mutationCache: new MutationCache({ onError: signedOut }),
  });
  return client;
}

/** The staff app at /admin: the sign-in screen, then its chrome around the page of the address (`children`). */
export function AdminApp({ children }: { children: React.ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <SessionGate>{children}</SessionGate>
    </QueryClientProvider>
  );
}

/** What the staff app shows until it knows whether someone is signed in: all the shell the server renders. */
export function CheckingSignIn() {
  return (
    <Container className="py-16">
      <p role="status" className="text-slate-700">
        Checking your sign-in…
      </p>
    </Container>
  );
}

function SessionGate({ children }: { children: React.ReactNode }) {
  const session = useQuery(sessionQuery());
  if (session.isPending) return <CheckingSignIn />;
  if (session.isError) {
    return (
      <Container width="xl" className="py-16">
        <h1 className="text-2xl font-bold">Recruiter inbox</h1>
        <Alert variant="error" role="alert" className="mt-4">
          {errorMessage(session.error)}
        </Alert>
        <Button className="mt-4" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </Container>
    );
  }
  if (!session.data) return <SignInForm />;
  return <AdminShell email={session.data.user.email}>{children}</AdminShell>;
}

function navLinkClass(active: boolean) {
  return cn(
    "inline-flex h-9 items-center rounded-md px-1.5 text-sm font-semibold whitespace-nowrap sm:px-3",
    active ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50",
  );
}

/** Sections of the staff app, each lit on the addresses of its pages (its not-found pages included). */
const SECTIONS = [
  {
    to: ADMIN_PAGE_PATHS.inbox,
    label: "Leads",
    addresses: [ADMIN_PAGE_PATHS.inbox, `${ADMIN_PAGE_PATHS.lead}/*`],
  },
  {
    to: ADMIN_PAGE_PATHS.applications,
    label: "Applications",
    addresses: [`${ADMIN_PAGE_PATHS.applications}/*`],
  },
  { to: ADMIN_PAGE_PATHS.jobs, label: "Jobs", addresses: [`${ADMIN_PAGE_PATHS.jobs}/*`] },
  { to: ADMIN_PAGE_PATHS.dashboard, label: "Dashboard", addresses: [ADMIN_PAGE_PATHS.dashboard] },
  { to: ADMIN_PAGE_PATHS.activity, label: "Activity", addresses: [ADMIN_PAGE_PATHS.activity] },
  { to: ADMIN_PAGE_PATHS.templates, label: "Templates", addresses: [ADMIN_PAGE_PATHS.templates] },
] as const;

function isActive(addresses: readonly string[], pathname: string): boolean {
  return addresses.some((path) => matchPath({ path, caseSensitive: true }, pathname) !== null);
}

function AdminShell({ email, children }: { email: string; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const signOut = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      client.setQueryData(SESSION_KEY, null);
    },
  });
  return (
    <StaffEventsProvider>
      <div className="min-h-screen bg-slate-50 pb-12">
        <header className="sticky top-0 z-30 border-b border-slate-300 bg-white">
          <div className="mx-auto flex min-h-12 max-w-[96rem] items-center py-1 md:py-0 gap-2 px-3 sm:gap-4 sm:px-4">
            <span className="hidden text-sm font-bold whitespace-nowrap text-slate-900 md:inline">
              {site.name} <span className="font-semibold text-brand-700">staff</span>
            </span>
            {/* On a phone the sections wrap onto a second line rather than hide past the edge. */}
            <nav aria-label="Staff app" className="min-w-0 flex-1 md:flex-none">
              <ul className="flex flex-wrap gap-0.5 sm:gap-1">
                {SECTIONS.map((section) => {
                  const active = isActive(section.addresses, pathname);
                  return (
                    <li key={section.to}>
                      <Link
                        to={section.to}
                        aria-current={active ? "page" : undefined}
                        className={navLinkClass(active)}
                      >
                        {section.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="ml-auto flex min-w-0 items-center gap-2 text-sm text-slate-700">
              <LiveStatus />
              <span className="hidden min-w-0 truncate sm:inline">
                Signed in as <strong className="text-slate-900">{email}</strong>
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => signOut.mutate()}
                disabled={signOut.isPending}
                title={`Sign out ${email}`}
                className="shrink-0"
              >
                <LogOut aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Sign out</span>
              </Button>
            </div>
          </div>
        </header>
        <DeliveryHealthBanner />
        {signOut.isError && (
          <div className="mx-auto max-w-[96rem] px-3 pt-3 sm:px-4">
            <Alert variant="error" role="alert">
              {errorMessage(signOut.error, "Signing out failed. Please try again.")}
            </Alert>
          </div>
        )}
        <div className="mx-auto max-w-[96rem] px-3 pt-3 sm:px-4">{children}</div>
      </div>
    </StaffEventsProvider>
  );
}
