import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LEAD_STATUS_LABELS } from "#schemas/admin";
import { APPLICATION_STATUS_LABELS } from "#schemas/application";
import {
  type PersonRecordKind,
  SamePersonAnswerSchema,
  type SamePersonRecord,
  samePersonApiPath,
} from "#schemas/same-person";
import { errorMessage, readAnswer } from "./api";
import { formatDateTime } from "./format";

const MATCH_TEXT: Record<SamePersonRecord["matchedBy"], string> = {
  email: "same e-mail address",
  phone_and_last_name: "same phone and last name",
};

function recordTitle(record: SamePersonRecord): string {
  return record.kind === "lead"
    ? `Lead: ${record.formSource || "form not recorded"}`
    : `Application: ${record.postingTitle}`;
}

function statusText(record: SamePersonRecord): string {
  return record.kind === "lead"
    ? LEAD_STATUS_LABELS[record.status]
    : (APPLICATION_STATUS_LABELS[record.status] ?? record.status);
}

/** "2 leads and 1 application", "1 application". */
function countText(records: SamePersonRecord[]): string {
  const leads = records.filter((record) => record.kind === "lead").length;
  const applications = records.length - leads;
  const parts = [];
  if (leads > 0) parts.push(leads === 1 ? "1 lead" : `${leads} leads`);
  if (applications > 0) parts.push(applications === 1 ? "1 application" : `${applications} applications`);
  return parts.join(" and ");
}

/**
 * "Also from this person": the person's other leads and applications (decision 0350: the same e-mail
 * address, or the same phone number and last name; never the phone alone), each linked to its page.
 * Shows nothing while loading or when the person sent nothing else.
 */
export function SamePerson({ kind, id }: { kind: PersonRecordKind; id: string }) {
  const answer = useQuery({
    queryKey: [samePersonApiPath(kind, id)],
    queryFn: readAnswer(SamePersonAnswerSchema),
  });
  const heading = `same-person-${kind}`;
  if (answer.isError) {
    return (
      <section aria-labelledby={heading} className="text-sm">
        <h2 id={heading} className="text-lg font-bold">
          Also from this person
        </h2>
        <p className="mt-1 text-slate-700">
          {errorMessage(answer.error, "This person's other submissions could not be loaded.")}
        </p>
      </section>
    );
  }
  const records = answer.data?.records ?? [];
  if (records.length === 0) return null;
  return (
    <section aria-labelledby={heading} data-same-person>
      <h2 id={heading} className="text-lg font-bold">
        Also from this person
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {countText(records)} with the same e-mail address, or the same phone number and last name.
      </p>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white">
        {records.map((record) => (
          <li
            key={`${record.kind}-${record.id}`}
            data-person-record={record.id}
            className="px-4 py-2 text-sm"
          >
            <Link
              to={record.path}
              className="inline-block min-h-6 py-0.5 font-semibold break-words text-brand-700 underline"
            >
              {recordTitle(record)}
            </Link>
            <p className="text-slate-700">
              {record.name} · {formatDateTime(record.createdAt)} · {statusText(record)} ·{" "}
              {MATCH_TEXT[record.matchedBy]}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
