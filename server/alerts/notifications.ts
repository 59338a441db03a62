/**
 * What a job alert sends: the confirmation (double opt-in: nothing else is ever sent before it is
 * confirmed), one email per matching posting, or a daily digest. Every alert email names the alert,
 * links to change it, and carries one-click unsubscribe (RFC 8058: `List-Unsubscribe` with an HTTPS
 * address that a POST unsubscribes at, and `List-Unsubscribe-Post`).
 */
import { FIRM } from "#schemas/firm";
import { ALERT_FREQUENCY_LABELS, ALERT_ROLE_LABELS, alertPlaces, JOB_ALERT_PATHS } from "#schemas/job-alert";
import type { JobPosting, Pay } from "#schemas/job-posting";
import type { Config } from "../env";
import { escapeHtml } from "../intake/pages";
import { headerSafe, mailFrom, type NotificationEmail, notificationMessageId } from "../outbox/mail";
import type { JobAlertView } from "./alerts.repository";

export type AlertEmail = NotificationEmail;

/** A link of the alert's pages with its token. */
export function alertLink(config: Pick<Config, "SITE_URL">, path: string, token: string): string {
  return `${config.SITE_URL}${path}?token=${encodeURIComponent(token)}`;
}

const money = (amount: number) => `$${amount.toLocaleString("en-US")}`;

function payLine(pay: Pay): string {
  const unit = pay.unit === "YEAR" ? "a year" : "an hour";
  if (pay.kind === "range") return `${money(pay.min)}–${money(pay.max)}${pay.plus ? "+" : ""} ${unit}`;
  if (pay.kind === "upTo") return `Up to ${money(pay.max)} ${unit}`;
  return `${money(pay.value)} ${unit}`;
}

export function postingPlace(posting: Pick<JobPosting, "locations" | "remote">): string {
  const places = posting.locations.map((location) => `${location.locality}, ${location.region}`);
  if (posting.remote) places.push("Remote");
  return places.join(" · ");
}

/** What the alert asks for, in one line: "NP roles in Georgia or remote, cardiology, as they open". */
export function alertDescription(
  alert: Pick<JobAlertView, "role" | "states" | "remote" | "specialty">,
): string {
  const role = alert.role === "both" ? "NP and PA" : alert.role;
  const specialty = alert.specialty ? ` in ${alert.specialty}` : "";
  return `${role} roles${specialty}, ${alertPlaces(alert)}`;
}

function layout(title: string, paragraphs: string[], footer: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 14px">${p}</p>`).join("\n");
  const foot = footer.map((p) => `<p style="margin:0 0 8px">${p}</p>`).join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:15px;line-height:1.5">
${body}
<hr style="border:0;border-top:1px solid #cbd5e1;margin:20px 0">
<div style="font-size:13px;color:#334155">
${foot}
</div>
</body></html>
`;
}

/** An e-mail to the alert's address from the firm, replies going to the firm; the text ends with a newline. */
function alertEmail(
  alert: Pick<JobAlertView, "email">,
  config: Pick<Config, "SITE_URL" | "SMTP_FROM">,
  message: Pick<AlertEmail, "subject" | "text" | "html" | "messageId" | "headers">,
): AlertEmail {
  return {
    from: mailFrom(config, FIRM.name),
    to: alert.email,
    replyTo: { name: FIRM.name, address: FIRM.email },
    ...message,
    text: `${message.text}\n`,
  };
}

/** The confirmation: one link, to a page whose button confirms; says what was asked and what it means. */
export function buildConfirmationEmail(
  alert: JobAlertView,
  confirmToken: string,
  config: Pick<Config, "SITE_URL" | "SMTP_FROM">,
): AlertEmail {
  const confirmUrl = alertLink(config, JOB_ALERT_PATHS.confirm, confirmToken);
  const what = alertDescription(alert);
  const how = ALERT_FREQUENCY_LABELS[alert.frequency].toLowerCase();
  const subject = "Confirm your NP & PA job alert";
  const text = [
    "Please confirm your job alert.",
    "",
    `You asked ${FIRM.name} to email you about ${what} (${how}).`,
    "",
    `Confirm it here (the link works for 3 days): ${confirmUrl}`,
    "",
    "We send nothing else until you confirm. If you did not ask for this alert, ignore this email: without a confirmation the request is deleted within a few days.",
    "",
    FIRM.name,
    config.SITE_URL,
  ].join("\n");
  const html = layout(
    subject,
    [
      "Please confirm your job alert.",
      `You asked ${escapeHtml(FIRM.name)} to email you about <strong>${escapeHtml(what)}</strong> (${escapeHtml(how)}).`,
      `<a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;font-weight:bold;text-decoration:none">Confirm my job alert</a>`,
      "The link works for 3 days.",
    ],
    [
      "We send nothing else until you confirm. If you did not ask for this alert, ignore this email: without a confirmation the request is deleted within a few days.",
      `${escapeHtml(FIRM.name)} · ${escapeHtml(config.SITE_URL)}`,
    ],
  );
  return alertEmail(alert, config, {
    subject,
    text,
    html,
    messageId: notificationMessageId("job-alert", alert.id, "confirmation", config.SITE_URL),
    headers: { "Auto-Submitted": "auto-generated" },
  });
}

