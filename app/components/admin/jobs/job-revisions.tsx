import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { TitledDialog } from "#app/components/ui/dialog";
import { toast } from "#app/lib/use-toast";
import { Alert } from "#app/components/ui/alert";
import { TableContainer, TableHeader, tableCellClass } from "#app/components/ui/table";
import { errorMessage } from "../api";
import { fieldLabel } from "./job-draft";
import { errorBody, formatInZone, isJobsQuery, type JobRevision, jobKey } from "./jobs-api";
import { adminJobPath } from "#schemas/paths";
import { jobQuery, jobRevisionsQuery, restoreRevision } from "./jobs-api";

const ACTION_WORDS: Record<string, string> = {
  create: "Created",
  update: "Edited",
  publish: "Published",
  schedule: "Scheduled",
  close: "Marked filled",
  renew: "Renewed",
  relist: "Relisted",
  duplicate: "Made as a copy",
  restore: "Restored an earlier revision",
  import: "Imported",
  seed: "Imported with the site",
};

/** `/admin/jobs/<id>/revisions`: every save, who made it and what it changed; any can be restored. */
export function JobRevisionsView({ id }: { id: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const record = useQuery(jobQuery(id));
  const revisions = useQuery(jobRevisionsQuery(id));
  const [restoring, setRestoring] = useState<JobRevision | null>(null);
  const restore = useMutation({
    mutationFn: (revision: JobRevision) => restoreRevision(id, revision.id, record.data!.version),
    onSuccess: (saved, revision) => {
      setRestoring(null);
      client.setQueryData(jobKey(id), saved);
      void client.invalidateQueries({
        predicate: (query) => isJobsQuery(query.queryKey) && query.queryKey[1] !== id,
      });
      toast({
        title: "Restored",
        description: `Version ${revision.version} is back as version ${saved.version}.`,
      });
      navigate(adminJobPath(id));
    },
    onError: (error) => {
      const current = errorBody(error).current;
      if (current) client.setQueryData(jobKey(id), current);
    },
  });
  const timeZone = record.data?.timeZone ?? "America/New_York";
  const entries = revisions.data?.revisions ?? [];
  const current = record.data?.version;

  return (
    <div>
      <Link
        to={adminJobPath(id)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to the posting
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">
        Revisions{record.data ? `: ${record.data.posting.shortTitle}` : ""}
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        Every save is kept. Restoring brings back a revision's words as a new revision; the address, the dates
        and the state stay as they are now.
      </p>
      {(revisions.isError || record.isError) && (
        <Alert variant="error" role="alert" className="mt-3">
          {errorMessage(revisions.error ?? record.error, "The revisions could not be loaded.")}
        </Alert>
      )}
      {revisions.isPending && (
        <p role="status" className="mt-3">
          Loading the revisions…
        </p>
      )}
      {entries.length > 0 && (
        <div className="mt-3">
          <TableContainer label="Revisions">
            <table className="w-full min-w-[44rem] border-collapse bg-white">
              <TableHeader
                columns={["Version", "When", "Who", "What changed", { hidden: "Restore" }]}
                className="border-b border-slate-300"
              />
              <tbody>
                {entries.map((revision) => (
                  <tr
                    key={revision.id}
                    data-revision={revision.version}
                    className="border-b border-slate-200"
                  >
                    <td className={tableCellClass}>
                      {revision.version}
                      {revision.version === current && (
                        <span className="block text-xs text-slate-700">current</span>
                      )}
                    </td>
                    <td className={`${tableCellClass} whitespace-nowrap`}>
                      {formatInZone(revision.createdAt, timeZone)}
                    </td>
                    <td className={tableCellClass}>{revision.actor}</td>
                    <td className={tableCellClass}>
                      <span className="font-semibold">
                        {ACTION_WORDS[revision.action] ?? revision.action}
                      </span>
                      {revision.changed.length > 0 && revision.version > 1 && (
                        <span className="block text-slate-700">
                          {revision.changed.map((field) => fieldLabel(field)).join(", ")}
                        </span>
                      )}
                    </td>
                    <td className={`${tableCellClass} text-right`}>
                      {revision.version !== current && (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={!record.data}
                          aria-label={`Restore version ${revision.version}`}
                          onClick={() => {
                            restore.reset();
                            setRestoring(revision);
                          }}
                        >
                          Restore
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableContainer>
        </div>
      )}
      <TitledDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={<>Restore version {restoring?.version}?</>}
        description={
          <>
            Its words come back as a new revision ({restoring ? `“${restoring.posting.shortTitle}”` : ""}).
            The current version stays in this list, so nothing is lost. A public posting shows the restored
            words within seconds.
          </>
        }
      >
        {restore.isError && (
          <Alert variant="error" role="alert">
            {errorBody(restore.error).current
              ? "Someone else saved this posting a moment ago; the list now shows the current version. Try again."
              : errorMessage(restore.error)}
          </Alert>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => setRestoring(null)}>
            Cancel
          </Button>
          <Button
            type="button"
            disabled={restore.isPending}
            onClick={() => restoring && restore.mutate(restoring)}
          >
            {restore.isPending ? "Restoring…" : "Restore"}
          </Button>
        </div>
      </TitledDialog>
    </div>
  );
}
