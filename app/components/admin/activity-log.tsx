import { useQuery } from "@tanstack/react-query";
import type { AuditEntry } from "#schemas/admin";
import { Notice, TableFrame, tdClass, thClass } from "./admin-ui";
import { AUDIT_KEY, errorMessage } from "./api";
import { formatDateTime } from "./format";

const ACTION_LABELS: Record<string, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  sign_in_locked: "Sign-in refused (locked)",
  sign_out: "Signed out",
  export: "Exported leads (CSV)",
  delivery_retry: "Retried a notification",
  retention_purge: "Deleted old leads (retention)",
  user_created: "Account created",
  password_reset: "Password reset",
};

function describe(entry: AuditEntry): string {
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
    case "delivery_retry":
      return `${String(detail.channel)} notification of lead ${String(detail.leadId)}`;
    case "retention_purge":
      return `${String(detail.deleted)} leads older than ${String(detail.retentionDays)} days`;
    case "user_created":
    case "password_reset":
      return "From the command line";
    default:
      return "";
  }
}

/** Sign-ins, exports and other staff actions, newest first (the latest 200). */
export function ActivityLog() {
  const audit = useQuery<{ entries: AuditEntry[] }>({ queryKey: AUDIT_KEY });
  return (
    <div>
      <h1 className="text-3xl font-bold">Activity log</h1>
      <p className="mt-2 text-slate-700">Sign-ins, exports and other staff actions, newest first.</p>
      <div className="mt-6">
        {audit.isPending && <p role="status">Loading the activity log…</p>}
        {audit.isError && (
          <Notice tone="error" role="alert">
            {errorMessage(audit.error)}
          </Notice>
        )}
        {audit.data && (
          <TableFrame label="Activity">
            <table className="w-full min-w-[40rem] border-collapse bg-white">
              <caption className="sr-only">Staff activity, newest first</caption>
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className={thClass}>
                    When
                  </th>
                  <th scope="col" className={thClass}>
                    What
                  </th>
                  <th scope="col" className={thClass}>
                    Who
                  </th>
                  <th scope="col" className={thClass}>
                    Details
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {audit.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={tdClass}>{formatDateTime(entry.createdAt)}</td>
                    <td className={tdClass}>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                    <td className={`${tdClass} break-all`}>{entry.actor ?? "System"}</td>
                    <td className={tdClass}>{describe(entry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </div>
    </div>
  );
}
