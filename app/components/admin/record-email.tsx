import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import {
  MESSAGE_STAFF_ROUTES,
  type MessageRecordKind,
  type MessageTemplate,
  PreviewAnswerSchema,
  SentMessageAnswerSchema,
  type SentMessage,
  SentMessagesAnswerSchema,
  TemplatesAnswerSchema,
} from "#schemas/messages";
import { ADMIN_API_PREFIX, ADMIN_PAGE_PATHS, fillPath } from "#schemas/paths";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { TitledDialog } from "#app/components/ui/dialog";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { toast } from "#app/lib/use-toast";
import { selectClass } from "./admin-ui";
import { errorMessage, readAnswer, sendFor } from "./api";
import { formatAge, formatDateTime } from "./format";
import { useNow } from "./use-now";

export const TEMPLATES_KEY = [`${ADMIN_API_PREFIX}${MESSAGE_STAFF_ROUTES.templates}`] as const;

const STATUS_WORDS: Record<SentMessage["status"], string> = {
  pending: "Waiting to be sent",
  sending: "Sending",
  sent: "Sent",
  failed: "Not delivered",
};

/**
 * E-mail from the record, in a lead's or an application's detail: "Send e-mail" opens a composer (a template,
 * its placeholders filled in for this person, the subject and message editable before sending), and the
 * e-mails sent so far are listed with their delivery. A sent e-mail is kept in the record's history, where it
 * counts as the first response.
 */
export function RecordEmail({ kind, id }: { kind: MessageRecordKind; id: string }) {
  const messagesUrl = `${ADMIN_API_PREFIX}${fillPath(MESSAGE_STAFF_ROUTES.messages[kind], { id })}`;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const messages = useQuery({
    queryKey: [messagesUrl],
    queryFn: readAnswer(SentMessagesAnswerSchema),
    // While one waits for the outbox, its delivery is looked at again.
    refetchInterval: (query: { state: { data?: { messages: SentMessage[] } } }) =>
      query.state.data?.messages.some((m) => m.status === "pending" || m.status === "sending") ? 2000 : false,
  });
  const headingId = useId();
  const list = messages.data?.messages ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          E-mails
        </h2>
        <Button ref={opener} variant="outline" onClick={() => setOpen(true)}>
          <Mail aria-hidden="true" />
          Send e-mail
        </Button>
      </div>
      {messages.isError ? (
        <Alert variant="error" className="mt-2">
          {errorMessage(messages.error, "The e-mails could not be loaded.")}
        </Alert>
      ) : list.length === 0 ? (
        <p className="mt-2 text-slate-700">
          No e-mail sent from here yet. One sent from a template is kept in the history and counts as the
          first response.
        </p>
      ) : (
        <SentList messages={list} />
      )}
      {open && (
        <Composer
          kind={kind}
          id={id}
          messagesUrl={messagesUrl}
          onClose={() => setOpen(false)}
          // Back to "Send e-mail" once the composer closes, sent or not.
          onClosed={() => opener.current?.focus()}
        />
      )}
    </section>
  );
}

function SentList({ messages }: { messages: SentMessage[] }) {
  const now = useNow();
  return (
    <ol className="mt-2 space-y-2" aria-label="E-mails sent">
      {messages.map((message) => (
        <li key={message.id} className="rounded-md border border-slate-200 p-3" data-message={message.status}>
          <p className="text-sm text-slate-800">
            <strong className="text-slate-900">{message.subject}</strong>
          </p>
          <p className="text-sm text-slate-700">
            To {message.to} by {message.by},{" "}
            <time
              dateTime={new Date(message.createdAt).toISOString()}
              title={formatDateTime(message.createdAt)}
            >
              {formatAge(message.createdAt, now)}
            </time>
            {" · "}
            <span className={message.status === "failed" ? "font-semibold text-red-800" : undefined}>
              {STATUS_WORDS[message.status]}
            </span>
            {message.status === "failed" && message.lastError ? `: ${message.lastError}` : ""}
          </p>
          <details className="mt-1">
            <summary className="cursor-pointer text-sm font-semibold text-brand-800">The message</summary>
            <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{message.body}</p>
          </details>
        </li>
      ))}
    </ol>
  );
}

