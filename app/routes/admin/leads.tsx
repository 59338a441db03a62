import { LeadsInbox } from "#app/components/admin/leads-inbox";
import { InboxNotFound, useRestOfPath } from "#app/components/admin/not-found";

/** /admin: the leads inbox; any address under /admin that no other staff route takes: not found. */
export default function LeadsRoute() {
  return useRestOfPath() === "" ? <LeadsInbox /> : <InboxNotFound />;
}
