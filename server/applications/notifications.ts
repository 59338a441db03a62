/**
 * What an application sends: the recruiters' e-mail with the résumé attached, the signed
 * `application.created` webhook (without the file), and the candidate's plain confirmation. Built like the
 * lead notifications (server/leads/notify.ts): the same transport, header-safe lines, escaped HTML, the
 * same webhook signature, and a Message-ID per notification so a repeated delivery can be dropped.
 */
import type { Selectable } from "kysely";
import { APPLICATION_WEBHOOK_EVENT, type ApplicationChannel, RESUME_TYPES } from "#schemas/application";
import {
  type ApplicationFieldSpec,
  applicationFieldsWhere,
  applicationFieldText,
  licenseStateNames,
  parseLicenseStates,
} from "#schemas/application-fields";
import { parseCampaign } from "#schemas/lead-fields";
import { FIRM } from "#schemas/firm";
import { adminApplicationPath } from "#schemas/paths";
import type { ApplicationsTable } from "../db/schema";
import type { Config } from "../env";
import { webhookSender } from "../outbox/webhook";
import {
  createMailTransport,
  headerSafe,
  mailFrom,
  notificationBodies,
  notificationMessageId,
  mailSender,
  SAFE_MAIL,
} from "../outbox/mail";

export type ApplicationRow = Selectable<ApplicationsTable>;

/** One application to deliver, with what its notifications name besides the row. */
export interface ApplicationNotice {
  application: ApplicationRow;
  /** Where the posting is ("Atlanta"), when the posting is still on file. */
  place?: string;
  /** The résumé's bytes: loaded for the recruiters' e-mail only. */
  resume?: Buffer;
}

/** The delivery function of each configured channel. */
export type ApplicationDeliverer = {
  [C in ApplicationChannel]?: (notice: ApplicationNotice) => Promise<void>;
} & { close(): void };

/** "12.4 KB", "1.3 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function postingUrl(application: ApplicationRow, config: Pick<Config, "SITE_URL">): string {
  return `${config.SITE_URL}${application.job_path}`;
}

export function applicationInboxUrl(id: string, config: Pick<Config, "SITE_URL">): string {
  return `${config.SITE_URL}${adminApplicationPath(id)}`;
}

function candidateName(application: ApplicationRow): string {
  return headerSafe(`${application.first_name} ${application.last_name}`, 120);
}

function mediaType(application: ApplicationRow): string {
  return RESUME_TYPES[application.resume_type]?.mediaType ?? "application/octet-stream";
}

/** The row by column, as the field table reads it. */
const columnsOf = (application: ApplicationRow) => application as unknown as Record<string, unknown>;

function factRows(application: ApplicationRow, fields: readonly ApplicationFieldSpec[]) {
  const row = columnsOf(application);
  return fields.map((field): [string, string | null] => [
    field.label,
    applicationFieldText(field, row[field.column], "mail") as string | null,
  ]);
}

const ANSWERS = applicationFieldsWhere((field) => field.group === "answers" && field.type !== "multiline");
const NAMES = applicationFieldsWhere((field) => field.type === "name");
const CONTACT = applicationFieldsWhere((field) => field.group === "contact" && field.type !== "name");
const ATTRIBUTION = applicationFieldsWhere((field) => field.group === "attribution");

/**
 * Every fact of an application as label/value pairs, in reading order: the application and the posting,
 * the candidate's answers, their name (one row) and contact, the résumé, the attribution. The message is
 * apart.
 */
