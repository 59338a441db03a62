import { useRef, useState } from "react";
import { cn } from "#app/lib/utils";
import type { StaffAnswer } from "#schemas/admin";
import { rowControlClass } from "./admin-ui";

/** Keys that move a closed select's choice (Chromium and Firefox change its value at once). */
const CHOOSING_KEYS = new Set([
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);

/**
 * One way to save a row's choice, for leads and applications alike (decision 0341): a pick with the mouse or a
 * phone's picker saves at once; from the keyboard on the closed list, the arrows (or a label's first letter)
 * only move the choice, Enter saves it, and Escape or leaving the list puts the saved value back.
 */
export function useRowChoice<T extends string>(shown: T, save: (value: T) => void) {
  const [draft, setDraft] = useState<T | null>(null);
  const keyed = useRef(false);
  const cancel = () => {
    keyed.current = false;
    setDraft(null);
  };
  return {
    value: draft ?? shown,
    onKeyDown(event: React.KeyboardEvent<HTMLSelectElement>) {
      if (event.key === "Enter") {
        // Enter saves; on Windows and Linux it would also open the list, which then takes the keys (j/k).
        event.preventDefault();
        if (draft !== null && draft !== shown) save(draft);
        cancel();
      } else if (event.key === "Escape") cancel();
      else keyed.current = CHOOSING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== " ");
    },
    onPointerDown: cancel,
    onBlur: cancel,
    onChange(event: React.ChangeEvent<HTMLSelectElement>) {
      const value = event.target.value as T;
      if (keyed.current) {
        setDraft(value === shown ? null : value);
        return;
      }
      setDraft(null);
      if (value !== shown) save(value);
    },
  };
}

export type RowSelectProps = Omit<React.ComponentProps<"select">, "value" | "onChange">;

/**
 * A record's owner in a row or a detail, lead or application: "Unassigned", the staff accounts ("Me" for the
 * one signed in), and the current owner's address when the account is no longer listed.
 */
export function OwnerChoice({
  label,
  ownerId,
  ownerEmail,
  staff,
  pending,
  onChoose,
  className,
  ...props
}: {
  /** What the box is called, e.g. "Owner of Maya Okafor". */
  label: string;
  ownerId: string | null;
  ownerEmail: string | null;
  staff: StaffAnswer | undefined;
  /** The owner being saved, as the select's value ("" unassigned), if any. */
  pending: string | undefined;
  onChoose(ownerId: string | null): void;
} & RowSelectProps) {
  const shown = pending ?? ownerId ?? "";
  const members = staff?.staff ?? [];
  return (
    <RowSelect
      label={label}
      shown={shown}
      busy={pending !== undefined}
      save={(chosen) => onChoose(chosen || null)}
      data-owner={shown}
      className={className}
      {...props}
    >
      <option value="">Unassigned</option>
      {ownerId && !members.some((member) => member.id === ownerId) && (
        <option value={ownerId}>{ownerEmail ?? "Unknown"}</option>
      )}
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.id === staff?.meId ? "Me" : member.email}
        </option>
      ))}
    </RowSelect>
  );
}

/** A record's status (a lead's) or stage (an application's) in a row or a detail, saved as `useRowChoice` says. */
export function StatusChoice<S extends string>({
  label,
  status,
  statuses,
  labels,
  pending,
  onChoose,
  className,
  ...props
}: {
  /** What the box is called, e.g. "Status of Maya Okafor". */
  label: string;
  status: S;
  statuses: readonly S[];
  labels: Record<S, string>;
  /** The status being saved, if any. */
  pending: S | undefined;
  onChoose(status: S): void;
} & RowSelectProps) {
  const shown = pending ?? status;
  return (
    <RowSelect
      label={label}
      shown={shown}
      busy={pending !== undefined}
      save={onChoose}
      data-status={shown}
      className={className}
      {...props}
    >
      {statuses.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </RowSelect>
  );
}

/** The select both boxes draw: disabled while a choice is saved, saving as `useRowChoice` says. */
function RowSelect<T extends string>({
  label,
  shown,
  busy,
  save,
  className,
  children,
  ...props
}: {
  label: string;
  shown: T;
  busy: boolean;
  save(value: T): void;
  children: React.ReactNode;
} & RowSelectProps) {
  const choice = useRowChoice<T>(shown, save);
  return (
    <select
      aria-label={label}
      disabled={busy}
      {...props}
      {...choice}
      className={cn(rowControlClass, className)}
    >
      {children}
    </select>
  );
}
