import { useInfiniteQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { AuditEntry, AuditKind, AuditPage } from "#schemas/admin";
import { Button } from "#app/components/ui/button";
import { ApiError } from "#app/lib/query-client";
import { Alert } from "#app/components/ui/alert";
import { TableContainer, TableHeader, tableCellClass } from "#app/components/ui/table";
import { selectClass } from "./admin-ui";
import { AUDIT_KEY, errorMessage } from "./api";
import { formatDateTime } from "./format";
import { SignInLocks } from "./sign-in-locks";
import { adminApiPath } from "#schemas/paths";
import { AuditPageSchema } from "#schemas/admin-answers";

export const ACTION_LABELS: Record<string, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  sign_in_locked: "Sign-in refused (locked)",
  sign_in_busy: "Sign-in refused (busy)",
  sign_in_unlocked: "Lifted a sign-in lock",
  audit_purge: "Deleted old activity (retention)",
  sign_out: "Signed out",
  export: "Exported leads (CSV)",
  delivery_retry: "Retried a notification",
  lead_restore: "Undid a change to leads",
  retention_purge: "Deleted old leads (retention)",
  application_retention_purge: "Deleted old applications (retention)",
  user_created: "Account created",
  password_reset: "Password reset",
  job_create: "Created a job posting",
  job_update: "Edited a job posting",
  job_publish: "Published a job posting",
  job_schedule: "Scheduled a job posting",
  job_unschedule: "Cancelled a scheduled publishing",
  job_close: "Marked a position filled",
  job_renew: "Renewed a job posting",
  job_relist: "Relisted a job posting",
  job_duplicate: "Duplicated a job posting",
  job_delete: "Deleted a draft posting",
  job_restore: "Restored a posting revision",
  job_import: "Imported a job posting",
  application_status: "Changed an application's status",
  application_export: "Exported applications (CSV)",
  application_owner: "Gave an application to a recruiter",
  application_erase: "Erased a candidate's data",
  resume_download: "Downloaded a résumé",
  job_alert_export: "Exported a job-alert subscriber's data",
  job_alert_erase: "Erased a job-alert subscriber's data",
  job_alert_retention_purge: "Deleted stale job alerts (retention)",
  template_create: "Created an e-mail template",
  template_update: "Edited an e-mail template",
  template_delete: "Deleted an e-mail template",
};

function alertsCount(count: unknown): string {
  return `${String(count)} job alert${count === 1 ? "" : "s"}`;
}

export function describeActivity(entry: AuditEntry): string {
  const detail = entry.detail;
  switch (entry.action) {
    case "export": {
      const rows =
        typeof detail.rows === "number" ? `${detail.rows.toLocaleString("en-US")} leads` : "unfinished";
      const filters =
        detail.filters && typeof detail.filters === "object" ? Object.entries(detail.filters) : [];
      const shown = filters
        .filter(([key]) => key !== "from" && key !== "to")
        .map(([key, value]) => `${key}: ${String(value)}`);
      if (filters.some(([key]) => key === "from" || key === "to")) shown.push("date range");
      return `${rows}${detail.complete === false ? " (stopped early)" : ""}${shown.length ? `; filters ${shown.join(", ")}` : ""}`;
    }
    case "sign_in_failed":
      return detail.reason === "unknown_account" ? "No such account" : "Wrong password";
    case "sign_in_unlocked":
      return `${String(detail.account)}`;
    case "audit_purge":
      return `${String(detail.deleted)} entries older than ${String(detail.retentionDays)} days`;
    case "delivery_retry":
      return detail.applicationId
        ? `${String(detail.channel)} notification of application ${String(detail.applicationId)}`
        : `${String(detail.channel)} notification of lead ${String(detail.leadId)}`;
    case "lead_restore":
      return `${String(detail.restored)} lead${detail.restored === 1 ? "" : "s"} put back${detail.skipped ? `, ${String(detail.skipped)} changed since and left as they were` : ""}`;
    case "application_status":
      return `Application ${String(detail.applicationId)}: ${String(detail.from)} → ${String(detail.to)}${detail.note ? ", with a note" : ""}`;
    case "resume_download":
      return `Application ${String(detail.applicationId)}`;
    case "application_erase":
      return `${String(detail.count)} application${detail.count === 1 ? "" : "s"} erased on request`;
    case "application_export": {
      const rows =
        typeof detail.rows === "number"
          ? `${detail.rows.toLocaleString("en-US")} applications`
          : "unfinished";
      const filters = Array.isArray(detail.filters) ? detail.filters.map(String) : [];
      return `${rows}${detail.complete === false ? " (stopped early)" : ""}${filters.length ? `; filtered by ${filters.join(", ")}` : ""}`;
    }
    case "application_owner":
      return `Application ${String(detail.applicationId)}: ${detail.to ? String(detail.to) : "nobody"}`;
    case "retention_purge":
      return `${String(detail.deleted)} leads older than ${String(detail.retentionDays)} days`;
    case "application_retention_purge":
      return `${String(detail.deleted)} applications older than ${String(detail.retentionDays)} days`;
    case "job_alert_export": {
      const format = typeof detail.format === "string" ? ` as ${detail.format.toUpperCase()}` : "";
      return `${alertsCount(detail.count)} exported on request${format}`;
    }
    case "job_alert_erase":
      return `${alertsCount(detail.count)} erased on request`;
    case "job_alert_retention_purge": {
      const kept =
        Number(detail.retentionDays) > 0 ? `, or unchanged for ${String(detail.retentionDays)} days` : "";
      return `${alertsCount(detail.deleted)}: unconfirmed after ${String(detail.unconfirmedDays)} days${kept}`;
    }
    case "template_create":
    case "template_delete":
      return `“${String(detail.name)}”`;
    case "template_update":
      return typeof detail.from === "string"
        ? `“${String(detail.name)}” (renamed from “${detail.from}”)`
        : `“${String(detail.name)}”`;
    case "user_created":
    case "password_reset":
      return "From the command line";
    default:
      // Job postings: the posting's address, and the state change when there was one.
      if (entry.action.startsWith("job_") && typeof detail.path === "string") {
        const states =
          typeof detail.from === "string" && typeof detail.to === "string" && detail.from !== detail.to
            ? ` (${detail.from} → ${detail.to})`
            : "";
        return `${detail.path}${states}`;
      }
      return "";
  }
}

