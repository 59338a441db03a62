import { useParams } from "react-router";
import { JobEditorView } from "#app/components/admin/jobs/job-editor";
import { JobsNotFound } from "#app/components/admin/not-found";
import { JOB_ID } from "#app/components/admin/jobs/jobs-api";

export default function JobRoute() {
  const id = useParams().id ?? "";
  return JOB_ID.test(id) ? <JobEditorView id={id} /> : <JobsNotFound />;
}
