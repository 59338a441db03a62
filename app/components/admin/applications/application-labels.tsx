import {
  APPLICATION_STATUS_LABELS,
  type ApplicationChannel,
  type ApplicationStatus,
  LICENSE_STATES,
  type LicenseState,
} from "#schemas/application";
import { Badge } from "#app/components/ui/badge";

/** Badge colours per status: each pair passes WCAG AA contrast. */
const STATUS_BADGE: Record<ApplicationStatus, string> = {
  new: "bg-brand-700 text-white",
  screening: "bg-slate-200 text-slate-900",
  submitted: "bg-purple-50 text-purple-900",
  interview: "bg-amber-200 text-amber-950",
  offer: "bg-green-100 text-green-900",
  placed: "bg-green-800 text-white",
  not_fit: "bg-slate-800 text-white",
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge data-status={status} className={STATUS_BADGE[status]}>
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}

export const APPLICATION_CHANNEL_LABELS: Record<ApplicationChannel, string> = {
  email: "Recruiters' e-mail",
  webhook: "Webhook",
  confirmation: "Candidate's confirmation",
};

/** The states as two-letter codes, each named in full for screen readers and on hover. */
export function LicenseStateList({ states }: { states: readonly LicenseState[] }) {
  if (states.length === 0) return <span className="text-slate-700">None given</span>;
  return (
    <span>
      {states.map((code, index) => (
        <span key={code}>
          {index > 0 && ", "}
          <abbr title={LICENSE_STATES[code] ?? code} className="no-underline">
            {code}
          </abbr>
        </span>
      ))}
    </span>
  );
}
