import { FIRM } from "#schemas/firm";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_LIMITS,
  ALERT_ROLE_LABELS,
  ALERT_ROLES,
  ALERT_STATE_CODES,
  JOB_ALERT_PATHS,
} from "#schemas/job-alert";
import { jobsPagePath } from "#schemas/job-board";
import { usStates } from "#schemas/us-states";
import { escapeHtml, pageCsp, selfContainedPage } from "../intake/pages";
import type { JobAlertView } from "./alerts.repository";
import { alertDescription } from "./notifications";

/**
 * The alert's own pages (confirm, manage, unsubscribe, "check your inbox"): small, self-contained, served by
 * the server as the links in the emails reach them, and working without JavaScript. A GET never changes
 * anything: each page's button posts, so a mail scanner that opens a link confirms or unsubscribes nothing.
 */

const STYLE = [
  "*,*::before,*::after{box-sizing:border-box}",
  "body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a;background:#f1f5f9;line-height:1.55;font-size:1rem}",
  "header{background:#0d3a6b;color:#fff;padding:.9rem 1.25rem}",
  "header a{color:#fff;font-weight:700;text-decoration:none;font-size:1.05rem}",
  "main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #cbd5e1;border-radius:.75rem}",
  "@media (max-width:40rem){main{margin:0;border-radius:0;border-left:0;border-right:0;padding:1.25rem}}",
  "h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}",
  "p{margin:0 0 1rem}",
  "a{color:#0a58a8;font-weight:600}",
  "a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible{outline:3px solid #0a58a8;outline-offset:2px}",
  ".note{background:#eff8ff;border:1px solid #bfe3fe;border-radius:.5rem;padding:.75rem 1rem}",
  ".ok{background:#ecfdf5;border:1px solid #6ee7b7;border-radius:.5rem;padding:.75rem 1rem}",
  ".error{color:#b91c1c;font-weight:600;margin:.25rem 0 0}",
  ".errors{background:#fef2f2;border:1px solid #fca5a5;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}",
  "fieldset{border:0;padding:0;margin:0 0 1.25rem}",
  "legend,label.field{display:block;font-weight:600;margin-bottom:.35rem}",
  ".choice{display:flex;gap:.5rem;align-items:center;min-height:2.75rem}",
  ".choice input{width:1.25rem;height:1.25rem;margin:0;accent-color:#0a58a8}",
  "input[type=text],input[type=email]{display:block;width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #64748b;border-radius:.375rem;font:inherit;color:inherit;background:#fff}",
  ".states{display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:0 1rem;max-height:18rem;overflow:auto;border:1px solid #cbd5e1;border-radius:.375rem;padding:.25rem .75rem}",
  ".states .choice{min-height:2.5rem}",
  "button{font:inherit;font-weight:700;min-height:2.75rem;padding:.6rem 1.25rem;border-radius:.375rem;cursor:pointer}",
  ".primary{background:#0a58a8;color:#fff;border:1px solid #0a58a8}",
  ".primary:hover{background:#0b4885}",
  ".secondary{background:#fff;color:#9f1239;border:1px solid #9f1239}",
  ".actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}",
  ".after{margin-top:1rem}",
  ".sub{margin:.5rem 0 .35rem}",
  ".group{margin-bottom:1.25rem}",
  ".flush{margin:0}",
  "footer{max-width:40rem;margin:0 auto 2rem;padding:0 1.5rem;color:#334155;font-size:.9rem}",
].join("");

/** The pages' policy: their one style, forms posting to this site only, nothing else. */
export const ALERT_PAGE_CSP = pageCsp(STYLE, "'self'");

function page(title: string, body: string): string {
  return selfContainedPage(title, STYLE, body, {
    head: '<meta name="referrer" content="no-referrer">\n',
    tabTitle: `${title} | ${FIRM.name}`,
    header: `<header><a href="/">${escapeHtml(FIRM.name)}</a></header>\n`,
    footer: `<footer><p>Questions? Write to <a href="mailto:${FIRM.email}">${FIRM.email}</a> or call ${escapeHtml(FIRM.phone)}. <a href="/privacy-policy">Privacy policy</a></p></footer>\n`,
  });
}

const jobsLink = `<a href="${jobsPagePath(1)}">See the open NP and PA jobs</a>`;

/** After subscribing without JavaScript: what happens next. */
export function checkInboxPage(): string {
  return page(
    "Check your inbox",
    `<p class="note">We have sent you an email with a link to confirm your job alert. Nothing else is sent until you confirm it; the link works for 3 days.</p>
<p>No email after a few minutes? Look in your spam folder, or subscribe again from the jobs page.</p>
<p>${jobsLink}</p>`,
  );
}

/** A link whose token is unknown, used or expired. */
export function invalidLinkPage(kind: "confirm" | "manage" | "unsubscribe"): string {
  const text =
    kind === "confirm"
      ? "This confirmation link has been used already or has expired (links work for 3 days). If your alert is not confirmed yet, subscribe again from the jobs page and use the new link."
      : kind === "manage"
        ? "This link to change your alert has expired or the alert no longer exists. Every alert email carries a fresh link; or subscribe again from the jobs page."
        : "This unsubscribe link has expired or the alert no longer exists, so no more emails are sent for it. If you still receive alert emails, use the link in the latest one, or reply to it and we will stop them.";
  return page("This link no longer works", `<p>${escapeHtml(text)}</p>\n<p>${jobsLink}</p>`);
}

