import { useParams } from "react-router";
import { PipelineView } from "#app/components/admin/applications/pipeline-view";
import { JOB_ID } from "#app/components/admin/jobs/jobs-api";
import { JobsNotFound } from "#app/components/admin/not-found";

export default function JobPipelineRoute() {
  const id = useParams().id ?? "";
  return JOB_ID.test(id) ? <PipelineView id={id} /> : <JobsNotFound />;
}
