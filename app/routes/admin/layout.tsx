import { Outlet } from "react-router";
import { AdminApp, CheckingSignIn } from "#app/components/admin/admin-app";
import { site } from "#app/content/site";

export function meta() {
  return [{ title: `Recruiter inbox | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The staff app: rendered in the browser only, never prerendered or linked from the public site. */
export default function AdminLayout() {
  return (
    <AdminApp>
      <Outlet />
    </AdminApp>
  );
}

/**
 * The server renders the shell at /admin only. Opened at any other staff address, the browser hydrates that
 * shell while it loads the address's page module: this keeps the markup the server sent until it has.
 */
export function HydrateFallback() {
  return <CheckingSignIn />;
}
