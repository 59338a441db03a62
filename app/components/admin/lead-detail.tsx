import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, RotateCw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { ApiError, apiRequest } from "#app/lib/query-client";
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadDelivery,
  type LeadDetail,
  type LeadDetailAnswer,
  type LeadStatus,
  type LeadStatusChangeEntry,
  STATUS_NOTE_MAX,
} from "#schemas/admin";
import { USER_TYPE_LABELS } from "#schemas/lead";
import { Badge, Notice, StatusBadge, TableFrame, tdClass, thClass } from "./admin-ui";
import { errorMessage, isLeadsQuery, leadKey } from "./api";
import { campaignText, formatAge, formatDateTime, formatDuration, isOverdue } from "./format";
import { useNow } from "./use-now";

const CHANNEL_LABELS = { email: "E-mail", webhook: "Webhook" } as const;
const DELIVERY_LABELS = { pending: "Pending", sending: "Sending", sent: "Sent", failed: "Failed" } as const;
const SPAM_REASONS: Record<string, string> = {
  honeypot: "Flagged as spam: the hidden anti-spam field was filled in",
  fill_time: "Flagged as spam: the form was sent faster than a person can type",
};

export function LeadDetailView({ id }: { id: string }) {
  const location = useLocation();
  const backTo =
    typeof (location.state as { backTo?: unknown } | null)?.backTo === "string"
      ? (location.state as { backTo: string }).backTo
      : "/admin";
  const detail = useQuery<LeadDetailAnswer>({ queryKey: leadKey(id) });
  const now = useNow();

  return (
    <div>
      <Link to={backTo} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the leads
      </Link>
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
      {detail.data && <LeadDetailBody answer={detail.data} now={now} />}
    </div>
  );
}

function LeadDetailBody({ answer, now }: { answer: LeadDetailAnswer; now: number }) {
  const { lead, deliveries, history } = answer;
  const overdue = isOverdue(lead, now);
  return (
    <article className="mt-6 space-y-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold break-words">
          {lead.firstName} {lead.lastName}
        </h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <StatusBadge status={lead.status} />
          <span>
            Received {formatDateTime(lead.createdAt)} (
            <time dateTime={new Date(lead.createdAt).toISOString()}>{formatAge(lead.createdAt, now)}</time>)
          </span>
          {overdue && <Badge className="bg-amber-200 text-amber-950">Waiting over 20 min for a reply</Badge>}
        </div>
      </header>

      <section aria-labelledby="lead-fields">
        <h2 id="lead-fields" className="text-xl font-bold">
          Details
        </h2>
        <LeadFields lead={lead} />
      </section>

      <section aria-labelledby="lead-message">
        <h2 id="lead-message" className="text-xl font-bold">
          Message
        </h2>
        {lead.message ? (
          <p className="mt-3 rounded-lg border border-slate-300 bg-white p-4 break-words whitespace-pre-wrap">
            {lead.message}
          </p>
        ) : (
          <p className="mt-3 text-slate-700">
            No message: this lead came from the quick form, which asks for contact details only.
          </p>
        )}
      </section>

      <section aria-labelledby="lead-status">
        <h2 id="lead-status" className="text-xl font-bold">
          Status
        </h2>
        <StatusForm lead={lead} />
        <StatusHistory history={history} now={now} />
      </section>

      <section aria-labelledby="lead-deliveries">
        <h2 id="lead-deliveries" className="text-xl font-bold">
          Notifications to recruiters
        </h2>
        <Deliveries leadId={lead.id} deliveries={deliveries} spam={lead.spamReason !== null} />
      </section>
    </article>
  );
}

function LeadFields({ lead }: { lead: LeadDetail }) {
  const campaign = campaignText(lead.campaign);
  const rows: Array<[string, React.ReactNode]> = [
    ["Visitor type", USER_TYPE_LABELS[lead.userType] ?? lead.userType],
    ["First name", lead.firstName],
    ["Last name", lead.lastName],
    [
      "E-mail",
      <a key="email" href={`mailto:${lead.email}`} className="text-brand-700 underline break-all">
        {lead.email}
      </a>,
    ],
    [
      "Phone",
      <a key="phone" href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
        {lead.phone}
      </a>,
    ],
    ["Organization", lead.organization],
    ["Position", lead.position],
    ["Specialty", lead.specialty],
    ["Location", lead.location],
    ["Source form", lead.formSource || null],
    ["Form type", lead.kind === "quick" ? "Quick form" : "Full contact form"],
    ["Page", lead.pagePath],
    ["Referrer", lead.referrer],
    ["Campaign", campaign || null],
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
      apiRequest("POST", `/api/admin/leads/${lead.id}/status`, values),
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
      className="mt-3 space-y-4 rounded-lg border border-slate-300 bg-white p-4"
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

function StatusHistory({ history, now }: { history: LeadStatusChangeEntry[]; now: number }) {
  if (history.length === 0) {
    return <p className="mt-4 text-slate-700">No status changes yet.</p>;
  }
  return (
    <>
      <h3 className="mt-6 text-lg font-bold">History</h3>
      <ol className="mt-2 space-y-3">
        {history.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-slate-300 bg-white p-3">
            <p className="text-sm text-slate-800">
              <strong className="text-slate-900">
                {entry.fromStatus === entry.toStatus
                  ? `Note (${LEAD_STATUS_LABELS[entry.toStatus]})`
                  : `${LEAD_STATUS_LABELS[entry.fromStatus]} → ${LEAD_STATUS_LABELS[entry.toStatus]}`}
              </strong>{" "}
              by {entry.by},{" "}
              <time
                dateTime={new Date(entry.createdAt).toISOString()}
                title={formatDateTime(entry.createdAt)}
              >
                {formatAge(entry.createdAt, now)}
              </time>
            </p>
            {entry.note && (
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{entry.note}</p>
            )}
          </li>
        ))}
      </ol>
    </>
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
      apiRequest("POST", `/api/admin/leads/${leadId}/deliveries/${channel}/retry`, {}),
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
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className={thClass}>
                Channel
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
              <th scope="col" className={thClass}>
                Attempts
              </th>
              <th scope="col" className={thClass}>
                Last error
              </th>
              <th scope="col" className={thClass}>
                Sent
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
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
