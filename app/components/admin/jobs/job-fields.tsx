import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { createContext, useContext, useRef } from "react";
import { type FieldError, get, useController, useFormContext, useWatch } from "react-hook-form";
import { Button } from "#app/components/ui/button";
import {
  FormControl,
  FormDescription,
  FormFieldset,
  FormItem,
  FormLabel,
  FormMessage,
} from "#app/components/ui/form";
import { cn } from "#app/lib/utils";
import { plainMessage } from "./job-draft";

/** The id of a field's control, from its path ("pay.min" → "job-pay-min"). */
export function fieldId(name: string): string {
  return `job-${name.replaceAll(".", "-")}`;
}

export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as (FieldError & { root?: FieldError }) | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === "string" ? plainMessage(message) : undefined;
}

/**
 * Notes the editor puts under fields by path: a value proposed from the title and place (kept in step until
 * the recruiter types their own), or a flag on a copy's field that still names the original.
 */
export interface FieldNote {
  kind: "proposed" | "flag";
  text: string;
}
export const FieldNotesContext = createContext<ReadonlyMap<string, FieldNote>>(new Map());

function useFieldNote(name: string): FieldNote | undefined {
  return useContext(FieldNotesContext).get(name);
}

function NoteText({ id, note }: { id: string; note: FieldNote }) {
  return (
    <p
      id={`${id}-note`}
      data-note={note.kind}
      className={
        note.kind === "flag"
          ? "mt-1 rounded-sm border-l-4 border-amber-600 bg-amber-50 px-2 py-1 text-sm text-amber-950"
          : "mt-1 text-xs text-brand-800"
      }
    >
      {note.text}
    </p>
  );
}

const labelClass = "block text-sm font-semibold text-slate-900";
const hintClass = "mt-1 text-xs text-slate-700";
const errorClass = "mt-1 font-semibold text-red-800";
// The editor's controls: the dense list's size, with a red border on a field that needs attention.
const controlClass =
  "w-full rounded-md border border-slate-500 bg-white px-2 text-sm text-slate-900 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 aria-invalid:border-red-700";
export const inputClass = `${controlClass} h-9`;
const areaClass = `${controlClass} min-h-28 py-2`;

/** A field's description and message (the form-field kit's parts in the editor's look). */
function Messages({ hint }: { hint?: React.ReactNode }) {
  return (
    <>
      {hint ? <FormDescription className={hintClass}>{hint}</FormDescription> : null}
      <FormMessage className={errorClass} />
    </>
  );
}

/**
 * One control of the editor with its label, description, message and note: the form-field kit's parts in
 * the editor's look. The dialogs use it directly; the posting's fields through `EditorField`.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  note,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: React.ReactNode;
  error?: string;
  note?: FieldNote;
  className?: string;
  children: React.ReactElement<Record<string, unknown>>;
}) {
  return (
    <FormItem id={id} error={error} hint={Boolean(hint)} note={Boolean(note)} className={className}>
      <FormLabel className="block">{label}</FormLabel>
      <FormControl data-flagged={note?.kind === "flag" ? true : undefined}>{children}</FormControl>
      <Messages hint={hint} />
      {note && <NoteText id={id} note={note} />}
    </FormItem>
  );
}

/** A posting's field: its id and message come from its path in the form. */
function EditorField(
  props: Omit<React.ComponentProps<typeof FieldFrame>, "id" | "error"> & { name: string },
) {
  const { name, ...frame } = props;
  return <FieldFrame id={fieldId(name)} error={useFieldError(name)} {...frame} />;
}

interface TextFieldProps {
  name: string;
  label: string;
  hint?: React.ReactNode;
  multiline?: boolean;
  type?: "text" | "email" | "url" | "date" | "tel";
  /** Shows the length against this limit as the recruiter types. */
  maxLength?: number;
  readOnly?: boolean;
  className?: string;
}

