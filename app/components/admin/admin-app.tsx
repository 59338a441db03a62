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
import { Link, NavLink } from "react-router";
import { Button } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { apiRequest, getQueryFn, queryClientConfig } from "#app/lib/query-client";
import { cn } from "#app/lib/utils";
import type { SessionAnswer } from "#schemas/admin";
import { ActivityLog } from "./activity-log";
import { Notice } from "./admin-ui";
import { errorMessage, isUnauthorized, SESSION_KEY } from "./api";
import { LeadDetailView } from "./lead-detail";
import { LeadsInbox } from "./leads-inbox";
import { SignInForm } from "./sign-in-form";

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

/** The staff inbox at /admin: the sign-in screen, then the inbox's views. `path` is what follows /admin/. */
export function AdminApp({ path }: { path: string }) {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <SessionGate path={path} />
    </QueryClientProvider>
  );
}

function SessionGate({ path }: { path: string }) {
  const session = useQuery<SessionAnswer | null>({
    queryKey: SESSION_KEY,
    queryFn: getQueryFn<SessionAnswer>({ on401: "returnNull" }),
  });
  if (session.isPending) {
    return (
      <Container className="py-16">
        <p role="status" className="text-slate-700">
          Checking your sign-in…
        </p>
      </Container>
    );
  }
  if (session.isError) {
    return (
      <Container width="xl" className="py-16">
        <h1 className="text-2xl font-bold">Recruiter inbox</h1>
        <Notice tone="error" role="alert" className="mt-4">
          {errorMessage(session.error)}
        </Notice>
        <Button className="mt-4" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </Container>
    );
  }
  if (!session.data) return <SignInForm />;
  return (
    <AdminShell email={session.data.user.email}>
      <AdminView path={path} />
    </AdminShell>
  );
}

const LEAD_PATH = /^leads\/([A-Za-z0-9-]{1,100})\/?$/;

function AdminView({ path }: { path: string }) {
  const trimmed = path.replace(/\/+$/, "");
  if (trimmed === "") return <LeadsInbox />;
  if (trimmed === "activity") return <ActivityLog />;
  const lead = LEAD_PATH.exec(trimmed);
  if (lead) return <LeadDetailView id={lead[1]!} />;
  return (
    <div>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-700">There is no inbox page at this address.</p>
      <Link to="/admin" className="mt-4 inline-block font-semibold text-brand-700 underline">
        Go to the leads inbox
      </Link>
    </div>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-semibold",
    isActive ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50",
  );

function AdminShell({ email, children }: { email: string; children: React.ReactNode }) {
  const client = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/admin/session"),
    onSuccess: () => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      client.setQueryData(SESSION_KEY, null);
    },
  });
  return (
    <div className="bg-slate-50 pb-16">
      <div className="border-b border-slate-300 bg-white">
        <Container width="7xl" className="flex flex-wrap items-center justify-between gap-3 py-3">
          <nav aria-label="Inbox">
            <ul className="flex gap-2">
              <li>
                <NavLink to="/admin" end className={navLinkClass}>
                  Leads inbox
                </NavLink>
              </li>
              <li>
                <NavLink to="/admin/activity" className={navLinkClass}>
                  Activity log
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="flex items-center gap-3 text-sm text-slate-700">
            <span>
              Signed in as <strong className="text-slate-900">{email}</strong>
            </span>
            <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </div>
        </Container>
      </div>
      {signOut.isError && (
        <Container width="7xl" className="pt-4">
          <Notice tone="error" role="alert">
            {errorMessage(signOut.error, "Signing out failed. Please try again.")}
          </Notice>
        </Container>
      )}
      <Container width="7xl" className="pt-8">
        {children}
      </Container>
    </div>
  );
}
