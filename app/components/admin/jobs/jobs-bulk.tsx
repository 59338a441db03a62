import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { toast } from "#app/lib/use-toast";
import { cn } from "#app/lib/utils";
import type { JobState } from "#schemas/job-admin";
import { errorMessage } from "../api";
import { plainMessage } from "./job-draft";
import { FieldFrame, inputClass } from "./job-fields";
import {
  addDays,
  bulkChange,
  bulkFailures,
  errorBody,
  isJobsQuery,
  type JobListEntry,
  todayIn,
} from "./jobs-api";

type BulkAction = "renew" | "relist";

const APPLIES: Record<BulkAction, readonly JobState[]> = {
  renew: ["open", "expired"],
  relist: ["expired", "closed"],
};

const TEXT: Record<BulkAction, { button: string; done: string; explain: string }> = {
  renew: {
    button: "Renew…",
    done: "renewed",
    explain: "Each stays (or becomes) open until the end date below and keeps its posting date.",
  },
  relist: {
    button: "Relist…",
    done: "relisted",
    explain:
      "Each goes up again as a new posting: its posting date becomes today (Google and job boards read it) and it is open until the end date below.",
  },
};

/** Why an action does not fit the selection, or nothing when it fits every chosen posting. */
function refusal(action: BulkAction, chosen: JobListEntry[]): string | undefined {
  const misfits = chosen.filter((entry) => !APPLIES[action].includes(entry.state));
  if (misfits.length === 0) return undefined;
  return action === "renew"
    ? `Renew applies to open and expired postings; ${misfits.length} chosen ${misfits.length === 1 ? "is" : "are"} not.`
    : `Relist applies to expired and filled postings; ${misfits.length} chosen ${misfits.length === 1 ? "is" : "are"} not.`;
}

/** The bar over the list once postings are chosen: renew or relist them all to one end date. */
export function BulkBar({
  chosen,
  timeZone,
  onClear,
}: {
  chosen: JobListEntry[];
  timeZone: string;
  onClear(): void;
}) {
  const id = useId();
  const client = useQueryClient();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [end, setEnd] = useState("");
  const mutation = useMutation({
    mutationFn: (body: { action: BulkAction; validThrough: string }) =>
      bulkChange({ ...body, postings: chosen.map(({ id: posting, version }) => ({ id: posting, version })) }),
    onSuccess: (answer, body) => {
      setAction(null);
      onClear();
      void client.invalidateQueries({ predicate: (query) => isJobsQuery(query.queryKey) });
      const count = answer.postings.length;
      toast({
        title: `${count} ${count === 1 ? "posting" : "postings"} ${TEXT[body.action].done}`,
        description: `Open through ${end}.`,
      });
    },
    onError: () => void client.invalidateQueries({ predicate: (query) => isJobsQuery(query.queryKey) }),
  });
  const failures = bulkFailures(mutation.error);
  const fieldError = errorBody(mutation.error).errors?.validThrough;
  const titleOf = (posting: string) => chosen.find((entry) => entry.id === posting)?.title ?? posting;
  const open = (next: BulkAction) => {
    mutation.reset();
    setEnd(addDays(todayIn(timeZone), 60));
    setAction(next);
  };

  return (
    <section
      aria-label="Chosen postings"
      className="sticky top-16 z-10 mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-300 bg-brand-50 p-3"
    >
      <p className="mr-auto text-sm font-semibold text-slate-900" aria-live="polite">
        {chosen.length} {chosen.length === 1 ? "posting" : "postings"} chosen
      </p>
      {(["renew", "relist"] as const).map((name) => {
        const why = refusal(name, chosen);
        return (
          <Button
            key={name}
            type="button"
            size="sm"
            variant={name === "relist" ? "primary" : "outline"}
            aria-haspopup="dialog"
            aria-disabled={why ? true : undefined}
            title={why}
            className={cn(why && "opacity-60")}
            onClick={() => {
              if (why) toast({ title: "Not for this choice", description: why });
              else open(name);
            }}
          >
            {TEXT[name].button}
          </Button>
        );
      })}
      <Button type="button" size="sm" variant="ghost" onClick={onClear}>
        Clear choice
      </Button>
      <Dialog open={action !== null} onOpenChange={(next) => !next && setAction(null)}>
        <DialogContent>
          {action && (
            <>
              <DialogHeader>
                <DialogTitle>
                  {action === "renew" ? "Renew" : "Relist"} {chosen.length}{" "}
                  {chosen.length === 1 ? "posting" : "postings"}
                </DialogTitle>
                <DialogDescription>{TEXT[action].explain}</DialogDescription>
              </DialogHeader>
              <ul className="max-h-40 list-disc overflow-y-auto pl-5 text-sm text-slate-800">
                {chosen.map((entry) => (
                  <li key={entry.id}>{entry.title}</li>
                ))}
              </ul>
              <form
                className="grid gap-4"
                onSubmit={(event) => {
                  event.preventDefault();
                  mutation.mutate({ action, validThrough: end });
                }}
              >
                <FieldFrame
                  id={`${id}-end`}
                  label="Open through"
                  error={fieldError && plainMessage(fieldError)}
                >
                  <input
                    type="date"
                    required
                    value={end}
                    onChange={(event) => setEnd(event.target.value)}
                    className={cn(inputClass, "mt-1")}
                  />
                </FieldFrame>
                {mutation.isError && !fieldError && (
                  <Alert variant="error" role="alert">
                    {failures.length > 0 ? (
                      <>
                        <p className="font-semibold">Nothing was changed. These postings refused:</p>
                        <ul className="mt-1 list-disc pl-5">
                          {failures.map((failure) => (
                            <li key={failure.id}>
                              {titleOf(failure.id)}: {failure.error}
                            </li>
                          ))}
                        </ul>
                        <p className="mt-1">The list has been reloaded; adjust the choice and try again.</p>
                      </>
                    ) : (
                      errorMessage(mutation.error)
                    )}
                  </Alert>
                )}
                <div className="flex flex-wrap justify-end gap-2">
                  <Button type="button" variant="ghost" onClick={() => setAction(null)}>
                    Cancel
                  </Button>
                  <Button type="submit" disabled={mutation.isPending}>
                    {mutation.isPending ? "Working…" : action === "renew" ? "Renew all" : "Relist all"}
                  </Button>
                </div>
              </form>
            </>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
