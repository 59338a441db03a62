import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import {
  LEAD_STATUS_LABELS,
  type LeadDetail,
  type LeadDetailAnswer,
  type LeadOwnerChangeEntry,
  type LeadThreadEntry,
  type LeadStatusChangeEntry,
} from "#schemas/admin";
import { USER_TYPE_LABELS, type UserType } from "#schemas/lead";
import {
  apiKeyOf,
  type Campaign,
  LEAD_FIELDS,
  LEAD_KIND_LABELS,
  type LeadFieldSpec,
} from "#schemas/lead-fields";
import { isLeadsQuery, leadKey } from "./api";
import { campaignText, formatAge, formatDateTime, formatDuration, leadFacts, waitText } from "./format";
import { ownerLabel } from "./lead-actions";
import { DETAIL_STATUS_ID, LeadWork } from "./lead-work";
import {
  ContactButtons,
  Deliveries,
  DetailPanel,
  FactList,
  type FactRow,
  type HistoryItem,
  HistoryList,
  ReceivedAt,
  RecordLoading,
  SPAM_REASONS,
  statusChangeTitle,
  WaitNote,
} from "./record-work";
import { useNow } from "./use-now";
import { SamePerson } from "./same-person";
import { RecordEmail } from "./record-email";
import { ADMIN_PATH, adminApiPath, adminLeadPath } from "#schemas/paths";
import { leadQuery, staffQuery } from "./leads-api";

const CHANNEL_LABELS = { email: "E-mail", webhook: "Webhook" } as const;

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
  const detail = useQuery(leadQuery(id));
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
        (target.isContentEditable || target.matches("input, select, textarea")) &&
        // The status box passes j, k and u on, so they go on working after a status saved with Enter.
        !(target.matches("select[data-page-keys]") && "jku".includes(event.key))
      )
        return;
      const to = event.key === "j" ? next : event.key === "k" ? previous : undefined;
      if (to) {
        event.preventDefault();
        void navigate(adminLeadPath(to), { state: list });
      } else if (event.key === "u") {
        event.preventDefault();
        void navigate(list.backTo);
      } else if (event.key === "s") {
        // As in the list: to the status, where the arrows choose and Enter saves.
        const current = document.getElementById(DETAIL_STATUS_ID);
        if (current) {
          event.preventDefault();
          current.focus();
        }
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
      <RecordLoading query={detail} what="lead" gone="It may have been deleted under the retention policy." />
      {detail.data && <LeadDetailBody key={detail.data.lead.id} answer={detail.data} now={now} />}
    </div>
  );
}

function LeadDetailBody({ answer, now }: { answer: LeadDetailAnswer; now: number }) {
  const { lead, deliveries, history, ownerChanges, thread } = answer;
  const overdue = lead.wait.overdue;
  const facts = leadFacts(lead);
  const waited = waitText(lead, lead.status === "spam");
  const staff = useQuery(staffQuery());
  const client = useQueryClient();
  // The list is not on screen while a lead is open: fetch it again now (not on the way back), so the list the
  // recruiter returns to already shows what they changed here.
  const refreshLeads = () =>
    void client.invalidateQueries({
      predicate: (query) => isLeadsQuery(query.queryKey),
      refetchType: "all",
    });
  return (
    <article className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-6">
        <header className="space-y-1">
          <h1 className="text-2xl font-bold break-words">
            {lead.firstName} {lead.lastName}
          </h1>
          <p data-lead-facts className="text-base font-semibold text-slate-900">
            {[USER_TYPE_LABELS[lead.userType], lead.organization, facts].filter(Boolean).join(" · ")}
          </p>
          {lead.messageStart && (
            <p data-message-start className="break-words text-slate-800">
              “{lead.messageStart}”
            </p>
          )}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <ReceivedAt at={lead.createdAt} now={now} />
            <span>
              Owner:{" "}
              <strong className="text-slate-900">
                {ownerLabel(lead.ownerId, lead.ownerEmail, staff.data?.meId)}
              </strong>
            </span>
            <WaitNote waited={waited} overdue={overdue} />
          </p>
        </header>

        <DetailPanel id="lead-status" title="Status and owner">
          <LeadWork lead={lead} />
        </DetailPanel>

        <section aria-labelledby="lead-contact">
          <h2 id="lead-contact" className="sr-only">
            Contact
          </h2>
          <ContactButtons phone={lead.phone} email={lead.email} />
        </section>
        <RecordEmail kind="leads" id={lead.id} />

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
        <SamePerson kind="lead" id={lead.id} />

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
          <Deliveries
            deliveries={deliveries}
            channelLabels={CHANNEL_LABELS}
            retryUrl={(channel) => adminApiPath("retryDelivery", { id: lead.id, channel })}
            onRetried={refreshLeads}
            refresh={() => void client.invalidateQueries({ queryKey: leadKey(lead.id) })}
            empty={
              lead.spamReason !== null
                ? "No notifications: leads flagged as spam are stored without notifying anyone."
                : "No notifications are queued for this lead."
            }
            caption="Notification deliveries for this lead"
          />
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
  const rows: FactRow[] = [
    // The message has a section of its own above.
    ...(LEAD_FIELDS as readonly LeadFieldSpec[]).flatMap((field): FactRow[] => {
      if (field.type === "multiline") return [];
      const row: FactRow = [field.label, fieldValue(field, lead)];
      return field.type === "source" ? [row, ["Form type", LEAD_KIND_LABELS[lead.kind]]] : [row];
    }),
    ["Received", formatDateTime(lead.createdAt)],
    ["Spam check", lead.spamReason ? (SPAM_REASONS[lead.spamReason] ?? lead.spamReason) : "Passed"],
    ["Time to fill in", lead.fillMs === null ? null : formatDuration(lead.fillMs)],
    ["Browser", lead.userAgent],
    ["Lead ID", lead.id],
  ];
  return <FactList rows={rows} />;
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
    ...history.map((entry) => ({
      ...entry,
      title: statusChangeTitle(entry, LEAD_STATUS_LABELS),
    })),
    ...ownerChanges.map(({ fromOwner, toOwner, ...entry }) => ({
      ...entry,
      title: !toOwner
        ? `Unassigned (was ${fromOwner ?? "nobody"})`
        : fromOwner
          ? `Reassigned from ${fromOwner} to ${toOwner}`
          : `Assigned to ${toOwner}`,
    })),
  ].sort((a, b) => b.createdAt - a.createdAt);
  return <HistoryList items={items} now={now} />;
}