export function TextField({
  name,
  label,
  hint,
  multiline,
  type = "text",
  maxLength,
  readOnly,
  className,
}: TextFieldProps) {
  const { register, control } = useFormContext();
  const note = useFieldNote(name);
  const value = useWatch({ control, name, disabled: maxLength === undefined }) as string | undefined;
  const counter =
    maxLength !== undefined ? (
      <span className={cn((value?.length ?? 0) > maxLength && "font-semibold text-red-800")}>
        {value?.length ?? 0} of {maxLength} characters.{" "}
      </span>
    ) : null;
  return (
    <EditorField
      name={name}
      label={label}
      hint={
        counter || hint ? (
          <>
            {counter}
            {hint}
          </>
        ) : undefined
      }
      note={note}
      className={className}
    >
      {multiline ? (
        <textarea className={cn(areaClass, "mt-1")} {...register(name)} />
      ) : (
        <input
          type={type}
          className={cn(inputClass, "mt-1", readOnly && "bg-slate-100")}
          readOnly={readOnly}
          {...register(name)}
        />
      )}
    </EditorField>
  );
}

export function NumberField({
  name,
  label,
  hint,
  className,
}: {
  name: string;
  label: string;
  hint?: React.ReactNode;
  className?: string;
}) {
  const { register } = useFormContext();
  return (
    <EditorField name={name} label={label} hint={hint} className={className}>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className={cn(inputClass, "mt-1")}
        {...register(name, {
          setValueAs: (value: unknown) =>
            value === "" || value === null || value === undefined ? undefined : Number(value),
        })}
      />
    </EditorField>
  );
}

