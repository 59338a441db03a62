import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ChevronLeft, ChevronRight, Mail, Phone, RotateCw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { ApiError, apiRequest } from "#app/lib/query-client";
import { toast } from "#app/lib/use-toast";
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadDelivery,
  type LeadDetail,
  type LeadDetailAnswer,
  type LeadOwnerChangeEntry,
  type LeadStatus,
  type LeadThreadEntry,
  type LeadStatusChangeEntry,
  STATUS_NOTE_MAX,
  type StaffAnswer,
} from "#schemas/admin";
import { USER_TYPE_LABELS, type UserType } from "#schemas/lead";
import {
  apiKeyOf,
  type Campaign,
  LEAD_FIELDS,
  LEAD_KIND_LABELS,
  type LeadFieldSpec,
} from "#schemas/lead-fields";
import { Badge, Notice, TableFrame, TableHead, tdClass } from "./admin-ui";
import { errorMessage, isLeadsQuery, leadKey, STAFF_KEY } from "./api";
import { campaignText, formatAge, formatDateTime, formatDuration, isOverdue } from "./format";
import { type Announce, InlineOwner, ownerLabel } from "./lead-actions";
import { leadRole } from "./leads-table";
import { useNow } from "./use-now";
import { ADMIN_PATH, adminApiPath, adminLeadPath } from "#schemas/paths";

const CHANNEL_LABELS = { email: "E-mail", webhook: "Webhook" } as const;
const DELIVERY_LABELS = { pending: "Pending", sending: "Sending", sent: "Sent", failed: "Failed" } as const;
const SPAM_REASONS: Record<string, string> = {
  honeypot: "Flagged as spam: the hidden anti-spam field was filled in",
  fill_time: "Flagged as spam: the form was sent faster than a person can type",
};

interface ListState {
  backTo: string;
  ids: string[];
}

function readListState(state: unknown): ListState {
  const value = (state ?? {}) as { backTo?: unknown; ids?: unknown };
  return {
    backTo:
      typeof value.backTo === "string" && value.backTo.startsWith(ADMIN_PATH) ? value.backTo : ADMIN_PATH,
    ids: Array.isArray(value.ids) ? value.ids.filter((id): id is string => typeof id === "string") : [],
  };
}

export function LeadDetailView({ id }: { id: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const list = readListState(location.state);
  const detail = useQuery<LeadDetailAnswer>({ queryKey: leadKey(id) });
  const now = useNow();
  const position = list.ids.indexOf(id);
  const previous = position > 0 ? list.ids[position - 1] : undefined;
  const next = position >= 0 && position < list.ids.length - 1 ? list.ids[position + 1] : undefined;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable || target.matches("input, select, textarea"))
      )
        return;
      const to = event.key === "j" ? next : event.key === "k" ? previous : undefined;
      if (to) {
        event.preventDefault();
        void navigate(adminLeadPath(to), { state: list });
      } else if (event.key === "u") {
        event.preventDefault();
        void navigate(list.backTo);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  return (
    <div>
      <nav aria-label="Leads" className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link
          to={list.backTo}
          aria-keyshortcuts="u"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the leads
        </Link>
        {position >= 0 && (
          <div className="flex items-center gap-2">
            <span className="text-slate-700">
              Lead {position + 1} of {list.ids.length} in the list
            </span>
            {previous ? (
              <Button asChild variant="outline" size="sm" className="h-8">
                <Link to={adminLeadPath(previous)} state={list} aria-keyshortcuts="k">
                  <ChevronLeft aria-hidden="true" />
                  Previous lead
                </Link>
              </Button>
            ) : (
              <Button variant="outline" size="sm" className="h-8" disabled>
                <ChevronLeft aria-hidden="true" />
                Previous lead
              </Button>
            )}
            {next ? (
              <Button asChild variant="outline" size="sm" className="h-8">
                <Link to={adminLeadPath(next)} state={list} aria-keyshortcuts="j">
                  Next lead
                  <ChevronRight aria-hidden="true" />
                </Link>
              </Button>
            ) : (
              <Button variant="outline" size="sm" className="h-8" disabled>
                Next lead
                <ChevronRight aria-hidden="true" />
              </Button>
            )}
          </div>
        )}
      </nav>
      {detail.isPending && (
        <p role="status" className="mt-6 text-slate-700">
          Loading the lead…
        </p>
      )}
      {detail.isError && (
        <>
          <h1 className="mt-6 text-3xl font-bold">Lead not available</h1>
          <Notice tone="error" role="alert" className="mt-4">
            {detail.error instanceof ApiError && detail.error.status === 404
              ? "There is no such lead. It may have been deleted under the retention policy."
              : errorMessage(detail.error, "The lead could not be loaded. Please try again.")}
          </Notice>
        </>
      )}
      {detail.data && <LeadDetailBody key={detail.data.lead.id} answer={detail.data} now={now} />}
    </div>
  );
}

