import { useParams } from "react-router";
import { JobRevisionsView } from "#app/components/admin/jobs/job-revisions";
import { JOB_ID } from "#app/components/admin/jobs/jobs-api";
import { JobsNotFound } from "#app/components/admin/not-found";

export default function JobRevisionsRoute() {
  const id = useParams().id ?? "";
  return JOB_ID.test(id) ? <JobRevisionsView id={id} /> : <JobsNotFound />;
}
