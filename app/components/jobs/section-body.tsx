import { IconList } from "#app/components/ui/icon-list";
import { CircleCheck } from "lucide-react";
import type { JobContentSection, JobFact } from "#app/lib/job-content";
import { cn } from "#app/lib/utils";

/** A fact's value: one line as it is, several as a list. */
export function FactValue({ value }: { value: readonly string[] }) {
  if (value.length === 1) return value[0];
  return (
    <ul>
      {value.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function FactList({ facts, className }: { facts: JobFact[]; className?: string }) {
  return (
    <dl className={cn("space-y-3", className)}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-sm font-semibold text-slate-600">{fact.label}</dt>
          <dd className="text-slate-900">
            <FactValue value={fact.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CheckList({ items, iconClassName }: { items: string[]; iconClassName?: string }) {
  return (
    <IconList
      items={items}
      icon={CircleCheck}
      variant="posting"
      iconClassName={iconClassName}
      className="space-y-2.5"
    />
  );
}

/** Renders one content block: facts, paragraphs, grouped lists (h3), a list and a closing note. */
export function SectionBody({
  section,
  iconClassName,
}: {
  section: JobContentSection;
  iconClassName?: string;
}) {
  return (
    <div className="space-y-4 leading-7 text-slate-700">
      {section.facts && section.facts.length > 0 && <FactList facts={section.facts} />}
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.groups?.map((group) => (
        <div key={group.heading}>
          <h3 className="mb-2 text-base font-semibold">{group.heading}</h3>
          <CheckList items={group.items} iconClassName={iconClassName} />
        </div>
      ))}
      {section.items && section.items.length > 0 && (
        <CheckList items={section.items} iconClassName={iconClassName} />
      )}
      {section.note && (
        <p className="rounded-md bg-slate-100 px-4 py-3 font-medium text-slate-900">{section.note}</p>
      )}
    </div>
  );
}
