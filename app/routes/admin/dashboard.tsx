import Dashboard from "#app/components/admin/dashboard";
import { InboxNotFound, useRestOfPath } from "#app/components/admin/not-found";

/** The charts' library loads only with this route. */
export default function DashboardRoute() {
  return useRestOfPath() === "" ? <Dashboard /> : <InboxNotFound />;
}
