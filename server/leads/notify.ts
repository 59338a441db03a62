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
import { escapeHtml } from "./pages";

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
  return `<lead-${leadId}.email@${new URL(siteUrl).hostname}>`;
}

export function buildLeadEmail(lead: LeadRow, config: Config): LeadEmail {
  const name = headerSafe(`${lead.first_name} ${lead.last_name}`, 120);
  const source = headerSafe(sourceName(lead), 60);
  const subject = headerSafe(`New lead: ${userTypeLabel(lead)} - ${name} (${source})`, 200);
  const fields = leadFields(lead);
  const inbox = `${config.SITE_URL}/admin`;

  const textLines = [
    "A new lead came in through the website. Reply to this e-mail to answer the lead directly.",
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
  ];
  if (lead.message) textLines.push("", "Message:", lead.message);
  textLines.push("", `Leads inbox: ${inbox}`);

  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const message = lead.message
    ? `<h2 style="font-size:16px;margin:16px 0 4px">Message</h2>\n<p style="white-space:pre-wrap;margin:0">${escapeHtml(lead.message)}</p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:14px">
<p>A new lead came in through the website. Reply to this e-mail to answer the lead directly.</p>
<table role="presentation" cellspacing="0" cellpadding="0">
${rows}
</table>
${message}
<p style="margin-top:16px"><a href="${escapeHtml(inbox)}">Open the leads inbox</a></p>
</body></html>
`;

  const host = new URL(config.SITE_URL).hostname;
  return {
    from: config.SMTP_FROM ?? `Website leads <no-reply@${host}>`,
    to: config.NOTIFY_EMAIL_TO ?? "",
    replyTo: { name, address: lead.email },
    subject,
    text: `${textLines.join("\n")}\n`,
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

/** The delivery functions for the channels that are configured. */
export function createDeliverer(config: Config): Deliverer {
  const deliverer: Deliverer = { close() {} };
  if (config.SMTP_URL && config.NOTIFY_EMAIL_TO) {
    const transport = nodemailer.createTransport({
      // Parsed here rather than passed as `url`: with `url` the pool opens a connection per message.
      ...parseConnectionUrl(config.SMTP_URL),
      pool: true,
      maxConnections: 4,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // Without TCP_NODELAY each message waits ~40 ms on delayed ACKs (Nagle); TLS wraps this socket.
      getSocket: (options, callback) => {
        const socket = net.connect({
          host: options.host ?? "localhost",
          port: options.port ?? (options.secure ? 465 : 587),
          noDelay: true,
        });
        socket.setTimeout(10_000, () => socket.destroy(new Error("SMTP connection timeout")));
        socket.once("connect", () => {
          socket.setTimeout(0);
          callback(null, { connection: socket });
        });
        socket.once("error", (error) => callback(error, undefined));
      },
    } as SMTPPool.Options);
    deliverer.email = async (lead) => {
      const mail = buildLeadEmail(lead, config);
      await transport.sendMail({ ...mail, disableFileAccess: true, disableUrlAccess: true });
    };
    deliverer.close = () => transport.close();
  }
  if (config.WEBHOOK_URL && config.WEBHOOK_SECRET) {
    const url = config.WEBHOOK_URL;
    const secret = config.WEBHOOK_SECRET;
    deliverer.webhook = async (lead) => {
      const timestamp = Math.floor(Date.now() / 1000);
      const body = JSON.stringify(webhookPayload(lead, timestamp));
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "lead-notifier/1",
          "x-signature": signWebhook(secret, timestamp, body),
          "x-timestamp": String(timestamp),
          "x-delivery-id": `${lead.id}:webhook`,
        },
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await response.body?.cancel().catch(() => {});
      if (response.status < 200 || response.status >= 300) {
        throw new Error(`webhook answered HTTP ${response.status}`);
      }
    };
  }
  return deliverer;
}
