import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "#app/lib/use-toast";
import { LeadRestoreAnswerSchema, type LeadRestoreItem } from "#schemas/lead-undo";
import { adminApiPath } from "#schemas/paths";
import { errorMessage, isLeadsQuery, sendFor } from "./api";

/** How long a change's toast offers Undo (decision 0343). */
export const UNDO_MS = 10_000;

export function restoreLeads(items: LeadRestoreItem[]) {
  return sendFor(LeadRestoreAnswerSchema, "POST", adminApiPath("leadsRestore"), { items });
}

/** What the toast says once the undo is done. */
export function undoneText(restored: number, skipped: number): string {
  const back = restored === 1 ? "1 lead is back as it was." : `${restored} leads are back as they were.`;
  if (skipped === 0) return back;
  const left =
    skipped === 1
      ? "1 lead was changed again since and was left as it is."
      : `${skipped} leads were changed again since and were left as they are.`;
  return restored === 0 ? left : `${back} ${left}`;
}

/**
 * Says a change to leads was saved, with Undo for 10 seconds: Undo puts every lead the change touched back to
 * its former status or owner (the server leaves any lead changed again since), then the lists fetch again.
 * The toast is the only way to undo, so Undo is also reachable from the keyboard: F8 moves to the toast.
 */
export function useOfferUndo() {
  const client = useQueryClient();
  return useCallback(
    (message: string, items: LeadRestoreItem[]) => {
      const refresh = () =>
        client.invalidateQueries({ predicate: (query) => isLeadsQuery(query.queryKey), refetchType: "all" });
      const undo = async () => {
        try {
          const answer = await restoreLeads(items);
          toast({ title: "Undone", description: undoneText(answer.restored, answer.skipped) });
        } catch (error) {
          toast({
            title: "Not undone",
            description: errorMessage(
              error,
              "The change could not be undone. Set the status or owner again.",
            ),
            variant: "destructive",
          });
        }
        await refresh();
      };
      toast({
        title: "Saved",
        description: message,
        ...(items.length > 0 && {
          duration: UNDO_MS,
          action: {
            label: "Undo",
            altText: "Undo the change: set the status or owner back in each lead",
            onClick: () => void undo(),
          },
        }),
      });
    },
    [client],
  );
}