export interface AlertLinks {
  manageToken: string;
  unsubscribeToken: string;
}

/** The unsubscribe headers of RFC 2369 and RFC 8058 (one-click: a POST to the HTTPS address is enough). */
export function unsubscribeHeaders(
  alert: Pick<JobAlertView, "id">,
  unsubscribeToken: string,
  config: Pick<Config, "SITE_URL">,
): Record<string, string> {
  const url = alertLink(config, JOB_ALERT_PATHS.unsubscribe, unsubscribeToken);
  const mailto = `mailto:${FIRM.email}?subject=${encodeURIComponent(`Unsubscribe job alert ${alert.id}`)}`;
  return {
    "List-Unsubscribe": `<${url}>, <${mailto}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "List-Id": `NP and PA job alerts <job-alerts.${new URL(config.SITE_URL).hostname}>`,
    "Auto-Submitted": "auto-generated",
  };
}

/** One matching posting, or a digest of several: each with its place, pay and link. */
export function buildPostingsEmail(
  alert: JobAlertView,
  postings: ReadonlyArray<Pick<JobPosting, "title" | "path" | "locations" | "remote" | "pay" | "specialty">>,
  links: AlertLinks,
  messageKey: string,
  config: Pick<Config, "SITE_URL" | "SMTP_FROM">,
): AlertEmail {
  const first = postings[0]!;
  const subject =
    postings.length === 1
      ? headerSafe(`New role: ${first.title}`, 200)
      : `${postings.length} new NP and PA roles for your job alert`;
  const manageUrl = alertLink(config, JOB_ALERT_PATHS.manage, links.manageToken);
  const unsubscribeUrl = alertLink(config, JOB_ALERT_PATHS.unsubscribe, links.unsubscribeToken);
  const what = alertDescription(alert);
  const intro =
    postings.length === 1
      ? "A role that fits your job alert has just opened:"
      : `${postings.length} roles that fit your job alert opened since our last email:`;
  const textItems = postings.flatMap((posting) => [
    `${posting.title}`,
    `  ${postingPlace(posting)} · ${payLine(posting.pay)}`,
    `  ${config.SITE_URL}${posting.path}`,
    "",
  ]);
  const text = [
    intro,
    "",
    ...textItems,
    `Questions about a role? Reply to this email or call ${FIRM.phone}.`,
    "",
    `Your alert: ${what} (${ALERT_FREQUENCY_LABELS[alert.frequency].toLowerCase()}).`,
    `Change your alert: ${manageUrl}`,
    `Unsubscribe: ${unsubscribeUrl}`,
    "",
    FIRM.name,
  ].join("\n");
  const htmlItems = postings
    .map(
      (posting) =>
        `<a href="${escapeHtml(`${config.SITE_URL}${posting.path}`)}" style="font-weight:bold;color:#1d4ed8">${escapeHtml(posting.title)}</a><br>${escapeHtml(postingPlace(posting))} · ${escapeHtml(payLine(posting.pay))}`,
    )
    .map((item) => item);
  const html = layout(
    subject,
    [
      escapeHtml(intro),
      ...htmlItems,
      `Questions about a role? Reply to this email or call ${escapeHtml(FIRM.phone)}.`,
    ],
    [
      `Your alert: ${escapeHtml(what)} (${escapeHtml(ALERT_FREQUENCY_LABELS[alert.frequency].toLowerCase())}), for ${escapeHtml(ALERT_ROLE_LABELS[alert.role])}.`,
      `<a href="${escapeHtml(manageUrl)}">Change your alert</a> · <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a>`,
      escapeHtml(FIRM.name),
    ],
  );
  return alertEmail(alert, config, {
    subject,
    text,
    html,
    messageId: notificationMessageId(
      "job-alert",
      messageKey,
      postings.length === 1 ? "posting" : "digest",
      config.SITE_URL,
    ),
    headers: unsubscribeHeaders(alert, links.unsubscribeToken, config),
  });
}