function Composer({
  kind,
  id,
  messagesUrl,
  onClose,
  onClosed,
}: {
  kind: MessageRecordKind;
  id: string;
  messagesUrl: string;
  onClose: () => void;
  onClosed: () => void;
}) {
  const templateSelect = useRef<HTMLSelectElement>(null);
  const client = useQueryClient();
  const templates = useQuery({ queryKey: TEMPLATES_KEY, queryFn: readAnswer(TemplatesAnswerSchema) });
  const [templateId, setTemplateId] = useState("");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [unknown, setUnknown] = useState<string[]>([]);
  const ids = { template: useId(), subject: useId(), body: useId(), to: useId() };
  const previewUrl = `${ADMIN_API_PREFIX}${fillPath(MESSAGE_STAFF_ROUTES.preview, { kind, id })}`;

  // The address, and the template's placeholders filled in for this person: what the recruiter edits.
  const to = useQuery({
    queryKey: [previewUrl, "to"],
    queryFn: () => sendFor(PreviewAnswerSchema, "POST", previewUrl, { subject: "", body: "" }),
  });
  const fill = useMutation({
    mutationFn: (template: MessageTemplate) =>
      sendFor(PreviewAnswerSchema, "POST", previewUrl, { subject: template.subject, body: template.body }),
    onSuccess: (preview) => {
      setSubject(preview.subject);
      setBody(preview.body);
      setUnknown(preview.unknown);
    },
  });
  const send = useMutation({
    mutationFn: () =>
      sendFor(SentMessageAnswerSchema, "POST", messagesUrl, {
        templateId: templateId || null,
        subject,
        body,
      }),
    onSuccess: ({ message }) => {
      // The detail (its history, its first response) and the lists follow.
      void client.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === "string" &&
          query.queryKey[0].startsWith(`${ADMIN_API_PREFIX}/${kind}`),
      });
      void client.invalidateQueries({ queryKey: [messagesUrl] });
      toast({ title: "E-mail on its way", description: `“${message.subject}” to ${message.to}` });
      onClose();
    },
  });

  const choose = (value: string) => {
    setTemplateId(value);
    const template = templates.data?.templates.find((t) => t.id === value);
    if (template) fill.mutate(template);
  };

  return (
    <TitledDialog
      open
      onOpenChange={(next) => !next && onClose()}
      layout="sheet"
      className="md:max-w-2xl"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        templateSelect.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
      title="Send e-mail"
      description={
        <>
          Choose a template: its placeholders are filled in for this person, and you can change anything
          before sending. Replies come to your address.{" "}
          <Link to={ADMIN_PAGE_PATHS.templates} className="font-semibold text-brand-800 underline">
            Edit the templates
          </Link>
        </>
      }
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate();
        }}
      >
        <p id={ids.to} className="text-sm text-slate-800">
          To: <strong>{to.data?.to ?? (to.isPending ? "…" : "no e-mail address")}</strong>
        </p>
        <div className="grid gap-1">
          <Label htmlFor={ids.template}>Template</Label>
          <select
            ref={templateSelect}
            id={ids.template}
            className={selectClass}
            value={templateId}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="">No template: write your own</option>
            {templates.data?.templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.subject}>Subject</Label>
          <Input
            id={ids.subject}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            maxLength={200}
            required
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.body}>Message</Label>
          <Textarea
            id={ids.body}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={12}
            maxLength={5000}
            required
          />
        </div>
        {unknown.length > 0 && (
          <Alert role="status">
            Not filled in (not a placeholder): {unknown.map((name) => `{{${name}}}`).join(", ")}. Correct it
            here or in the template.
          </Alert>
        )}
        {(fill.isError || send.isError || templates.isError) && (
          <Alert variant="error" role="alert">
            {errorMessage(send.error ?? fill.error ?? templates.error, "The e-mail could not be sent.")}
          </Alert>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={send.isPending || fill.isPending || !to.data?.to}>
            <Mail aria-hidden="true" />
            {send.isPending ? "Sending…" : "Send"}
          </Button>
        </div>
      </form>
    </TitledDialog>
  );
}
