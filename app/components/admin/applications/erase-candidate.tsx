import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UserX } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { TitledDialog } from "#app/components/ui/dialog";
import { toast } from "#app/lib/use-toast";
import { Alert } from "#app/components/ui/alert";
import { adminApiPath } from "#schemas/paths";
import { errorMessage, isApplicationsQuery, recordIdOf } from "../api";
import { EmailLookupForm } from "../email-lookup-form";
import { isJobsQuery } from "../jobs/jobs-api";
import { eraseCandidate } from "./applications-api";

const destructive = "border-red-700 text-red-800 hover:bg-red-50";

function applicationsCount(count: number): string {
  return `${count.toLocaleString("en-US")} application${count === 1 ? "" : "s"}`;
}

/**
 * Erases a candidate's data on request: every application sent from one e-mail address, with its résumé,
 * notes and delivery records. The dialog first counts what will go, then asks once more.
 */
export function EraseCandidateButton({
  email: knownEmail,
  count: knownCount,
  onErased,
  label = "Erase a candidate…",
}: {
  /** The candidate's address, when the dialog opens from their application. */
  email?: string;
  count?: number;
  /** Leaves the erased application's page; the answer of React Router's `navigate`. */
  onErased?(): void | Promise<void>;
  label?: string;
}) {
  const client = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(knownEmail ?? "");
  const [found, setFound] = useState<{ email: string; count: number } | null>(null);

  const preview = useMutation({
    mutationFn: (address: string) => eraseCandidate(address, true),
    onSuccess: (answer, address) => setFound({ email: address, count: answer.count }),
  });
  const confirm = useMutation({
    mutationFn: (address: string) => eraseCandidate(address, false),
    onSuccess: async (answer) => {
      setOpen(false);
      toast({
        title: "Candidate erased",
        description: `${applicationsCount(answer.count)} and ${answer.count === 1 ? "its résumé" : "their résumés"} removed.`,
      });
      // Leave an erased application's page first (the list's route may still be loading), then forget the pages
      // of single applications (the erased ones would answer 404) and reload the lists and the Jobs counts.
      await onErased?.();
      client.removeQueries({
        predicate: (query) => recordIdOf(query.queryKey, adminApiPath("applications")) !== null,
      });
      void client.invalidateQueries({
        predicate: (query) => isApplicationsQuery(query.queryKey) || isJobsQuery(query.queryKey),
      });
    },
  });

  const start = () => {
    preview.reset();
    confirm.reset();
    setEmail(knownEmail ?? "");
    setFound(knownEmail && knownCount !== undefined ? { email: knownEmail, count: knownCount } : null);
    setOpen(true);
  };
  const error = preview.error ?? confirm.error;

  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className={destructive}
        aria-haspopup="dialog"
        onClick={start}
      >
        <UserX aria-hidden="true" />
        {label}
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={setOpen}
        title="Erase a candidate's data"
        description={
          <>
            For a candidate who asks to be forgotten: every application sent from their e-mail address is
            deleted with its résumé, notes and delivery records. The activity log keeps only how many were
            erased, not who. This cannot be undone.
          </>
        }
      >
        {found === null ? (
          <EmailLookupForm
            id={id}
            label="Candidate's e-mail address"
            email={email}
            onEmailChange={setEmail}
            onFind={(address) => preview.mutate(address)}
            onCancel={() => setOpen(false)}
            pending={preview.isPending}
            findLabel="Find their applications"
            pendingLabel="Counting…"
            problem={
              error && (
                <Alert variant="error" role="alert">
                  {errorMessage(error)}
                </Alert>
              )
            }
          />
        ) : (
          <div className="grid gap-4">
            {found.count === 0 ? (
              <Alert role="status">No applications were sent from {found.email}. Nothing to erase.</Alert>
            ) : (
              <p role="status" className="text-base text-slate-900">
                <strong>{applicationsCount(found.count)}</strong> from{" "}
                <strong className="[overflow-wrap:anywhere]">{found.email}</strong> will be removed, with{" "}
                {found.count === 1 ? "its résumé" : "their résumés"}.
              </p>
            )}
            {error && (
              <Alert variant="error" role="alert">
                {errorMessage(error)}
              </Alert>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                type="button"
                variant="ghost"
                onClick={() => (knownEmail ? setOpen(false) : setFound(null))}
              >
                {knownEmail ? "Cancel" : "Back"}
              </Button>
              {found.count > 0 && (
                <Button
                  type="button"
                  variant="outline"
                  className={destructive}
                  disabled={confirm.isPending}
                  onClick={() => confirm.mutate(found.email)}
                >
                  {confirm.isPending ? "Erasing…" : `Erase ${applicationsCount(found.count)}`}
                </Button>
              )}
            </div>
          </div>
        )}
      </TitledDialog>
    </>
  );
}
