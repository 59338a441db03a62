import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";
import type { StaffAnswer } from "#schemas/admin";
import { compactControlClass } from "./admin-ui";

/** What the bar does to every selected row: give them an owner (null: nobody), or move them to a status. */
export type BulkChange<S extends string> =
  | { type: "assign"; ownerId: string | null }
  | { type: "status"; status: S };

/** The words of one list's bulk bar: what its two boxes and their buttons are called. */
export interface BulkBarWords {
  owner: string;
  assign: string;
  status: string;
  move: string;
}

/**
 * What to do with the rows selected in a list of leads or applications: give them an owner, or move them to
 * a status (a lead's) or a stage (an application's). `children` adds the list's own buttons before "Clear
 * selection".
 */
export function BulkBar<S extends string>({
  count,
  staff,
  pending,
  statuses,
  labels,
  firstStatus,
  words,
  className,
  statusClassName,
  onAction,
  onClear,
  children,
}: {
  count: number;
  staff: StaffAnswer | undefined;
  pending: boolean;
  statuses: readonly S[];
  labels: Record<S, string>;
  /** The status the box shows first. */
  firstStatus: S;
  words: BulkBarWords;
  className?: string;
  statusClassName?: string;
  onAction(action: BulkChange<S>): void;
  onClear(): void;
  children?: React.ReactNode;
}) {
  const [owner, setOwner] = useState("");
  const [status, setStatus] = useState<S>(firstStatus);
  return (
    <section
      aria-label="Bulk actions"
      className={cn(
        "flex min-h-8 flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-brand-300 bg-brand-50 px-3 py-1 text-sm",
        className,
      )}
    >
      <p role="status" className="font-semibold text-slate-900">
        {count} selected
      </p>
      <BulkForm
        label={words.owner}
        submit={words.assign}
        pending={pending}
        value={owner}
        onValue={setOwner}
        options={[
          ["", "Nobody (unassign)"],
          ...(staff?.staff ?? []).map(
            (member) =>
              [member.id, member.id === staff?.meId ? `Me (${member.email})` : member.email] as const,
          ),
        ]}
        onSubmit={() => onAction({ type: "assign", ownerId: owner || null })}
      />
      <BulkForm
        label={words.status}
        submit={words.move}
        pending={pending}
        value={status}
        onValue={(value) => setStatus(value as S)}
        options={statuses.map((value) => [value, labels[value]] as const)}
        selectClassName={statusClassName}
        onSubmit={() => onAction({ type: "status", status })}
      />
      {children}
      <Button type="button" size="sm" variant="ghost" className="h-8" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}

/** One box of the bar, labelled, with the button that applies it. */
function BulkForm({
  label,
  submit,
  pending,
  value,
  onValue,
  options,
  selectClassName,
  onSubmit,
}: {
  label: string;
  submit: string;
  pending: boolean;
  value: string;
  onValue(value: string): void;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  selectClassName?: string;
  onSubmit(): void;
}) {
  const id = useId();
  return (
    <form
      className="flex items-center gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="font-semibold whitespace-nowrap">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        className={cn(compactControlClass, "h-8 w-44", selectClassName)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" className="h-8" disabled={pending}>
        {submit}
      </Button>
    </form>
  );
}
