import { useQuery } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { JOB_ALERT_STAFF_ROUTES, JobAlertSummarySchema } from "#schemas/job-alert";
import { ADMIN_API_PREFIX } from "#schemas/paths";
import { readAnswer } from "../api";
import { JobAlertSubscriberButton } from "./job-alert-subscriber";

const SUMMARY_KEY = [`${ADMIN_API_PREFIX}${JOB_ALERT_STAFF_ROUTES.summary}`] as const;

/** Confirmed job-alert subscribers per role: who hears of a posting the moment it is published. */
export function JobAlertsCard() {
  const summary = useQuery({ queryKey: SUMMARY_KEY, queryFn: readAnswer(JobAlertSummarySchema) });
  const data = summary.data;
  return (
    <section
      aria-labelledby="job-alerts-card-title"
      data-slot="job-alerts-card"
      className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm"
    >
      <h2 id="job-alerts-card-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <BellRing aria-hidden="true" className="size-4 text-brand-700" />
        Job-alert subscribers
      </h2>
      {data ? (
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-slate-800">
          {(
            [
              ["NP", data.NP],
              ["PA", data.PA],
              ["NP and PA", data.both],
              ["Total", data.total],
            ] as const
          ).map(([label, count]) => (
            <div key={label} className="flex gap-1.5">
              <dt>{label}</dt>
              <dd className="font-semibold tabular-nums">{count}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-slate-700">{summary.isError ? "Could not load the counts." : "Loading…"}</p>
      )}
      {data && data.unconfirmed > 0 ? (
        <p className="text-slate-700">({data.unconfirmed} waiting to confirm)</p>
      ) : null}
      <div className="sm:ml-auto">
        <JobAlertSubscriberButton />
      </div>
    </section>
  );
}
