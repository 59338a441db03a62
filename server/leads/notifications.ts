import { createHmac } from "node:crypto";
import net from "node:net";
import nodemailer from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import type SMTPPool from "nodemailer/lib/smtp-pool/index.js";
import { stripInvisibleFormat, USER_TYPE_LABELS } from "#schemas/lead";
import {
  LEAD_FIELDS,
  LEAD_KIND_LABELS,
  type LeadFieldSpec,
  leadFieldText,
  parseCampaign,
} from "#schemas/lead-fields";
import type { LeadsTable } from "../db/schema";
import type { Config } from "../env";
import { escapeHtml } from "../intake/pages";

export type LeadRow = Omit<LeadsTable, "status"> & { status: string };

/**
 * One header-safe line: no CR/LF or other control characters can reach a mail header, nor bidirectional or
 * zero-width characters that would make the subject or the Reply-To name read as something else.
 */
export function headerSafe(value: string, max = 200): string {
  return (
    stripInvisibleFormat(value)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, max)
  );
}

function userTypeLabel(lead: LeadRow): string {
  return USER_TYPE_LABELS[lead.user_type] ?? lead.user_type;
}

/** The form's own name, else the name of the lead's kind. */
function sourceName(lead: LeadRow): string {
  return lead.form_source || LEAD_KIND_LABELS[lead.kind];
}

function columnValue(lead: LeadRow, field: LeadFieldSpec): string | null {
  return (lead as unknown as Record<string, string | null>)[field.column] ?? null;
}

/** Every field of a lead as label/value pairs, in the table's order (the message separately). */
export function leadFields(lead: LeadRow): Array<[string, string]> {
  const rows: Array<[string, string | null]> = [
    ["Lead ID", lead.id],
    ["Received", new Date(lead.created_at).toISOString()],
  ];
  for (const field of LEAD_FIELDS as readonly LeadFieldSpec[]) {
    if (field.type === "multiline") continue;
    rows.push([
      field.label,
      field.type === "source" ? sourceName(lead) : leadFieldText(field, columnValue(lead, field)),
    ]);
  }
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

export interface LeadEmail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt at one notification, so a mail system can drop a repeat. */
  messageId: string;
  headers: Record<string, string>;
}

/**
 * The Message-ID of a lead's e-mail notification: derived from the notification (the lead and its channel)
 * and the site's host, never random, so a delivery repeated after a crash carries the same one.
 */
export function leadEmailMessageId(leadId: string, siteUrl: string): string {
  return notificationMessageId("lead", leadId, "email", siteUrl);
}

/** `<subject-id.channel@host>`: one Message-ID per notification (what it is about, its channel), never random. */
export function notificationMessageId(subject: string, id: string, channel: string, siteUrl: string): string {
  return `<${subject}-${id}.${channel}@${new URL(siteUrl).hostname}>`;
}

/**
 * The plain-text and HTML bodies of a notification to the recruiters: an introduction, label/value rows, the
 * sender's message apart, and links at the end (everything escaped in the HTML).
 */
