import type { ReactNode } from "react";
import { NEW_POSTING_OPEN_DAYS } from "#schemas/job-lifecycle";
import { formatDay } from "./jobs-api";
import { fieldLabel } from "./job-draft";
import { fieldId } from "./job-fields";
import type { DuplicateFlags } from "./use-duplicate-flags";
import { focusField } from "./use-job-errors";

/**
 * On a copy: the fields still naming the original's city or title, each a link to the field, and the copy's
 * own end date while it is unchanged.
 */
export function DuplicateNotice({ flags }: { flags: DuplicateFlags }) {
  const paths = [...flags.notes].filter(([, note]) => note.kind === "flag").map(([path]) => path);
  if (paths.length === 0 && !flags.freshEnd) return null;
  return (
    <section
      aria-labelledby="job-duplicate-title"
      data-testid="duplicate-notice"
      className="rounded-md border border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h2 id="job-duplicate-title" className="font-semibold">
        This draft is a copy of {flags.original}.
      </h2>
      {flags.freshEnd ? (
        <p className="mt-1" data-testid="duplicate-end-date">
          It does not keep the original's end date: it is open through{" "}
          <FieldLink path="validThrough">{formatDay(flags.freshEnd)}</FieldLink>, {NEW_POSTING_OPEN_DAYS} days
          from the day it was made. Change it if this role runs longer or shorter.
        </p>
      ) : null}
      {paths.length > 0 ? (
        <>
          <p className="mt-2 font-semibold">
            {paths.length === 1 ? "One field still names" : `${paths.length} fields still name`} the
            original's city or title:
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {paths.map((path) => (
              <li key={path}>
                <FieldLink path={path}>{fieldLabel(path)}</FieldLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function FieldLink({ path, children }: { path: string; children: ReactNode }) {
  return (
    <a
      href={`#${fieldId(path)}`}
      className="underline underline-offset-2"
      onClick={(event) => {
        event.preventDefault();
        focusField(path);
      }}
    >
      {children}
    </a>
  );
}