function LeadDetailBody({ answer, now }: { answer: LeadDetailAnswer; now: number }) {
  const { lead, deliveries, history, ownerChanges, thread } = answer;
  const overdue = isOverdue(lead, now);
  const staff = useQuery<StaffAnswer>({ queryKey: STAFF_KEY });
  const announce: Announce = (message, tone = "success") =>
    toast(
      tone === "error"
        ? { title: "Not saved", description: message, variant: "destructive" }
        : { title: "Saved", description: message },
    );
  const tel = lead.phone.replace(/[^\d+]/g, "");
  return (
    <article className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-6">
        <header className="space-y-1">
          <h1 className="text-2xl font-bold break-words">
            {lead.firstName} {lead.lastName}
          </h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span>{leadRole(lead)}</span>
            <span>
              Received {formatDateTime(lead.createdAt)} (
              <time dateTime={new Date(lead.createdAt).toISOString()}>{formatAge(lead.createdAt, now)}</time>)
            </span>
            <span>
              Owner:{" "}
              <strong className="text-slate-900">
                {ownerLabel(lead.ownerId, lead.ownerEmail, staff.data?.meId)}
              </strong>
            </span>
            {overdue && (
              <Badge className="bg-amber-200 text-amber-950">Waiting over 20 min for a reply</Badge>
            )}
          </p>
        </header>

        <section aria-labelledby="lead-status" className="rounded-lg border border-slate-300 bg-white p-4">
          <h2 id="lead-status" className="text-lg font-bold">
            Status and owner
          </h2>
          <div className="mt-2 max-w-xs">
            <label htmlFor="lead-owner" className="text-sm font-semibold text-slate-900">
              Owner
            </label>
            <InlineOwner
              id="lead-owner"
              lead={lead}
              announce={announce}
              aria-label={undefined}
              className="mt-1 h-10"
            />
          </div>
          <StatusForm lead={lead} />
        </section>

        <section aria-labelledby="lead-contact">
          <h2 id="lead-contact" className="sr-only">
            Contact
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <a href={`tel:${tel}`}>
                <Phone aria-hidden="true" />
                Call {lead.phone}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={`mailto:${lead.email}`} className="break-all">
                <Mail aria-hidden="true" />
                E-mail {lead.email}
              </a>
            </Button>
          </div>
        </section>

        <section aria-labelledby="lead-message">
          <h2 id="lead-message" className="text-lg font-bold">
            Message
          </h2>
          {lead.message ? (
            <p className="mt-2 rounded-lg border border-slate-300 bg-white p-4 break-words whitespace-pre-wrap">
              {lead.message}
            </p>
          ) : (
            <p className="mt-2 text-slate-700">
              No message: this lead came from the quick form, which asks for contact details only.
            </p>
          )}
        </section>

        {thread.length > 1 && <Thread thread={thread} current={lead.id} now={now} />}

        <details className="group rounded-lg border border-slate-300 bg-white">
          <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-900">
            Attribution and technical data
          </summary>
          <div className="px-4 pb-4">
            <LeadFields lead={lead} />
          </div>
        </details>
      </div>

      <div className="space-y-6">
        <section aria-labelledby="lead-history">
          <h2 id="lead-history" className="text-lg font-bold">
            History
          </h2>
          <LeadHistory history={history} ownerChanges={ownerChanges} now={now} />
        </section>
        <section aria-labelledby="lead-deliveries">
          <h2 id="lead-deliveries" className="text-lg font-bold">
            Notifications to recruiters
          </h2>
          <Deliveries leadId={lead.id} deliveries={deliveries} spam={lead.spamReason !== null} />
        </section>
      </div>
    </article>
  );
}

