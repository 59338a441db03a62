import { useMutation } from "@tanstack/react-query";
import { Mail, Phone, RotateCw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { ApiError, apiRequest } from "#app/lib/query-client";
import { type Delivery, type HistoryEmail, STATUS_NOTE_MAX, type StatusChangeEntry } from "#schemas/admin";
import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { TableContainer, TableHeader, tableCellClass } from "#app/components/ui/table";
import { errorMessage } from "./api";
import { formatAge, formatDateTime } from "./format";

/**
 * What the detail of a lead and of an application share: the status form with its note, the history of
 * changes, the notification deliveries with their retry, and the buttons that call or e-mail the person.
 */

/** A titled panel of a record's detail (status and owner, résumé). */
export function DetailPanel({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Why a change was not saved; it takes the focus (`ref`) so the recruiter hears it at once. */
export function SaveError({
  ref,
  error,
  fallback,
}: {
  ref: React.Ref<HTMLParagraphElement>;
  error: unknown;
  fallback: string;
}) {
  return (
    <p ref={ref} tabIndex={-1} role="alert" className="text-sm text-red-800">
      {errorMessage(error, fallback)}
    </p>
  );
}

/** Why a record was flagged as spam, by the server's reason. */
export const SPAM_REASONS: Record<string, string> = {
  honeypot: "Flagged as spam: the hidden anti-spam field was filled in",
  fill_time: "Flagged as spam: the form was sent faster than a person can type",
};

/** When the record came in, in the detail's header: the date and time, then the age. */
export function ReceivedAt({ at, now }: { at: number; now: number }) {
  return (
    <span>
      Received {formatDateTime(at)} (<time dateTime={new Date(at).toISOString()}>{formatAge(at, now)}</time>)
    </span>
  );
}

/** How long the record has waited for a reply, in the detail's header; a badge once it is overdue. */
export function WaitNote({ waited, overdue }: { waited: string | null; overdue: boolean }) {
  if (overdue)
    return (
      <Badge data-wait className="bg-amber-200 whitespace-normal text-amber-950">
        Overdue: {waited} for a reply (business hours)
      </Badge>
    );
  if (!waited) return null;
  return <span data-wait>{waited[0]!.toUpperCase() + waited.slice(1)} (business hours)</span>;
}

/** A note for the record's history: the box, and a hint with an example and the characters left. */
export function NoteField({
  id,
  label,
  example,
  value,
  onText,
}: {
  id: string;
  label: string;
  /** A note as a recruiter would write it, e.g. "Left a voicemail, calling again at 3 pm". */
  example: string;
  value: string;
  onText(text: string): void;
}) {
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name="note"
        value={value}
        maxLength={STATUS_NOTE_MAX}
        onChange={(event) => onText(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="min-h-20"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        What happened or what comes next, e.g. "{example}". {STATUS_NOTE_MAX - value.length} characters left.
      </p>
    </>
  );
}

/** Radio buttons of every status, a note, and Save; `onSaved` refreshes what shows the record. */
export function StatusForm<S extends string>({
  statuses,
  labels,
  current,
  url,
  onSaved,
  what,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  current: S;
  /** Where the change is posted. */
  url: string;
  onSaved(): void;
  /** The record, in words for the note's hint ("Left a voicemail…" or "Sent to the client…"). */
  what: string;
}) {
  const id = useId();
  const [status, setStatus] = useState<S>(current);
  const [note, setNote] = useState("");
  const [saved, setSaved] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => setStatus(current), [current]);

  const change = useMutation({
    mutationFn: (values: { status: S; note: string }) => apiRequest("POST", url, values),
    onSuccess: (_response, values) => {
      setNote("");
      setSaved(values.status === current ? "Note added." : `Status changed to ${labels[values.status]}.`);
      onSaved();
    },
    onError: () => {
      setSaved(null);
      requestAnimationFrame(() => errorRef.current?.focus());
    },
  });

  const unchanged = status === current && note.trim() === "";
  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(null);
        change.mutate({ status, note: note.trim() });
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Set the status</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {statuses.map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name="status"
                value={value}
                checked={status === value}
                onChange={() => setStatus(value)}
                className="size-4 accent-brand-700"
              />
              {labels[value]}
              {value === current && <span className="text-sm text-slate-700">(current)</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <NoteField id={`${id}-note`} label="Note (optional)" example={what} value={note} onText={setNote} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={change.isPending || unchanged}>
          {change.isPending ? "Saving..." : "Save status"}
        </Button>
        <p role="status" className="text-sm font-semibold text-green-800">
          {saved}
        </p>
      </div>
      {change.isError && (
        <SaveError
          ref={errorRef}
          error={change.error}
          fallback="The status could not be saved. Please try again."
        />
      )}
    </form>
  );
}

/**
 * The title of a history entry: "New → Reviewing", "Note (Reviewing)" when only a note was added, or
 * "E-mail sent: <subject>" for an e-mail sent from the record (decision 0371).
 */
export function statusChangeTitle<S extends string>(
  entry: StatusChangeEntry<S>,
  labels: Record<S, string>,
): string {
  if (entry.email) return `E-mail sent: ${entry.email.subject}`;
  return entry.fromStatus === entry.toStatus
    ? `Note (${labels[entry.toStatus]})`
    : `${labels[entry.fromStatus]} → ${labels[entry.toStatus]}`;
}

export interface HistoryItem {
  id: string;
  createdAt: number;
  title: string;
  by: string;
  note?: string;
  /** Set for an e-mail sent from the record: the entry shows its template instead of the note. */
  email?: HistoryEmail;
}

/** Changes, notes and e-mails sent, newest first, each with who made it and when. */
export function HistoryList({ items, now }: { items: HistoryItem[]; now: number }) {
  if (items.length === 0) {
    return <p className="mt-2 text-slate-700">No status changes yet.</p>;
  }
  return (
    <ol className="mt-2 space-y-2">
      {items.map((item) => (
        <li
          key={item.id}
          className={`rounded-lg border p-3 ${item.email ? "border-brand-200 bg-brand-50" : "border-slate-300 bg-white"}`}
          data-kind={item.email ? "email" : undefined}
        >
          <p className="text-sm break-words text-slate-800">
            {item.email && (
              <Mail aria-hidden="true" className="mr-1.5 inline size-4 align-[-0.2em] text-brand-800" />
            )}
            <strong className="text-slate-900">{item.title}</strong> by {item.by},{" "}
            <time dateTime={new Date(item.createdAt).toISOString()} title={formatDateTime(item.createdAt)}>
              {formatAge(item.createdAt, now)}
            </time>
          </p>
          {item.email ? (
            <p className="mt-1 text-sm text-slate-700">
              {item.email.templateName
                ? `From the template “${item.email.templateName}”. The e-mail is in the E-mails list.`
                : "Written without a template. The e-mail is in the E-mails list."}
            </p>
          ) : (
            item.note && <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{item.note}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

const DELIVERY_LABELS = { pending: "Pending", sending: "Sending", sent: "Sent", failed: "Failed" } as const;

/** Each channel's delivery with its attempts and last error; a failed one can be sent again. */
export function Deliveries<C extends string>({
  deliveries,
  channelLabels,
  retryUrl,
  onRetried,
  refresh,
  empty,
  caption,
}: {
  deliveries: Array<Delivery<C>>;
  channelLabels: Record<C, string>;
  retryUrl(channel: C): string;
  /** Refreshes the lists that count failed deliveries. */
  onRetried(): void;
  /** Reloads this record, to show the retry's outcome. */
  refresh(): void;
  /** What to say when nothing is queued. */
  empty: string;
  caption: string;
}) {
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const retry = useMutation({
    mutationFn: (channel: C) => apiRequest("POST", retryUrl(channel), {}),
    onSuccess: (_response, channel) => {
      setMessage({
        tone: "success",
        text: `The ${channelLabels[channel].toLowerCase()} notification is queued and will be sent again now.`,
      });
      onRetried();
      // The outbox sends within moments; show the outcome without a manual refresh.
      setTimeout(refresh, 3000);
    },
    onError: (error) =>
      setMessage({ tone: "error", text: errorMessage(error, "The retry could not be queued.") }),
  });

  if (deliveries.length === 0) return <p className="mt-3 text-slate-700">{empty}</p>;
  return (
    <div className="mt-3 space-y-3">
      <TableContainer label="Notification deliveries">
        <table className="w-full min-w-[44rem] border-collapse bg-white">
          <caption className="sr-only">{caption}</caption>
          <TableHeader
            columns={["Channel", "Status", "Attempts", "Last error", "Sent", { hidden: "Actions" }]}
          />
          <tbody className="divide-y divide-slate-200">
            {deliveries.map((delivery) => (
              <tr key={delivery.channel} data-channel={delivery.channel}>
                <th scope="row" className={`${tableCellClass} text-left font-semibold`}>
                  {channelLabels[delivery.channel]}
                </th>
                <td className={tableCellClass}>
                  <Badge
                    className={
                      delivery.status === "failed"
                        ? "bg-red-100 text-red-900"
                        : delivery.status === "sent"
                          ? "bg-green-100 text-green-900"
                          : "bg-slate-200 text-slate-900"
                    }
                  >
                    {DELIVERY_LABELS[delivery.status]}
                  </Badge>
                  {delivery.status === "pending" && delivery.nextAttemptAt !== null && (
                    <span className="mt-1 block text-xs text-slate-700">
                      Next attempt {formatDateTime(delivery.nextAttemptAt)}
                    </span>
                  )}
                </td>
                <td className={tableCellClass}>{delivery.attempts}</td>
                <td className={`${tableCellClass} break-words`}>{delivery.lastError ?? "None"}</td>
                <td className={tableCellClass}>
                  {delivery.sentAt === null ? "Not yet" : formatDateTime(delivery.sentAt)}
                </td>
                <td className={tableCellClass}>
                  {delivery.status === "failed" && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={retry.isPending}
                      onClick={() => {
                        setMessage(null);
                        retry.mutate(delivery.channel);
                      }}
                    >
                      <RotateCw aria-hidden="true" />
                      Retry
                      <span className="sr-only">
                        {" "}
                        the {channelLabels[delivery.channel].toLowerCase()} notification
                      </span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableContainer>
      {message && (
        <Alert variant={message.tone} role={message.tone === "error" ? "alert" : "status"}>
          {message.text}
        </Alert>
      )}
    </div>
  );
}

/**
 * Call and E-mail, opening the phone or mail app. A long address wraps inside its button instead of
 * running past a phone's screen.
 */
export function ContactButtons({ phone, email }: { phone: string; email: string }) {
  const tel = phone.replace(/[^\d+]/g, "");
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="wrap" className="max-w-full">
        <a href={`tel:${tel}`}>
          <Phone aria-hidden="true" />
          <span className="min-w-0">Call {phone}</span>
        </a>
      </Button>
      <Button asChild size="wrap" variant="outline" className="max-w-full">
        <a href={`mailto:${email}`}>
          <Mail aria-hidden="true" />
          <span className="min-w-0 [overflow-wrap:anywhere]">E-mail {email}</span>
        </a>
      </Button>
    </div>
  );
}

export type FactRow = [label: string, value: React.ReactNode];

/** Label and value pairs; an empty value reads "Not given". */
export function FactList({ rows }: { rows: FactRow[] }) {
  return (
    <dl className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-3 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="text-slate-800 [overflow-wrap:anywhere]">
            {value === null || value === undefined || value === "" ? (
              <span className="text-slate-700 italic">Not given</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** While one record loads, or why it cannot be shown (`what`: "lead"; `gone`: why a 404 may happen). */
export function RecordLoading({
  query,
  what,
  gone,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  what: string;
  gone: string;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="mt-6 text-slate-700">
        Loading the {what}…
      </p>
    );
  }
  if (!query.isError) return null;
  return (
    <>
      <h1 className="mt-6 text-3xl font-bold">
        {what[0]!.toUpperCase()}
        {what.slice(1)} not available
      </h1>
      <Alert variant="error" role="alert" className="mt-4">
        {query.error instanceof ApiError && query.error.status === 404
          ? `There is no such ${what}. ${gone}`
          : errorMessage(query.error, `The ${what} could not be loaded. Please try again.`)}
      </Alert>
    </>
  );
}