export function notificationBodies({
  title,
  intro,
  fields,
  message,
  links,
}: {
  title: string;
  intro: string;
  fields: Array<[string, string]>;
  message: string | null;
  links: Array<{ label: string; text: string; href: string }>;
}): { text: string; html: string } {
  const textLines = [intro, "", ...fields.map(([label, value]) => `${label}: ${value}`)];
  if (message) textLines.push("", "Message:", message);
  textLines.push("", ...links.map((link) => `${link.label}: ${link.href}`));

  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const messageHtml = message
    ? `<h2 style="font-size:16px;margin:16px 0 4px">Message</h2>\n<p style="white-space:pre-wrap;margin:0">${escapeHtml(message)}</p>`
    : "";
  const linksHtml = links
    .map(
      (link) =>
        `<p style="margin-top:16px"><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:14px">
<p>${escapeHtml(intro)}</p>
<table role="presentation" cellspacing="0" cellpadding="0">
${rows}
</table>
${messageHtml}
${linksHtml}
</body></html>
`;
  return { text: `${textLines.join("\n")}\n`, html };
}

/** SMTP_FROM, else the site's own no-reply address. */
export function mailFrom(config: Pick<Config, "SMTP_FROM" | "SITE_URL">, name = "Website leads"): string {
  return config.SMTP_FROM ?? `${name} <no-reply@${new URL(config.SITE_URL).hostname}>`;
}

export function buildLeadEmail(lead: LeadRow, config: Config): LeadEmail {
  const name = headerSafe(`${lead.first_name} ${lead.last_name}`, 120);
  const source = headerSafe(sourceName(lead), 60);
  const subject = headerSafe(`New lead: ${userTypeLabel(lead)} - ${name} (${source})`, 200);
  const inbox = `${config.SITE_URL}/admin`;
  const { text, html } = notificationBodies({
    title: subject,
    intro: "A new lead came in through the website. Reply to this e-mail to answer the lead directly.",
    fields: leadFields(lead),
    message: lead.message,
    links: [{ label: "Leads inbox", text: "Open the leads inbox", href: inbox }],
  });
  return {
    from: mailFrom(config),
    to: config.NOTIFY_EMAIL_TO ?? "",
    replyTo: { name, address: lead.email },
    subject,
    text,
    html,
    messageId: leadEmailMessageId(lead.id, config.SITE_URL),
    headers: { "X-Lead-Id": lead.id },
  };
}

export interface Deliverer {
  email?: (lead: LeadRow) => Promise<void>;
  webhook?: (lead: LeadRow) => Promise<void>;
  close(): void;
}

/** The webhook's body: the table's fields by payload key (attribution grouped, as the forms send it). */
export function webhookPayload(lead: LeadRow, timestamp: number) {
  const facts: Record<string, unknown> = {};
  const attribution: Record<string, unknown> = {};
  for (const field of LEAD_FIELDS as readonly LeadFieldSpec[]) {
    const value = columnValue(lead, field);
    const target = field.group === "attribution" ? attribution : facts;
    target[field.key] = field.type === "campaign" ? parseCampaign(value) : value;
    if (field.type === "userType") facts.userTypeLabel = userTypeLabel(lead);
  }
  return {
    event: "lead.created",
    deliveryId: `${lead.id}:webhook`,
    timestamp,
    lead: {
      id: lead.id,
      createdAt: new Date(lead.created_at).toISOString(),
      kind: lead.kind,
      status: lead.status,
      ...facts,
      attribution,
    },
  };
}

/**
 * `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`: the timestamp is signed with the body, so a
 * captured delivery cannot be replayed later under a fresh `X-Timestamp`.
 */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex")}`;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/** Options nodemailer is given for every message: nothing read from files or URLs named in a message. */
export const SAFE_MAIL = { disableFileAccess: true, disableUrlAccess: true } as const;

/**
 * The pooled SMTP transport of SMTP_URL, or undefined when it is not set. Every notifier uses this one
 * shape of transport (pooled, with timeouts, TCP_NODELAY).
 */
export function createMailTransport(config: Pick<Config, "SMTP_URL">) {
  if (!config.SMTP_URL) return undefined;
  return nodemailer.createTransport({
    // Parsed here rather than passed as `url`: with `url` the pool opens a connection per message.
    ...parseConnectionUrl(config.SMTP_URL),
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Without TCP_NODELAY each message waits ~40 ms on delayed ACKs (Nagle); TLS wraps this socket. It is
    // handed over before it connects, so a refused connection is the connection's own error, which the pool
    // recovers from: an error passed to this callback would keep the pool's slot taken for good, and after
    // `maxConnections` refusals (an SMTP outage) no message would ever be sent again.
    getSocket: (options, callback) => {
      const socket = net.connect({
        host: options.host ?? "localhost",
        port: options.port ?? (options.secure ? 465 : 587),
        noDelay: true,
      });
      callback(null, { connection: socket });
    },
  } as SMTPPool.Options);
}

export type MailTransport = NonNullable<ReturnType<typeof createMailTransport>>;

/**
 * Posts one signed webhook event: the JSON body with `timestamp`, `X-Signature` over timestamp and body,
 * `X-Timestamp` and `X-Delivery-Id`; anything but a 2xx answer throws (and is retried by the outbox).
 */
export async function postWebhook(
  target: { url: string; secret: string },
  deliveryId: string,
  payload: (timestamp: number) => unknown,
): Promise<void> {
  const timestamp = Math.floor(Date.now() / 1000);
  const body = JSON.stringify(payload(timestamp));
  const response = await fetch(target.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "lead-notifier/1",
      "x-signature": signWebhook(target.secret, timestamp, body),
      "x-timestamp": String(timestamp),
      "x-delivery-id": deliveryId,
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel().catch(() => {});
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`webhook answered HTTP ${response.status}`);
  }
}

/** WEBHOOK_URL and WEBHOOK_SECRET when both are set. */
export function webhookTarget(config: Pick<Config, "WEBHOOK_URL" | "WEBHOOK_SECRET">) {
  return config.WEBHOOK_URL && config.WEBHOOK_SECRET
    ? { url: config.WEBHOOK_URL, secret: config.WEBHOOK_SECRET }
    : undefined;
}

/** The delivery functions for the channels that are configured. */
export function createDeliverer(config: Config): Deliverer {
  const deliverer: Deliverer = { close() {} };
  const transport = config.NOTIFY_EMAIL_TO ? createMailTransport(config) : undefined;
  if (transport) {
    deliverer.email = async (lead) => {
      await transport.sendMail({ ...buildLeadEmail(lead, config), ...SAFE_MAIL });
    };
    deliverer.close = () => transport.close();
  }
  const target = webhookTarget(config);
  if (target) {
    deliverer.webhook = (lead) =>
      postWebhook(target, `${lead.id}:webhook`, (timestamp) => webhookPayload(lead, timestamp));
  }
  return deliverer;
}
