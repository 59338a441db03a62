import net from "node:net";
import nodemailer from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import type SMTPPool from "nodemailer/lib/smtp-pool/index.js";
import { stripInvisibleFormat } from "#schemas/lead";
import type { Config } from "../env";
import { escapeHtml } from "../intake/pages";

/** What every e-mail the site sends shares: safe headers, Message-IDs, the recruiters' layout and the SMTP pool. */

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

/** A notification e-mail as the notifiers build it (a lead's, a job alert's). */
export interface NotificationEmail {
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

/** A channel's delivery by e-mail: the message `build` makes of an item, sent with SAFE_MAIL. */
export function mailSender<T>(
  transport: MailTransport,
  build: (item: T) => Parameters<MailTransport["sendMail"]>[0],
): (item: T) => Promise<void> {
  return async (item) => {
    await transport.sendMail({ ...build(item), ...SAFE_MAIL });
  };
}
