import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { toast } from "#app/lib/use-toast";
import { type LeadSummary, STATUS_NOTE_MAX } from "#schemas/admin";
import { errorMessage, isLeadsQuery } from "./api";
import { type Announce, InlineOwner, InlineStatus } from "./lead-actions";
import { addLeadNote } from "./leads-api";

/** The id of the detail's status box: `s` goes there. */
export const DETAIL_STATUS_ID = "lead-status-choice";

/**
 * Status, owner and note in a lead's detail, saved the way a row of the list saves them (decision 0342): a
 * status or owner picked with the mouse saves at once, one chosen with the arrows saves on Enter (Esc or
 * leaving the box puts the saved one back), and the toast offers Undo; a note is text, saved with its button.
 */
export function LeadWork({ lead }: { lead: LeadSummary }) {
  const announce: Announce = (message, tone = "success") =>
    toast(
      tone === "error"
        ? { title: "Not saved", description: message, variant: "destructive" }
        : { title: "Saved", description: message },
    );
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
            announce={announce}
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
            announce={announce}
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
      <NoteForm lead={lead} announce={announce} />
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
      <Label htmlFor={`${id}-note`}>Note</Label>
      <Textarea
        id={`${id}-note`}
        name="note"
        value={note}
        maxLength={STATUS_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
        aria-describedby={`${id}-note-hint`}
        className="min-h-20"
      />
      <p id={`${id}-note-hint`} className="text-sm text-slate-700">
        What happened or what comes next, e.g. "Left a voicemail, calling again at 3 pm".{" "}
        {STATUS_NOTE_MAX - note.length} characters left.
      </p>
      <Button type="submit" disabled={add.isPending || text === ""}>
        {add.isPending ? "Adding..." : "Add note"}
      </Button>
      {add.isError && (
        <p ref={errorRef} tabIndex={-1} role="alert" className="text-sm text-red-800">
          {errorMessage(add.error, "The note could not be added. Please try again.")}
        </p>
      )}
    </form>
  );
}
