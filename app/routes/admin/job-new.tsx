import { NewJobView } from "#app/components/admin/jobs/job-editor";
import { JobsNotFound, useRestOfPath } from "#app/components/admin/not-found";

export default function NewJobRoute() {
  return useRestOfPath() === "" ? <NewJobView /> : <JobsNotFound />;
}