export function SelectField({
  name,
  label,
  options,
  hint,
  className,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  hint?: React.ReactNode;
  className?: string;
}) {
  const { register } = useFormContext();
  return (
    <EditorField name={name} label={label} hint={hint} className={className}>
      <select className={cn(inputClass, "mt-1")} {...register(name)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </EditorField>
  );
}

export function CheckboxField({
  name,
  label,
  hint,
}: {
  name: string;
  label: string;
  hint?: React.ReactNode;
}) {
  const { register } = useFormContext();
  return (
    <FormItem id={fieldId(name)} hint={Boolean(hint)}>
      <div className="flex items-center gap-2">
        <FormControl>
          <input type="checkbox" className="size-5 accent-brand-700" {...register(name)} />
        </FormControl>
        <FormLabel>{label}</FormLabel>
      </div>
      <Messages hint={hint} />
    </FormItem>
  );
}

/** Radio buttons (one value) or checkboxes (several) under one legend. */
export function ChoiceField({
  name,
  legend,
  options,
  multiple = false,
  hint,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  multiple?: boolean;
  hint?: React.ReactNode;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FormFieldset
      id={fieldId(name)}
      error={error}
      hint={Boolean(hint)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
        {options.map(([value, text]) => (
          <label key={value} className="inline-flex min-h-8 items-center gap-2 text-sm text-slate-900">
            <input
              type={multiple ? "checkbox" : "radio"}
              value={value}
              className="size-5 accent-brand-700"
              {...register(name)}
            />
            {text}
          </label>
        ))}
      </div>
      <Messages hint={hint} />
    </FormFieldset>
  );
}

/** A group of fields for an optional part of the posting (a bonus, remote work): a box adds or removes it. */
export function OptionalGroup({
  name,
  label,
  blank,
  children,
}: {
  name: string;
  label: string;
  /** The part's value when the box is ticked. */
  blank: () => unknown;
  children: React.ReactNode;
}) {
  const { control, setValue } = useFormContext();
  const value = useWatch({ control, name });
  const id = `${fieldId(name)}-present`;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={value !== undefined && value !== null}
          onChange={(event) =>
            setValue(name, event.target.checked ? blank() : undefined, {
              shouldDirty: true,
              shouldValidate: false,
            })
          }
        />
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
      </div>
      {value !== undefined && value !== null && (
        <div className="space-y-3 border-l-4 border-slate-200 pl-3">{children}</div>
      )}
    </div>
  );
}

const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md border border-slate-400 bg-white text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60";

/** Buttons that move or remove the row at `index` of a list of `count`. */
export function RowButtons({
  index,
  count,
  itemName,
  onMove,
  onRemove,
  canRemove = true,
}: {
  index: number;
  count: number;
  itemName: string;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  canRemove?: boolean;
}) {
  const n = index + 1;
  return (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${itemName} ${n} up`}
        data-move="up"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${itemName} ${n} down`}
        data-move="down"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
      {canRemove && (
        <button
          type="button"
          className={iconButton}
          aria-label={`Remove ${itemName} ${n}`}
          onClick={() => onRemove(index)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/**
 * Focus what `find` gives one frame after a change of the rows (once React drew them), unless the person went
 * on in between: focus then stands on another element than at the change, and stays there. Focus that fell to
 * the page (its element gone with a removed row) is still moved.
 */
function focusAfterChange(find: () => HTMLElement | null | undefined) {
  const before = document.activeElement;
  requestAnimationFrame(() => {
    const now = document.activeElement;
    if (now && now !== before && now !== document.body) return;
    find()?.focus();
  });
}

/**
 * After the rows of a list changed, focus the row at `index`: the move button in the direction it went
 * (or the other one at either end), else its first field.
 */
export function focusInRow(list: React.RefObject<HTMLElement | null>, index: number, button?: "up" | "down") {
  focusAfterChange(() => {
    const row = list.current?.querySelectorAll<HTMLElement>(":scope > li")[index];
    return (
      (button && row?.querySelector<HTMLElement>(`[data-move="${button}"]:not(:disabled)`)) ||
      (button && row?.querySelector<HTMLElement>("[data-move]:not(:disabled)")) ||
      row?.querySelector<HTMLElement>("input, textarea, select")
    );
  });
}

/**
 * The keyboard side of a list editor: each change of the rows is made, then focus goes where it is expected
 * (the row that moved, the row after the one removed or the add button when none is left, the new row).
 */
export function useListEditor({
  addId,
  count,
  move,
  remove,
  add,
}: {
  addId: string;
  count: number;
  move(from: number, to: number): void;
  remove(index: number): void;
  add(): void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  return {
    listRef,
    onMove(from: number, to: number) {
      move(from, to);
      focusInRow(listRef, to, to < from ? "up" : "down");
    },
    onRemove(index: number) {
      remove(index);
      if (count > 1) focusInRow(listRef, Math.min(index, count - 2));
      else focusAfterChange(() => document.getElementById(addId));
    },
    add() {
      add();
      focusInRow(listRef, count);
    },
  };
}

/** The button under a list editor that adds a row. */
export function AddRowButton({
  id,
  onClick,
  children,
}: {
  id: string;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <Button id={id} type="button" variant="outline" size="sm" className="mt-2" onClick={onClick}>
      <Plus aria-hidden="true" /> {children}
    </Button>
  );
}

/** A leading bullet or number a pasted line brings from a document ("• ", "- ", "3. ", "a) "). */
const LIST_MARKER = /^\s*(?:[-–—•·*▪◦]|\(?(?:\d{1,3}|[a-z])[.)])\s+/i;

/** The lines of a pasted text, one per row: bullets and numbering taken off, blank lines left out. */
export function pastedRows(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(LIST_MARKER, "").trim())
    .filter((line) => line !== "");
}

/**
 * A list of texts (paragraphs, bullet points, keywords): each row can be edited, moved up or down and
 * removed, and rows added, all from the keyboard. Focus follows the row that moved. Pasting several lines
 * into a row makes one row per line.
 */
export function TextListField({
  name,
  label,
  itemName,
  hint,
  multiline = false,
}: {
  name: string;
  label: string;
  /** How one row is called in button names: "paragraph" → "Remove paragraph 2". */
  itemName: string;
  hint?: React.ReactNode;
  multiline?: boolean;
}) {
  const { control, formState } = useFormContext();
  const notes = useContext(FieldNotesContext);
  const { field } = useController({ control, name });
  const items = (field.value as string[] | undefined) ?? [];
  const set = (next: string[]) => field.onChange(next);
  return (
    <ListField
      name={name}
      legend={label}
      hint={hint}
      itemName={itemName}
      keys={items.map((_, index) => String(index))}
      move={(from, to) => {
        const next = [...items];
        const [item] = next.splice(from, 1);
        next.splice(to, 0, item!);
        set(next);
      }}
      remove={(index) => set(items.filter((_, i) => i !== index))}
      add={() => set([...items, ""])}
      rowClassName="flex items-start gap-2"
      renderRow={(index, listRef) => {
        const item = items[index]!;
        const itemError = (get(formState.errors, `${name}.${index}`) as FieldError | undefined)?.message;
        const itemId = `${fieldId(name)}-${index}`;
        const note = notes.get(`${name}.${index}`);
        const common = {
          value: item,
          "aria-label": `${label}: ${itemName} ${index + 1}`,
          onBlur: field.onBlur,
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            set(items.map((old, i) => (i === index ? event.target.value : old))),
          onPaste: (event: React.ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            const lines = pastedRows(event.clipboardData.getData("text/plain"));
            if (lines.length < 2) return;
            event.preventDefault();
            const target = event.currentTarget;
            const before = item.slice(0, target.selectionStart ?? item.length);
            const after = item.slice(target.selectionEnd ?? item.length);
            const added = lines.map((line, i) =>
              `${i === 0 ? before : ""}${line}${i === lines.length - 1 ? after : ""}`.trim(),
            );
            set([...items.slice(0, index), ...added, ...items.slice(index + 1)]);
            focusInRow(listRef, index + added.length - 1);
          },
        };
        return (
          <FormItem
            id={itemId}
            error={itemError && plainMessage(itemError)}
            note={Boolean(note)}
            className="min-w-0 flex-1"
          >
            <FormControl data-flagged={note?.kind === "flag" ? true : undefined}>
              {multiline ? (
                <textarea className={areaClass} {...common} />
              ) : (
                <input type="text" className={inputClass} {...common} />
              )}
            </FormControl>
            <FormMessage className={errorClass} />
            {note && <NoteText id={itemId} note={note} />}
          </FormItem>
        );
      }}
    />
  );
}

/**
 * A list editor under one legend (texts, places): the list's description and message, its rows each with
 * buttons to move and remove it, and the button that adds one; focus follows as `useListEditor` says.
 */
export function ListField({
  name,
  legend,
  hint,
  itemName,
  keys,
  move,
  remove,
  add,
  listClassName = "space-y-2",
  rowClassName,
  renderRow,
}: {
  name: string;
  legend: string;
  hint?: React.ReactNode;
  /** How one row is called in button names: "location" → "Remove location 2", "Add location". */
  itemName: string;
  /** One stable key per row. */
  keys: readonly string[];
  move(from: number, to: number): void;
  remove(index: number): void;
  add(): void;
  listClassName?: string;
  rowClassName: string;
  renderRow(index: number, listRef: React.RefObject<HTMLOListElement | null>): React.ReactNode;
}) {
  const id = fieldId(name);
  const error = useFieldError(name);
  const rows = useListEditor({ addId: `${id}-add`, count: keys.length, move, remove, add });
  return (
    <FormFieldset id={id} error={error} hint={Boolean(hint)}>
      <legend className={labelClass}>{legend}</legend>
      <Messages hint={hint} />
      <ol ref={rows.listRef} className={cn("mt-2", listClassName)}>
        {keys.map((key, index) => (
          <li key={key} className={rowClassName}>
            {renderRow(index, rows.listRef)}
            <RowButtons
              index={index}
              count={keys.length}
              itemName={itemName}
              onMove={rows.onMove}
              onRemove={rows.onRemove}
            />
          </li>
        ))}
      </ol>
      <AddRowButton id={`${id}-add`} onClick={rows.add}>
        Add {itemName}
      </AddRowButton>
    </FormFieldset>
  );
}

/** A titled part of the editor. */
export function EditorSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-300 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