function hiddenToken(token: string): string {
  return `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
}

/** The confirmation link's page: what the alert is, and the button that confirms it. */
export function confirmPage(alert: JobAlertView, token: string): string {
  return page(
    "Confirm your job alert",
    `<p>You asked to be emailed about <strong>${escapeHtml(alertDescription(alert))}</strong>, ${escapeHtml(ALERT_FREQUENCY_LABELS[alert.frequency].toLowerCase())}, at ${escapeHtml(alert.email)}.</p>
<form method="post" action="${JOB_ALERT_PATHS.confirm}">
${hiddenToken(token)}
<div class="actions"><button type="submit" class="primary">Confirm my job alert</button></div>
</form>
<p class="after">Did not ask for this? Close this page: without a confirmation nothing is sent, and the request is deleted within a few days.</p>`,
  );
}

function checked(on: boolean): string {
  return on ? " checked" : "";
}

/** The alert's form (manage page): role, places, specialty, frequency; errors named at their fields. */
function alertForm(
  values: Pick<JobAlertView, "role" | "states" | "remote" | "specialty" | "frequency">,
  token: string,
  errors: Record<string, string>,
): string {
  const error = (field: string) =>
    errors[field] ? `<p class="error" id="${field}-error">${escapeHtml(errors[field]!)}</p>` : "";
  const describedBy = (field: string) => (errors[field] ? ` aria-describedby="${field}-error"` : "");
  const roles = ALERT_ROLES.map(
    (role) =>
      `<label class="choice"><input type="radio" name="role" value="${role}"${checked(values.role === role)}> ${escapeHtml(ALERT_ROLE_LABELS[role])}</label>`,
  ).join("\n");
  const states = ALERT_STATE_CODES.map(
    (code) =>
      `<label class="choice"><input type="checkbox" name="states" value="${code}"${checked(values.states.includes(code))}> ${escapeHtml(usStates[code])}</label>`,
  ).join("\n");
  const frequencies = ALERT_FREQUENCIES.map(
    (frequency) =>
      `<label class="choice"><input type="radio" name="frequency" value="${frequency}"${checked(values.frequency === frequency)}> ${escapeHtml(ALERT_FREQUENCY_LABELS[frequency])}</label>`,
  ).join("\n");
  return `<form method="post" action="${JOB_ALERT_PATHS.manage}">
${hiddenToken(token)}
<fieldset${describedBy("role")}><legend>Role</legend>
${roles}
${error("role")}
</fieldset>
<fieldset${describedBy("states")}><legend>Where</legend>
<label class="choice"><input type="checkbox" name="remote" value="on"${checked(values.remote)}> Remote roles</label>
<p class="sub">and roles in these states:</p>
<div class="states">
${states}
</div>
${error("states")}
</fieldset>
<div class="group">
<label class="field" for="alert-specialty">Specialty (optional)</label>
<input type="text" id="alert-specialty" name="specialty" maxlength="${ALERT_LIMITS.specialty}" value="${escapeHtml(values.specialty ?? "")}" autocomplete="off"${describedBy("specialty")}>
${error("specialty")}
</div>
<fieldset${describedBy("frequency")}><legend>How often</legend>
${frequencies}
${error("frequency")}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="save" class="primary">Save changes</button>
<button type="submit" name="action" value="delete" class="secondary">Delete this alert</button>
</div>
</form>`;
}

export type ManageNotice = "confirmed" | "saved" | null;

/** The manage page: the alert as it stands, to change or delete. */
export function managePage(
  alert: JobAlertView,
  token: string,
  {
    notice = null,
    errors = {},
    values,
  }: {
    notice?: ManageNotice;
    errors?: Record<string, string>;
    values?: Parameters<typeof alertForm>[0];
  } = {},
): string {
  const banner =
    notice === "confirmed"
      ? `<p class="ok" role="status">Your job alert is confirmed. We will email ${escapeHtml(alert.email)} when a matching role opens.</p>`
      : notice === "saved"
        ? `<p class="ok" role="status">Your changes are saved.</p>`
        : "";
  const problems =
    Object.keys(errors).length > 0
      ? `<div class="errors" role="alert"><p class="flush"><strong>Please check the alert:</strong> ${escapeHtml(Object.values(errors).join(" "))}</p></div>`
      : "";
  return page(
    "Your job alert",
    `${banner}${problems}<p>Alert for <strong>${escapeHtml(alert.email)}</strong>: ${escapeHtml(alertDescription(alert))}.</p>
${alertForm(values ?? alert, token, errors)}`,
  );
}

/** The unsubscribe link's page (a GET): the button that unsubscribes. */
export function unsubscribePage(alert: JobAlertView, token: string): string {
  return page(
    "Unsubscribe from this job alert",
    `<p>Stop the emails about <strong>${escapeHtml(alertDescription(alert))}</strong> to ${escapeHtml(alert.email)}? The alert is deleted.</p>
<form method="post" action="${JOB_ALERT_PATHS.unsubscribe}?token=${encodeURIComponent(token)}">
<div class="actions"><button type="submit" class="primary">Unsubscribe</button></div>
</form>`,
  );
}

/** After unsubscribing or deleting: done, and the way back. */
export function alertEndedPage(): string {
  return page(
    "You are unsubscribed",
    `<p class="ok" role="status">Your job alert is deleted and we will send you no more alert emails.</p>
<p>Changed your mind? You can set up a new alert on the jobs page at any time.</p>
<p>${jobsLink}</p>`,
  );
}
