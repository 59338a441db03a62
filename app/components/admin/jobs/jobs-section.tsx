import { JobEditorView, NewJobView } from "./job-editor";
import { JobRevisionsView } from "./job-revisions";
import { JobsListView } from "./jobs-list";
import { ADMIN_PAGE_PATHS } from "#schemas/paths";
import { PageNotFound } from "../admin-ui";

const ID = "[0-9a-f-]{36}";
const EDITOR = new RegExp(`^(${ID})$`);
const REVISIONS = new RegExp(`^(${ID})/revisions$`);

/** The Jobs section of the staff app; `path` is what follows /admin/jobs. Loaded only when opened. */
export default function JobsSection({ path }: { path: string }) {
  const rest = path.replace(/^\/+|\/+$/g, "");
  if (rest === "") return <JobsListView />;
  if (rest === "new") return <NewJobView />;
  const editor = EDITOR.exec(rest);
  if (editor) return <JobEditorView id={editor[1]!} />;
  const revisions = REVISIONS.exec(rest);
  if (revisions) return <JobRevisionsView id={revisions[1]!} />;
  return (
    <PageNotFound
      what="There is no Jobs page at this address."
      to={ADMIN_PAGE_PATHS.jobs}
      back="All postings"
    />
  );
}
