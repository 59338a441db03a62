import { useParams } from "react-router";
import { LeadDetailView } from "#app/components/admin/lead-detail";
import { InboxNotFound } from "#app/components/admin/not-found";

const LEAD_ID = /^[A-Za-z0-9-]{1,100}$/;

export default function LeadRoute() {
  const id = useParams().id ?? "";
  return LEAD_ID.test(id) ? <LeadDetailView id={id} /> : <InboxNotFound />;
}
