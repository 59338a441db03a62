import { ApplicationsListView } from "#app/components/admin/applications/applications-list";
import { ApplicationsNotFound, useRestOfPath } from "#app/components/admin/not-found";

export default function ApplicationsRoute() {
  return useRestOfPath() === "" ? <ApplicationsListView /> : <ApplicationsNotFound />;
}
