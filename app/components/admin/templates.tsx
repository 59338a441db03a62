import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import {
  MESSAGE_STAFF_ROUTES,
  type MessageTemplate,
  TemplateAnswerSchema,
  TemplateInputSchema,
  TemplatesAnswerSchema,
} from "#schemas/messages";
import { ADMIN_API_PREFIX, fillPath } from "#schemas/paths";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { apiRequest } from "#app/lib/query-client";
import { toast } from "#app/lib/use-toast";
import { errorMessage, readAnswer, sendFor } from "./api";
import { formatDateTime } from "./format";
import { TEMPLATES_KEY } from "./record-email";

const templateUrl = (id: string) => `${ADMIN_API_PREFIX}${fillPath(MESSAGE_STAFF_ROUTES.template, { id })}`;

/**
 * The firm's e-mail templates (/admin/templates): each editable in place, a new one added at the end, and the
 * placeholders a template may use, filled in for the person when a recruiter sends it from a record.
 */
export function TemplatesScreen() {
  const templates = useQuery({ queryKey: TEMPLATES_KEY, queryFn: readAnswer(TemplatesAnswerSchema) });
  const [adding, setAdding] = useState(false);
  return (
    <div className="mx-auto max-w-5xl pb-8">
      <h1 className="text-3xl font-bold">E-mail templates</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        What recruiters start from when they send an e-mail from a lead or an application (“Send e-mail” in
        its detail). The placeholders are filled in for the person; the recruiter can change anything before
        sending.
      </p>
      {templates.isError && (
        <Alert variant="error" role="alert" className="mt-4">
          {errorMessage(templates.error, "The templates could not be loaded.")}
        </Alert>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid gap-4">
          {templates.data?.templates.map((template) => (
            <TemplateForm key={`${template.id}-${template.updatedAt}`} template={template} />
          ))}
          {templates.data?.templates.length === 0 && (
            <p className="text-slate-700">No templates: add one below, and recruiters can send it.</p>
          )}
          {adding ? (
            <TemplateForm onDone={() => setAdding(false)} />
          ) : (
            <div>
              <Button variant="outline" onClick={() => setAdding(true)} disabled={!templates.data}>
                <Plus aria-hidden="true" />
                New template
              </Button>
            </div>
          )}
        </div>
        <aside
          aria-labelledby="placeholders-heading"
          className="self-start rounded-lg border border-slate-300 bg-white p-4"
        >
          <h2 id="placeholders-heading" className="text-lg font-bold">
            Placeholders
          </h2>
          <dl className="mt-2 grid gap-2 text-sm">
            {Object.entries(templates.data?.placeholders ?? {}).map(([name, meaning]) => (
              <div key={name}>
                <dt>
                  <code className="rounded bg-slate-100 px-1 font-mono text-slate-900">{`{{${name}}}`}</code>
                </dt>
                <dd className="text-slate-700">{meaning}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </div>
  );
}

type Errors = Partial<Record<"name" | "subject" | "body" | "form", string>>;

function fieldErrors(error: unknown): Errors {
  const message = errorMessage(error, "The template could not be saved.");
  try {
    const text = error instanceof Error ? error.message : "";
    const parsed = JSON.parse(text.slice(text.indexOf(": ") + 2)) as { errors?: Errors };
    if (parsed.errors) return parsed.errors;
  } catch {
    // Not a field refusal.
  }
  return { form: message };
}

/** One template's form: an existing one (Save, Delete) or a new one (Add, Cancel). */
function TemplateForm({ template, onDone }: { template?: MessageTemplate; onDone?: () => void }) {
  const client = useQueryClient();
  const [values, setValues] = useState({
    name: template?.name ?? "",
    subject: template?.subject ?? "",
    body: template?.body ?? "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const ids = { heading: useId(), name: useId(), subject: useId(), body: useId() };
  const refresh = () => client.invalidateQueries({ queryKey: TEMPLATES_KEY });

  const save = useMutation({
    mutationFn: async () => {
      const parsed = TemplateInputSchema.safeParse(values);
      if (!parsed.success) {
        const found: Errors = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path[0] as keyof Errors;
          found[key] ??= issue.message;
        }
        throw Object.assign(new Error("invalid"), { fields: found });
      }
      return template
        ? sendFor(TemplateAnswerSchema, "PUT", templateUrl(template.id), parsed.data)
        : sendFor(
            TemplateAnswerSchema,
            "POST",
            `${ADMIN_API_PREFIX}${MESSAGE_STAFF_ROUTES.templates}`,
            parsed.data,
          );
    },
    onMutate: () => setErrors({}),
    onSuccess: ({ template: saved }) => {
      toast({ title: template ? "Template saved" : "Template added", description: saved.name });
      void refresh();
      onDone?.();
    },
    onError: (error) => setErrors((error as { fields?: Errors }).fields ?? fieldErrors(error)),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", templateUrl(template!.id)),
    onSuccess: () => {
      toast({ title: "Template deleted", description: template!.name });
      void refresh();
    },
    onError: (error) => setErrors({ form: errorMessage(error, "The template could not be deleted.") }),
  });

  const field = (key: "name" | "subject" | "body") => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `${ids[key]}-error` : undefined,
  });
  const error = (key: "name" | "subject" | "body") =>
    errors[key] && (
      <p id={`${ids[key]}-error`} className="text-sm font-semibold text-red-800">
        {errors[key]}
      </p>
    );

  return (
    <section aria-labelledby={ids.heading} className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 id={ids.heading} className="text-lg font-bold">
        {template ? template.name : "New template"}
      </h2>
      {template && (
        <p className="text-sm text-slate-700">
          {template.updatedBy
            ? `Last saved by ${template.updatedBy}, ${formatDateTime(template.updatedAt)}`
            : "One of the firm's starting templates"}
        </p>
      )}
      <form
        className="mt-3 grid gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={ids.name}>Name</Label>
          <Input id={ids.name} {...field("name")} maxLength={80} />
          {error("name")}
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.subject}>Subject</Label>
          <Input id={ids.subject} {...field("subject")} maxLength={200} />
          {error("subject")}
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.body}>Message</Label>
          <Textarea id={ids.body} {...field("body")} rows={10} maxLength={5000} />
          {error("body")}
        </div>
        {errors.form && (
          <Alert variant="error" role="alert">
            {errors.form}
          </Alert>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : template ? "Save template" : "Add template"}
          </Button>
          {!template && (
            <Button type="button" variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          )}
          {template &&
            (confirming ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-slate-800">
                  Delete “{template.name}”? E-mails sent with it stay.
                </span>
                <Button
                  type="button"
                  variant="outline"
                  className="border-red-700 text-red-800 hover:bg-red-50"
                  onClick={() => remove.mutate()}
                  disabled={remove.isPending}
                >
                  Delete for good
                </Button>
                <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </span>
            ) : (
              <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ))}
        </div>
      </form>
    </section>
  );
}
