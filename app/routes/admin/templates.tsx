import { InboxNotFound, useRestOfPath } from "#app/components/admin/not-found";
import { TemplatesScreen } from "#app/components/admin/templates";

export default function TemplatesRoute() {
  return useRestOfPath() === "" ? <TemplatesScreen /> : <InboxNotFound />;
}
