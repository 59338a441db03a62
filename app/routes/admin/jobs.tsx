import { JobsListView } from "#app/components/admin/jobs/jobs-list";
import { JobsNotFound, useRestOfPath } from "#app/components/admin/not-found";

export default function JobsRoute() {
  return useRestOfPath() === "" ? <JobsListView /> : <JobsNotFound />;
}
