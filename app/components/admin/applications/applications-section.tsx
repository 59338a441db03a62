import { ADMIN_PAGE_PATHS } from "#schemas/paths";
import { PageNotFound } from "../admin-ui";
import { ApplicationDetailView } from "./application-detail";
import { ApplicationsListView } from "./applications-list";

const DETAIL = /^([A-Za-z0-9-]{1,100})$/;

/** The Applications section of the staff app; `path` is what follows /admin/applications. Loaded only when opened. */
export default function ApplicationsSection({ path }: { path: string }) {
  const rest = path.replace(/^\/+|\/+$/g, "");
  if (rest === "") return <ApplicationsListView />;
  const detail = DETAIL.exec(rest);
  if (detail) return <ApplicationDetailView id={detail[1]!} />;
  return (
    <PageNotFound
      what="There is no Applications page at this address."
      to={ADMIN_PAGE_PATHS.applications}
      back="All applications"
    />
  );
}
