import { fieldLabel } from "./job-draft";
import { fieldId } from "./job-fields";
import type { DuplicateFlags } from "./use-duplicate-flags";
import { focusField } from "./use-job-errors";

/** On a copy: the fields still naming the original's city or title, each a link to the field. */
export function DuplicateNotice({ flags }: { flags: DuplicateFlags }) {
  const paths = [...flags.notes.keys()];
  if (paths.length === 0) return null;
  return (
    <section
      aria-labelledby="job-duplicate-title"
      data-testid="duplicate-notice"
      className="rounded-md border border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h2 id="job-duplicate-title" className="font-semibold">
        This draft is a copy of {flags.original}.{" "}
        {paths.length === 1 ? "One field still names" : `${paths.length} fields still name`} the original's
        city or title:
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {paths.map((path) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              className="underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                focusField(path);
              }}
            >
              {fieldLabel(path)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