export function applicationFields(
  application: ApplicationRow,
  config: Pick<Config, "SITE_URL">,
): Array<[string, string]> {
  const row = columnsOf(application);
  const rows: Array<[string, string | null]> = [
    ["Application ID", application.id],
    ["Received", new Date(application.created_at).toISOString()],
    ["Posting", application.job_title],
    ["Posting page", postingUrl(application, config)],
    ...factRows(application, ANSWERS),
    ["Name", NAMES.map((field) => row[field.column]).join(" ")],
    ...factRows(application, CONTACT),
    [
      "Résumé",
      `${application.resume_name} (${RESUME_TYPES[application.resume_type]?.label ?? application.resume_type}, ${fileSize(application.resume_size)}), attached`,
    ],
    ...factRows(application, ATTRIBUTION),
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

export interface ApplicationEmail {
  from: string;
  to: string | { name: string; address: string };
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  headers: Record<string, string>;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/**
 * The recruiters' e-mail: the posting and the candidate's credential in the subject, every field in the
 * body, the résumé attached, Reply-To the candidate.
 */
export function buildApplicationEmail(
  { application, place, resume }: ApplicationNotice,
  config: Config,
): ApplicationEmail {
  const name = candidateName(application);
  const posting = `${application.job_title}${place ? ` (${place})` : ""}`;
  const subject = headerSafe(`Application: ${application.credential} – ${name} – ${posting}`, 200);
  const { text, html } = notificationBodies({
    title: subject,
    intro:
      "A candidate applied on the website, with the résumé attached. Reply to this e-mail to answer the candidate directly.",
    fields: applicationFields(application, config),
    message: application.message,
    links: [
      {
        label: "Application in the inbox",
        text: "Open the application in the inbox",
        href: applicationInboxUrl(application.id, config),
      },
    ],
  });
  return {
    from: mailFrom(config, "Website applications"),
    to: config.NOTIFY_EMAIL_TO ?? "",
    replyTo: { name, address: application.email },
    subject,
    text,
    html,
    messageId: notificationMessageId("application", application.id, "email", config.SITE_URL),
    headers: { "X-Application-Id": application.id },
    attachments: resume
      ? [
          {
            filename: headerSafe(application.resume_name, 255) || `resume.${application.resume_type}`,
            content: resume,
            contentType: mediaType(application),
          },
        ]
      : undefined,
  };
}

/**
 * The candidate's confirmation: plain text naming the role and what happens next, from SMTP_FROM, Reply-To
 * the firm's recruiting address. Only the first name and the role: an address typed wrongly learns nothing
 * else about the candidate.
 */
export function buildConfirmationEmail(
  { application, place }: ApplicationNotice,
  config: Config,
): ApplicationEmail {
  const role = headerSafe(`${application.job_title}${place ? ` (${place})` : ""}`, 160);
  const subject = headerSafe(`We received your application: ${role}`, 200);
  const text = [
    `Dear ${headerSafe(application.first_name, 60)},`,
    "",
    `Thank you for applying for ${role} with ${FIRM.name}. We have your application and your résumé.`,
    "",
    "What happens next:",
    "- A recruiter who places nurse practitioners and physician assistants reviews your application and replies within one business day.",
    "- If the role fits, we call you to talk it through (pay, schedule, licensing and start date), and we put you forward to the employer only with your agreement.",
    "- Our service is free for NPs and PAs: the employer pays our fee.",
    "",
    `Questions in the meantime? Reply to this e-mail, write to ${FIRM.email} or call ${FIRM.phone}.`,
    "",
    `The posting you applied for: ${postingUrl(application, config)}`,
    "",
    FIRM.name,
    config.SITE_URL,
    "",
    "You receive this e-mail because this address was used to apply on our website. If you did not apply, reply and tell us and we will delete the application.",
  ].join("\n");
  return {
    from: mailFrom(config, FIRM.name),
    to: { name: candidateName(application), address: application.email },
    replyTo: { name: FIRM.name, address: FIRM.email },
    subject,
    text: `${text}\n`,
    messageId: notificationMessageId("application", application.id, "confirmation", config.SITE_URL),
    // RFC 3834: an automatic reply, so auto-responders do not answer it.
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

const FACTS = applicationFieldsWhere((field) => field.group !== "attribution");

/**
 * The facts as the webhook sends them, by the form's keys: credentials and licence states as codes with
 * their names beside them (`credentialLabel`, `licenseStateNames`), the campaign as an object.
 */
function webhookFacts(
  application: ApplicationRow,
  fields: readonly ApplicationFieldSpec[],
): Record<string, unknown> {
  const row = columnsOf(application);
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row[field.column];
    if (field.type === "licenseStates") {
      const codes = parseLicenseStates(value as string);
      out[field.key] = codes;
      out[`${field.key.replace(/s$/, "")}Names`] = licenseStateNames(codes);
    } else if (field.type === "campaign") out[field.key] = parseCampaign(value as string | null);
    else {
      out[field.key] = value;
      if (field.type === "credential") out[`${field.key}Label`] = applicationFieldText(field, value, "mail");
    }
  }
  return out;
}

/** The `application.created` event: the application's facts and the résumé's description, never its bytes. */
export function applicationWebhookPayload(
  { application }: ApplicationNotice,
  config: Pick<Config, "SITE_URL">,
  timestamp: number,
) {
  return {
    event: APPLICATION_WEBHOOK_EVENT,
    deliveryId: `${application.id}:webhook`,
    timestamp,
    application: {
      id: application.id,
      createdAt: new Date(application.created_at).toISOString(),
      status: application.status,
      inboxUrl: applicationInboxUrl(application.id, config),
      posting: {
        id: application.posting_id,
        title: application.job_title,
        path: application.job_path,
        url: postingUrl(application, config),
      },
      ...webhookFacts(application, FACTS),
      resume: {
        name: application.resume_name,
        type: application.resume_type,
        mediaType: mediaType(application),
        size: Number(application.resume_size),
        sha256: application.resume_sha256,
      },
      attribution: webhookFacts(application, ATTRIBUTION),
    },
  };
}

/**
 * The delivery functions of the channels that are configured: the recruiters' e-mail (SMTP_URL and
 * NOTIFY_EMAIL_TO), the candidate's confirmation (SMTP_URL), the webhook (WEBHOOK_URL and WEBHOOK_SECRET).
 */
export function createApplicationDeliverer(config: Config): ApplicationDeliverer {
  const deliverer: ApplicationDeliverer = { close() {} };
  const transport = createMailTransport(config);
  if (transport) {
    if (config.NOTIFY_EMAIL_TO) {
      deliverer.email = async (notice) => {
        if (!notice.resume) throw new Error("the résumé is missing");
        await transport.sendMail({ ...buildApplicationEmail(notice, config), ...SAFE_MAIL });
      };
    }
    deliverer.confirmation = mailSender(transport, (notice) => buildConfirmationEmail(notice, config));
    deliverer.close = () => transport.close();
  }
  const webhook = webhookSender(
    config,
    (notice: ApplicationNotice) => notice.application.id,
    (notice, timestamp) => applicationWebhookPayload(notice, config, timestamp),
  );
  if (webhook) deliverer.webhook = webhook;
  return deliverer;
}
