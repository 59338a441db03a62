import { useId } from "react";
import type { ApplicationSummary } from "#schemas/application-admin";
import { InlineApplicationOwner } from "./application-actions";

/** The application's owner in its detail, saved as in the list's rows. */
export function ApplicationOwnerField({ application }: { application: ApplicationSummary }) {
  const id = useId();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-semibold text-slate-900">
        Owner
      </label>
      <InlineApplicationOwner application={application} id={id} aria-label={undefined} className="h-9 w-64" />
    </div>
  );
}