const KIND_LABELS: Record<AuditKind, string> = {
  all: "Everything",
  staff: "Staff actions",
  refused: "Refused sign-ins",
};

const REFUSED = new Set(["sign_in_failed", "sign_in_locked", "sign_in_busy"]);

/** Refused sign-ins are counted per device, account and quarter hour: say how many and until when. */
function countText(entry: AuditEntry): string {
  if (entry.attempts <= 1) return "";
  const last = entry.lastAt ? `, last ${formatDateTime(entry.lastAt)}` : "";
  return `${entry.attempts.toLocaleString("en-US")} attempts${last}`;
}

function actorText(entry: AuditEntry): string {
  if (entry.actor) return entry.actor;
  return REFUSED.has(entry.action) ? "Several or unreadable addresses" : "System";
}

async function fetchAuditPage(kind: AuditKind, cursor: string | null): Promise<AuditPage> {
  const params = new URLSearchParams({ kind });
  if (cursor) params.set("cursor", cursor);
  const response = await fetch(`${adminApiPath("audit")}?${params}`, { credentials: "include" });
  if (!response.ok) {
    throw new ApiError(
      response.status,
      `${response.status}: ${(await response.text()) || response.statusText}`,
    );
  }
  return AuditPageSchema.parse(await response.json());
}

/** Sign-ins, exports and other staff actions, newest first, a page at a time. */
export function ActivityLog() {
  const [kind, setKind] = useState<AuditKind>("all");
  const kindId = useId();
  const audit = useInfiniteQuery({
    queryKey: [...AUDIT_KEY, kind],
    queryFn: ({ pageParam }) => fetchAuditPage(kind, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div>
      <h1 className="text-3xl font-bold">Activity log</h1>
      <p className="mt-2 text-slate-700">Sign-ins, exports and other staff actions, newest first.</p>
      <SignInLocks />
      <div className="mt-6 max-w-xs">
        <label htmlFor={kindId} className="block text-sm font-semibold text-slate-900">
          Show
        </label>
        <select
          id={kindId}
          className={`${selectClass} mt-1`}
          value={kind}
          onChange={(event) => setKind(event.target.value as AuditKind)}
        >
          {(Object.keys(KIND_LABELS) as AuditKind[]).map((value) => (
            <option key={value} value={value}>
              {KIND_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-6">
        {audit.isPending && <p role="status">Loading the activity log…</p>}
        {audit.isError && (
          <Alert variant="error" role="alert">
            {errorMessage(audit.error)}
          </Alert>
        )}
        {audit.data && (
          <TableContainer label="Activity">
            <table className="w-full min-w-[40rem] border-collapse bg-white">
              <caption className="sr-only">Staff activity, newest first</caption>
              <TableHeader columns={["When", "What", "Who", "Details"]} />
              <tbody className="divide-y divide-slate-200">
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={tableCellClass}>{formatDateTime(entry.createdAt)}</td>
                    <td className={tableCellClass}>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                    <td className={`${tableCellClass} break-all`}>{actorText(entry)}</td>
                    <td className={tableCellClass}>
                      {[describeActivity(entry), countText(entry)].filter(Boolean).join("; ")}
                    </td>
                  </tr>
                ))}
                {entries.length === 0 && (
                  <tr>
                    <td className={tableCellClass} colSpan={4}>
                      Nothing recorded yet.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </TableContainer>
        )}
        {audit.hasNextPage && (
          <Button
            variant="outline"
            className="mt-4"
            disabled={audit.isFetchingNextPage}
            onClick={() => void audit.fetchNextPage()}
          >
            {audit.isFetchingNextPage ? "Loading older entries…" : "Show older entries"}
          </Button>
        )}
      </div>
    </div>
  );
}
