import type { ReactNode } from "react";
import {
  editorLabelOf,
  type PostingFieldSpec,
  type PostingSectionId,
  sectionFields,
} from "#schemas/posting-fields";
import { CheckboxField, ChoiceField, NumberField, SelectField, TextField, TextListField } from "./job-fields";

const ROW_CLASSES: Record<number, string> = {
  2: "grid gap-4 sm:grid-cols-2",
  3: "grid gap-4 sm:grid-cols-3",
};

/** One field's control, as the posting-field descriptor describes it; `custom` fields come from `custom`. */
function PostingField({ field, custom }: { field: PostingFieldSpec; custom: CustomControls }) {
  const label = editorLabelOf(field);
  switch (field.control) {
    case "text":
    case "multiline":
      return (
        <TextField
          name={field.key}
          label={label}
          hint={field.hint}
          multiline={field.control === "multiline"}
        />
      );
    case "number":
      return <NumberField name={field.key} label={label} hint={field.hint} />;
    case "checkbox":
      return <CheckboxField name={field.key} label={label} hint={field.hint} />;
    case "select":
      return <SelectField name={field.key} label={label} options={field.options ?? []} hint={field.hint} />;
    case "choice":
      return (
        <ChoiceField
          name={field.key}
          legend={label}
          options={field.options ?? []}
          multiple={field.multiple}
          hint={field.hint}
        />
      );
    case "list":
      return (
        <TextListField name={field.key} label={label} itemName={field.itemName ?? "item"} hint={field.hint} />
      );
    default:
      return custom[field.key] ?? null;
  }
}

/** The controls a section brings for its `custom` fields, by key. */
export type CustomControls = Partial<Record<PostingFieldSpec["key"], ReactNode>>;

/**
 * Every field of one editor section in the descriptor's order: fields that share a `row` side by side, the
 * section's own controls where the descriptor says `custom`.
 */
export function PostingFields({
  section,
  custom = {},
}: {
  section: PostingSectionId;
  custom?: CustomControls;
}) {
  const rows: PostingFieldSpec[][] = [];
  for (const field of sectionFields(section)) {
    const last = rows.at(-1);
    if (field.row && last?.[0]?.row === field.row) last.push(field);
    else rows.push([field]);
  }
  return rows.map((row) => {
    const first = row[0]!;
    if (row.length === 1) return <PostingField key={first.key} field={first} custom={custom} />;
    return (
      <div key={first.key} className={ROW_CLASSES[row.length] ?? ROW_CLASSES[3]}>
        {row.map((field) => (
          <PostingField key={field.key} field={field} custom={custom} />
        ))}
      </div>
    );
  });
}
