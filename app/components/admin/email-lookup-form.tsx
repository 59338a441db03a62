import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import { compactControlClass } from "./admin-ui";

/**
 * The first step of a privacy request (a candidate's applications, a subscriber's job alerts): the person's
 * e-mail address, then Find. `onFind` gets the address trimmed; `problem` is shown between the box and the
 * buttons.
 */
export function EmailLookupForm({
  id,
  label,
  email,
  onEmailChange,
  onFind,
  onCancel,
  pending,
  findLabel,
  pendingLabel,
  problem,
}: {
  id: string;
  label: string;
  email: string;
  onEmailChange: (email: string) => void;
  onFind: (email: string) => void;
  onCancel: () => void;
  pending: boolean;
  findLabel: string;
  pendingLabel: string;
  problem?: ReactNode;
}) {
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onFind(email.trim());
      }}
    >
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-900">
          {label}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          className={`${compactControlClass} mt-1 h-10`}
        />
      </div>
      {problem}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : findLabel}
        </Button>
      </div>
    </form>
  );
}
