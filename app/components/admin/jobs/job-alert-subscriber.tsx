import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Search, UserX } from "lucide-react";
import { useId, useState } from "react";
import {
  alertPlaces,
  JOB_ALERT_STAFF_ROUTES,
  type JobAlertLookupAnswer,
  JobAlertEraseAnswerSchema,
  JobAlertLookupAnswerSchema,
} from "#schemas/job-alert";
import { ADMIN_API_PREFIX } from "#schemas/paths";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { TitledDialog } from "#app/components/ui/dialog";
import { apiRequest } from "#app/lib/query-client";
import { toast } from "#app/lib/use-toast";
import { errorMessage, sendFor } from "../api";
import { EmailLookupForm } from "../email-lookup-form";
import { formatDate } from "../format";

type FoundAlert = JobAlertLookupAnswer["alerts"][number];

const destructive = "border-red-700 text-red-800 hover:bg-red-50";
const ROLE_NAMES = { NP: "NP roles", PA: "PA roles", both: "NP and PA roles" } as const;

const url = (route: string) => `${ADMIN_API_PREFIX}${route}`;

function alertsCount(count: number): string {
  return `${count} job alert${count === 1 ? "" : "s"}`;
}

/** Saves what the server answered as a file: the browser's download, named by its kind and the day. */
async function download(format: "json" | "csv", email: string) {
  const response = await apiRequest(
    "POST",
    url(format === "csv" ? JOB_ALERT_STAFF_ROUTES.exportCsv : JOB_ALERT_STAFF_ROUTES.export),
    { email },
  );
  const blob =
    format === "csv"
      ? await response.blob()
      : new Blob([`${JSON.stringify(await response.json(), null, 2)}\n`], { type: "application/json" });
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = `job-alerts-${new Date().toISOString().slice(0, 10)}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

function AlertLine({ alert }: { alert: FoundAlert }) {
  const facts = [
    ROLE_NAMES[alert.role],
    alertPlaces(alert),
    alert.specialty ? `specialty “${alert.specialty}”` : null,
    alert.frequency === "daily" ? "daily digest" : "e-mailed at once",
  ].filter(Boolean);
  return (
    <li className="rounded-md border border-slate-200 px-3 py-2">
      <p className="font-medium text-slate-900">{facts.join(" · ")}</p>
      <p className="text-slate-700">
        Subscribed {formatDate(alert.createdAt)};{" "}
        {alert.confirmedAt === null ? "waiting to confirm" : `confirmed ${formatDate(alert.confirmedAt)}`};{" "}
        {alert.postingsSent === 1 ? "1 posting sent" : `${alert.postingsSent} postings sent`}
      </p>
    </li>
  );
}

/**
 * A privacy request from a job-alert subscriber: find their alerts by e-mail address, export them (JSON or
 * CSV) or erase them. Exports and erasures are recorded in the activity log with a count, never the address.
 */
export function JobAlertSubscriberButton() {
  const client = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<{ email: string; alerts: FoundAlert[] } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const lookup = useMutation({
    mutationFn: (address: string) =>
      sendFor(JobAlertLookupAnswerSchema, "POST", url(JOB_ALERT_STAFF_ROUTES.lookup), { email: address }),
    onSuccess: (answer, address) => setFound({ email: address, alerts: answer.alerts }),
  });
  const exported = useMutation({
    mutationFn: ({ format, address }: { format: "json" | "csv"; address: string }) =>
      download(format, address),
  });
  const erase = useMutation({
    mutationFn: (address: string) =>
      sendFor(JobAlertEraseAnswerSchema, "POST", url(JOB_ALERT_STAFF_ROUTES.erase), { email: address }),
    onSuccess: (answer) => {
      setOpen(false);
      toast({
        title: "Subscriber erased",
        description: `${alertsCount(answer.count)} removed, with their links and messages.`,
      });
      void client.invalidateQueries({ queryKey: [url(JOB_ALERT_STAFF_ROUTES.summary)] });
    },
  });

  const start = () => {
    for (const mutation of [lookup, exported, erase]) mutation.reset();
    setEmail("");
    setFound(null);
    setConfirming(false);
    setOpen(true);
  };
  const error = lookup.error ?? exported.error ?? erase.error;
  const errorAlert = error ? (
    <Alert variant="error" role="alert">
      {errorMessage(error)}
    </Alert>
  ) : null;

  return (
    <>
      <Button type="button" size="sm" variant="outline" aria-haspopup="dialog" onClick={start}>
        <Search aria-hidden="true" />
        Find a subscriber…
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={setOpen}
        title="A job-alert subscriber's data"
        description={
          <>
            For a subscriber who asks what is kept about them, or to be forgotten: find their alerts by e-mail
            address, download them, or erase them with their links and messages. The activity log records each
            export and erasure with a count, not the address.
          </>
        }
      >
        {found === null ? (
          <EmailLookupForm
            id={id}
            label="Subscriber's e-mail address"
            email={email}
            onEmailChange={setEmail}
            onFind={(address) => lookup.mutate(address.toLowerCase())}
            onCancel={() => setOpen(false)}
            pending={lookup.isPending}
            findLabel="Find their alerts"
            pendingLabel="Looking…"
            problem={errorAlert}
          />
        ) : (
          <div className="grid gap-4 text-sm">
            {found.alerts.length === 0 ? (
              <Alert role="status">
                No job alerts for <span className="[overflow-wrap:anywhere]">{found.email}</span>. Nothing is
                kept about this address in the alerts.
              </Alert>
            ) : (
              <>
                <p role="status" className="text-base text-slate-900">
                  <strong>{alertsCount(found.alerts.length)}</strong> for{" "}
                  <strong className="[overflow-wrap:anywhere]">{found.email}</strong>:
                </p>
                <ul className="grid gap-2" aria-label="Their job alerts">
                  {found.alerts.map((alert) => (
                    <AlertLine key={alert.id} alert={alert} />
                  ))}
                </ul>
              </>
            )}
            {errorAlert}
            {confirming ? (
              <div className="grid gap-3 rounded-md border border-red-300 bg-red-50 p-3">
                <p className="text-slate-900">
                  Erase {alertsCount(found.alerts.length)} of{" "}
                  <span className="[overflow-wrap:anywhere]">{found.email}</span>? Their links stop working
                  and nothing more is sent. This cannot be undone.
                </p>
                <div className="flex flex-wrap justify-end gap-2">
                  <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
                    Keep them
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    className={`${destructive} bg-white`}
                    disabled={erase.isPending}
                    onClick={() => erase.mutate(found.email)}
                  >
                    {erase.isPending ? "Erasing…" : `Erase ${alertsCount(found.alerts.length)}`}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap justify-end gap-2">
                <Button type="button" variant="ghost" onClick={() => setFound(null)}>
                  Back
                </Button>
                {found.alerts.length > 0 && (
                  <>
                    {(["json", "csv"] as const).map((format) => (
                      <Button
                        key={format}
                        type="button"
                        variant="outline"
                        disabled={exported.isPending}
                        onClick={() => exported.mutate({ format, address: found.email })}
                      >
                        <Download aria-hidden="true" />
                        Download {format.toUpperCase()}
                      </Button>
                    ))}
                    <Button
                      type="button"
                      variant="outline"
                      className={destructive}
                      onClick={() => setConfirming(true)}
                    >
                      <UserX aria-hidden="true" />
                      Erase…
                    </Button>
                  </>
                )}
              </div>
            )}
          </div>
        )}
      </TitledDialog>
    </>
  );
}
