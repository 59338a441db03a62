import { ActivityLog } from "#app/components/admin/activity-log";
import { InboxNotFound, useRestOfPath } from "#app/components/admin/not-found";

export default function ActivityRoute() {
  return useRestOfPath() === "" ? <ActivityLog /> : <InboxNotFound />;
}