/** One fact of the lead-field table as the inbox shows it: addresses as links, visitor types by label. */
function fieldValue(field: LeadFieldSpec, lead: LeadDetail): React.ReactNode {
  const value = (lead as unknown as Record<string, unknown>)[apiKeyOf(field)];
  if (field.type === "campaign") return campaignText(value as Campaign) || null;
  if (typeof value !== "string" || value === "") return null;
  if (field.type === "userType") return USER_TYPE_LABELS[value as UserType] ?? value;
  if (field.type === "email")
    return (
      <a href={`mailto:${value}`} className="text-brand-700 underline break-all">
        {value}
      </a>
    );
  if (field.type === "phone")
    return (
      <a href={`tel:${value.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
        {value}
      </a>
    );
  return value;
}

function LeadFields({ lead }: { lead: LeadDetail }) {
  const rows: Array<[string, React.ReactNode]> = [
    // The message has a section of its own above.
    ...(LEAD_FIELDS as readonly LeadFieldSpec[]).flatMap((field): Array<[string, React.ReactNode]> => {
      if (field.type === "multiline") return [];
      const row: [string, React.ReactNode] = [field.label, fieldValue(field, lead)];
      return field.type === "source" ? [row, ["Form type", LEAD_KIND_LABELS[lead.kind]]] : [row];
    }),
    ["Received", formatDateTime(lead.createdAt)],
    ["Spam check", lead.spamReason ? (SPAM_REASONS[lead.spamReason] ?? lead.spamReason) : "Passed"],
    ["Time to fill in", lead.fillMs === null ? null : formatDuration(lead.fillMs)],
    ["Browser", lead.userAgent],
    ["Lead ID", lead.id],
  ];
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-3 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="break-words text-slate-800">
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

function StatusForm({ lead }: { lead: LeadDetail }) {
  const client = useQueryClient();
  const id = useId();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState("");
  const [saved, setSaved] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => setStatus(lead.status), [lead.status]);

  const change = useMutation({
    mutationFn: (values: { status: LeadStatus; note: string }) =>
      apiRequest("POST", adminApiPath("leadStatus", { id: lead.id }), values),
    onSuccess: (_response, values) => {
      setNote("");
      setSaved(
        values.status === lead.status
          ? "Note added."
          : `Status changed to ${LEAD_STATUS_LABELS[values.status]}.`,
      );
      void client.invalidateQueries({ predicate: (query) => isLeadsQuery(query.queryKey) });
    },
    onError: () => {
      setSaved(null);
      requestAnimationFrame(() => errorRef.current?.focus());
    },
  });

  const unchanged = status === lead.status && note.trim() === "";
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
          {LEAD_STATUSES.map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name="status"
                value={value}
                checked={status === value}
                onChange={() => setStatus(value)}
                className="size-4 accent-brand-700"
              />
              {LEAD_STATUS_LABELS[value]}
              {value === lead.status && <span className="text-sm text-slate-700">(current)</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Textarea
          id={`${id}-note`}
          name="note"
          value={note}
          maxLength={STATUS_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={`${id}-note-hint`}
          className="min-h-20"
        />
        <p id={`${id}-note-hint`} className="text-sm text-slate-700">
          What happened or what comes next, e.g. "Left a voicemail, calling again at 3 pm".{" "}
          {STATUS_NOTE_MAX - note.length} characters left.
        </p>
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
        <p ref={errorRef} tabIndex={-1} role="alert" className="text-sm text-red-800">
          {errorMessage(change.error, "The status could not be saved. Please try again.")}
        </p>
      )}
    </form>
  );
}

/** Every submission of the same person (same e-mail address or phone number), newest first. */
function Thread({ thread, current, now }: { thread: LeadThreadEntry[]; current: string; now: number }) {
  const location = useLocation();
  return (
    <section aria-labelledby="lead-thread">
      <h2 id="lead-thread" className="text-lg font-bold">
        {thread.length} submissions from this person
      </h2>
      <ol className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white">
        {thread.map((entry) => (
          <li key={entry.id} data-thread-id={entry.id} className="px-4 py-2 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-3">
              {entry.id === current ? (
                <strong aria-current="page">This submission</strong>
              ) : (
                <Link
                  to={adminLeadPath(entry.id)}
                  state={location.state}
                  className="font-semibold text-brand-700 underline"
                >
                  {formatDateTime(entry.createdAt)}
                </Link>
              )}
              <span className="text-slate-700">
                <time dateTime={new Date(entry.createdAt).toISOString()}>
                  {formatAge(entry.createdAt, now)}
                </time>{" "}
                · {entry.formSource || "Source not recorded"} · {LEAD_STATUS_LABELS[entry.status]}
              </span>
            </p>
            {entry.message && <p className="mt-0.5 truncate text-slate-800">{entry.message}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

type HistoryItem =
  | { kind: "status"; entry: LeadStatusChangeEntry }
  | { kind: "owner"; entry: LeadOwnerChangeEntry };

function historyTitle(item: HistoryItem): string {
  if (item.kind === "owner") {
    const { fromOwner, toOwner } = item.entry;
    if (!toOwner) return `Unassigned (was ${fromOwner ?? "nobody"})`;
    return fromOwner ? `Reassigned from ${fromOwner} to ${toOwner}` : `Assigned to ${toOwner}`;
  }
  const { fromStatus, toStatus } = item.entry;
  return fromStatus === toStatus
    ? `Note (${LEAD_STATUS_LABELS[toStatus]})`
    : `${LEAD_STATUS_LABELS[fromStatus]} → ${LEAD_STATUS_LABELS[toStatus]}`;
}

/** Status changes, notes and assignments, newest first. */
function LeadHistory({
  history,
  ownerChanges,
  now,
}: {
  history: LeadStatusChangeEntry[];
  ownerChanges: LeadOwnerChangeEntry[];
  now: number;
}) {
  const items: HistoryItem[] = [
    ...history.map((entry) => ({ kind: "status" as const, entry })),
    ...ownerChanges.map((entry) => ({ kind: "owner" as const, entry })),
  ].sort((a, b) => b.entry.createdAt - a.entry.createdAt);
  if (items.length === 0) {
    return <p className="mt-2 text-slate-700">No status changes yet.</p>;
  }
  return (
    <ol className="mt-2 space-y-2">
      {items.map((item) => (
        <li key={item.entry.id} className="rounded-lg border border-slate-300 bg-white p-3">
          <p className="text-sm text-slate-800">
            <strong className="text-slate-900">{historyTitle(item)}</strong> by {item.entry.by},{" "}
            <time
              dateTime={new Date(item.entry.createdAt).toISOString()}
              title={formatDateTime(item.entry.createdAt)}
            >
              {formatAge(item.entry.createdAt, now)}
            </time>
          </p>
          {item.kind === "status" && item.entry.note && (
            <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{item.entry.note}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

function Deliveries({
  leadId,
  deliveries,
  spam,
}: {
  leadId: string;
  deliveries: LeadDelivery[];
  spam: boolean;
}) {
  const client = useQueryClient();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const retry = useMutation({
    mutationFn: (channel: LeadDelivery["channel"]) =>
      apiRequest("POST", adminApiPath("retryDelivery", { id: leadId, channel }), {}),
    onSuccess: (_response, channel) => {
      setMessage({
        tone: "success",
        text: `The ${CHANNEL_LABELS[channel].toLowerCase()} notification is queued and will be sent again now.`,
      });
      void client.invalidateQueries({ predicate: (query) => isLeadsQuery(query.queryKey) });
      // The outbox sends within moments; show the outcome without a manual refresh.
      setTimeout(() => void client.invalidateQueries({ queryKey: leadKey(leadId) }), 3000);
    },
    onError: (error) =>
      setMessage({ tone: "error", text: errorMessage(error, "The retry could not be queued.") }),
  });

  if (deliveries.length === 0) {
    return (
      <p className="mt-3 text-slate-700">
        {spam
          ? "No notifications: leads flagged as spam are stored without notifying anyone."
          : "No notifications are queued for this lead."}
      </p>
    );
  }
  return (
    <div className="mt-3 space-y-3">
      <TableFrame label="Notification deliveries">
        <table className="w-full min-w-[44rem] border-collapse bg-white">
          <caption className="sr-only">Notification deliveries for this lead</caption>
          <TableHead
            columns={["Channel", "Status", "Attempts", "Last error", "Sent", { hidden: "Actions" }]}
          />
          <tbody className="divide-y divide-slate-200">
            {deliveries.map((delivery) => (
              <tr key={delivery.channel} data-channel={delivery.channel}>
                <th scope="row" className={`${tdClass} text-left font-semibold`}>
                  {CHANNEL_LABELS[delivery.channel]}
                </th>
                <td className={tdClass}>
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
                <td className={tdClass}>{delivery.attempts}</td>
                <td className={`${tdClass} break-words`}>{delivery.lastError ?? "None"}</td>
                <td className={tdClass}>
                  {delivery.sentAt === null ? "Not yet" : formatDateTime(delivery.sentAt)}
                </td>
                <td className={tdClass}>
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
                        the {CHANNEL_LABELS[delivery.channel].toLowerCase()} notification
                      </span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {message && (
        <Notice tone={message.tone} role={message.tone === "error" ? "alert" : "status"}>
          {message.text}
        </Notice>
      )}
    </div>
  );
}
