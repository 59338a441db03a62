import { useMutation } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { toast } from "#app/lib/use-toast";
import { errorMessage } from "./api";

export type Announce = (message: string, tone?: "success" | "error") => void;

/** Says what was saved (or why not) in the app's toast, which screen readers hear. */
export const announceChange: Announce = (message, tone = "success") => {
  toast(
    tone === "error"
      ? { title: "Not saved", description: message, variant: "destructive" }
      : { title: "Saved", description: message },
  );
};

/** Changes waiting for the server, by record: the status or owner (select value, "" unassigned) chosen. */
export type PendingRecordChanges<S extends string> = Record<string, { status?: S; owner?: string }>;

export interface RecordChanges<R, S extends string> {
  pending: PendingRecordChanges<S>;
  /** Saves a status chosen in a row; stable, so rows that did not change are not rendered again. */
  setStatus(record: R, status: S): void;
  /** Saves an owner chosen in a row (null: unassigned); stable as well. */
  assign(record: R, ownerId: string | null): void;
}

/** How one kind of record (a lead, an application) saves its status and owner, and what it says after. */
export interface RecordSaving<R, S extends string, OwnerAnswer> {
  saveStatus(id: string, status: S): Promise<unknown>;
  saveOwner(id: string, ownerId: string | null): Promise<OwnerAnswer>;
  statusSaved(record: R, status: S): unknown;
  ownerSaved(record: R, ownerId: string | null, answer: OwnerAnswer): unknown;
  announce: Announce;
  /** What the toast says when the status could not be saved, e.g. "The stage could not be saved." */
  statusError: string;
}

/**
 * Status and owner changes made from rows, cards or a detail, for a whole list: one pair of mutations
 * instead of two per row. Every change is saved as soon as it is chosen; the row shows the choice, disabled,
 * until the server answers. The callbacks are read when the server answers, so they see the latest render.
 */
export function useRecordChanges<R extends { id: string }, S extends string, OwnerAnswer>(
  saving: RecordSaving<R, S, OwnerAnswer>,
): RecordChanges<R, S> {
  const latest = useRef(saving);
  latest.current = saving;
  const [pending, setPending] = useState<PendingRecordChanges<S>>({});
  const mark = (id: string, change: PendingRecordChanges<S>[string] | null) =>
    setPending((current) => {
      const next = { ...current };
      if (change) next[id] = { ...next[id], ...change };
      else delete next[id];
      return next;
    });
  const status = useMutation({
    mutationFn: ({ record, status }: { record: R; status: S }) =>
      latest.current.saveStatus(record.id, status),
    onMutate: ({ record, status }) => mark(record.id, { status }),
    onSuccess: (_answer, { record, status }) => latest.current.statusSaved(record, status),
    onError: (error) => latest.current.announce(errorMessage(error, latest.current.statusError), "error"),
    onSettled: (_data, _error, { record }) => mark(record.id, null),
  });
  const owner = useMutation({
    mutationFn: ({ record, ownerId }: { record: R; ownerId: string | null }) =>
      latest.current.saveOwner(record.id, ownerId),
    onMutate: ({ record, ownerId }) => mark(record.id, { owner: ownerId ?? "" }),
    onSuccess: (answer, { record, ownerId }) => latest.current.ownerSaved(record, ownerId, answer),
    onError: (error) =>
      latest.current.announce(errorMessage(error, "The owner could not be saved."), "error"),
    onSettled: (_data, _error, { record }) => mark(record.id, null),
  });
  const saveStatus = status.mutate;
  const saveOwner = owner.mutate;
  const setStatus = useCallback((record: R, value: S) => saveStatus({ record, status: value }), [saveStatus]);
  const assign = useCallback(
    (record: R, ownerId: string | null) => saveOwner({ record, ownerId }),
    [saveOwner],
  );
  return { pending, setStatus, assign };
}
