import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Download, FileText } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  CREDENTIAL_LABELS,
  type Credential,
  LICENSE_STATES,
  type LicenseState,
  RESUME_TYPES,
} from "#schemas/application";
import {
  type ApplicationFieldSpec,
  applicationApiKey,
  applicationFieldsWhere,
  staffLabelOf,
} from "#schemas/application-fields";
import type { ApplicationDetail, ApplicationDetailAnswer } from "#schemas/application-admin";
import { ADMIN_PAGE_PATHS, adminApiPath, adminJobPath } from "#schemas/paths";
import { Badge } from "#app/components/ui/badge";
import { applicationKey, isApplicationsQuery } from "../api";
import { campaignText, formatBytes, formatDateTime, formatDuration, waitText } from "../format";
import {
  ContactButtons,
  Deliveries,
  DetailPanel,
  FactList,
  type FactRow,
  HistoryList,
  ReceivedAt,
  RecordLoading,
  SPAM_REASONS,
  StatusForm,
  statusChangeTitle,
  WaitNote,
} from "../record-work";
import { useNow } from "../use-now";
import { SamePerson } from "../same-person";
import { APPLICATION_CHANNEL_LABELS } from "./application-labels";
import { applicantName } from "./applications-list";
import { EraseCandidateButton } from "./erase-candidate";
import { RecordEmail } from "../record-email";
import { applicationQuery } from "./applications-api";
import { ApplicationOwnerField } from "./application-owner-field";
import { ResumeViewer } from "./resume-viewer";

function backTo(state: unknown): string {
  const value = (state ?? {}) as { backTo?: unknown };
  return typeof value.backTo === "string" && value.backTo.startsWith(ADMIN_PAGE_PATHS.applications)
    ? value.backTo
    : ADMIN_PAGE_PATHS.applications;
}

/** `/admin/applications/:id`: one application with everything the candidate sent and what was done with it. */
export function ApplicationDetailView({ id }: { id: string }) {
  const location = useLocation();
  const detail = useQuery(applicationQuery(id));
  const now = useNow();
  return (
    <div>
      <nav aria-label="Applications" className="text-sm">
        <Link
          to={backTo(location.state)}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the applications
        </Link>
      </nav>
      <RecordLoading
        query={detail}
        what="application"
        gone="It may have been erased at the candidate's request or under the retention policy."
      />
      {detail.data && <ApplicationBody key={detail.data.application.id} answer={detail.data} now={now} />}
    </div>
  );
}

