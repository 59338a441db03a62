import { useParams } from "react-router";
import { ApplicationDetailView } from "#app/components/admin/applications/application-detail";
import { ApplicationsNotFound } from "#app/components/admin/not-found";

const APPLICATION_ID = /^[A-Za-z0-9-]{1,100}$/;

export default function ApplicationRoute() {
  const id = useParams().id ?? "";
  return APPLICATION_ID.test(id) ? <ApplicationDetailView id={id} /> : <ApplicationsNotFound />;
}
