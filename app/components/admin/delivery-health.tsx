import { useQuery } from "@tanstack/react-query";
import { ChevronDown, TriangleAlert, X } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "#app/lib/utils";
import type { DeliveryHealth } from "#schemas/admin";
import { deliveryHealthQuery } from "./leads-api";
import { useMediaQuery } from "./use-media-query";

/** Checked again this often, so a fixed (or new) problem shows without a reload. */
const HEALTH_REFRESH_MS = 60_000;

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** What is wrong with the recruiters' e-mail alerts, and what to set or check; nothing when they work. */
export function healthMessage(health: DeliveryHealth): { title: string; text: string } | null {
  if (health.email === "off") {
    const waiting =
      health.overdue > 0 ? ` ${count(health.overdue, "alert is", "alerts are")} waiting to be sent.` : "";
    return {
      title: "E-mail alerts to recruiters are off",
      text: `Nobody is notified of new leads: set ${health.missing.join(" and ")} (and SMTP_FROM) on the server and restart it.${waiting}`,
    };
  }
  if (health.email === "failing") {
    return {
      title: "E-mail alerts are failing",
      text: `${count(health.failed, "alert", "alerts")} could not be delivered in the last 7 days. Check SMTP_URL, SMTP_FROM and NOTIFY_EMAIL_TO and the server log, then retry each one from its lead's Notifications section.`,
    };
  }
  if (health.email === "overdue") {
    return {
      title: "E-mail alerts are overdue",
      text: `${count(health.overdue, "alert is", "alerts are")} past the time they should have been sent. Check that the server is running its notification worker and can reach the SMTP server.`,
    };
  }
  return null;
}

/**
 * How the applications' notifications (the recruiters' e-mail, the webhook, the candidate's confirmation)
 * stand, when any is waiting or failed in the last 7 days; nothing when all went out.
 */
export function applicationsMessage(health: DeliveryHealth): { title: string; text: string } | null {
  const { pending, failed } = health.applications;
  if (pending === 0 && failed === 0) return null;
  const title = `Application notifications: ${pending.toLocaleString("en-US")} waiting, ${failed.toLocaleString("en-US")} failed`;
  if (failed > 0) {
    return {
      title,
      text: `${count(failed, "notification about an application", "notifications about applications")} could not be delivered in the last 7 days. Open the application (a red triangle marks it in the Applications list) and press Retry under Notifications; if they fail again, tell whoever runs the server.`,
    };
  }
  return {
    title,
    text: `${count(pending, "notification about an application is", "notifications about applications are")} waiting to be sent. If this stays for more than a few minutes, tell whoever runs the server.`,
  };
}

function HealthBar({
  label,
  state,
  message,
}: {
  label: string;
  state: string;
  message: { title: string; text: string };
}) {
  return (
    <section aria-label={label} data-health={state} className="border-b border-amber-300 bg-amber-50">
      <div className="mx-auto flex max-w-[96rem] items-start gap-2 px-3 py-1.5 text-sm text-amber-950 sm:px-4">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong>{message.title}.</strong> {message.text}
        </p>
      </div>
    </section>
  );
}

/** The state of each warning shown; a dismissal holds until it changes (counts going up or down do not). */
function warningsKey(health: DeliveryHealth, leads: boolean, applications: boolean): string {
  const applicationsState = health.applications.failed > 0 ? "failing" : "waiting";
  return `leads:${leads ? health.email : "ok"};applications:${applications ? applicationsState : "ok"}`;
}

const DISMISSED_KEY = "staff.deliveryHealth.dismissed";

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function writeDismissed(key: string) {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, key);
  } catch {
    // Storage refused (private mode, quota): the dismissal lasts until the page is reloaded.
  }
}

/**
 * On a phone the warnings take one line: a summary, a Details disclosure with the full text, and a dismiss
 * button remembered for the browser tab's session until a warning's state changes.
 */
function PhoneHealthLine({
  stateKey,
  summary,
  children,
}: {
  stateKey: string;
  summary: string;
  children: React.ReactNode;
}) {
  const [dismissed, setDismissed] = useState<string | null>(readDismissed);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (dismissed === stateKey) return null;
  return (
    <section
      aria-label="Delivery warnings"
      data-health-line
      className="border-b border-amber-300 bg-amber-50"
    >
      <div className="flex items-center gap-1 pr-1 pl-3 text-sm text-amber-950">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        <p className="line-clamp-2 min-w-0 flex-1 leading-tight font-semibold">{summary}</p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-11 shrink-0 items-center gap-0.5 rounded px-2 font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-900"
        >
          Details
          <ChevronDown
            aria-hidden="true"
            className={cn("size-4 motion-safe:transition-transform", open && "rotate-180")}
          />
        </button>
        <button
          type="button"
          aria-label="Dismiss the delivery warnings"
          title="Dismiss until something changes"
          onClick={() => {
            writeDismissed(stateKey);
            setDismissed(stateKey);
          }}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-amber-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div id={detailsId} hidden={!open} className="border-t border-amber-300">
        {children}
      </div>
    </section>
  );
}

export function DeliveryHealthBanner() {
  const health = useQuery({ ...deliveryHealthQuery(), refetchInterval: HEALTH_REFRESH_MS });
  const wide = useMediaQuery("(min-width: 48rem)");
  if (!health.data) return null;
  const leads = healthMessage(health.data);
  const applications = applicationsMessage(health.data);
  if (!leads && !applications) return null;
  const bars = (
    <>
      {leads && <HealthBar label="E-mail alerts" state={health.data.email} message={leads} />}
      {applications && (
        <HealthBar
          label="Application notifications"
          state={health.data.applications.failed > 0 ? "failing" : "waiting"}
          message={applications}
        />
      )}
    </>
  );
  if (wide) return bars;
  const summary = [leads && leadsShort(health.data), applications && applicationsShort(health.data)]
    .filter(Boolean)
    .join(" · ");
  return (
    <PhoneHealthLine stateKey={warningsKey(health.data, !!leads, !!applications)} summary={summary}>
      {bars}
    </PhoneHealthLine>
  );
}

/** The e-mail alerts' warning in a few words, for the phone's one line. */
function leadsShort(health: DeliveryHealth): string {
  return `E-mail alerts ${health.email}`;
}

/** The applications' warning in a few words, for the phone's one line. */
function applicationsShort(health: DeliveryHealth): string {
  const { pending, failed } = health.applications;
  return failed > 0
    ? `Applications: ${failed.toLocaleString("en-US")} failed`
    : `Applications: ${pending.toLocaleString("en-US")} waiting`;
}