function ApplicationBody({ answer, now }: { answer: ApplicationDetailAnswer; now: number }) {
  const { application, posting, deliveries, history, sameCandidate } = answer;
  const client = useQueryClient();
  const navigate = useNavigate();
  const refreshAll = () =>
    void client.invalidateQueries({ predicate: (query) => isApplicationsQuery(query.queryKey) });
  const overdue = application.wait.overdue;
  const waited = waitText(application, application.spamReason !== null);
  const name = applicantName(application);
  const resumeUrl = adminApiPath("applicationResume", { id: application.id });
  return (
    <article className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-6">
        <header className="space-y-1">
          <h1 className="text-2xl font-bold break-words">{name}</h1>
          {application.messageStart && (
            <p data-message-start className="break-words text-slate-800">
              “{application.messageStart}”
            </p>
          )}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span>
              {CREDENTIAL_LABELS[application.credential]} applying for{" "}
              <strong className="text-slate-900">{posting.title}</strong>
            </span>
            <ReceivedAt at={application.createdAt} now={now} />
            <WaitNote waited={waited} overdue={overdue} />
            {application.spamReason && (
              <Badge className="bg-red-100 text-red-900">
                {SPAM_REASONS[application.spamReason] ?? "Flagged as spam"}
              </Badge>
            )}
          </p>
        </header>

        <DetailPanel id="application-status" title="Stage and owner">
          <ApplicationOwnerField application={application} />
          <StatusForm
            statuses={APPLICATION_STATUSES}
            labels={APPLICATION_STATUS_LABELS}
            current={application.status}
            url={adminApiPath("applicationStatus", { id: application.id })}
            onSaved={refreshAll}
            what="Sent to the client with two references; interview call Tuesday"
          />
        </DetailPanel>

        <section aria-labelledby="application-contact">
          <h2 id="application-contact" className="sr-only">
            Contact
          </h2>
          <ContactButtons phone={application.phone} email={application.email} />
        </section>
        <RecordEmail kind="applications" id={application.id} />

        <DetailPanel id="application-resume" title="Résumé">
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <p className="flex min-w-0 items-start gap-2 text-slate-900">
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-700" />
              <span className="min-w-0">
                <span className="block font-semibold [overflow-wrap:anywhere]" dir="auto">
                  {application.resume.originalName}
                </span>
                <span className="block text-sm text-slate-700">
                  {RESUME_TYPES[application.resume.type].label} · {formatBytes(application.resume.size)}
                </span>
              </span>
            </p>
            <Button asChild>
              <a href={resumeUrl} download={application.resume.name}>
                <Download aria-hidden="true" />
                Download résumé
              </a>
            </Button>
          </div>
          <ResumeViewer
            url={resumeUrl}
            type={application.resume.type}
            name={application.resume.originalName}
          />
        </DetailPanel>

        <section aria-labelledby="application-answers">
          <h2 id="application-answers" className="text-lg font-bold">
            Application
          </h2>
          <FactList rows={answerRows(application)} />
        </section>

        <section aria-labelledby="application-posting">
          <h2 id="application-posting" className="text-lg font-bold">
            Posting
          </h2>
          <div className="mt-2 rounded-lg border border-slate-300 bg-white p-4 text-sm">
            <p className="font-semibold text-slate-900">{posting.title}</p>
            <p className="mt-1 text-slate-700">
              {posting.exists ? (
                <a href={posting.path} className="text-brand-700 underline">
                  {posting.path}
                </a>
              ) : (
                `${posting.path} (this posting has since been deleted)`
              )}
            </p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {posting.exists && (
                <Link to={adminJobPath(posting.id)} className="font-semibold text-brand-700 underline">
                  Open in the job editor
                </Link>
              )}
              <Link
                to={`${ADMIN_PAGE_PATHS.applications}?posting=${encodeURIComponent(posting.id)}`}
                className="font-semibold text-brand-700 underline"
              >
                Every application to this posting
              </Link>
            </p>
          </div>
        </section>

        <SamePerson kind="application" id={application.id} />
        <details className="rounded-lg border border-slate-300 bg-white">
          <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-900">
            Attribution and technical data
          </summary>
          <div className="px-4 pb-4">
            <FactList rows={attributionRows(application)} />
          </div>
        </details>
      </div>

      <div className="space-y-6">
        <section aria-labelledby="application-history">
          <h2 id="application-history" className="text-lg font-bold">
            History
          </h2>
          <HistoryList
            items={history.map((entry) => ({
              ...entry,
              title: statusChangeTitle(entry, APPLICATION_STATUS_LABELS),
            }))}
            now={now}
          />
        </section>
        <section aria-labelledby="application-deliveries">
          <h2 id="application-deliveries" className="text-lg font-bold">
            Notifications
          </h2>
          <Deliveries
            deliveries={deliveries}
            channelLabels={APPLICATION_CHANNEL_LABELS}
            retryUrl={(channel) => adminApiPath("applicationRetry", { id: application.id, channel })}
            onRetried={refreshAll}
            refresh={() => void client.invalidateQueries({ queryKey: applicationKey(application.id) })}
            empty={
              application.spamReason
                ? "No notifications: applications flagged as spam are stored without notifying anyone."
                : "No notifications are queued for this application."
            }
            caption="Notification deliveries for this application"
          />
        </section>
        <section
          aria-labelledby="application-erase"
          className="rounded-lg border border-red-200 bg-white p-4"
        >
          <h2 id="application-erase" className="text-lg font-bold">
            Erase this candidate's data
          </h2>
          <p className="mt-1 text-sm text-slate-800">
            When {name} asks to be forgotten: removes{" "}
            {sameCandidate === 1 ? "this application" : `all ${sameCandidate} of their applications`}, with
            résumés, notes and delivery records.
          </p>
          <div className="mt-3">
            <EraseCandidateButton
              email={application.email}
              count={sameCandidate}
              label="Erase this candidate's data…"
              onErased={() => navigate(ADMIN_PAGE_PATHS.applications)}
            />
          </div>
        </section>
      </div>
    </article>
  );
}

/** One fact of the field table as the detail shows it: credentials and states by name, years counted. */
function factValue(field: ApplicationFieldSpec, value: unknown): FactRow[1] {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case "credential":
      return CREDENTIAL_LABELS[value as Credential] ?? String(value);
    case "licenseStates":
      return (
        (value as LicenseState[]).map((code) => `${LICENSE_STATES[code] ?? code} (${code})`).join(", ") ||
        null
      );
    case "years":
      return `${value} year${value === 1 ? "" : "s"}`;
    case "multiline":
      return value ? (
        <span key={field.key} className="whitespace-pre-wrap">
          {String(value)}
        </span>
      ) : null;
    case "campaign":
      return campaignText(value as Record<string, string>) || null;
    default:
      return value === "" ? null : String(value);
  }
}

function factRows(application: ApplicationDetail, fields: readonly ApplicationFieldSpec[]): FactRow[] {
  const answers = application as unknown as Record<string, unknown>;
  return fields.map((field) => [staffLabelOf(field), factValue(field, answers[applicationApiKey(field)])]);
}

/** The candidate's answers, then how to reach them (their name is the heading). */
const ANSWER_FIELDS = [
  ...applicationFieldsWhere((field) => field.group === "answers"),
  ...applicationFieldsWhere((field) => field.group === "contact" && field.type !== "name"),
];
const ATTRIBUTION_FIELDS = applicationFieldsWhere((field) => field.group === "attribution");

function answerRows(application: ApplicationDetail): FactRow[] {
  return [
    ...factRows(application, ANSWER_FIELDS),
    ["Consent to be contacted", `Given ${formatDateTime(application.consentAt)}`],
  ];
}

function attributionRows(application: ApplicationDetail): FactRow[] {
  return [
    ...factRows(application, ATTRIBUTION_FIELDS),
    [
      "Spam check",
      application.spamReason ? (SPAM_REASONS[application.spamReason] ?? application.spamReason) : "Passed",
    ],
    ["Time to fill in", application.fillMs === null ? null : formatDuration(application.fillMs)],
    ["Browser", application.userAgent],
    ["Résumé file name", application.resume.name],
    [
      "Résumé SHA-256",
      <span key="sha" className="font-mono text-xs [overflow-wrap:anywhere]">
        {application.resume.sha256}
      </span>,
    ],
    ["Application ID", application.id],
  ];
}
