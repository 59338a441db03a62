import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import type { LeadSummary } from "#schemas/admin";
import { isLeadsQuery } from "./api";
import { InlineOwner, InlineStatus } from "./lead-actions";
import { type Announce, announceChange } from "./record-changes";
import { NoteField, SaveError } from "./record-work";
import { addLeadNote } from "./leads-api";

/** The id of the detail's status box: `s` goes there. */
export const DETAIL_STATUS_ID = "lead-status-choice";

/**
 * Status, owner and note in a lead's detail, saved the way a row of the list saves them (decision 0342): a
 * status or owner picked with the mouse saves at once, one chosen with the arrows saves on Enter (Esc or
 * leaving the box puts the saved one back), and the toast offers Undo; a note is text, saved with its button.
 */
export function LeadWork({ lead }: { lead: LeadSummary }) {
  return (
    <div className="mt-2 space-y-4">
      <div className="grid max-w-md gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={DETAIL_STATUS_ID} className="text-sm font-semibold text-slate-900">
            Status
          </label>
          <InlineStatus
            id={DETAIL_STATUS_ID}
            lead={lead}
            announce={announceChange}
            aria-label={undefined}
            aria-describedby="lead-choice-hint"
            aria-keyshortcuts="s"
            // j, k and u still step through the list from here: no status starts with those letters.
            data-page-keys=""
            className="mt-1 h-10 w-full"
          />
        </div>
        <div>
          <label htmlFor="lead-owner" className="text-sm font-semibold text-slate-900">
            Owner
          </label>
          <InlineOwner
            id="lead-owner"
            lead={lead}
            announce={announceChange}
            aria-label={undefined}
            aria-describedby="lead-choice-hint"
            className="mt-1 h-10 w-full"
          />
        </div>
      </div>
      <p id="lead-choice-hint" className="text-sm text-slate-700">
        A status or owner is saved as soon as you pick it; from the keyboard, choose with ↑ ↓ and press Enter
        to save. Undo stays on offer for 10 seconds.
      </p>
      <NoteForm lead={lead} announce={announceChange} />
    </div>
  );
}

/** A note for the lead's history, kept with the lead's current status. */
function NoteForm({ lead, announce }: { lead: LeadSummary; announce: Announce }) {
  const id = useId();
  const client = useQueryClient();
  const [note, setNote] = useState("");
  const errorRef = useRef<HTMLParagraphElement>(null);
  const add = useMutation({
    mutationFn: (text: string) => addLeadNote(lead.id, lead.status, text),
    onSuccess: () => {
      setNote("");
      announce("Note added to the history.");
      return client.invalidateQueries({
        predicate: (query) => isLeadsQuery(query.queryKey),
        refetchType: "all",
      });
    },
    onError: () => requestAnimationFrame(() => errorRef.current?.focus()),
  });
  const text = note.trim();
  return (
    <form
      className="space-y-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (text) add.mutate(text);
      }}
    >
      <NoteField
        id={`${id}-note`}
        label="Note"
        example="Left a voicemail, calling again at 3 pm"
        value={note}
        onText={setNote}
      />
      <Button type="submit" disabled={add.isPending || text === ""}>
        {add.isPending ? "Adding..." : "Add note"}
      </Button>
      {add.isError && (
        <SaveError
          ref={errorRef}
          error={add.error}
          fallback="The note could not be added. Please try again."
        />
      )}
    </form>
  );
}
